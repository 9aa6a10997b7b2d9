package org.pmebench.family.cipher;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.pmebench.crypto.ChunkSize;
import org.pmebench.floor.CipherFloor;
import org.pmebench.summary.ResultRow;
import org.pmebench.summary.SummaryFile;

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
    public final ResultRow row;

    Point(double megabytesPerSecond, double relativeError, ResultRow row) {
      this.megabytesPerSecond = megabytesPerSecond;
      this.relativeError = relativeError;
      this.row = row;
    }
  }

  /** Parameters that only steer the benchmark's own warm-up, not what is measured. */
  private static final Set<String> NOT_SHOWN =
      new TreeSet<String>(Arrays.asList("chunkSize", "jitWarmupOps", "jitWarmupChunk"));

  /** chart title -> curve label -> chunk bytes -> point, in a stable order. */
  public final Map<String, Map<String, TreeMap<Long, Point>>> charts =
      new TreeMap<String, Map<String, TreeMap<Long, Point>>>();

  public static CipherCurves of(SummaryFile summary) {
    Map<String, Set<String>> valuesPerChart = new TreeMap<String, Set<String>>();
    for (ResultRow r : cipherResults(summary)) {
      Set<String> seen = valuesPerChart.computeIfAbsent(chartTitle(r), k -> new TreeSet<String>());
      for (Map.Entry<String, String> p : r.params.entrySet()) {
        if (!NOT_SHOWN.contains(p.getKey())) {
          seen.add(p.getKey() + "=" + p.getValue());
        }
      }
    }
    CipherCurves curves = new CipherCurves();
    for (ResultRow r : cipherResults(summary)) {
      String chart = chartTitle(r);
      Set<String> seen = valuesPerChart.get(chart);
      StringBuilder label =
          new StringBuilder(r.jvm).append(' ').append(r.variant.replace("intrinsics-", "AES-NI "));
      for (Map.Entry<String, String> p : r.params.entrySet()) {
        if (!NOT_SHOWN.contains(p.getKey()) && varies(seen, p.getKey())) {
          label.append(' ').append(p.getValue());
        }
      }
      double err = Double.isNaN(r.scoreError) ? Double.NaN : r.scoreError / r.score;
      curves
          .charts
          .computeIfAbsent(chart, k -> new LinkedHashMap<String, TreeMap<Long, Point>>())
          .computeIfAbsent(label.toString(), k -> new TreeMap<Long, Point>())
          .put(
              (long) ChunkSize.parse(r.param("chunkSize")),
              new Point(r.megabytesPerSecond, err, r));
    }
    return curves;
  }

  public boolean isEmpty() {
    return charts.isEmpty();
  }

  /**
   * Warm (throughput-mode) results with a chunk size; cold single-shot results are a different
   * measure.
   */
  private static Iterable<ResultRow> cipherResults(SummaryFile summary) {
    List<ResultRow> chosen = new ArrayList<ResultRow>();
    for (ResultRow r : summary.results) {
      if (r.params.containsKey("chunkSize")
          && "thrpt".equals(r.jmhMode)
          && !Double.isNaN(r.megabytesPerSecond)) {
        chosen.add(r);
      }
    }
    return chosen;
  }

  /** e.g. "AES-GCM encrypt, 1 thread". */
  static String chartTitle(ResultRow r) {
    String benchmark = r.benchmark;
    String[] parts = benchmark.split("\\.");
    String cls = parts.length >= 2 ? parts[parts.length - 2] : benchmark;
    String algorithm = cls.replace("Benchmark", "").replace("Aes", "AES-").toUpperCase(Locale.ROOT);
    if (CipherFloor.BENCHMARK.equals(benchmark)) {
      // openssl speed's rows join the suite's AES-GCM and AES-CTR charts as one more curve.
      algorithm = "AES-" + r.param(CipherFloor.ALGORITHM_PARAM);
    }
    int threads = r.threads;
    return String.format(
        Locale.ROOT,
        "%s %s, %d thread%s",
        algorithm,
        parts[parts.length - 1],
        threads,
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
