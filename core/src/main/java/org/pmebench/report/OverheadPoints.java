package org.pmebench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.pmebench.crypto.CryptoProviders;
import org.pmebench.crypto.EncryptionLayout;
import org.pmebench.results.JmhResult;
import org.pmebench.summary.OverheadRow;
import org.pmebench.summary.SummaryFile;

/**
 * The Parquet overhead ratios of a summary, per JVM variant: one point per workload, encryption
 * mode and JVM (the JVM is the chart's panel, the mode its colour), with the row's 95% interval.
 */
public final class OverheadPoints {
  /** One ratio. */
  public static final class Point {
    final String id;
    /** The JVM label: one chart panel each. */
    final String panel;
    /** The encryption mode, and what else tells otherwise equal points apart: one colour each. */
    final String series;
    final double ratio;
    final double low95;
    final double high95;
    /** The encrypted columns' share of the file (column-subset rows), NaN otherwise. */
    final double encryptedShare;
    public final OverheadRow row;

    public Point(String id, String panel, String series, OverheadRow row) {
      this.id = id;
      this.panel = panel;
      this.series = series;
      this.ratio = row.headline.ratio;
      this.low95 = row.headline.low;
      this.high95 = row.headline.high;
      this.encryptedShare = row.encryptedShare;
      this.row = row;
    }
  }

  /** variant -> points, in id order. */
  final Map<String, List<Point>> byVariant = new TreeMap<String, List<Point>>();
  /** Every workload id seen, in order (R1, R2, ..., W1, ...). */
  final TreeSet<String> ids = new TreeSet<String>();

  /** Row fields that, when a run has more than one value of them, tell otherwise equal points apart. */
  private static final String[] DISTINGUISHING = {"rows", "io", "pme"};

  /** The release a row ran on, when not the built-in one (the parquet family's --parquet-versions). */
  static final String PARQUET_RELEASE_PARAM = "parquet";

  /** Which part of the report a row belongs to. */
  static final String S3_BENCHMARKS = "org.pmebench.s3.";

  public enum Kind {
    /** The standard workloads (R1-R7, W1-W7) and the KMS rows. */
    FILES,
    /** The parking-citations rows: they have a {@code columns} parameter. */
    COLUMN_SUBSETS,
    /** The spark family's TPC-DS rows. */
    SPARK,
    /** The s3 family's paired reads through S3A. */
    S3;

    public static Kind of(OverheadRow o) {
      String benchmark = o.benchmark == null ? "" : o.benchmark;
      if (benchmark.startsWith(JmhResult.SPARK_QUERY_BENCHMARKS)) {
        return SPARK;
      }
      if (benchmark.startsWith(S3_BENCHMARKS)) {
        return S3;
      }
      return o.params.containsKey("columns") ? COLUMN_SUBSETS : FILES;
    }
  }

  public static OverheadPoints of(SummaryFile summary, Kind kind) {
    List<OverheadRow> chosen = new ArrayList<OverheadRow>();
    for (OverheadRow o : summary.overheads) {
      if (Kind.of(o) == kind) {
        chosen.add(o);
      }
    }
    Map<String, TreeSet<String>> values = new TreeMap<String, TreeSet<String>>();
    for (OverheadRow o : chosen) {
      for (String p : DISTINGUISHING) {
        values.computeIfAbsent(p, k -> new TreeSet<String>()).add(param(o, p));
      }
      values.computeIfAbsent("pairing", k -> new TreeSet<String>()).add(o.pairing);
      values.computeIfAbsent("provider", k -> new TreeSet<String>()).add(provider(o));
    }
    OverheadPoints points = new OverheadPoints();
    for (OverheadRow o : chosen) {
      String id = label(o);
      StringBuilder series = new StringBuilder(String.valueOf(o.encryption));
      for (String p : DISTINGUISHING) {
        if (values.get(p).size() > 1) {
          series.append(' ').append(p).append('=').append(param(o, p));
        }
      }
      if (values.get("pairing").size() > 1) {
        series.append(' ').append(o.pairing);
      }
      if (values.get("provider").size() > 1) {
        series.append(' ').append(provider(o));
      }
      points.ids.add(id);
      points.byVariant.computeIfAbsent(o.variant, k -> new ArrayList<Point>())
          .add(new Point(id, o.jvm, series.toString(), o));
    }
    return points;
  }

  /** PME's provider; rows from before the provider choice were SunJCE's. */
  public static String provider(OverheadRow o) {
    return o.provider == null ? CryptoProviders.SUN_JCE : o.provider;
  }

  /** A parameter's value, "" when the row has none. */
  private static String param(OverheadRow o, String name) {
    String value = o.param(name);
    return value == null ? "" : value;
  }

  public boolean isEmpty() {
    return byVariant.isEmpty();
  }

  /** Every point's row, in the order the table shows them: variant, then workload, then series. */
  public List<OverheadRow> rows() {
    List<OverheadRow> rows = new ArrayList<OverheadRow>();
    for (Map.Entry<String, List<Point>> v : byVariant.entrySet()) {
      List<Point> sorted = new ArrayList<Point>(v.getValue());
      sorted.sort((a, b) -> a.id.equals(b.id) ? a.series.compareTo(b.series) : a.id.compareTo(b.id));
      for (Point p : sorted) {
        rows.add(p.row);
      }
    }
    return rows;
  }

  /** The workload a row measures: its id (R1), and for column subsets which columns, from what, and read how. */
  public static String label(OverheadRow o) {
    Map<String, String> params = o.params;
    String benchmark = o.benchmark == null ? "" : o.benchmark;
    if (Kind.of(o) == Kind.SPARK) {
      return params.containsKey("query") ? params.get("query") : JmhResult.SPARK_WRITE_QUERY;
    }
    if (Kind.of(o) == Kind.S3 && params.containsKey("committer")) {
      return "Spark write through " + param(o, "committer") + ", " + param(o, "material")
          + " key material, +" + param(o, "latencyMs") + " ms/request";
    }
    if (Kind.of(o) == Kind.S3) {
      return "R" + param(o, "workload") + " from S3, " + param(o, "material")
          + " key material, +" + param(o, "latencyMs") + " ms/request";
    }
    if (benchmark.startsWith(JmhResult.PEER_BENCHMARKS)) {
      return param(o, "spec") + " in " + param(o, "implementation") + " " + param(o, "version");
    }
    String id = params.containsKey("spec") ? params.get("spec") : benchmark;
    if (params.containsKey("columns")) {
      id += " " + params.get("columns") + (params.containsKey("source") ? " from " + params.get("source") : "")
          + (benchmark.contains("PlaintextColumns") ? " (plaintext columns only)" : "");
    }
    for (String p : new String[] {EncryptionLayout.FOOTER_PARAM, EncryptionLayout.AAD_PREFIX_PARAM,
        EncryptionLayout.READ_BUFFERS_PARAM}) {
      if (params.containsKey(p)) {
        id += " " + p + "=" + params.get(p);
      }
    }
    if (params.containsKey(PARQUET_RELEASE_PARAM)) {
      id += " on parquet-java " + params.get(PARQUET_RELEASE_PARAM);
    }
    return id;
  }
}
