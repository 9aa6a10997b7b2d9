package org.pmebench.family.spark;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pmebench.paired.PairedSlot;
import org.pmebench.results.JmhResult;
import org.pmebench.summary.OverheadRow;

/**
 * Which scans DataFusion Comet ran natively, per io setting, query and mode ({@code sparkComet} in
 * summary.json), from the Comet query rows' counters: each query's executed plan in every
 * application (minimum and maximum over them, so that a scan native in one and not in another
 * shows).
 */
final class CometScans {
  static final String SECTION = "sparkComet";
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String[] MODES = {
    "PLAINTEXT", "AES_GCM_V1", "AES_GCM_CTR_V1", SparkMatrix.CONTROL
  };
  private static final PairedSlot[] SLOTS = {
    PairedSlot.PLAINTEXT, PairedSlot.GCM, PairedSlot.GCM_CTR, PairedSlot.CONTROL
  };

  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonPropertyOrder({"io", "query", "mode", "scans", "nativeScansMin", "nativeScansMax"})
  static final class Row {
    public String io;
    public String query;
    public String mode;
    public int scans;
    public int nativeScansMin;
    public int nativeScansMax;
  }

  private CometScans() {}

  static List<Row> of(List<JmhResult> results) {
    List<Row> rows = new ArrayList<Row>();
    for (JmhResult r : results) {
      if (!r.benchmark.equals(SparkResultsJson.BENCHMARK + ".query")
          || !SparkMatrix.COMET.equals(r.params.get("engine"))) {
        continue;
      }
      for (int m = 0; m < MODES.length; m++) {
        JmhResult.Metric scans = r.secondary.get(SLOTS[m].prefix + SparkResultsJson.SCANS);
        JmhResult.Metric nat = r.secondary.get(SLOTS[m].prefix + SparkResultsJson.NATIVE_SCANS);
        if (scans == null || nat == null) {
          continue;
        }
        Row row = new Row();
        row.io = r.params.get("io");
        row.query = r.params.get("query");
        row.mode = MODES[m];
        row.scans = (int) Math.round(max(scans));
        row.nativeScansMin = (int) Math.round(min(nat));
        row.nativeScansMax = (int) Math.round(max(nat));
        rows.add(row);
      }
    }
    return rows;
  }

  private static double max(JmhResult.Metric m) {
    double v = 0;
    for (double[] fork : m.rawData) {
      for (double x : fork) {
        v = Math.max(v, x);
      }
    }
    return v;
  }

  private static double min(JmhResult.Metric m) {
    double v = Double.MAX_VALUE;
    for (double[] fork : m.rawData) {
      for (double x : fork) {
        v = Math.min(v, x);
      }
    }
    return v == Double.MAX_VALUE ? 0 : v;
  }

  static ArrayNode tree(List<Row> rows) {
    return JSON.valueToTree(rows);
  }

  /**
   * The report's table: per query, the scans Comet ran natively on plaintext and on encrypted
   * tables, and PME's cost with Comet beside its cost on Spark's own engine (the rows' cells).
   */
  static String markdown(
      List<Row> rows,
      List<OverheadRow> overheads,
      java.util.function.Function<OverheadRow, String> cell) {
    if (rows.isEmpty()) {
      return "";
    }
    Map<String, Map<String, Row>> byQuery = new LinkedHashMap<String, Map<String, Row>>();
    for (Row r : rows) {
      byQuery
          .computeIfAbsent(r.io + "|" + r.query, k -> new LinkedHashMap<String, Row>())
          .put(r.mode, r);
    }
    StringBuilder md =
        new StringBuilder("#### DataFusion Comet: native scans and PME's cost per query\n\n");
    md.append(
        "Scans Comet ran natively of those in the query's executed plan (every application's; a range where "
            + "they differ), and PME's overhead (AES_GCM_V1 tables over PLAINTEXT) with Comet switched on and on Spark's "
            + "own engine, both paired in the same applications.\n\n");
    md.append(
        "| io | query | PLAINTEXT: native scans | AES_GCM_V1: native scans | PME with Comet | PME on Spark's engine |\n");
    md.append("|---|---|---|---|---|---|\n");
    for (Map.Entry<String, Map<String, Row>> e : byQuery.entrySet()) {
      String[] ioQuery = e.getKey().split("\\|", 2);
      md.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | %s | %s | %s | %s |%n",
              ioQuery[0],
              ioQuery[1],
              scans(e.getValue().get("PLAINTEXT")),
              scans(e.getValue().get("AES_GCM_V1")),
              overhead(overheads, ioQuery[0], ioQuery[1], SparkMatrix.COMET, cell),
              overhead(overheads, ioQuery[0], ioQuery[1], SparkMatrix.JVM, cell)));
    }
    return md.append('\n').toString();
  }

  private static String scans(Row r) {
    if (r == null) {
      return "–";
    }
    String n =
        r.nativeScansMin == r.nativeScansMax
            ? String.valueOf(r.nativeScansMin)
            : r.nativeScansMin + "–" + r.nativeScansMax;
    return n + " of " + r.scans + (r.nativeScansMax == 0 && r.scans > 0 ? " (fell back)" : "");
  }

  private static String overhead(
      List<OverheadRow> overheads,
      String io,
      String query,
      String engine,
      java.util.function.Function<OverheadRow, String> cell) {
    for (OverheadRow o : overheads) {
      if (SparkSection.isSpark(o)
          && "AES_GCM_V1".equals(o.encryption)
          && query.equals(o.param("query"))
          && io.equals(o.param("io"))
          && engine.equals(o.param("engine"))) {
        return cell.apply(o);
      }
    }
    return "–";
  }
}
