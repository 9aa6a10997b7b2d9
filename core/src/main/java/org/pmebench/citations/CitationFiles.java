package org.pmebench.citations;

import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import java.util.function.Consumer;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.crypto.FileEncryptionProperties;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.api.ReadSupport;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.io.InputFile;
import org.apache.parquet.io.OutputFile;
import org.apache.parquet.schema.MessageType;
import org.pmebench.workload.StandardFiles;
import org.pmebench.workload.StandardWorkload;

/**
 * Writes and reads citations files. Row-group size, page size and codec come from the standard
 * workload (W1/R1 ... as in the suite's R/W table); everything else is parquet-hadoop's default, as
 * most writers leave it (writer version 1, 1 MiB dictionary pages): unlike the standard files'
 * synthetic columns, these values are meant to be encoded the way real files encode them.
 */
public final class CitationFiles {
  private CitationFiles() {}

  public static ParquetWriter<Group> writer(
      OutputFile file,
      MessageType schema,
      StandardWorkload workload,
      FileEncryptionProperties encryption,
      Configuration conf)
      throws IOException {
    return ExampleParquetWriter.builder(file)
        .withConf(conf)
        .withType(schema)
        .withWriteMode(ParquetFileWriter.Mode.OVERWRITE)
        .withCompressionCodec(workload.codec)
        .withRowGroupSize(workload.rowGroupSize)
        .withPageSize(workload.pageSize)
        .withValidation(false)
        .withEncryption(encryption)
        .build();
  }

  public static void write(
      List<Group> rows,
      OutputFile file,
      MessageType schema,
      StandardWorkload workload,
      FileEncryptionProperties encryption,
      Configuration conf)
      throws IOException {
    try (ParquetWriter<Group> writer = writer(file, schema, workload, encryption, conf)) {
      for (Group row : rows) {
        writer.write(row);
      }
    }
  }

  /**
   * Parses {@code csvText} (the export's format) record by record and writes each row as it comes.
   */
  public static void writeFromCsv(
      String csvText,
      OutputFile file,
      MessageType schema,
      StandardWorkload workload,
      FileEncryptionProperties encryption,
      Configuration conf)
      throws IOException, MalformedRecordException {
    try (CitationCsvReader reader = CitationCsvReader.open(new StringReader(csvText), false);
        ParquetWriter<Group> writer = writer(file, schema, workload, encryption, conf)) {
      Group row;
      while ((row = reader.next()) != null) {
        writer.write(row);
      }
    }
  }

  /**
   * A record reader over {@code file}; with {@code projection}, only those columns are read (the
   * others' pages are never touched, so their keys are not needed).
   */
  public static ParquetReader<Group> reader(
      InputFile file, MessageType projection, FileDecryptionProperties decryption)
      throws IOException {
    return StandardFiles.reader(file, decryption, readConf(projection));
  }

  /**
   * Reads every record (of {@code projection}'s columns, or all) into {@code sink}; returns how
   * many.
   */
  public static long readAll(
      InputFile file,
      MessageType projection,
      FileDecryptionProperties decryption,
      Consumer<Object> sink)
      throws IOException {
    return StandardFiles.readAll(file, decryption, readConf(projection), sink);
  }

  private static Configuration readConf(MessageType projection) {
    Configuration conf = StandardFiles.configuration();
    if (projection != null) {
      conf.set(ReadSupport.PARQUET_READ_SCHEMA, projection.toString());
    }
    return conf;
  }
}
