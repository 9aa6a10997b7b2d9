package org.pmebench.family.cipher;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.pmebench.crypto.ChunkSize;
import org.pmebench.floor.CipherFloor;

/**
 * The warm cipher results of a summary as curves of MB/s over chunk size: one chart per algorithm,
 * operation and thread count (the blog's appendix graphs), one curve per JVM, variant and any other
 * parameter that differs within the chart (provider, key size).
 */
public final class CipherCurves {
  /** One measured size: MB/s and its relative 99.9% error (NaN if unknown), and its summary row. */
  public static final class Point {
    public final double megabytesPerSecond;
    public final double relativeError;
    public final JsonNode row;

    Point(double megabytesPerSecond, double relativeError, JsonNode row) {
      this.megabytesPerSecond = megabytesPerSecond;
      this.relativeError = relativeError;
      this.row = row;
    }
  }

  /** Parameters that only steer the benchmark's own warm-up, not what is measured. */
  private static final Set<String> NOT_SHOWN = new TreeSet<String>(
      Arrays.asList("chunkSize", "jitWarmupOps", "jitWarmupChunk"));

  /** chart title -> curve label -> chunk bytes -> point, in a stable order. */
  public final Map<String, Map<String, TreeMap<Long, Point>>> charts = new TreeMap<String, Map<String, TreeMap<Long, Point>>>();

  public static CipherCurves of(JsonNode summary) {
    Map<String, Set<String>> valuesPerChart = new TreeMap<String, Set<String>>();
    for (JsonNode r : cipherResults(summary)) {
      Set<String> seen = valuesPerChart.computeIfAbsent(chartTitle(r), k -> new TreeSet<String>());
      for (Iterator<Map.Entry<String, JsonNode>> it = r.path("params").fields(); it.hasNext();) {
        Map.Entry<String, JsonNode> p = it.next();
        if (!NOT_SHOWN.contains(p.getKey())) {
          seen.add(p.getKey() + "=" + p.getValue().asText());
        }
      }
    }
    CipherCurves curves = new CipherCurves();
    for (JsonNode r : cipherResults(summary)) {
      String chart = chartTitle(r);
      Set<String> seen = valuesPerChart.get(chart);
      StringBuilder label = new StringBuilder(r.path("jvm").asText()).append(' ')
          .append(r.path("variant").asText().replace("intrinsics-", "AES-NI "));
      for (Iterator<Map.Entry<String, JsonNode>> it = r.path("params").fields(); it.hasNext();) {
        Map.Entry<String, JsonNode> p = it.next();
        if (!NOT_SHOWN.contains(p.getKey()) && varies(seen, p.getKey())) {
          label.append(' ').append(p.getValue().asText());
        }
      }
      double mbps = r.path("megabytesPerSecond").asDouble(Double.NaN);
      double err = r.path("scoreError").isNumber()
          ? r.path("scoreError").asDouble() / r.path("score").asDouble() : Double.NaN;
      curves.charts.computeIfAbsent(chart, k -> new LinkedHashMap<String, TreeMap<Long, Point>>())
          .computeIfAbsent(label.toString(), k -> new TreeMap<Long, Point>())
          .put((long) ChunkSize.parse(r.path("params").path("chunkSize").asText()), new Point(mbps, err, r));
    }
    return curves;
  }

  public boolean isEmpty() {
    return charts.isEmpty();
  }

  /** Warm (throughput-mode) results with a chunk size; cold single-shot results are a different measure. */
  private static Iterable<JsonNode> cipherResults(JsonNode summary) {
    List<JsonNode> chosen = new ArrayList<JsonNode>();
    for (JsonNode r : summary.path("results")) {
      if (r.path("params").has("chunkSize") && "thrpt".equals(r.path("jmhMode").asText())
          && r.path("megabytesPerSecond").isNumber()) {
        chosen.add(r);
      }
    }
    return chosen;
  }

  /** e.g. "AES-GCM encrypt, 1 thread". */
  static String chartTitle(JsonNode r) {
    String benchmark = r.path("benchmark").asText();
    String[] parts = benchmark.split("\\.");
    String cls = parts.length >= 2 ? parts[parts.length - 2] : benchmark;
    String algorithm = cls.replace("Benchmark", "").replace("Aes", "AES-").toUpperCase(Locale.ROOT);
    if (CipherFloor.BENCHMARK.equals(benchmark)) {
      // openssl speed's rows join the suite's AES-GCM and AES-CTR charts as one more curve.
      algorithm = "AES-" + r.path("params").path(CipherFloor.ALGORITHM_PARAM).asText();
    }
    int threads = r.path("threads").asInt(1);
    return String.format(Locale.ROOT, "%s %s, %d thread%s", algorithm, parts[parts.length - 1], threads,
        threads == 1 ? "" : "s");
  }

  private static boolean varies(Set<String> seen, String key) {
    int values = 0;
    for (String s : seen) {
      if (s.startsWith(key + "=")) {
        values++;
      }
    }
    return values > 1;
  }
}
