package org.pmebench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.pmebench.crypto.ChunkSize;
import org.pmebench.summary.OverheadRow;
import org.pmebench.summary.ResultRow;
import org.pmebench.summary.RowEstimate;
import org.pmebench.summary.SubsetNote;
import org.pmebench.summary.SummaryFile;

/**
 * The answers a run ends with on the terminal, so a user reads them without opening the report:
 * raw cipher MB/s, and each file workload's overhead per encrypted mode with its best estimate
 * ({@link BestEstimate}), including what 2 of 19 columns cost against all 19. Plain text, at most
 * {@link #MAX_LINES} lines of each kind; the report has everything.
 */
public final class TerminalAnswers {
  static final int MAX_LINES = 16;
  private static final String GCM = "AES-GCM";
  private static final String CTR = "AES-CTR";
  private static final int LABEL = 38;
  private static final int CELL = 33;

  private final StringBuilder text = new StringBuilder();

  private TerminalAnswers() {}

  /** The answers of a summary, or "" when it has neither cipher throughput nor a file overhead. */
  public static String of(SummaryFile summary) {
    TerminalAnswers a = new TerminalAnswers();
    a.cipher(summary.results);
    a.overheads(summary.overheads);
    return a.text.toString();
  }

  /** One line per JVM, variant, provider, chunk size and threads: MB/s of each algorithm and operation. */
  private void cipher(List<ResultRow> results) {
    Map<String, Map<String, Map<String, String>>> lines = new TreeMap<String, Map<String, Map<String, String>>>();
    Map<String, String> labels = new TreeMap<String, String>();
    for (ResultRow r : results) {
      String benchmark = r.benchmark == null ? "" : r.benchmark;
      if (!benchmark.startsWith("org.pmebench.cipher.") || !"thrpt".equals(r.jmhMode)
          || Double.isNaN(r.megabytesPerSecond)) {
        continue;
      }
      String algorithm = benchmark.contains("AesGcm") ? GCM : benchmark.contains("AesCtr") ? CTR : null;
      if (algorithm == null) {
        continue;
      }
      long bytes = ChunkSize.parse(r.param("chunkSize"));
      int threads = r.threads;
      String provider = r.provider == null ? "" : r.provider;
      // Sorted by JVM, variant, provider, then chunk size and threads as numbers.
      String key = String.format(Locale.ROOT, "%s %s %s %012d %04d", r.jvm, r.variant, provider, bytes, threads);
      labels.put(key, String.format(Locale.ROOT, "%s %s, %s, %s, %d thread%s", r.jvm, r.variant, provider,
          ChunkSize.format(bytes), threads, threads == 1 ? "" : "s"));
      String operation = benchmark.substring(benchmark.lastIndexOf('.') + 1);
      lines.computeIfAbsent(key, k -> new TreeMap<String, Map<String, String>>())
          .computeIfAbsent(algorithm, k -> new TreeMap<String, String>()).put(operation,
              operation + " " + Numbers.megabytes(r.megabytesPerSecond)
                  + (SteadyStates.steadyOrUnclassified(r.steadyState) ? "" : " " + Answers.NOT_STEADY));
    }
    if (lines.isEmpty()) {
      return;
    }
    text.append("Raw cipher throughput, MB/s:\n");
    int shown = 0;
    for (Map.Entry<String, Map<String, Map<String, String>>> e : lines.entrySet()) {
      if (shown++ == MAX_LINES) {
        text.append("  ... ").append(lines.size() - MAX_LINES).append(" more in the report\n");
        break;
      }
      List<String> parts = new ArrayList<String>();
      for (String algorithm : new String[] {GCM, CTR}) {
        Map<String, String> ops = e.getValue().get(algorithm);
        if (ops != null) {
          parts.add(algorithm + " " + String.join(", ", ops.values()));
        }
      }
      text.append("  ").append(labels.get(e.getKey())).append(": ").append(String.join("; ", parts)).append('\n');
    }
  }

  /** A table per JVM, variant and provider: a row per workload (and column set), a column per mode. */
  private void overheads(List<OverheadRow> overheads) {
    Map<String, Map<String, Map<String, String>>> tables = new LinkedHashMap<String, Map<String, Map<String, String>>>();
    Map<String, List<String>> modes = new LinkedHashMap<String, List<String>>();
    for (OverheadRow o : overheads) {
      OverheadPoints.Kind kind = OverheadPoints.Kind.of(o);
      if (kind != OverheadPoints.Kind.FILES && kind != OverheadPoints.Kind.COLUMN_SUBSETS
          && kind != OverheadPoints.Kind.S3) {
        continue;
      }
      String table = o.jvm + " " + o.variant + ", " + OverheadPoints.provider(o);
      String mode = o.encryption;
      List<String> columns = modes.computeIfAbsent(table, k -> new ArrayList<String>());
      if (!columns.contains(mode)) {
        columns.add(mode);
      }
      Map<String, Map<String, String>> rows = tables.computeIfAbsent(table,
          k -> new LinkedHashMap<String, Map<String, String>>());
      String cell = BestEstimate.of(o).text() + (SteadyStates.steadyOrUnclassified(o.headline.steadyState) ? ""
          : " " + Answers.NOT_STEADY);
      rows.computeIfAbsent(label(o, kind), k -> new LinkedHashMap<String, String>()).put(mode, cell);
      SubsetNote subset = o.subsetOverAll;
      if (subset != null) {
        // One pair of rows per workload (and source): "  R1: 2 of 19 / all 19, measured".
        String source = source(o);
        String quotient = "  " + o.spec() + ("records".equals(source) ? "" : " from " + source) + release(o)
            + ": 2 of 19 / all 19, ";
        rows.computeIfAbsent(quotient + "measured", k -> new LinkedHashMap<String, String>())
            .put(mode, quotient(subset.cpuOrWall(), subset.cpu != null ? BestEstimate.CPU : BestEstimate.WALL));
        RowEstimate model = subset.model == null ? null : subset.model.cpuOrWall();
        if (model != null) {
          rows.computeIfAbsent(quotient + "cost model", k -> new LinkedHashMap<String, String>())
              .put(mode, quotient(model, BestEstimate.MODEL));
        }
      }
    }
    if (tables.isEmpty()) {
      return;
    }
    text.append("Encryption overhead, encrypted time over plaintext time, with 95% intervals:\n");
    for (Map.Entry<String, Map<String, Map<String, String>>> t : tables.entrySet()) {
      text.append(pad("  " + t.getKey(), LABEL));
      for (String mode : modes.get(t.getKey())) {
        text.append(pad(mode, CELL));
      }
      trimLine();
      int shown = 0;
      for (Map.Entry<String, Map<String, String>> row : t.getValue().entrySet()) {
        if (shown++ == MAX_LINES) {
          text.append("  ... ").append(t.getValue().size() - MAX_LINES).append(" more in the report\n");
          break;
        }
        text.append(pad("  " + row.getKey(), LABEL));
        for (String mode : modes.get(t.getKey())) {
          String cell = row.getValue().get(mode);
          text.append(pad(cell == null ? "-" : cell, CELL));
        }
        trimLine();
      }
    }
    text.append("  [CPU] thread CPU time").append(Answers.peerRows(overheads) ? " (a peer's rows: its process's)"
        : "").append(", [wall] clock time; ").append(Answers.NOT_STEADY).append(" not from one steady state\n")
        .append("  [model] the cost model: PME's crypto work replayed, for comparison\n");
  }

  /** "R1 read", "W1 write", "citations R1, 2 of 19 columns", with the footer or AAD options that set a row apart. */
  private static String label(OverheadRow o, OverheadPoints.Kind kind) {
    String label = OverheadPoints.label(o);
    String spec = o.spec();
    String action = spec.startsWith("W") ? " write" : spec.startsWith("R") ? " read" : "";
    if (kind == OverheadPoints.Kind.COLUMN_SUBSETS) {
      String columns = o.param("columns");
      String set = o.benchmark.contains("PlaintextColumns") ? "plaintext columns only"
          : "sensitive".equals(columns) ? "2 of 19 columns" : "all".equals(columns) ? "all 19 columns" : columns;
      String source = source(o);
      return "citations " + spec + action + ", " + set + ("records".equals(source) ? "" : " from " + source)
          + release(o);
    }
    return label.replaceFirst("^" + spec, spec + action);
  }

  /** Where a citations row's data came from: "records" (generated) unless it says otherwise. */
  private static String source(OverheadRow o) {
    String source = o.param("source");
    return source == null ? "records" : source;
  }

  /** " on parquet-java 1.18.1" for a row of another release's child run; "" for the built-in one's. */
  private static String release(OverheadRow o) {
    String release = o.param(OverheadPoints.PARQUET_RELEASE_PARAM);
    return release == null ? "" : " on parquet-java " + release;
  }

  /** "0.26 (0.12 to 0.41) [CPU]": the 2 columns' overhead over all 19 columns', paired. */
  private static String quotient(RowEstimate q, String estimate) {
    String basis = " [" + estimate + "]";
    if (Double.isNaN(q.low)) {
      return String.format(Locale.ROOT, "%.2f (no interval)%s", q.ratio, basis);
    }
    return String.format(Locale.ROOT, "%.2f (%.2f to %.2f)%s", q.ratio, q.low, q.high, basis);
  }

  private static String pad(String s, int width) {
    StringBuilder b = new StringBuilder(s);
    while (b.length() < width) {
      b.append(' ');
    }
    return b.append(b.length() > width ? " " : "").toString();
  }

  private void trimLine() {
    int end = text.length();
    while (end > 0 && text.charAt(end - 1) == ' ') {
      end--;
    }
    text.setLength(end);
    text.append('\n');
  }
}
