package org.pmebench.family.spark;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Locale;
import org.pmebench.report.OverheadPoints;
import org.pmebench.report.OverheadTable;
import org.pmebench.report.SteadyStates;

/** The table of the spark family's rows (the report's Spark section and spark-overhead.md). */
public final class SparkTable {
  private SparkTable() {}

  /** Every Spark row: query, JVM, layer, times, overheads in wall and CPU time, replicates, steady state. */
  public static String of(List<JsonNode> rows) {
    StringBuilder md = new StringBuilder();
    md.append("| query | JVM | layer | without, ms (wall, CPU) | with, ms (wall, CPU) | overhead, wall (95% interval) "
        + "| overhead, CPU (95% interval) | forks | rounds | steady state |\n");
    md.append("|---|---|---|---:|---:|---|---|---:|---:|---|\n");
    for (JsonNode o : rows) {
      md.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |%n",
          OverheadPoints.label(o), o.path("jvm").asText(), SparkSection.layer(o), OverheadTable.times(o, "plaintext"),
          OverheadTable.times(o, "encrypted"), OverheadTable.overhead(o),
          o.path("cpu").isObject() ? OverheadTable.overhead(o.path("cpu")) : "–", o.path("forks").asText("–"),
          o.path("rounds").asText("–"), SteadyStates.describe(o)));
    }
    md.append("\nCPU time is the Spark process's (driver and executors of an embedded run); a cluster run has "
        + "none.\n\n");
    return md.toString();
  }
}
