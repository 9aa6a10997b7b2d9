package org.pmebench.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Locale;

/**
 * The overhead rows of a summary as a Markdown table: per workload, JVM, variant, mode and PME's
 * crypto provider, how the
 * ratio was measured, time per file, and the overhead in wall and thread CPU time with its 95%
 * interval. The report and the run's {@code parquet-overhead.md} both show it.
 */
public final class OverheadTable {
  private OverheadTable() {}

  public static String toMarkdown(List<JsonNode> rows) {
    StringBuilder md = new StringBuilder();
    md.append("| workload | JVM | variant | mode | provider | pairing | rows | encrypted share | plaintext ms/file (wall, CPU) "
        + "| encrypted ms/file (wall, CPU) | overhead, wall (95% interval) | overhead, CPU (95% interval) "
        + "| rounds | steady state |\n");
    md.append("|---|---|---|---|---|---|---:|---:|---:|---:|---|---|---:|---|\n");
    for (JsonNode o : rows) {
      double share = o.path("encryptedShare").asDouble(Double.NaN);
      md.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |%n",
          OverheadPoints.label(o), o.path("jvm").asText(), o.path("variant").asText(), o.path("encryption").asText(),
          OverheadPoints.provider(o),
          o.path("pairing").asText("separate"), o.path("params").path("rows").asText("–"),
          o.path("encryptedShare").isNumber() ? String.format(Locale.ROOT, "%.1f%%", 100 * share) : "all",
          times(o, "plaintext"), times(o, "encrypted"), overhead(o), o.path("cpu").isObject() ? overhead(o.path("cpu"))
              : "–", o.has("rounds") ? o.path("rounds").asText() : "–", SteadyStates.describe(o)));
    }
    java.util.Set<String> notes = new java.util.TreeSet<String>();
    for (JsonNode o : rows) {
      if (o.path("note").isTextual()) {
        notes.add(o.path("note").asText());
      }
    }
    for (String note : notes) {
      md.append("\nNote: ").append(note).append(".\n");
    }
    return md.toString();
  }

  static String times(JsonNode o, String which) {
    String wall = Numbers.significant(o.path(which + "Score").asDouble(Double.NaN));
    JsonNode cpu = o.path(which + "CpuScore");
    return cpu.isNumber() ? wall + ", " + Numbers.significant(cpu.asDouble()) : wall;
  }

  /** "+3.6% (+3.2% to +4.0%)", or the reason there is no interval. */
  static String overhead(JsonNode estimate) {
    String ratio = Numbers.overhead(estimate.path("ratio").asDouble());
    if (!estimate.path("low").isNumber()) {
      return ratio + " (no interval)";
    }
    return ratio + " (" + Numbers.overhead(estimate.path("low").asDouble()) + " to "
        + Numbers.overhead(estimate.path("high").asDouble()) + ")";
  }
}
