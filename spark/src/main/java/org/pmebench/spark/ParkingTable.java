package org.pmebench.spark;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.pmebench.citations.CitationColumn;
import org.pmebench.citations.CitationGenerator;

/**
 * The LA parking citations (the blog's dataset, the suite's {@code columns} family) as a table
 * beside TPC-DS: the suite's generator in the city's export format with seed {@value #SEED} (the
 * {@code dataset} command's default), 1 million citations per scale factor, read by Spark's CSV
 * reader and named as the {@code columns} family's Parquet files name them.
 */
final class ParkingTable {
  static final String NAME = "parking_citations";
  static final long SEED = 42;

  private ParkingTable() {}

  static int rows(double scale) {
    return (int) Math.max(1000, Math.min(10_000_000, Math.round(scale * 1_000_000)));
  }

  static List<String> columnNames() {
    List<String> names = new ArrayList<String>();
    for (CitationColumn c : CitationColumn.CLASSIC) {
      names.add(c.parquetName);
    }
    return names;
  }

  /** Ticket number and Issue Date: the two columns the blog encrypted. */
  static List<String> sensitiveColumns() {
    List<String> names = new ArrayList<String>();
    for (CitationColumn c : CitationColumn.SENSITIVE) {
      names.add(c.parquetName);
    }
    return names;
  }

  /** The citations at {@code scale}, generated in the driver and parsed by Spark's CSV reader. */
  static Dataset<Row> generate(SparkSession spark, double scale) {
    StringWriter csv = new StringWriter();
    try {
      new CitationGenerator(SEED, CitationColumn.CLASSIC).write(csv, rows(scale));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    Dataset<String> lines =
        spark.createDataset(Arrays.asList(csv.toString().split("\n")), Encoders.STRING());
    Dataset<Row> table =
        spark.read().option("header", "true").option("inferSchema", "true").csv(lines);
    for (CitationColumn c : CitationColumn.CLASSIC) {
      table = table.withColumnRenamed(c.header, c.parquetName);
    }
    return table;
  }
}
