package org.pmebench.spark;

import org.pmebench.workload.ReadFailures;

/** A write, query or session of a Spark application that failed: the configuration fails, named. */
class SparkAppFailure extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** Whether the user's input failed (a table, a column, a query), before anything was measured. */
  final boolean input;

  SparkAppFailure(String message) {
    this(message, false);
  }

  private SparkAppFailure(String message, boolean input) {
    super(message);
    this.input = input;
  }

  /** A failure of the user's tables or queries: every application would fail the same way. */
  static SparkAppFailure input(String message) {
    return new SparkAppFailure(message, true);
  }

  /**
   * One line for a failed read, write or query: parquet's key and integrity failures as inspect
   * says them.
   */
  static String oneLine(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      String name = t.getClass().getName();
      if (name.startsWith("org.apache.parquet.crypto")) {
        return ReadFailures.footer(e);
      }
    }
    // Spark appends the query plan to an analysis error: its first line says what is wrong (a parse
    // error's message begins with a line break: its first line that says something).
    String message = ReadFailures.rootMessage(e);
    for (String line : message.split("\n")) {
      if (!line.trim().isEmpty() && !line.trim().endsWith(":")) {
        return message.startsWith(line)
            ? line.trim()
            : message.substring(0, message.indexOf(':') + 1).trim() + " " + line.trim();
      }
    }
    return message.trim();
  }
}
