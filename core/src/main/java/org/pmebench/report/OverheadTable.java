package org.pmebench.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Locale;

/**
 * The overhead rows of a summary as a Markdown table: per workload, JVM, variant, mode and PME's
 * crypto provider, how the
 * ratio was measured, time per file, the overhead in wall and thread CPU time with its 95%
 * interval, what the cost model predicts, the A/A control and the forks' spread. The report and the run's {@code parquet-overhead.md} both show it.
 */
public final class OverheadTable {
  private OverheadTable() {}

  public static String toMarkdown(List<JsonNode> rows) {
    StringBuilder md = new StringBuilder();
    md.append("| workload | JVM | variant | mode | provider | pairing | rows | encrypted share | plaintext ms/file (wall, CPU) "
        + "| encrypted ms/file (wall, CPU) | overhead, wall (95% interval) | overhead, CPU (95% interval) "
        + "| cost model, CPU | A/A control, CPU | fork spread (JVMs' part), CPU | rounds | steady state |\n");
    md.append("|---|---|---|---|---|---|---:|---:|---:|---:|---|---|---|---|---|---:|---|\n");
    for (JsonNode o : rows) {
      double share = o.path("encryptedShare").asDouble(Double.NaN);
      md.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |%n",
          OverheadPoints.label(o), o.path("jvm").asText(), o.path("variant").asText(), o.path("encryption").asText(),
          OverheadPoints.provider(o),
          o.path("pairing").asText("separate"), o.path("params").path("rows").asText("–"),
          o.path("encryptedShare").isNumber() ? String.format(Locale.ROOT, "%.1f%%", 100 * share) : "all",
          times(o, "plaintext"), times(o, "encrypted"), overhead(o), o.path("cpu").isObject() ? overhead(o.path("cpu"))
              : "–", model(o), control(o), spread(o.path("cpu").isObject() ? o.path("cpu") : o),
          o.has("rounds") ? o.path("rounds").asText() : "–", SteadyStates.describe(o)));
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

  public static String times(JsonNode o, String which) {
    String wall = Numbers.significant(o.path(which + "Score").asDouble(Double.NaN));
    JsonNode cpu = o.path(which + "CpuScore");
    return cpu.isNumber() ? wall + ", " + Numbers.significant(cpu.asDouble()) : wall;
  }

  /**
   * "+3.6% (+3.2% to +4.0%)", or the reason there is no interval; an interval from the rounds of one
   * fork says so ("rounds of 1 fork"), since it is narrower than a 95% interval of the overhead.
   */
  public static String overhead(JsonNode estimate) {
    String ratio = Numbers.overhead(estimate.path("ratio").asDouble());
    if (!estimate.path("low").isNumber()) {
      return ratio + " (no interval)";
    }
    String kind = estimate.path("interval").asText(org.pmebench.summary.Summary.FORKS);
    return ratio + " (" + Numbers.overhead(estimate.path("low").asDouble()) + " to "
        + Numbers.overhead(estimate.path("high").asDouble())
        + (org.pmebench.summary.Summary.ROUNDS_ONLY.equals(kind) ? ", " + kind : "") + ")";
  }

  /**
   * The cost model's predicted overhead (CPU, else wall) with its interval, and "disagrees" when the
   * measured interval does not overlap it; "–" without a model.
   */
  static String model(JsonNode o) {
    JsonNode m = o.path("model");
    if (!m.isObject()) {
      return "–";
    }
    JsonNode p = m.path("cpu").isObject() ? m.path("cpu") : m.path("wall");
    return overhead(p) + (p.path("agrees").isBoolean() && !p.path("agrees").asBoolean() ? " **disagrees**" : "");
  }

  /** The A/A control's CPU (else wall) overhead with its verdict when not ok, or "–". */
  public static String control(JsonNode o) {
    JsonNode c = o.path("control");
    if (!c.isObject()) {
      return "–";
    }
    String verdict = c.path("verdict").asText();
    return overhead(c.path("cpu").isObject() ? c.path("cpu") : c.path("wall"))
        + (org.pmebench.summary.Summary.CONTROL_OK.equals(verdict) ? "" : " **" + verdict + "**");
  }

  /** "2.1 pp (0.4)": the forks' spread and the JVMs' own part of it, in percentage points; "–" with one fork. */
  static String spread(JsonNode estimate) {
    JsonNode s = estimate.path("spread");
    if (!s.path("forks").isNumber()) {
      return "–";
    }
    return String.format(Locale.ROOT, "%.1f pp (%.1f)", 100 * s.path("forks").asDouble(),
        100 * s.path("jvms").asDouble());
  }
}
