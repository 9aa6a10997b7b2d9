package org.pmebench.parquet;

import java.io.IOException;
import java.util.List;
import java.util.function.Consumer;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.column.ParquetProperties.WriterVersion;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.crypto.FileEncryptionProperties;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.api.ReadSupport;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.example.GroupReadSupport;
import org.apache.parquet.io.InputFile;
import org.apache.parquet.io.OutputFile;

/**
 * Writes and reads the standard files as a user of parquet-hadoop does: ExampleParquetWriter
 * (Group records) with the workload's properties, and a record reader over the whole file.
 * Only parquet's InputFile/OutputFile are used, never Hadoop's FileSystem, so no Hadoop security
 * code runs and the same path works on every JDK.
 */
public final class StandardFiles {
  private StandardFiles() {}

  /** A Hadoop configuration that reads no XML resources from the class path. */
  public static Configuration configuration() {
    return new Configuration(false);
  }

  public static ParquetWriter<Group> writer(OutputFile file, StandardWorkload workload,
      FileEncryptionProperties encryption, Configuration conf) throws IOException {
    return ExampleParquetWriter.builder(file)
        .withConf(conf)
        .withType(StandardRows.SCHEMA)
        .withWriteMode(ParquetFileWriter.Mode.OVERWRITE)
        .withWriterVersion(WriterVersion.PARQUET_2_0)
        .withCompressionCodec(workload.codec)
        .withRowGroupSize(workload.rowGroupSize)
        .withPageSize(workload.pageSize)
        .withDictionaryPageSize(StandardWorkload.DICTIONARY_PAGE_SIZE)
        .withDictionaryEncoding(true)
        .withValidation(false)
        .withEncryption(encryption)
        .build();
  }

  /** Writes all rows into {@code file}, replacing what it held. */
  public static void write(List<Group> rows, OutputFile file, StandardWorkload workload,
      FileEncryptionProperties encryption, Configuration conf) throws IOException {
    try (ParquetWriter<Group> writer = writer(file, workload, encryption, conf)) {
      for (Group row : rows) {
        writer.write(row);
      }
    }
  }

  /** Reads every record of {@code file} into {@code sink}; returns how many. */
  public static long readAll(InputFile file, FileDecryptionProperties decryption, Configuration conf,
      Consumer<Object> sink) throws IOException {
    long records = 0;
    try (ParquetReader<Group> reader = reader(file, decryption, conf)) {
      Group group;
      while ((group = reader.read()) != null) {
        sink.accept(group);
        records++;
      }
    }
    return records;
  }

  public static ParquetReader<Group> reader(InputFile file, FileDecryptionProperties decryption, Configuration conf)
      throws IOException {
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
