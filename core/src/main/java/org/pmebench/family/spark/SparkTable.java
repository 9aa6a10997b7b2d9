package org.pmebench.family.spark;

import java.util.List;
import java.util.Locale;
import org.pmebench.report.OverheadTable;
import org.pmebench.report.SteadyStates;
import org.pmebench.summary.OverheadRow;

/** The table of the spark family's rows (the report's Spark section and spark-overhead.md). */
public final class SparkTable {
  private SparkTable() {}

  /**
   * Every Spark row: query, JVM, layer, times, overheads in wall and CPU time, replicates, steady
   * state.
   */
  public static String of(List<OverheadRow> rows) {
    StringBuilder md = new StringBuilder();
    md.append(
        "| query | JVM | layer | without, ms (wall, CPU) | with, ms (wall, CPU) | overhead, wall (95% interval) "
            + "| overhead, CPU (95% interval) | forks | rounds | steady state |\n");
    md.append("|---|---|---|---:|---:|---|---|---:|---:|---|\n");
    for (OverheadRow o : rows) {
      md.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |%n",
              SparkSection.label(o),
              o.jvm,
              SparkSection.layer(o),
              OverheadTable.times(o.plaintextScore, o.plaintextCpuScore),
              OverheadTable.times(o.encryptedScore, o.encryptedCpuScore),
              OverheadTable.overhead(o.headline),
              o.cpu != null ? OverheadTable.overhead(o.cpu) : "–",
              o.json.has("forks") ? String.valueOf(o.forks) : "–",
              o.json.has("rounds") ? String.valueOf(o.rounds) : "–",
              SteadyStates.describe(o.headline.steadyState)));
    }
    md.append(
        "\nCPU time is the Spark process's (driver and executors of an embedded run); a cluster run has "
            + "none.\n\n");
    return md.toString();
  }

  /** What the rows' CPU time is. */
  static String cpuText(String source) {
    if (SparkResultsJson.CPU_TASKS.equals(source)) {
      return "CPU time here is the tasks' executor CPU time (Spark's task metrics): the work of scans, shuffles and "
          + "writes, without the driver's planning and scheduling, idle cores, JIT or GC threads.";
    }
    if (SparkResultsJson.CPU_PROCESS.equals(source)) {
      return "CPU time here is the whole driver process's (an application without task metrics): the executors' "
          + "work with the driver's planning, JIT and GC.";
    }
    return "No CPU time: wall time only.";
  }
}
