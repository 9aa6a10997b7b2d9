package org.pmebench.spark;

import org.pmebench.workload.ReadFailures;

/** A write, query or session of a Spark application that failed: the configuration fails, named. */
final class SparkAppFailure extends RuntimeException {
  private static final long serialVersionUID = 1L;

  SparkAppFailure(String message) {
    super(message);
  }

  /** One line for a failed read, write or query: parquet's key and integrity failures as inspect says them. */
  static String oneLine(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      String name = t.getClass().getName();
      if (name.startsWith("org.apache.parquet.crypto")) {
        return ReadFailures.footer(e);
      }
    }
    // Spark appends the query plan to an analysis error: its first line says what is wrong.
    return ReadFailures.rootMessage(e).split("\n", 2)[0].trim();
  }
}
