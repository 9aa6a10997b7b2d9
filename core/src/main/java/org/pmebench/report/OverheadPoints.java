package org.pmebench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;
import org.pmebench.crypto.CryptoProviders;
import org.pmebench.summary.OverheadRow;
import org.pmebench.summary.SummaryFile;

/**
 * Overhead ratios of a summary, per JVM variant: one point per workload, encryption mode and JVM
 * (the JVM is the chart's panel, the mode its colour), each the estimate the answers give for its
 * row (the tighter of wall and thread CPU, {@link BestEstimate}) with its interval.
 */
public final class OverheadPoints {
  /** One ratio. */
  public static final class Point {
    public final String id;

    /** The JVM label: one chart panel each. */
    final String panel;

    /** The encryption mode, and what else tells otherwise equal points apart: one colour each. */
    final String series;

    /** The estimate the answers give for the row ({@link BestEstimate}): the table's number. */
    final double ratio;

    final double low95;
    final double high95;

    /** Which clock that estimate is: wall or thread CPU. */
    final String clock;

    /** The encrypted columns' share of the file (column-subset rows), NaN otherwise. */
    final double encryptedShare;

    public final OverheadRow row;

    public Point(String id, String panel, String series, OverheadRow row) {
      this.id = id;
      this.panel = panel;
      this.series = series;
      BestEstimate best = BestEstimate.of(row);
      this.ratio = best.estimate.ratio;
      this.low95 = best.estimate.low;
      this.high95 = best.estimate.high;
      this.clock = best.basis;
      this.encryptedShare = row.encryptedShare;
      this.row = row;
    }
  }

  /** variant -> points, in id order. */
  public final Map<String, List<Point>> byVariant = new TreeMap<String, List<Point>>();

  /** Every workload id seen, in order (R1, R2, ..., W1, ...). */
  final TreeSet<String> ids = new TreeSet<String>();

  /**
   * Row fields that, when a run has more than one value of them, tell otherwise equal points apart.
   */
  private static final String[] DISTINGUISHING = {"rows", "io", "pme"};

  /** The rows of {@code summary} that {@code chosen} takes, named by {@code labels}. */
  public static OverheadPoints of(
      SummaryFile summary, Predicate<OverheadRow> chosenRows, RowLabels labels) {
    List<OverheadRow> chosen = new ArrayList<OverheadRow>();
    for (OverheadRow o : summary.overheads) {
      if (chosenRows.test(o)) {
        chosen.add(o);
      }
    }
    Map<String, TreeSet<String>> values = new TreeMap<String, TreeSet<String>>();
    for (OverheadRow o : chosen) {
      for (String p : DISTINGUISHING) {
        values.computeIfAbsent(p, k -> new TreeSet<String>()).add(o.text(p));
      }
      values.computeIfAbsent("pairing", k -> new TreeSet<String>()).add(o.pairing);
      values.computeIfAbsent("provider", k -> new TreeSet<String>()).add(provider(o));
    }
    OverheadPoints points = new OverheadPoints();
    for (OverheadRow o : chosen) {
      String id = labels.label(o);
      StringBuilder series = new StringBuilder(String.valueOf(o.encryption));
      for (String p : DISTINGUISHING) {
        if (values.get(p).size() > 1) {
          series.append(' ').append(p).append('=').append(o.text(p));
        }
      }
      if (values.get("pairing").size() > 1) {
        series.append(' ').append(o.pairing);
      }
      if (values.get("provider").size() > 1) {
        series.append(' ').append(provider(o));
      }
      points.ids.add(id);
      points
          .byVariant
          .computeIfAbsent(o.variant, k -> new ArrayList<Point>())
          .add(new Point(id, o.jvm, series.toString(), o));
    }
    return points;
  }

  /** PME's provider; rows from before the provider choice were SunJCE's. */
  public static String provider(OverheadRow o) {
    return o.provider == null ? CryptoProviders.SUN_JCE : o.provider;
  }

  /** The clocks of {@code points} as a chart names them. */
  static String clocks(List<Point> points) {
    java.util.Set<String> clocks = new java.util.TreeSet<String>();
    for (Point p : points) {
      clocks.add(p.clock);
    }
    if (clocks.size() == 1) {
      return BestEstimate.CPU.equals(clocks.iterator().next()) ? "thread CPU" : "wall clock";
    }
    return "wall or CPU, per row as in the table";
  }

  /**
   * The level of the intervals of {@code points}: 95%, or a sequential run's per-look level that
   * keeps the interval shown at 95% or more wherever the run stopped.
   */
  static String level(List<Point> points) {
    for (Point p : points) {
      if (p.row.precision != null) {
        return String.format(
            java.util.Locale.ROOT,
            "intervals at %.2f%% per look, at least 95%% overall",
            100 * p.row.precision.confidence);
      }
    }
    return "95% intervals";
  }

  public boolean isEmpty() {
    return byVariant.isEmpty();
  }

  /** Every point's row, in the order the table shows them: variant, then workload, then series. */
  public List<OverheadRow> rows() {
    List<OverheadRow> rows = new ArrayList<OverheadRow>();
    for (Map.Entry<String, List<Point>> v : byVariant.entrySet()) {
      List<Point> sorted = new ArrayList<Point>(v.getValue());
      sorted.sort(
          (a, b) -> a.id.equals(b.id) ? a.series.compareTo(b.series) : a.id.compareTo(b.id));
      for (Point p : sorted) {
        rows.add(p.row);
      }
    }
    return rows;
  }
}
