package org.pmebench.family.cipher;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.pmebench.crypto.ChunkSize;
import org.pmebench.report.Charts;
import org.pmebench.report.Numbers;
import org.pmebench.report.Report;
import org.pmebench.report.ReportPart;
import org.pmebench.report.SteadyStates;
import org.pmebench.summary.SteadyStateNote;
import org.pmebench.summary.SummaryFile;

/**
 * The cipher family in the report: its section (curves and cliffs) and its answer (large-chunk
 * plateaus).
 */
final class CipherReport {
  private CipherReport() {}

  /**
   * Cipher MB/s over chunk size, one chart per algorithm, and the sizes where throughput collapses.
   */
  static void section(SummaryFile summary, ReportPart.Page page) throws IOException {
    StringBuilder md = page.md;
    CipherCurves curves = CipherCurves.of(summary);
    md.append("## Raw cipher throughput\n\n");
    if (curves.isEmpty()) {
      md.append("This run has no warm cipher results.\n\n");
      return;
    }
    md.append(
            "MB/s against the size of each encrypt/decrypt call, one line per JVM and variant "
                + "(log scales)")
        .append(
            summary.floor != null
                ? "; `openssl floor` is `openssl speed -evp` on the same CPU, "
                    + "the cost models' floor"
                : "")
        .append(".\n\n");
    for (Map.Entry<String, Map<String, TreeMap<Long, CipherCurves.Point>>> c :
        curves.charts.entrySet()) {
      page.chart(
          c.getKey(),
          "cipher-" + Report.slug(c.getKey()) + ".png",
          Charts.cipherThroughput(c.getKey(), megabytesPerSecond(c.getValue())));
    }
    md.append(
        String.format(
            Locale.ROOT,
            "### Throughput cliffs%n%nEvery chunk size at which a curve runs at "
                + "1/%.0f or less of the best smaller size's MB/s (± = JMH's 99.9%% error):%n%n",
            ThroughputCliffs.DROP_FACTOR));
    md.append(ThroughputCliffs.toMarkdown(ThroughputCliffs.find(curves))).append('\n');
  }

  /**
   * Cipher results whose fast state came late, and cliffs that stayed slow for the whole window.
   */
  static String plateaus(SummaryFile summary) {
    CipherCurves curves = CipherCurves.of(summary);
    if (curves.isEmpty()) {
      return "";
    }
    StringBuilder md = new StringBuilder();
    md.append("### Large-chunk plateaus (raw cipher)\n\n");
    List<String> lines = new ArrayList<String>();
    for (Map.Entry<String, Map<String, TreeMap<Long, CipherCurves.Point>>> chart :
        curves.charts.entrySet()) {
      for (Map.Entry<String, TreeMap<Long, CipherCurves.Point>> curve :
          chart.getValue().entrySet()) {
        for (Map.Entry<Long, CipherCurves.Point> p : curve.getValue().entrySet()) {
          SteadyStateNote s = p.getValue().row.steadyState;
          String plateau = SteadyStates.plateau(s);
          if (plateau != null) {
            String after =
                SteadyStates.WARM_UP.equals(s.kind)
                    ? "then steady at "
                    : "then " + s.kind + "; its last state runs at ";
            lines.add(
                String.format(
                    Locale.ROOT,
                    "- %s, %s, %s: %s, %s%s MB/s (the measured window's mean, %s "
                        + "MB/s, mixes the states).",
                    chart.getKey(),
                    curve.getKey(),
                    ChunkSize.format(p.getKey()),
                    plateau,
                    after,
                    Numbers.significant(SteadyStateNote.value(s.megabytesPerSecond)),
                    Numbers.significant(p.getValue().megabytesPerSecond)));
          }
        }
      }
    }
    lines.addAll(flatCliffs(curves));
    if (lines.isEmpty()) {
      md.append(
          "No cipher result of this run starts slow and speeds up, and no chunk size stays at half the "
              + "best smaller size's throughput or less.\n\n");
      return md.toString();
    }
    md.append(String.join("\n", lines)).append("\n\n");
    return md.toString();
  }

  /** The chunk sizes that stay far below a smaller size's throughput in every iteration. */
  private static List<String> flatCliffs(CipherCurves curves) {
    List<String> lines = new ArrayList<String>();
    for (ThroughputCliffs.Cliff c : ThroughputCliffs.find(curves)) {
      if (SteadyStates.FLAT.equals(SteadyStates.kind(c.point.row.steadyState))) {
        lines.add(
            String.format(
                Locale.ROOT,
                "- %s, %s, %s: %s MB/s in every measured iteration, %.0fx below %s "
                    + "at %s: a slow path for the whole measured window (or a plateau longer than it).",
                c.chart,
                c.curve,
                ChunkSize.format(c.bytes),
                Numbers.megabytes(c.point.megabytesPerSecond),
                c.factor(),
                Numbers.megabytes(c.bestSmaller.megabytesPerSecond),
                ChunkSize.format(c.bestSmallerBytes)));
      }
    }
    return lines;
  }

  /** Each curve's MB/s per chunk size, as the chart draws them, in the curves' order. */
  private static Map<String, TreeMap<Long, Double>> megabytesPerSecond(
      Map<String, TreeMap<Long, CipherCurves.Point>> curves) {
    Map<String, TreeMap<Long, Double>> rates = new LinkedHashMap<String, TreeMap<Long, Double>>();
    for (Map.Entry<String, TreeMap<Long, CipherCurves.Point>> curve : curves.entrySet()) {
      TreeMap<Long, Double> rate = new TreeMap<Long, Double>();
      for (Map.Entry<Long, CipherCurves.Point> p : curve.getValue().entrySet()) {
        rate.put(p.getKey(), p.getValue().megabytesPerSecond);
      }
      rates.put(curve.getKey(), rate);
    }
    return rates;
  }
}
