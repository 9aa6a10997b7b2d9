package org.pmebench.userfiles;

import java.io.IOException;
import java.util.Random;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.column.ParquetProperties;
import org.apache.parquet.column.ParquetProperties.WriterVersion;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.OutputFile;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;

/**
 * A table like a user's, for tests and examples: orders with sensitive columns (ssn, card_number,
 * with bloom filters), a dictionary-heavy column (status), a nested group (address) and a repeated
 * one (items), written by parquet-java with column and offset indexes. Deterministic for a seed.
 */
public final class SampleFiles {
  public static final MessageType ORDERS =
      MessageTypeParser.parseMessageType(
          "message orders {\n"
              + "  required int64 order_id;\n"
              + "  required binary status (STRING);\n"
              + "  required binary ssn (STRING);\n"
              + "  optional binary card_number (STRING);\n"
              + "  required double amount;\n"
              + "  required int64 created (TIMESTAMP(MILLIS,true));\n"
              + "  optional group address {\n"
              + "    required binary street (STRING);\n"
              + "    required int32 zip;\n"
              + "  }\n"
              + "  repeated group items {\n"
              + "    required binary sku (STRING);\n"
              + "    required int32 quantity;\n"
              + "  }\n"
              + "}");

  private static final String[] STATUSES = {
    "NEW", "PAID", "SHIPPED", "DELIVERED", "RETURNED", "CANCELLED"
  };

  private SampleFiles() {}

  /**
   * {@code rows} orders into {@code file} in row groups of {@code rowGroupBytes} and pages of 64
   * KiB.
   */
  public static void writeOrders(
      OutputFile file,
      int rows,
      long rowGroupBytes,
      WriterVersion version,
      CompressionCodecName codec,
      long seed)
      throws IOException {
    writeOrders(
        file,
        rows,
        rowGroupBytes,
        ParquetProperties.DEFAULT_PAGE_ROW_COUNT_LIMIT,
        version,
        codec,
        seed);
  }

  /**
   * The same with pages of about {@code pageRows} rows (parquet-java's page row-count limit, at its
   * size checks).
   */
  public static void writeOrders(
      OutputFile file,
      int rows,
      long rowGroupBytes,
      int pageRows,
      WriterVersion version,
      CompressionCodecName codec,
      long seed)
      throws IOException {
    Random random = new Random(seed);
    SimpleGroupFactory factory = new SimpleGroupFactory(ORDERS);
    try (ParquetWriter<Group> writer =
        ExampleParquetWriter.builder(file)
            .withConf(new Configuration(false))
            .withType(ORDERS)
            .withWriteMode(ParquetFileWriter.Mode.OVERWRITE)
            .withWriterVersion(version)
            .withCompressionCodec(codec)
            .withRowGroupSize(rowGroupBytes)
            .withPageSize(64 * 1024)
            .withPageRowCountLimit(pageRows)
            .withDictionaryEncoding(true)
            .withBloomFilterEnabled("ssn", true)
            .withBloomFilterEnabled("card_number", true)
            // Sized for the rows (at most 1 MB each); unsized, parquet-java gives each row group 1
            // MB.
            .withBloomFilterNDV("ssn", rows)
            .withBloomFilterNDV("card_number", rows)
            .withValidation(false)
            .build()) {
      for (int i = 0; i < rows; i++) {
        Group row =
            factory
                .newGroup()
                .append("order_id", 1_000_000L + i)
                .append("status", STATUSES[random.nextInt(STATUSES.length)])
                .append(
                    "ssn",
                    String.format(
                        "%03d-%02d-%04d",
                        random.nextInt(900) + 100, random.nextInt(99) + 1, random.nextInt(10_000)))
                .append("amount", Math.round(random.nextDouble() * 50_000) / 100.0)
                .append("created", 1_700_000_000_000L + i * 1000L + random.nextInt(1000));
        if (random.nextInt(10) != 0) {
          row.append(
              "card_number",
              String.format(
                  "4%03d%04d%04d%04d",
                  random.nextInt(1000),
                  random.nextInt(10_000),
                  random.nextInt(10_000),
                  random.nextInt(10_000)));
        }
        if (random.nextInt(5) != 0) {
          row.addGroup("address")
              .append("street", (random.nextInt(9000) + 100) + " Main St")
              .append("zip", 90_000 + random.nextInt(1000));
        }
        for (int item = random.nextInt(4); item > 0; item--) {
          row.addGroup("items")
              .append("sku", "SKU-" + random.nextInt(500))
              .append("quantity", 1 + random.nextInt(5));
        }
        writer.write(row);
      }
    }
  }
}
