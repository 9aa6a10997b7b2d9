package org.pmebench.userfiles;

import java.io.IOException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.ParquetReadOptions;
import org.apache.parquet.column.ParquetProperties;
import org.apache.parquet.column.ParquetProperties.WriterVersion;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.format.PageHeader;
import org.apache.parquet.format.PageType;
import org.apache.parquet.format.Util;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.internal.column.columnindex.OffsetIndex;
import org.apache.parquet.io.InputFile;
import org.apache.parquet.io.OutputFile;
import org.apache.parquet.io.SeekableInputStream;
import org.apache.parquet.schema.MessageType;
import org.pmebench.workload.InMemoryInputFile;
import org.pmebench.workload.InMemoryOutputFile;

/**
 * How parquet-java would write a file like this one, from its footer and first page headers: the
 * schema, codec, data page version, row-group and page sizes, which columns have dictionaries and
 * which bloom filters of which size. A write with these settings is parquet-java's layout of the
 * same rows, close to the input's but not identical (a writer decides its own page and row-group
 * boundaries, and falls back from a dictionary where it does not pay); the reads use {@link
 * LayoutCopy}, which is identical.
 */
public final class WriterSettings {
  public final MessageType schema;
  public final CompressionCodecName codec;
  public final WriterVersion version;
  public final long rowGroupBytes;

  /** The input's row groups (what {@link #matchingRowGroups} aims at). */
  public final int rowGroups;

  public final int pageBytes;
  public final int pageRows;
  public final Set<String> dictionaryColumns;

  /** The columns with bloom filters, and the largest bitset of each, in bytes. */
  public final Map<String, Integer> bloomFilterBytes;

  private WriterSettings(
      MessageType schema,
      CompressionCodecName codec,
      WriterVersion version,
      long rowGroupBytes,
      int rowGroups,
      int pageBytes,
      int pageRows,
      Set<String> dictionaryColumns,
      Map<String, Integer> bloomFilterBytes) {
    this.schema = schema;
    this.codec = codec;
    this.version = version;
    this.rowGroupBytes = rowGroupBytes;
    this.rowGroups = rowGroups;
    this.pageBytes = pageBytes;
    this.pageRows = pageRows;
    this.dictionaryColumns = Collections.unmodifiableSet(dictionaryColumns);
    this.bloomFilterBytes = Collections.unmodifiableMap(bloomFilterBytes);
  }

  /**
   * The settings of {@code file}: the most used codec; V2 pages if it has any; the largest row
   * group's uncompressed bytes (a first guess: see {@link #matchingRowGroups}); the page size and
   * row limit its data pages show ({@link Pages}).
   */
  public static WriterSettings of(InputFile file) throws IOException {
    try (ParquetFileReader reader =
            ParquetFileReader.open(file, ParquetReadOptions.builder().build());
        SeekableInputStream in = file.newStream()) {
      MessageType schema = reader.getFooter().getFileMetaData().getSchema();
      List<BlockMetaData> blocks = reader.getFooter().getBlocks();
      if (blocks.isEmpty()) {
        throw new IOException("no row groups: nothing to write");
      }
      int[] codecs = new int[CompressionCodecName.values().length];
      long rowGroupBytes = 0;
      Pages pages = new Pages();
      Set<String> dictionaries = new LinkedHashSet<String>();
      Map<String, Integer> blooms = new LinkedHashMap<String, Integer>();
      for (BlockMetaData block : blocks) {
        rowGroupBytes = Math.max(rowGroupBytes, block.getTotalByteSize());
        for (ColumnChunkMetaData chunk : block.getColumns()) {
          codecs[chunk.getCodec().ordinal()]++;
          String path = chunk.getPath().toDotString();
          if (chunk.hasDictionaryPage()) {
            dictionaries.add(path);
          }
          if (chunk.getBloomFilterOffset() >= 0) {
            blooms.merge(path, reader.readBloomFilter(chunk).getBitsetSize(), Math::max);
          }
          pages.add(in, chunk, reader.readOffsetIndex(chunk));
        }
      }
      int mostUsed = 0;
      for (int c = 1; c < codecs.length; c++) {
        mostUsed = codecs[c] > codecs[mostUsed] ? c : mostUsed;
      }
      return new WriterSettings(
          schema,
          CompressionCodecName.values()[mostUsed],
          pages.version(),
          Math.max(rowGroupBytes, 64 * 1024),
          blocks.size(),
          pages.pageBytes(),
          pages.pageRows(),
          dictionaries,
          blooms);
    }
  }

  /**
   * What a file's data page headers say about the writer: it cuts a page when its buffered values
   * reach the page size or the row limit, so the largest page (uncompressed) is about the page
   * size, and the most rows in a page at most the row limit.
   */
  private static final class Pages {
    private int largest;
    private long mostRows;
    private boolean v2;

    void add(SeekableInputStream in, ColumnChunkMetaData chunk, OffsetIndex offsets)
        throws IOException {
      long end = chunk.getStartingPos() + chunk.getTotalSize();
      in.seek(chunk.getStartingPos());
      while (in.getPos() < end) {
        PageHeader header = Util.readPageHeader(in);
        if (header.getType() == PageType.DATA_PAGE || header.getType() == PageType.DATA_PAGE_V2) {
          largest = Math.max(largest, header.getUncompressed_page_size());
          v2 |= header.getType() == PageType.DATA_PAGE_V2;
        }
        in.seek(in.getPos() + header.getCompressed_page_size());
      }
      for (int p = 0; offsets != null && p < offsets.getPageCount(); p++) {
        mostRows =
            Math.max(
                mostRows,
                offsets.getLastRowIndex(p, chunk.getValueCount())
                    - offsets.getFirstRowIndex(p)
                    + 1);
      }
    }

    WriterVersion version() {
      return v2 ? WriterVersion.PARQUET_2_0 : WriterVersion.PARQUET_1_0;
    }

    int pageBytes() {
      return largest == 0 ? ParquetProperties.DEFAULT_PAGE_SIZE : Math.max(1024, largest);
    }

    /** parquet-java's default (20,000) unless a page of the input holds more rows. */
    int pageRows() {
      return (int)
          Math.min(
              Integer.MAX_VALUE,
              Math.max(ParquetProperties.DEFAULT_PAGE_ROW_COUNT_LIMIT, mostRows));
    }
  }

  /**
   * A writer of records of {@link #schema} into {@code file} (replaced) with these settings, and
   * nothing encrypted yet.
   */
  public ExampleParquetWriter.Builder writer(OutputFile file, Configuration conf) {
    ExampleParquetWriter.Builder builder =
        ExampleParquetWriter.builder(file)
            .withConf(conf)
            .withType(schema)
            .withWriteMode(ParquetFileWriter.Mode.OVERWRITE)
            .withWriterVersion(version)
            .withCompressionCodec(codec)
            .withRowGroupSize(rowGroupBytes)
            .withPageSize(pageBytes)
            .withPageRowCountLimit(pageRows)
            .withDictionaryEncoding(false)
            .withValidation(false);
    for (String column : dictionaryColumns) {
      builder.withDictionaryEncoding(column, true);
    }
    for (Map.Entry<String, Integer> bloom : bloomFilterBytes.entrySet()) {
      builder
          .withBloomFilterEnabled(bloom.getKey(), true)
          .withBloomFilterNDV(bloom.getKey(), bloomFilterValues(bloom.getValue()));
    }
    return builder;
  }

  /**
   * These settings with a row-group size that writes {@code rows} in as many row groups as the
   * input has (or after six tries the closest): parquet-java checks a row group's size against its
   * buffered bytes every so many rows, so the uncompressed bytes in the footer are no size to ask
   * for. Each try is one write of the rows into memory.
   */
  public WriterSettings matchingRowGroups(List<Group> rows, Configuration conf) throws IOException {
    WriterSettings best = this;
    int bestGroups = -1;
    long tooSmall = 0;
    long tooLarge = Long.MAX_VALUE;
    long bytes = rowGroupBytes;
    for (int attempt = 0; attempt < TRIES; attempt++) {
      WriterSettings tried = withRowGroupBytes(bytes);
      int written = rowGroups(tried, rows, conf);
      if (bestGroups < 0 || Math.abs(written - rowGroups) < Math.abs(bestGroups - rowGroups)) {
        best = tried;
        bestGroups = written;
      }
      if (written == rowGroups) {
        break;
      }
      if (written > rowGroups) {
        tooSmall = bytes;
      } else {
        tooLarge = bytes;
      }
      // Between the bounds once there are two, else scaled by the row groups' ratio.
      bytes =
          tooSmall > 0 && tooLarge < Long.MAX_VALUE
              ? (long) Math.sqrt((double) tooSmall * tooLarge)
              : Math.max(16 * 1024, (long) (bytes * (double) written / rowGroups));
    }
    return best;
  }

  private static final int TRIES = 6;

  private WriterSettings withRowGroupBytes(long bytes) {
    return new WriterSettings(
        schema,
        codec,
        version,
        bytes,
        rowGroups,
        pageBytes,
        pageRows,
        dictionaryColumns,
        bloomFilterBytes);
  }

  private static int rowGroups(WriterSettings settings, List<Group> rows, Configuration conf)
      throws IOException {
    InMemoryOutputFile file = new InMemoryOutputFile();
    try (ParquetWriter<Group> writer = settings.writer(file, conf).build()) {
      for (Group row : rows) {
        writer.write(row);
      }
    }
    try (ParquetFileReader reader =
        ParquetFileReader.open(new InMemoryInputFile(file.toByteArray()))) {
      return reader.getFooter().getBlocks().size();
    }
  }

  /**
   * The distinct values per row group that make parquet-java size a bloom filter at {@code bytes}:
   * at its false-positive rate of 0.01 it takes 9.7 bits a value and rounds the bitset up to a
   * power of two, so three quarters of the bitset's bits give a power-of-two size back (at most 1
   * MB, its default cap).
   */
  public static long bloomFilterValues(int bytes) {
    return Math.max(1, (long) (bytes * 8 * 0.75 / 9.7));
  }
}
