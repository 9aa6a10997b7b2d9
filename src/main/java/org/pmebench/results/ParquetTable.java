package org.pmebench.results;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Parquet read/write results: time per file, file MB/s, and the encryption overhead, i.e. the
 * encrypted time divided by the plaintext time of the same workload, rows, threads, JVM and
 * variant, minus one. Its error combines the two relative errors in quadrature (JMH's 99.9%
 * half-widths, treated as independent).
 */
public final class ParquetTable {
  public static final String PLAINTEXT = "PLAINTEXT";
  private final List<JmhResult> results = new ArrayList<JmhResult>();

  /** Adds every result that has a {@code spec} and {@code mode} parameter; returns how many. */
  public int addAll(List<JmhResult> all) {
    int added = 0;
    for (JmhResult r : all) {
      if (r.param("spec") != null && r.param("mode") != null) {
        results.add(r);
        added++;
      }
    }
    return added;
  }

  public boolean isEmpty() {
    return results.isEmpty();
  }

  /** The plaintext result that matches {@code r} in everything but the mode, or null. */
  public JmhResult baselineOf(JmhResult r) {
    for (JmhResult p : results) {
      if (PLAINTEXT.equals(p.param("mode")) && p.benchmark.equals(r.benchmark)
          && p.param("spec").equals(r.param("spec")) && Objects.equals(p.param("rows"), r.param("rows"))
          && p.threads == r.threads && p.variant().equals(r.variant()) && p.jdkVersion.equals(r.jdkVersion)
          && p.unit.equals(r.unit)) {
        return p;
      }
    }
    return null;
  }

  /** Overhead of {@code r} against its plaintext baseline as {value, error}; null without a baseline. */
  public double[] overhead(JmhResult r) {
    JmhResult base = baselineOf(r);
    if (base == null) {
      return null;
    }
    double ratio = r.score / base.score;
    double relative = Math.sqrt(square(r.scoreError / r.score) + square(base.scoreError / base.score));
    return new double[] {ratio - 1, ratio * relative};
  }

  /** Bytes of file per second, from the {@code fileBytes} secondary metric; NaN if absent. */
  public static double megabytesPerSecond(JmhResult r) {
    JmhResult.Metric bytes = r.secondary.get("fileBytes");
    return bytes == null ? Double.NaN : ByteRate.opsPerSecond(bytes.score, bytes.unit) / 1e6;
  }

  public String toMarkdown() {
    List<JmhResult> sorted = new ArrayList<JmhResult>(results);
    sorted.sort(Comparator.comparing((JmhResult r) -> r.variant()).thenComparing(r -> r.param("spec"))
        .thenComparing(r -> r.param("mode")).thenComparing(r -> r.jdkVersion));
    StringBuilder md = new StringBuilder();
    md.append("| id | mode | rows | variant | JDK | time per file | file MB/s | overhead vs plaintext |\n");
    md.append("|---|---|---:|---|---|---:|---:|---:|\n");
    for (JmhResult r : sorted) {
      double[] overhead = PLAINTEXT.equals(r.param("mode")) ? null : overhead(r);
      md.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %.1f ± %s %s | %.1f | %s |%n",
          r.param("spec"), r.param("mode"), r.param("rows"), r.variant(), r.jdkVersion, r.score, oneDecimal(r.scoreError), r.unit,
          megabytesPerSecond(r), overhead == null ? "" : percent(overhead)));
    }
    return md.toString();
  }

  /** An error JMH could not compute (too few iterations) stays unknown: NaN, shown as "± ?". */
  private static double square(double x) {
    return x * x;
  }

  private static String percent(double[] overhead) {
    String error = Double.isNaN(overhead[1]) ? "?" : String.format(Locale.ROOT, "%.1f%%", 100 * overhead[1]);
    return String.format(Locale.ROOT, "%+.1f%% ± %s", 100 * overhead[0], error);
  }

  private static String oneDecimal(double x) {
    return Double.isNaN(x) ? "?" : String.format(Locale.ROOT, "%.1f", x);
  }
}
