package org.pmebench.report;

import java.util.List;
import java.util.Locale;
import org.pmebench.stats.ModelVerdict;
import org.pmebench.summary.AttributionNote;
import org.pmebench.summary.ControlNote;
import org.pmebench.summary.OverheadRow;
import org.pmebench.summary.RowEstimate;
import org.pmebench.summary.Summary;

/**
 * The overhead rows of a summary as a Markdown table: per workload, JVM, variant, mode and PME's
 * crypto provider, how the ratio was measured, time per file, the overhead in wall and thread CPU
 * time with its 95% interval, the time encryption adds per file (the quantity that does not scale
 * with parquet's own speed), what the cost model predicts, the A/A control and the forks' spread.
 * The report and the run's {@code parquet-overhead.md} both show it.
 */
public final class OverheadTable {
  private OverheadTable() {}

  public static String toMarkdown(List<OverheadRow> rows, RowLabels labels) {
    StringBuilder md = new StringBuilder();
    md.append(
        "| workload | JVM | variant | mode | provider | pairing | rows | encrypted share | plaintext ms/file (wall, CPU) "
            + "| encrypted ms/file (wall, CPU) | overhead, wall (95% interval) | overhead, CPU (95% interval) "
            + "| added per file, CPU (95% interval) | cost model, CPU | A/A control, CPU | fork spread (JVMs' part), CPU "
            + "| rounds | steady state |\n");
    md.append("|---|---|---|---|---|---|---:|---:|---:|---:|---|---|---|---|---|---|---:|---|\n");
    for (OverheadRow o : rows) {
      double share = o.encryptedShare;
      String rowCount = o.param("rows");
      md.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |%n",
              labels.label(o),
              o.jvm,
              o.variant,
              o.encryption,
              OverheadPoints.provider(o),
              o.pairing,
              rowCount == null ? "–" : rowCount,
              !Double.isNaN(share) ? String.format(Locale.ROOT, "%.1f%%", 100 * share) : "all",
              times(o.plaintextScore, o.plaintextCpuScore),
              times(o.encryptedScore, o.encryptedCpuScore),
              overhead(o.headline),
              o.cpu != null ? overhead(o.cpu) : "–",
              added(o),
              model(o),
              control(o),
              spread(o.cpuOrRow()),
              o.json.has("rounds") ? String.valueOf(o.rounds) : "–",
              SteadyStates.describe(o.headline.steadyState)));
    }
    java.util.Set<String> notes = new java.util.TreeSet<String>();
    for (OverheadRow o : rows) {
      if (o.note != null) {
        notes.add(o.note);
      }
    }
    for (String note : notes) {
      md.append("\nNote: ").append(note).append(".\n");
    }
    return md.toString();
  }

  /** "9.52, 8.91": time per file, wall and (where measured) thread CPU. */
  public static String times(double wall, double cpu) {
    String text = Numbers.significant(wall);
    return Double.isNaN(cpu) ? text : text + ", " + Numbers.significant(cpu);
  }

  /**
   * "+3.6% (+3.2% to +4.0%)", or the reason there is no interval; an interval from the rounds of
   * one fork says so ("rounds of 1 fork"), since it is narrower than a 95% interval of the
   * overhead.
   */
  public static String overhead(RowEstimate estimate) {
    String ratio = Numbers.overhead(estimate.ratio);
    if (Double.isNaN(estimate.low)) {
      return ratio + " (no interval)";
    }
    return ratio
        + " ("
        + Numbers.overhead(estimate.low)
        + " to "
        + Numbers.overhead(estimate.high)
        + (Summary.ROUNDS_ONLY.equals(estimate.interval) ? ", " + estimate.interval : "")
        + ")";
  }

  /**
   * "+123 us (+110 to +135)": what encryption adds per file, CPU time where measured; "–" without
   * it.
   */
  public static String added(OverheadRow o) {
    if (o.extraCost == null || o.extraCost.cpuOrWall() == null) {
      return "–";
    }
    AttributionNote.Share e = o.extraCost.cpuOrWall();
    if (Double.isNaN(e.value)) {
      return "–";
    }
    String value = micros(e.value);
    if (Double.isNaN(e.low)) {
      return value + " (no interval)";
    }
    return value
        + " ("
        + micros(e.low)
        + " to "
        + micros(e.high)
        + (Summary.ROUNDS_ONLY.equals(o.extraCost.interval) ? ", " + o.extraCost.interval : "")
        + ")";
  }

  /** "+123 us", "-4.2 us", "+1.35 ms": signed, three significant digits. */
  static String micros(double us) {
    String sign = us < 0 ? "-" : "+";
    double a = Math.abs(us);
    return a >= 1000
        ? sign + Numbers.significant(a / 1000) + " ms"
        : sign + Numbers.significant(a) + " us";
  }

  /**
   * The cost model's predicted overhead (CPU, else wall) with its interval, "not resolved" where
   * the two intervals are too wide to tell agreement within 0.5 points, and "disagrees" when the
   * measured ratio is resolved away from it ({@link ModelVerdict}); "–" without a model.
   */
  static String model(OverheadRow o) {
    if (o.model == null) {
      return "–";
    }
    RowEstimate p = o.model.cpuOrWall();
    return overhead(p)
        + (p.disagrees()
            ? " **disagrees**"
            : ModelVerdict.NOT_RESOLVED.equals(p.verdict) ? " (" + p.verdict + ")" : "");
  }

  /** The A/A control's CPU (else wall) overhead with its verdict when not ok, or "–". */
  public static String control(OverheadRow o) {
    ControlNote c = o.control;
    if (c == null) {
      return "–";
    }
    return overhead(c.cpuOrWall())
        + (Summary.CONTROL_OK.equals(c.verdict) ? "" : " **" + c.verdict + "**");
  }

  /**
   * "2.1 pp (0.4)": the forks' spread and the JVMs' own part of it, in percentage points; "–" with
   * one fork.
   */
  static String spread(RowEstimate estimate) {
    RowEstimate.Spread s = estimate.spread;
    if (s == null || Double.isNaN(s.forks)) {
      return "–";
    }
    return String.format(Locale.ROOT, "%.1f pp (%.1f)", 100 * s.forks, 100 * zeroIfNaN(s.jvms));
  }

  private static double zeroIfNaN(double x) {
    return Double.isNaN(x) ? 0 : x;
  }
}
