package org.pmebench.spark;

import java.io.IOException;
import java.util.List;
import org.apache.spark.sql.SparkSession;

/**
 * The cached plaintext TPC-DS tables at one scale factor, generated when missing: each table is
 * written under a temporary name and renamed once Spark has committed it, so a cache directory
 * never holds half a table under its real name.
 */
final class TpcdsDataset {
  private final SparkSession spark;
  private final TableDirectories dirs;
  private final String path;
  private final double scale;

  TpcdsDataset(SparkSession spark, TableDirectories dirs, String path, double scale) {
    this.spark = spark;
    this.dirs = dirs;
    this.path = path;
    this.scale = scale;
  }

  /** Generates the tables of {@code names} that are not cached yet; whether any was. */
  boolean ensure(List<String> names) throws IOException {
    boolean generated = false;
    for (String table : names) {
      String dir = path + "/" + table;
      if (dirs.isComplete(dir)) {
        continue;
      }
      String tmp = dirs.temporary(dir);
      TpcdsTables.generate(spark, table, scale).write().parquet(tmp);
      dirs.publish(tmp, dir);
      generated = true;
    }
    return generated;
  }
}
