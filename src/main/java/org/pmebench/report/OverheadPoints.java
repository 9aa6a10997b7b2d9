package org.pmebench.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.pmebench.crypto.EncryptionLayout;

/**
 * The Parquet overhead ratios of a summary, per JVM variant: one point per workload id, encryption
 * mode and JVM, with a 95% interval from the ratio's standard error (the summary's 99.9% interval
 * from 4 samples is too wide to draw).
 */
final class OverheadPoints {
  /** z for a two-sided 95% interval. */
  static final double Z95 = 1.959964;

  /** One ratio. */
  static final class Point {
    final String id;
    final String series;
    final double ratio;
    final double low95;
    final double high95;
    /** The encrypted columns' share of the file (column-subset rows), NaN otherwise. */
    final double encryptedShare;
    final JsonNode row;

    Point(String id, String series, double ratio, double logStdError, JsonNode row) {
      this.id = id;
      this.series = series;
      this.ratio = ratio;
      boolean known = !Double.isNaN(logStdError);
      this.low95 = known ? ratio * Math.exp(-Z95 * logStdError) : Double.NaN;
      this.high95 = known ? ratio * Math.exp(Z95 * logStdError) : Double.NaN;
      this.encryptedShare = row.path("encryptedShare").isNumber() ? row.path("encryptedShare").asDouble() : Double.NaN;
      this.row = row;
    }
  }

  /** variant -> points, in id order. */
  final Map<String, List<Point>> byVariant = new TreeMap<String, List<Point>>();
  /** Every workload id seen, in order (R1, R2, ..., W1, ...). */
  final TreeSet<String> ids = new TreeSet<String>();

  /** Parameters that, when a run has more than one value of them, tell otherwise equal points apart. */
  private static final String[] DISTINGUISHING = {"rows", "io", EncryptionLayout.FOOTER_PARAM,
      EncryptionLayout.AAD_PREFIX_PARAM};

  /**
   * @param columnSubsets the parking-citations rows (they have a {@code columns} parameter) or the
   *     standard workloads' rows
   */
  static OverheadPoints of(JsonNode summary, boolean columnSubsets) {
    List<JsonNode> chosen = new ArrayList<JsonNode>();
    for (JsonNode o : summary.path("overheads")) {
      if (o.path("params").has("columns") == columnSubsets) {
        chosen.add(o);
      }
    }
    Map<String, TreeSet<String>> values = new TreeMap<String, TreeSet<String>>();
    for (JsonNode o : chosen) {
      for (String p : DISTINGUISHING) {
        values.computeIfAbsent(p, k -> new TreeSet<String>()).add(param(o.path("params"), p));
      }
    }
    OverheadPoints points = new OverheadPoints();
    for (JsonNode o : chosen) {
      JsonNode params = o.path("params");
      String id = params.has("spec") ? params.path("spec").asText() : o.path("benchmark").asText();
      if (columnSubsets) {
        id += " " + params.path("columns").asText() + (params.has("source") ? " from " + params.path("source").asText()
            : "") + (o.path("benchmark").asText().contains("PlaintextColumns") ? " (plaintext columns only)" : "");
      }
      StringBuilder series = new StringBuilder(o.path("jvm").asText()).append(' ')
          .append(o.path("encryption").asText());
      for (String p : DISTINGUISHING) {
        if (values.get(p).size() > 1) {
          series.append(' ').append(p).append('=').append(param(params, p));
        }
      }
      double se = o.path("logStdError").isNumber() ? o.path("logStdError").asDouble() : Double.NaN;
      points.ids.add(id);
      points.byVariant.computeIfAbsent(o.path("variant").asText(), k -> new ArrayList<Point>())
          .add(new Point(id, series.toString(), o.path("ratio").asDouble(), se, o));
    }
    return points;
  }

  /** A parameter's value; the footer and AAD prefix are left out of summaries at their defaults. */
  private static String param(JsonNode params, String name) {
    return params.path(name).asText(EncryptionLayout.DEFAULTS.getOrDefault(name, ""));
  }

  boolean isEmpty() {
    return byVariant.isEmpty();
  }

  String toMarkdown() {
    StringBuilder md = new StringBuilder();
    md.append("| id | variant | JVM and mode | rows | io | encrypted share | plaintext | encrypted | overhead | 95% interval |\n");
    md.append("|---|---|---|---:|---|---:|---:|---:|---:|---|\n");
    for (Map.Entry<String, List<Point>> v : byVariant.entrySet()) {
      List<Point> sorted = new ArrayList<Point>(v.getValue());
      sorted.sort((a, b) -> a.id.equals(b.id) ? a.series.compareTo(b.series) : a.id.compareTo(b.id));
      for (Point p : sorted) {
        String unit = p.row.path("unit").asText();
        md.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %s | %.4g %s | %.4g %s | %s | %s |%n", p.id,
            v.getKey(), p.series, p.row.path("params").path("rows").asText("–"),
            p.row.path("params").path("io").asText("–"),
            Double.isNaN(p.encryptedShare) ? "all" : String.format(Locale.ROOT, "%.1f%%", 100 * p.encryptedShare), p.row.path("plaintextScore").asDouble(), unit, p.row.path("encryptedScore").asDouble(), unit,
            Numbers.overhead(p.ratio), Double.isNaN(p.low95) ? "unknown (1 sample)"
                : Numbers.overhead(p.low95) + " to " + Numbers.overhead(p.high95)));
      }
    }
    return md.toString();
  }
}
