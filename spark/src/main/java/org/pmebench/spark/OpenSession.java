package org.pmebench.spark;

import java.util.HashMap;
import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.pmebench.family.spark.SparkAppResult;

/** The open SparkSession, what it records into, and the PME tables as this session reads them. */
final class OpenSession {
  final SparkSession spark;
  final SparkAppResult recording;
  final TableDirectories dirs;
  final TaskMetricsListener taskMetrics;
  final boolean cpuMeasured;

  /**
   * Per mode, per table: where its PME table was written (the application's, shared by its
   * sessions).
   */
  private final Map<String, Map<String, String>> written;

  private final Map<String, Dataset<Row>> tables = new HashMap<String, Dataset<Row>>();

  OpenSession(
      SparkSession spark, SparkAppResult recording, Map<String, Map<String, String>> written) {
    this.spark = spark;
    this.recording = recording;
    this.written = written;
    this.dirs = new TableDirectories(spark.sparkContext().hadoopConfiguration());
    this.taskMetrics = new TaskMetricsListener(spark.sparkContext());
    this.cpuMeasured = spark.sparkContext().master().startsWith("local");
  }

  Dataset<Row> table(String mode, String table) {
    String where = written.get(mode).get(table);
    if (where.startsWith(IcebergTables.CATALOG + ".")) {
      // Resolved by name for every query, as a user's query does (Iceberg's catalog caches what it
      // loaded).
      return spark.table(where);
    }
    String key = mode + "/" + table;
    Dataset<Row> d = tables.get(key);
    if (d == null) {
      d = spark.read().parquet(where);
      tables.put(key, d);
    }
    return d;
  }
}
