package org.pmebench.family.kms;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.pmebench.report.Numbers;
import org.pmebench.summary.ResultRow;
import org.pmebench.summary.SummaryFile;

/**
 * The key-management results of a summary as tables: time per file for each operation, wrapping,
 * key material and cache setting (rows) and encrypted-column count (columns), one table per JVM,
 * variant and KMS round trip.
 */
public final class KeyManagementCosts {
  private static final String BENCHMARK = "KeyManagementBenchmark";

  /** table title -> row label -> column count -> cell. */
  private final Map<String, Map<String, Map<Integer, String>>> tables =
      new TreeMap<String, Map<String, Map<Integer, String>>>();

  private final TreeSet<Integer> columnCounts = new TreeSet<Integer>();

  public static KeyManagementCosts of(SummaryFile summary) {
    KeyManagementCosts k = new KeyManagementCosts();
    for (ResultRow r : summary.results) {
      if (!r.benchmark.contains("." + BENCHMARK + ".")) {
        continue;
      }
      long delay = number(r.param("kmsDelayMicros"));
      String table =
          String.format(
              Locale.ROOT,
              "%s, %s, KMS round trip %s",
              r.jvm,
              r.variant,
              delay == 0
                  ? "0 (in-process)"
                  : delay >= 1000 && delay % 1000 == 0 ? delay / 1000 + " ms" : delay + " µs");
      String operation =
          r.benchmark.endsWith(".wrapKeys") ? "write: wrap keys" : "read: unwrap keys";
      String row =
          operation
              + " | "
              + r.param("wrapping")
              + " | "
              + r.param("material")
              + " | "
              + r.param("cache");
      int columns = (int) number(r.param("columns"));
      k.columnCounts.add(columns);
      k.tables
          .computeIfAbsent(table, t -> new TreeMap<String, Map<Integer, String>>())
          .computeIfAbsent(row, x -> new TreeMap<Integer, String>())
          .put(columns, cell(r));
    }
    return k;
  }

  /** A whole-number parameter; 0 where the row has none. */
  private static long number(String param) {
    return param == null ? 0 : Long.parseLong(param.trim());
  }

  private static String cell(ResultRow r) {
    double score = r.score;
    double micros =
        r.unit.startsWith("ms") ? score * 1000 : r.unit.startsWith("ns") ? score / 1000 : score;
    return Numbers.withRelativeError(micros, r.scoreError / score);
  }

  public boolean isEmpty() {
    return tables.isEmpty();
  }

  public String toMarkdown() {
    StringBuilder md = new StringBuilder();
    List<Integer> counts = new ArrayList<Integer>(columnCounts);
    for (Map.Entry<String, Map<String, Map<Integer, String>>> t : tables.entrySet()) {
      md.append("**")
          .append(t.getKey())
          .append("**, µs per file (± JMH's 99.9% error, relative):\n\n");
      md.append("| operation | wrapping | key material | caches |");
      for (int c : counts) {
        md.append(' ').append(c).append(c == 1 ? " column |" : " columns |");
      }
      md.append("\n|---|---|---|---|");
      for (int i = 0; i < counts.size(); i++) {
        md.append("---:|");
      }
      md.append('\n');
      for (Map.Entry<String, Map<Integer, String>> row : t.getValue().entrySet()) {
        md.append("| ").append(row.getKey()).append(" |");
        for (int c : counts) {
          String cell = row.getValue().get(c);
          md.append(' ').append(cell == null ? "–" : cell).append(" |");
        }
        md.append('\n');
      }
      md.append('\n');
    }
    return md.toString();
  }

  /**
   * The report's section: what the key tools add to each file, or that the run has no such results.
   */
  static void section(SummaryFile summary, StringBuilder md) {
    KeyManagementCosts costs = of(summary);
    md.append("## Key management (KMS)\n\n");
    if (costs.isEmpty()) {
      md.append("This run has no key-management results (family `kms`).\n\n");
      return;
    }
    md.append(
        "What parquet's key tools (PropertiesDrivenCryptoFactory with an in-memory KMS) add to each "
            + "encrypted file, on top of the cipher work: a writer wraps a fresh data key for the footer and for "
            + "each encrypted column; a reader unwraps them. `single` wrapping calls the KMS for every data key, "
            + "`double` once per master key and key-encryption key (and not at all while the KEKs are cached). "
            + "`uncached` clears the key tools' caches before each file, like the first file of a new process; "
            + "`external` key material is a JSON file next to the Parquet file.\n\n");
    md.append(costs.toMarkdown());
  }
}
