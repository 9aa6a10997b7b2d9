package org.pmebench.family.cipher;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.pmebench.crypto.ChunkSize;
import org.pmebench.report.Numbers;
import org.pmebench.report.SteadyStates;
import org.pmebench.report.TerminalAnswers;
import org.pmebench.report.TerminalPart;
import org.pmebench.summary.ResultRow;
import org.pmebench.summary.SummaryFile;

/** The cipher family at the end of a run: raw cipher MB/s, before the overhead tables. */
final class CipherTerminal implements TerminalPart {
  static final CipherTerminal INSTANCE = new CipherTerminal();

  /** The cipher family's benchmarks (their package). */
  private static final String BENCHMARKS = "org.pmebench.cipher.";

  private static final String GCM = "AES-GCM";
  private static final String CTR = "AES-CTR";

  private CipherTerminal() {}

  /**
   * One line per JVM, variant, provider, chunk size and threads: MB/s of each algorithm and
   * operation.
   */
  @Override
  public String lines(SummaryFile summary) {
    Map<String, Map<String, Map<String, String>>> lines =
        new TreeMap<String, Map<String, Map<String, String>>>();
    Map<String, String> labels = new TreeMap<String, String>();
    for (ResultRow r : summary.results) {
      String benchmark = r.benchmark == null ? "" : r.benchmark;
      if (!benchmark.startsWith(BENCHMARKS)
          || !"thrpt".equals(r.jmhMode)
          || Double.isNaN(r.megabytesPerSecond)) {
        continue;
      }
      String algorithm =
          benchmark.contains("AesGcm") ? GCM : benchmark.contains("AesCtr") ? CTR : null;
      if (algorithm == null) {
        continue;
      }
      long bytes = ChunkSize.parse(r.param("chunkSize"));
      int threads = r.threads;
      String provider = r.provider == null ? "" : r.provider;
      // Sorted by JVM, variant, provider, then chunk size and threads as numbers.
      String key =
          String.format(
              Locale.ROOT, "%s %s %s %012d %04d", r.jvm, r.variant, provider, bytes, threads);
      labels.put(
          key,
          String.format(
              Locale.ROOT,
              "%s %s, %s, %s, %d thread%s",
              r.jvm,
              r.variant,
              provider,
              ChunkSize.format(bytes),
              threads,
              threads == 1 ? "" : "s"));
      String operation = benchmark.substring(benchmark.lastIndexOf('.') + 1);
      lines
          .computeIfAbsent(key, k -> new TreeMap<String, Map<String, String>>())
          .computeIfAbsent(algorithm, k -> new TreeMap<String, String>())
          .put(
              operation,
              operation
                  + " "
                  + Numbers.megabytes(r.megabytesPerSecond)
                  + (SteadyStates.steadyOrUnclassified(r.steadyState)
                      ? ""
                      : " " + TerminalAnswers.NOT_STEADY));
    }
    return lines.isEmpty() ? "" : text(lines, labels);
  }

  /** A line per JVM, variant, provider, chunk and threads: each algorithm's operations' MB/s. */
  private static String text(
      Map<String, Map<String, Map<String, String>>> lines, Map<String, String> labels) {
    StringBuilder text = new StringBuilder();
    text.append("Raw cipher throughput, MB/s:\n");
    int shown = 0;
    for (Map.Entry<String, Map<String, Map<String, String>>> e : lines.entrySet()) {
      if (shown++ == TerminalAnswers.MAX_LINES) {
        text.append("  ... ")
            .append(lines.size() - TerminalAnswers.MAX_LINES)
            .append(" more in the report\n");
        break;
      }
      List<String> parts = new ArrayList<String>();
      for (String algorithm : new String[] {GCM, CTR}) {
        Map<String, String> ops = e.getValue().get(algorithm);
        if (ops != null) {
          parts.add(algorithm + " " + String.join(", ", ops.values()));
        }
      }
      text.append("  ")
          .append(labels.get(e.getKey()))
          .append(": ")
          .append(String.join("; ", parts))
          .append('\n');
    }
    return text.toString();
  }
}
