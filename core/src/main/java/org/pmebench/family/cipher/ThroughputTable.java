package org.pmebench.family.cipher;

import com.opencsv.CSVWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.pmebench.crypto.ChunkSize;
import org.pmebench.floor.CipherFloor;
import org.pmebench.results.ByteRate;
import org.pmebench.results.JmhResult;
import org.pmebench.stats.SteadyState;

/**
 * Cipher results as bytes per second: a long CSV with every field and a Markdown table with one row
 * per (algorithm, operation, provider, threads, measurement, variant) and one column per chunk
 * size. MB means 10^6 bytes, as in the blog.
 */
public final class ThroughputTable {
  private final List<Row> rows = new ArrayList<Row>();

  /** One cipher result with its byte rate. */
  public static final class Row {
    public final JmhResult result;
    public final long chunkBytes;
    public final double megabytesPerSecond;
    public final double megabytesPerSecondError;

    /** The steady-state class of the iterations ("" where unknown: single shots, no raw data). */
    public final String steadyState;

    Row(JmhResult result, long chunkBytes) {
      this.result = result;
      SteadyState steady = result.rawData.length == 0 ? null : SteadyState.ofResult(result);
      this.steadyState = steady == null ? "" : steady.kind.label;
      this.chunkBytes = chunkBytes;
      this.megabytesPerSecond =
          ByteRate.bytesPerSecond(result.score, result.unit, chunkBytes) / 1e6;
      this.megabytesPerSecondError =
          ByteRate.bytesPerSecondError(result.score, result.scoreError, result.unit, chunkBytes)
              / 1e6;
    }

    String groupKey() {
      return String.join(
          " | ",
          algorithm(),
          result.operation(),
          result.param("provider"),
          "key " + result.param("keyBits"),
          result.threads + " thr",
          result.measurement(),
          result.variant(),
          result.jdkVersion);
    }

    String algorithm() {
      return result.benchmarkClass().replace("Benchmark", "");
    }
  }

  /**
   * Adds every cipher result (one with a {@code chunkSize} parameter); returns how many were added.
   */
  public int addAll(List<JmhResult> results) {
    int added = 0;
    for (JmhResult r : results) {
      String size = r.param("chunkSize");
      // openssl speed's rows are the cost models' floor (summary and report), not a cipher
      // benchmark.
      if (size != null && !CipherFloor.BENCHMARK.equals(r.benchmark)) {
        rows.add(new Row(r, ChunkSize.parse(size)));
        added++;
      }
    }
    return added;
  }

  public List<Row> rows() {
    return rows;
  }

  public String toCsv() {
    StringWriter out = new StringWriter();
    try (CSVWriter csv = new CSVWriter(out)) {
      csv.writeNext(
          new String[] {
            "benchmark",
            "operation",
            "provider",
            "keyBits",
            "chunkSize",
            "chunkBytes",
            "threads",
            "measurement",
            "variant",
            "jdkVersion",
            "score",
            "scoreError",
            "unit",
            "MBps",
            "MBpsError",
            "steadyState"
          });
      for (Row row : sorted()) {
        JmhResult r = row.result;
        csv.writeNext(
            new String[] {
              r.benchmark,
              r.operation(),
              r.param("provider"),
              r.param("keyBits"),
              r.param("chunkSize"),
              Long.toString(row.chunkBytes),
              Integer.toString(r.threads),
              r.measurement(),
              r.variant(),
              r.jdkVersion,
              number(r.score),
              number(r.scoreError),
              r.unit,
              number(row.megabytesPerSecond),
              number(row.megabytesPerSecondError),
              row.steadyState
            });
      }
    } catch (java.io.IOException e) {
      throw new IllegalStateException("writing to a StringWriter cannot fail", e);
    }
    return out.toString();
  }

  /** Markdown pivot: MB/s per chunk size, with the relative error where JMH gave one. */
  public String toMarkdown() {
    List<Row> sorted = sorted();
    Set<Long> sizes = new TreeSet<Long>();
    Map<String, Map<Long, Row>> groups = new LinkedHashMap<String, Map<Long, Row>>();
    for (Row row : sorted) {
      sizes.add(row.chunkBytes);
      Map<Long, Row> group = groups.get(row.groupKey());
      if (group == null) {
        group = new TreeMap<Long, Row>();
        groups.put(row.groupKey(), group);
      }
      group.put(row.chunkBytes, row);
    }
    StringBuilder md = new StringBuilder();
    md.append("| algorithm | op | provider | key | threads | measurement | variant | JDK |");
    for (long size : sizes) {
      md.append(' ').append(ChunkSize.format(size)).append(" |");
    }
    md.append('\n').append("|---|---|---|---|---|---|---|---|");
    for (int i = 0; i < sizes.size(); i++) {
      md.append("---:|");
    }
    md.append('\n');
    for (Map.Entry<String, Map<Long, Row>> group : groups.entrySet()) {
      md.append("| ").append(group.getKey()).append(" |");
      for (long size : sizes) {
        Row row = group.getValue().get(size);
        md.append(' ').append(row == null ? "" : cell(row)).append(" |");
      }
      md.append('\n');
    }
    return md.toString();
  }

  /** MB/s with its relative error, and the steady-state class where it is not flat. */
  private static String cell(Row row) {
    boolean steady =
        row.steadyState.isEmpty() || SteadyState.Kind.FLAT.label.equals(row.steadyState);
    return rate(row) + (steady ? "" : " (" + row.steadyState + ")");
  }

  private static String rate(Row row) {
    String value =
        row.megabytesPerSecond >= 100
            ? String.format(Locale.ROOT, "%.0f", row.megabytesPerSecond)
            : String.format(Locale.ROOT, "%.3g", row.megabytesPerSecond);
    double relative = row.megabytesPerSecondError / row.megabytesPerSecond;
    if (Double.isNaN(relative)) {
      return value;
    }
    if (Double.isInfinite(relative)) {
      return value + " ±∞";
    }
    return value + String.format(Locale.ROOT, " ±%.0f%%", 100 * relative);
  }

  /**
   * Algorithm, operation, provider, key, then threads, warm before cold, intrinsics on before off,
   * JDK, size.
   */
  private List<Row> sorted() {
    List<Row> copy = new ArrayList<Row>(rows);
    copy.sort(
        Comparator.comparing(Row::algorithm)
            .thenComparing(r -> r.result.operation())
            .thenComparing(r -> String.valueOf(r.result.param("provider")))
            .thenComparing(r -> String.valueOf(r.result.param("keyBits")))
            .thenComparingInt(r -> r.result.threads)
            .thenComparing(r -> r.result.measurement(), Comparator.reverseOrder())
            .thenComparing(r -> r.result.variant(), Comparator.reverseOrder())
            .thenComparing(r -> r.result.jdkVersion)
            .thenComparingLong(r -> r.chunkBytes));
    return copy;
  }

  private static String number(double value) {
    return Double.isNaN(value) ? "" : String.format(Locale.ROOT, "%.6g", value);
  }
}
