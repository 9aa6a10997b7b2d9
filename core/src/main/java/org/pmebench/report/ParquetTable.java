package org.pmebench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pmebench.crypto.EncryptionLayout;
import org.pmebench.paired.LiveHeap;
import org.pmebench.results.ByteRate;
import org.pmebench.results.JmhResult;
import org.pmebench.stats.OverheadRatio;

/**
 * Parquet read/write results: time per file, file MB/s, and the encryption overhead: the encrypted
 * time over the plaintext time of the result equal in every other parameter (workload, rows, io,
 * ...), threads, JVM and variant, minus one, with the same interval as summary.json ({@link
 * OverheadRatio}).
 */
public final class ParquetTable {
  public static final String PLAINTEXT = "PLAINTEXT";
  private final List<JmhResult> results = new ArrayList<JmhResult>();

  /** The families' parts, which name their own results. */
  private final List<ReportPart> parts;

  public ParquetTable() {
    this(java.util.Collections.<ReportPart>emptyList());
  }

  public ParquetTable(List<ReportPart> parts) {
    this.parts = parts;
  }

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
      if (PLAINTEXT.equals(p.param("mode"))
          && p.benchmark.equals(r.benchmark)
          && p.mode.equals(r.mode)
          && p.paramsOtherThanEncryption().equals(r.paramsOtherThanEncryption())
          && p.threads == r.threads
          && p.variant().equals(r.variant())
          && p.jdkVersion.equals(r.jdkVersion)
          && p.unit.equals(r.unit)) {
        return p;
      }
    }
    return null;
  }

  /** Overhead of {@code r} against its plaintext baseline; null without a baseline. */
  public OverheadRatio overhead(JmhResult r) {
    JmhResult base = baselineOf(r);
    return base == null ? null : OverheadRatio.of(r, base);
  }

  /** Bytes of file per second, from the {@code fileBytes} secondary metric; NaN if absent. */
  public static double megabytesPerSecond(JmhResult r) {
    return ByteRate.fileMegabytesPerSecond(r);
  }

  public String toMarkdown() {
    List<JmhResult> sorted = new ArrayList<JmhResult>(results);
    sorted.sort(
        Comparator.comparing((JmhResult r) -> r.variant())
            .thenComparing(this::label)
            .thenComparing(r -> r.param("mode"))
            .thenComparing(r -> r.jdkVersion));
    StringBuilder md = new StringBuilder();
    md.append(
        "| id | mode | rows | variant | JDK | time per file | file MB/s | overhead vs plaintext (interval) |\n");
    md.append("|---|---|---:|---|---|---:|---:|---:|\n");
    for (JmhResult r : sorted) {
      OverheadRatio overhead = PLAINTEXT.equals(r.param("mode")) ? null : overhead(r);
      md.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | %s | %s | %s | %.1f ± %s %s | %.1f | %s |%n",
              label(r),
              r.param("mode"),
              r.param("rows"),
              r.variant(),
              r.jdkVersion,
              r.score,
              oneDecimal(r.scoreError),
              r.unit,
              megabytesPerSecond(r),
              overhead == null ? "" : percent(overhead)));
    }
    return md.toString();
  }

  /**
   * The name a family gives the result, else its workload id with the layout parameters that set it
   * apart.
   */
  String label(JmhResult r) {
    for (ReportPart part : parts) {
      FamilyRows rows = part.rows();
      String named = rows == null ? null : rows.resultLabel(r);
      if (named != null) {
        return named;
      }
    }
    StringBuilder s = new StringBuilder(r.param("spec"));
    for (Map.Entry<String, String> p : JmhResult.withoutDefaultLayout(r.params).entrySet()) {
      if (EncryptionLayout.DEFAULTS.containsKey(p.getKey()) || LiveHeap.PARAM.equals(p.getKey())) {
        s.append(' ').append(p.getKey()).append('=').append(p.getValue());
      }
    }
    return s.toString();
  }

  /** "+20.0% (+5.1% to +37.0%)"; an interval JMH could not give (one iteration) shows as "(?)". */
  private static String percent(OverheadRatio o) {
    String interval =
        Double.isNaN(o.low)
            ? "?"
            : String.format(
                Locale.ROOT, "%+.1f%% to %+.1f%%", 100 * (o.low - 1), 100 * (o.high - 1));
    return String.format(Locale.ROOT, "%+.1f%% (%s)", 100 * (o.ratio - 1), interval);
  }

  private static String oneDecimal(double x) {
    return Double.isNaN(x) ? "?" : String.format(Locale.ROOT, "%.1f", x);
  }
}
