package org.pmebench.workload;

import java.io.IOException;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.IntPredicate;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.HadoopReadOptions;
import org.apache.parquet.ParquetReadOptions;
import org.apache.parquet.bytes.DirectByteBufferAllocator;
import org.apache.parquet.column.ParquetProperties;
import org.apache.parquet.column.ParquetProperties.WriterVersion;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.crypto.FileEncryptionProperties;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.filter2.compat.FilterCompat;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.api.InitContext;
import org.apache.parquet.hadoop.api.ReadSupport;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.example.GroupReadSupport;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.hadoop.metadata.FileMetaData;
import org.apache.parquet.io.ColumnIOFactory;
import org.apache.parquet.io.InputFile;
import org.apache.parquet.io.MessageColumnIO;
import org.apache.parquet.io.OutputFile;
import org.apache.parquet.io.RecordReader;
import org.apache.parquet.io.api.RecordMaterializer;
import org.apache.parquet.schema.MessageType;
import org.pmebench.crypto.EncryptionLayout;

/**
 * Writes and reads the standard files as a user of parquet-hadoop does: ExampleParquetWriter (Group
 * records) with the workload's properties, and a record reader over the whole file (the timed
 * reads: ParquetReader's own steps, see {@link #readAll}; {@link #reader} for the rest). Only
 * parquet's InputFile/OutputFile are used, never Hadoop's FileSystem, so no Hadoop security code
 * runs and the same path works on every JDK.
 */
public final class StandardFiles {
  private StandardFiles() {}

  /** A Hadoop configuration that reads no XML resources from the class path. */
  public static Configuration configuration() {
    return new Configuration(false);
  }

  public static ParquetWriter<Group> writer(
      OutputFile file,
      StandardWorkload workload,
      FileEncryptionProperties encryption,
      Configuration conf)
      throws IOException {
    return writer(file, workload, workload.rowGroupSize, encryption, conf);
  }

  /** The workload's writer with another row-group size (files of several row groups). */
  public static ParquetWriter<Group> writer(
      OutputFile file,
      StandardWorkload workload,
      long rowGroupSize,
      FileEncryptionProperties encryption,
      Configuration conf)
      throws IOException {
    return writer(
        file,
        workload,
        rowGroupSize,
        ParquetProperties.DEFAULT_PAGE_ROW_COUNT_LIMIT,
        workload.codec,
        encryption,
        conf);
  }

  /**
   * The same with pages of about {@code pageRows} rows (parquet-java's page row-count limit, at its
   * size checks), compressed with {@code codec}.
   */
  private static ParquetWriter<Group> writer(
      OutputFile file,
      StandardWorkload workload,
      long rowGroupSize,
      int pageRows,
      CompressionCodecName codec,
      FileEncryptionProperties encryption,
      Configuration conf)
      throws IOException {
    return ExampleParquetWriter.builder(file)
        .withConf(conf)
        .withType(StandardRows.SCHEMA)
        .withWriteMode(ParquetFileWriter.Mode.OVERWRITE)
        .withWriterVersion(WriterVersion.PARQUET_2_0)
        .withCompressionCodec(codec)
        .withRowGroupSize(rowGroupSize)
        .withPageSize(workload.pageSize)
        .withPageRowCountLimit(pageRows)
        .withDictionaryPageSize(StandardWorkload.DICTIONARY_PAGE_SIZE)
        .withDictionaryEncoding(true)
        .withValidation(false)
        .withEncryption(encryption)
        .build();
  }

  /** Writes all rows into {@code file}, replacing what it held. */
  public static void write(
      List<Group> rows,
      OutputFile file,
      StandardWorkload workload,
      FileEncryptionProperties encryption,
      Configuration conf)
      throws IOException {
    write(rows, file, workload, workload.rowGroupSize, encryption, conf);
  }

  /**
   * Writes all rows into {@code file} in row groups of {@code rowGroupSize} bytes, replacing what
   * it held.
   */
  public static void write(
      List<Group> rows,
      OutputFile file,
      StandardWorkload workload,
      long rowGroupSize,
      FileEncryptionProperties encryption,
      Configuration conf)
      throws IOException {
    write(
        rows,
        file,
        workload,
        rowGroupSize,
        ParquetProperties.DEFAULT_PAGE_ROW_COUNT_LIMIT,
        workload.codec,
        encryption,
        conf);
  }

  /**
   * The same with pages of about {@code pageRows} rows, compressed with {@code codec} (the
   * workload's own, or another).
   */
  public static void write(
      List<Group> rows,
      OutputFile file,
      StandardWorkload workload,
      long rowGroupSize,
      int pageRows,
      CompressionCodecName codec,
      FileEncryptionProperties encryption,
      Configuration conf)
      throws IOException {
    try (ParquetWriter<Group> writer =
        writer(file, workload, rowGroupSize, pageRows, codec, encryption, conf)) {
      for (Group row : rows) {
        writer.write(row);
      }
    }
  }

  /** The suite's own setting: readAll gives the reader a direct allocator. */
  static final String DIRECT_BUFFERS = "pmebench.read.direct-buffers";

  /**
   * Sets up {@code conf} for reads with {@code buffers} ({@link EncryptionLayout#READ_BUFFERS}):
   * direct turns on a direct allocator in readAll and parquet's off-heap decrypt flag, which the
   * release's own read options pick up from the configuration (1.14.0 and later).
   */
  public static void readBuffers(Configuration conf, String buffers) {
    if (!EncryptionLayout.READ_BUFFERS.contains(buffers)) {
      throw new IllegalArgumentException(
          "buffers=" + buffers + ": use " + String.join(" or ", EncryptionLayout.READ_BUFFERS));
    }
    boolean direct = "direct".equals(buffers);
    conf.setBoolean(DIRECT_BUFFERS, direct);
    conf.setBoolean(EncryptionLayout.OFF_HEAP_DECRYPT, direct);
  }

  /**
   * Reads every record of {@code file} into {@code sink}; returns how many. The steps of
   * ParquetReader (its InternalParquetRecordReader: file reader, GroupReadSupport, column IO, a
   * record reader per row group), with {@code conf} throughout. ParquetReader itself is not used
   * because its InputFile builder makes a {@code new Configuration()} and reads a flag from it
   * before {@code withConf} replaces it: Hadoop then parses core-default.xml for every file, 15% of
   * an R1 read's CPU in plaintext and encrypted files alike, which would dilute every read
   * overhead.
   */
  public static long readAll(
      InputFile file,
      FileDecryptionProperties decryption,
      Configuration conf,
      Consumer<Object> sink)
      throws IOException {
    return readRowGroups(file, decryption, conf, sink, rowGroup -> true);
  }

  /**
   * The same for the row groups (by index) that {@code rowGroups} accepts; the others are skipped
   * unread.
   */
  public static long readRowGroups(
      InputFile file,
      FileDecryptionProperties decryption,
      Configuration conf,
      Consumer<Object> sink,
      IntPredicate rowGroups)
      throws IOException {
    long records = 0;
    ParquetReadOptions.Builder builder = HadoopReadOptions.builder(conf).withDecryption(decryption);
    if (conf.getBoolean(DIRECT_BUFFERS, false)) {
      builder.withAllocator(new DirectByteBufferAllocator());
    }
    ParquetReadOptions options = builder.build();
    try (ParquetFileReader reader = ParquetFileReader.open(file, options)) {
      FileMetaData meta = reader.getFooter().getFileMetaData();
      MessageType fileSchema = meta.getSchema();
      Map<String, Set<String>> keyValues = new HashMap<String, Set<String>>();
      for (Map.Entry<String, String> e : meta.getKeyValueMetaData().entrySet()) {
        keyValues.put(e.getKey(), Collections.singleton(e.getValue()));
      }
      GroupReadSupport support = new GroupReadSupport();
      ReadSupport.ReadContext context = support.init(new InitContext(conf, keyValues, fileSchema));
      MessageType requested = context.getRequestedSchema();
      RecordMaterializer<Group> materializer =
          support.prepareForRead(conf, meta.getKeyValueMetaData(), fileSchema, context);
      reader.setRequestedSchema(requested);
      MessageColumnIO columnIO =
          new ColumnIOFactory(meta.getCreatedBy()).getColumnIO(requested, fileSchema, true);
      int blocks = reader.getRowGroups().size();
      for (int index = 0; index < blocks; index++) {
        if (!rowGroups.test(index)) {
          reader.skipNextRowGroup();
          continue;
        }
        PageReadStore rowGroup = reader.readNextFilteredRowGroup();
        if (rowGroup == null) {
          break;
        }
        RecordReader<Group> rows =
            columnIO.getRecordReader(rowGroup, materializer, FilterCompat.NOOP);
        for (long i = 0, n = rowGroup.getRowCount(); i < n; i++) {
          sink.accept(rows.read());
          records++;
        }
      }
    }
    return records;
  }

  /**
   * A ParquetReader over {@code file}, for reads that are not timed (it parses Hadoop's defaults,
   * see readAll).
   */
  public static ParquetReader<Group> reader(
      InputFile file, FileDecryptionProperties decryption, Configuration conf) throws IOException {
    return new GroupReaderBuilder(file).withConf(conf).withDecryption(decryption).build();
  }

  /** ParquetReader's InputFile builder needs a subclass to name its ReadSupport. */
  private static final class GroupReaderBuilder extends ParquetReader.Builder<Group> {
    GroupReaderBuilder(InputFile file) {
      super(file);
    }

    @Override
    protected ReadSupport<Group> getReadSupport() {
      return new GroupReadSupport();
    }
  }
}
