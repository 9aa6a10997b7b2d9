package org.pmebench.family.cipher;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.pmebench.crypto.ChunkSize;
import org.pmebench.report.Numbers;
import org.pmebench.report.SteadyStates;
import org.pmebench.summary.ResultRow;
import org.pmebench.summary.SteadyStateNote;

/**
 * Chunk sizes where a curve's throughput falls sharply below what the same JVM reached at a smaller
 * size: larger inputs should never be slower per byte, so such a drop is a finding (a JIT plateau,
 * a copy, the caches running out), not noise to smooth over.
 */
public final class ThroughputCliffs {
  /** A drop to half of the best smaller size or less is flagged. */
  public static final double DROP_FACTOR = 2.0;

  /** One flagged size. */
  public static final class Cliff {
    public final String chart;
    public final String curve;
    public final long bytes;
    public final CipherCurves.Point point;
    public final long bestSmallerBytes;
    public final CipherCurves.Point bestSmaller;

    Cliff(
        String chart,
        String curve,
        long bytes,
        CipherCurves.Point point,
        long bestSmallerBytes,
        CipherCurves.Point bestSmaller) {
      this.chart = chart;
      this.curve = curve;
      this.bytes = bytes;
      this.point = point;
      this.bestSmallerBytes = bestSmallerBytes;
      this.bestSmaller = bestSmaller;
    }

    public double factor() {
      return bestSmaller.megabytesPerSecond / point.megabytesPerSecond;
    }
  }

  private ThroughputCliffs() {}

  public static List<Cliff> find(CipherCurves curves) {
    List<Cliff> cliffs = new ArrayList<Cliff>();
    for (Map.Entry<String, Map<String, TreeMap<Long, CipherCurves.Point>>> chart :
        curves.charts.entrySet()) {
      for (Map.Entry<String, TreeMap<Long, CipherCurves.Point>> curve :
          chart.getValue().entrySet()) {
        long bestBytes = -1;
        CipherCurves.Point best = null;
        for (Map.Entry<Long, CipherCurves.Point> p : curve.getValue().entrySet()) {
          if (best != null
              && p.getValue().megabytesPerSecond * DROP_FACTOR <= best.megabytesPerSecond) {
            cliffs.add(
                new Cliff(
                    chart.getKey(), curve.getKey(), p.getKey(), p.getValue(), bestBytes, best));
          }
          if (best == null || p.getValue().megabytesPerSecond > best.megabytesPerSecond) {
            best = p.getValue();
            bestBytes = p.getKey();
          }
        }
      }
    }
    return cliffs;
  }

  /**
   * A warm-up is a plateau the JIT left during the measurement (the summary's steady value is the
   * fast state); a flat series stayed slow for every measured iteration.
   */
  private static String kind(ResultRow row) {
    SteadyStateNote s = row.steadyState;
    String kind = SteadyStates.kind(s);
    if (kind.isEmpty()) {
      return "–";
    }
    if (SteadyStates.FLAT.equals(kind)) {
      return "slow path for the whole measurement";
    }
    String plateau = SteadyStates.plateau(s);
    if (plateau == null) {
      return "not one state: see the iterations";
    }
    return SteadyStates.WARM_UP.equals(kind)
        ? "warm-up plateau: "
            + plateau
            + ", then "
            + Numbers.megabytes(SteadyStateNote.value(s.megabytesPerSecond))
            + " MB/s"
        : "plateau: " + plateau + ", then " + kind;
  }

  public static String toMarkdown(List<Cliff> cliffs) {
    if (cliffs.isEmpty()) {
      return String.format(
          Locale.ROOT,
          "No chunk size runs at less than 1/%.0f of the best smaller size's " + "throughput.%n",
          DROP_FACTOR);
    }
    StringBuilder md = new StringBuilder();
    md.append(
        "| benchmark | JVM, variant | chunk size | MB/s | best smaller size | its MB/s | drop | steady state "
            + "| what it is |\n");
    md.append("|---|---|---:|---:|---:|---:|---:|---|---|\n");
    for (Cliff c : cliffs) {
      md.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | %s | %s | %s | %s | %.1fx | %s | %s |%n",
              c.chart,
              c.curve,
              ChunkSize.format(c.bytes),
              Numbers.withRelativeError(c.point.megabytesPerSecond, c.point.relativeError),
              ChunkSize.format(c.bestSmallerBytes),
              Numbers.withRelativeError(
                  c.bestSmaller.megabytesPerSecond, c.bestSmaller.relativeError),
              c.factor(),
              SteadyStates.describe(c.point.row.steadyState),
              kind(c.point.row)));
    }
    return md.toString();
  }
}
