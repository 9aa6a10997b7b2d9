package org.pmebench.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.pmebench.crypto.ChunkSize;

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
  public static String of(JsonNode summary) {
    TerminalAnswers a = new TerminalAnswers();
    a.cipher(summary.path("results"));
    a.overheads(summary.path("overheads"));
    return a.text.toString();
  }

  /** One line per JVM, variant, provider, chunk size and threads: MB/s of each algorithm and operation. */
  private void cipher(JsonNode results) {
    Map<String, Map<String, Map<String, String>>> lines = new TreeMap<String, Map<String, Map<String, String>>>();
    Map<String, String> labels = new TreeMap<String, String>();
    for (JsonNode r : results) {
      String benchmark = r.path("benchmark").asText();
      if (!benchmark.startsWith("org.pmebench.cipher.") || !"thrpt".equals(r.path("jmhMode").asText())
          || !r.path("megabytesPerSecond").isNumber()) {
        continue;
      }
      String algorithm = benchmark.contains("AesGcm") ? GCM : benchmark.contains("AesCtr") ? CTR : null;
      if (algorithm == null) {
        continue;
      }
      long bytes = ChunkSize.parse(r.path("params").path("chunkSize").asText());
      int threads = r.path("threads").asInt();
      // Sorted by JVM, variant, provider, then chunk size and threads as numbers.
      String key = String.format(Locale.ROOT, "%s %s %s %012d %04d", r.path("jvm").asText(), r.path("variant").asText(),
          r.path("provider").asText(), bytes, threads);
      labels.put(key, String.format(Locale.ROOT, "%s %s, %s, %s, %d thread%s", r.path("jvm").asText(),
          r.path("variant").asText(), r.path("provider").asText(), ChunkSize.format(bytes), threads,
          threads == 1 ? "" : "s"));
      String operation = benchmark.substring(benchmark.lastIndexOf('.') + 1);
      lines.computeIfAbsent(key, k -> new TreeMap<String, Map<String, String>>())
          .computeIfAbsent(algorithm, k -> new TreeMap<String, String>()).put(operation,
              operation + " " + Numbers.megabytes(r.path("megabytesPerSecond").asDouble())
                  + (SteadyStates.steadyOrUnclassified(r) ? "" : " " + Answers.NOT_STEADY));
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
  private void overheads(JsonNode overheads) {
    Map<String, Map<String, Map<String, String>>> tables = new LinkedHashMap<String, Map<String, Map<String, String>>>();
    Map<String, List<String>> modes = new LinkedHashMap<String, List<String>>();
    for (JsonNode o : overheads) {
      OverheadPoints.Kind kind = OverheadPoints.Kind.of(o);
      if (kind != OverheadPoints.Kind.FILES && kind != OverheadPoints.Kind.COLUMN_SUBSETS
          && kind != OverheadPoints.Kind.S3) {
        continue;
      }
      String table = o.path("jvm").asText() + " " + o.path("variant").asText() + ", " + OverheadPoints.provider(o);
      String mode = o.path("encryption").asText();
      List<String> columns = modes.computeIfAbsent(table, k -> new ArrayList<String>());
      if (!columns.contains(mode)) {
        columns.add(mode);
      }
      Map<String, Map<String, String>> rows = tables.computeIfAbsent(table,
          k -> new LinkedHashMap<String, Map<String, String>>());
      String cell = BestEstimate.of(o).text() + (SteadyStates.steadyOrUnclassified(o) ? "" : " " + Answers.NOT_STEADY);
      rows.computeIfAbsent(label(o, kind), k -> new LinkedHashMap<String, String>()).put(mode, cell);
      JsonNode subset = o.path("subsetOverAll");
      if (subset.isObject()) {
        // One pair of rows per workload (and source): "  R1: 2 of 19 / all 19, measured".
        String source = o.path("params").path("source").asText("records");
        String quotient = "  " + o.path("params").path("spec").asText() + ("records".equals(source) ? "" : " from "
            + source) + release(o) + ": 2 of 19 / all 19, ";
        rows.computeIfAbsent(quotient + "measured", k -> new LinkedHashMap<String, String>())
            .put(mode, quotient(subset.path("cpu").isObject() ? subset.path("cpu") : subset.path("wall"),
                subset.path("cpu").isObject() ? BestEstimate.CPU : BestEstimate.WALL));
        JsonNode model = subset.path("model").path("cpu").isObject() ? subset.path("model").path("cpu")
            : subset.path("model").path("wall");
        if (model.isObject()) {
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
  private static String label(JsonNode o, OverheadPoints.Kind kind) {
    String label = OverheadPoints.label(o);
    String spec = o.path("params").path("spec").asText();
    String action = spec.startsWith("W") ? " write" : spec.startsWith("R") ? " read" : "";
    if (kind == OverheadPoints.Kind.COLUMN_SUBSETS) {
      String columns = o.path("params").path("columns").asText();
      String set = o.path("benchmark").asText().contains("PlaintextColumns") ? "plaintext columns only"
          : "sensitive".equals(columns) ? "2 of 19 columns" : "all".equals(columns) ? "all 19 columns" : columns;
      String source = o.path("params").path("source").asText("records");
      return "citations " + spec + action + ", " + set + ("records".equals(source) ? "" : " from " + source)
          + release(o);
    }
    return label.replaceFirst("^" + spec, spec + action);
  }

  /** " on parquet-java 1.18.1" for a row of another release's child run; "" for the built-in one's. */
  private static String release(JsonNode o) {
    JsonNode release = o.path("params").path(OverheadPoints.PARQUET_RELEASE_PARAM);
    return release.isMissingNode() ? "" : " on parquet-java " + release.asText();
  }

  /** "0.26 (0.12 to 0.41) [CPU]": the 2 columns' overhead over all 19 columns', paired. */
  private static String quotient(JsonNode q, String estimate) {
    double ratio = q.path("ratio").asDouble(Double.NaN);
    String basis = " [" + estimate + "]";
    if (!q.path("low").isNumber()) {
      return String.format(Locale.ROOT, "%.2f (no interval)%s", ratio, basis);
    }
    return String.format(Locale.ROOT, "%.2f (%.2f to %.2f)%s", ratio, q.path("low").asDouble(),
        q.path("high").asDouble(), basis);
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
