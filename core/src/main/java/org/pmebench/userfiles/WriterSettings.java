package org.pmebench.userfiles;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.ParquetReadOptions;
import org.apache.parquet.column.ParquetProperties.WriterVersion;
import org.apache.parquet.format.PageHeader;
import org.apache.parquet.format.PageType;
import org.apache.parquet.format.Util;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.InputFile;
import org.apache.parquet.io.OutputFile;
import org.apache.parquet.io.SeekableInputStream;
import org.apache.parquet.schema.MessageType;
import org.pmebench.workload.InMemoryInputFile;
import org.pmebench.workload.InMemoryOutputFile;

/**
 * How parquet-java would write a file like this one, from its footer and first page headers: the
 * schema, codec, data page version, row-group and page sizes, which columns have dictionaries and
 * which bloom filters of which size. A write with these settings is parquet-java's layout of the same rows, close
 * to the input's but not identical (a writer decides its own page and row-group boundaries, and
 * falls back from a dictionary where it does not pay); the reads use {@link LayoutCopy}, which is
 * identical.
 */
public final class WriterSettings {
  public final MessageType schema;
  public final CompressionCodecName codec;
  public final WriterVersion version;
  public final long rowGroupBytes;
  /** The rows of the input's first row group (what {@link #matchingRowGroups} aims at). */
  public final long firstRowGroupRows;
  public final int pageBytes;
  public final Set<String> dictionaryColumns;
  /** The columns with bloom filters, and the largest bitset of each, in bytes. */
  public final Map<String, Integer> bloomFilterBytes;

  private WriterSettings(MessageType schema, CompressionCodecName codec, WriterVersion version, long rowGroupBytes,
      long firstRowGroupRows, int pageBytes, Set<String> dictionaryColumns, Map<String, Integer> bloomFilterBytes) {
    this.schema = schema;
    this.codec = codec;
    this.version = version;
    this.rowGroupBytes = rowGroupBytes;
    this.firstRowGroupRows = firstRowGroupRows;
    this.pageBytes = pageBytes;
    this.dictionaryColumns = Collections.unmodifiableSet(dictionaryColumns);
    this.bloomFilterBytes = Collections.unmodifiableMap(bloomFilterBytes);
  }

  /**
   * The settings of {@code file}: the most used codec; V2 pages if its first column chunk has them;
   * the largest row group's uncompressed bytes; the median of the chunks' uncompressed bytes per
   * data page (at least 1 KiB).
   */
  public static WriterSettings of(InputFile file) throws IOException {
    try (ParquetFileReader reader = ParquetFileReader.open(file, ParquetReadOptions.builder().build());
        SeekableInputStream in = file.newStream()) {
      MessageType schema = reader.getFooter().getFileMetaData().getSchema();
      List<BlockMetaData> blocks = reader.getFooter().getBlocks();
      if (blocks.isEmpty()) {
        throw new IOException("no row groups: nothing to write");
      }
      int[] codecs = new int[CompressionCodecName.values().length];
      long rowGroupBytes = 0;
      List<Long> pageBytes = new ArrayList<Long>();
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
          org.apache.parquet.internal.column.columnindex.OffsetIndex pages = reader.readOffsetIndex(chunk);
          if (pages != null && pages.getPageCount() > 0) {
            pageBytes.add(chunk.getTotalUncompressedSize() / pages.getPageCount());
          }
        }
      }
      ColumnChunkMetaData first = blocks.get(0).getColumns().get(0);
      in.seek(first.getStartingPos());
      PageHeader header = Util.readPageHeader(in);
      if (header.getType() == PageType.DICTIONARY_PAGE) {
        in.seek(in.getPos() + header.getCompressed_page_size());
        header = Util.readPageHeader(in);
      }
      WriterVersion version = header.getType() == PageType.DATA_PAGE_V2 ? WriterVersion.PARQUET_2_0
          : WriterVersion.PARQUET_1_0;
      Collections.sort(pageBytes);
      int page = pageBytes.isEmpty() ? 1024 * 1024
          : (int) Math.max(1024, Math.min(Integer.MAX_VALUE, pageBytes.get(pageBytes.size() / 2)));
      int mostUsed = 0;
      for (int c = 1; c < codecs.length; c++) {
        mostUsed = codecs[c] > codecs[mostUsed] ? c : mostUsed;
      }
      return new WriterSettings(schema, CompressionCodecName.values()[mostUsed], version, Math.max(rowGroupBytes,
          64 * 1024), blocks.get(0).getRowCount(), page, dictionaries, blooms);
    }
  }

  /** A writer of records of {@link #schema} into {@code file} (replaced) with these settings, and nothing encrypted yet. */
  public ExampleParquetWriter.Builder writer(OutputFile file, Configuration conf) {
    ExampleParquetWriter.Builder builder = ExampleParquetWriter.builder(file)
        .withConf(conf)
        .withType(schema)
        .withWriteMode(ParquetFileWriter.Mode.OVERWRITE)
        .withWriterVersion(version)
        .withCompressionCodec(codec)
        .withRowGroupSize(rowGroupBytes)
        .withPageSize(pageBytes)
        .withDictionaryEncoding(false)
        .withValidation(false);
    for (String column : dictionaryColumns) {
      builder.withDictionaryEncoding(column, true);
    }
    for (Map.Entry<String, Integer> bloom : bloomFilterBytes.entrySet()) {
      builder.withBloomFilterEnabled(bloom.getKey(), true)
          .withBloomFilterNDV(bloom.getKey(), bloomFilterValues(bloom.getValue()));
    }
    return builder;
  }

  /**
   * These settings with a row-group size that gives {@code rows} the input's first row group's row
   * count within 5% (or after three tries the closest): parquet-java checks a row group's size
   * against buffered bytes every so many rows, so the uncompressed bytes in the footer are no size
   * to ask for. Each try is one write of the rows into memory.
   */
  public WriterSettings matchingRowGroups(List<Group> rows, Configuration conf) throws IOException {
    WriterSettings best = this;
    long bestRows = -1;
    WriterSettings tried = this;
    for (int attempt = 0; attempt < 3; attempt++) {
      InMemoryOutputFile file = new InMemoryOutputFile();
      try (ParquetWriter<Group> writer = tried.writer(file, conf).build()) {
        for (Group row : rows) {
          writer.write(row);
        }
      }
      long written;
      try (ParquetFileReader reader = ParquetFileReader.open(new InMemoryInputFile(file.toByteArray()))) {
        written = reader.getFooter().getBlocks().get(0).getRowCount();
      }
      if (bestRows < 0 || Math.abs(written - firstRowGroupRows) < Math.abs(bestRows - firstRowGroupRows)) {
        best = tried;
        bestRows = written;
      }
      if (Math.abs(written - firstRowGroupRows) <= 0.05 * firstRowGroupRows || written == rows.size()
          && firstRowGroupRows >= rows.size()) {
        break;
      }
      long bytes = Math.max(16 * 1024, (long) (tried.rowGroupBytes * (double) firstRowGroupRows / written));
      tried = new WriterSettings(schema, codec, version, bytes, firstRowGroupRows, pageBytes, dictionaryColumns,
          bloomFilterBytes);
    }
    return best;
  }

  /**
   * The distinct values per row group that make parquet-java size a bloom filter at {@code bytes}:
   * at its false-positive rate of 0.01 it takes 9.7 bits a value and rounds the bitset up to a power
   * of two, so three quarters of the bitset's bits give a power-of-two size back (at most 1 MB, its
   * default cap).
   */
  public static long bloomFilterValues(int bytes) {
    return Math.max(1, (long) (bytes * 8 * 0.75 / 9.7));
  }
}
