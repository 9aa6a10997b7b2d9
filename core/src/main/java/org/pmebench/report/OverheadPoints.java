package org.pmebench.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.pmebench.crypto.CryptoProviders;
import org.pmebench.crypto.EncryptionLayout;
import org.pmebench.results.JmhResult;

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
    public final JsonNode row;

    public Point(String id, String panel, String series, JsonNode row) {
      this.id = id;
      this.panel = panel;
      this.series = series;
      this.ratio = row.path("ratio").asDouble();
      this.low95 = row.path("low").isNumber() ? row.path("low").asDouble() : Double.NaN;
      this.high95 = row.path("high").isNumber() ? row.path("high").asDouble() : Double.NaN;
      this.encryptedShare = row.path("encryptedShare").isNumber() ? row.path("encryptedShare").asDouble() : Double.NaN;
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

    public static Kind of(JsonNode o) {
      if (o.path("benchmark").asText().startsWith(JmhResult.SPARK_QUERY_BENCHMARKS)) {
        return SPARK;
      }
      if (o.path("benchmark").asText().startsWith(S3_BENCHMARKS)) {
        return S3;
      }
      return o.path("params").has("columns") ? COLUMN_SUBSETS : FILES;
    }
  }

  public static OverheadPoints of(JsonNode summary, Kind kind) {
    List<JsonNode> chosen = new ArrayList<JsonNode>();
    for (JsonNode o : summary.path("overheads")) {
      if (Kind.of(o) == kind) {
        chosen.add(o);
      }
    }
    Map<String, TreeSet<String>> values = new TreeMap<String, TreeSet<String>>();
    for (JsonNode o : chosen) {
      for (String p : DISTINGUISHING) {
        values.computeIfAbsent(p, k -> new TreeSet<String>()).add(o.path("params").path(p).asText(""));
      }
      values.computeIfAbsent("pairing", k -> new TreeSet<String>()).add(o.path("pairing").asText("separate"));
      values.computeIfAbsent("provider", k -> new TreeSet<String>()).add(provider(o));
    }
    OverheadPoints points = new OverheadPoints();
    for (JsonNode o : chosen) {
      JsonNode params = o.path("params");
      String id = label(o);
      StringBuilder series = new StringBuilder(o.path("encryption").asText());
      for (String p : DISTINGUISHING) {
        if (values.get(p).size() > 1) {
          series.append(' ').append(p).append('=').append(params.path(p).asText(""));
        }
      }
      if (values.get("pairing").size() > 1) {
        series.append(' ').append(o.path("pairing").asText("separate"));
      }
      if (values.get("provider").size() > 1) {
        series.append(' ').append(provider(o));
      }
      points.ids.add(id);
      points.byVariant.computeIfAbsent(o.path("variant").asText(), k -> new ArrayList<Point>())
          .add(new Point(id, o.path("jvm").asText(), series.toString(), o));
    }
    return points;
  }

  /** PME's provider; rows from before the provider choice were SunJCE's. */
  public static String provider(JsonNode o) {
    return o.path("provider").asText(CryptoProviders.SUN_JCE);
  }

  public boolean isEmpty() {
    return byVariant.isEmpty();
  }

  /** Every point's row, in the order the table shows them: variant, then workload, then series. */
  public List<JsonNode> rows() {
    List<JsonNode> rows = new ArrayList<JsonNode>();
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
  public static String label(JsonNode o) {
    JsonNode params = o.path("params");
    if (Kind.of(o) == Kind.SPARK) {
      return params.path("query").asText(JmhResult.SPARK_WRITE_QUERY);
    }
    if (Kind.of(o) == Kind.S3 && params.has("committer")) {
      return "Spark write through " + params.path("committer").asText() + ", " + params.path("material").asText()
          + " key material, +" + params.path("latencyMs").asText() + " ms/request";
    }
    if (Kind.of(o) == Kind.S3) {
      return "R" + params.path("workload").asText() + " from S3, " + params.path("material").asText()
          + " key material, +" + params.path("latencyMs").asText() + " ms/request";
    }
    if (o.path("benchmark").asText().startsWith(JmhResult.PEER_BENCHMARKS)) {
      return params.path("spec").asText() + " in " + params.path("implementation").asText() + " "
          + params.path("version").asText();
    }
    String id = params.has("spec") ? params.path("spec").asText() : o.path("benchmark").asText();
    if (params.has("columns")) {
      id += " " + params.path("columns").asText() + (params.has("source") ? " from " + params.path("source").asText()
          : "") + (o.path("benchmark").asText().contains("PlaintextColumns") ? " (plaintext columns only)" : "");
    }
    for (String p : new String[] {EncryptionLayout.FOOTER_PARAM, EncryptionLayout.AAD_PREFIX_PARAM,
        EncryptionLayout.READ_BUFFERS_PARAM}) {
      if (params.has(p)) {
        id += " " + p + "=" + params.path(p).asText();
      }
    }
    if (params.has(PARQUET_RELEASE_PARAM)) {
      id += " on parquet-java " + params.path(PARQUET_RELEASE_PARAM).asText();
    }
    return id;
  }
}
