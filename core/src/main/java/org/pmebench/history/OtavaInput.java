package org.pmebench.history;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The series as Apache Otava's CSV tests: one CSV a series (time, the run, its variant and its
 * steady-state class as attributes, one column a metric), and an {@code otava.yaml} that names them
 * {@code s001}, {@code s002}, ... with each metric's direction (an overhead up is worse, a
 * throughput down). A series of fewer than {@value #MIN_POINTS} runs has nothing to split and is
 * left out; a metric some run lacks is left out of its series.
 */
public final class OtavaInput {
  static final int MIN_POINTS = 3;
  static final String CONFIG = "otava.yaml";

  /** Otava's test names, each with its series, in the order written. */
  public final Map<String, HistorySeries> tests;

  private OtavaInput(Map<String, HistorySeries> tests) {
    this.tests = tests;
  }

  /** Writes the tests of {@code series} into {@code dir}. */
  public static OtavaInput write(Path dir, List<HistorySeries> series) throws IOException {
    Files.createDirectories(dir);
    Map<String, HistorySeries> tests = new LinkedHashMap<String, HistorySeries>();
    StringBuilder yaml = new StringBuilder("tests:\n");
    for (HistorySeries s : series) {
      List<String> metrics = metricsInEveryPoint(s);
      if (s.points().size() < MIN_POINTS || metrics.isEmpty()) {
        continue;
      }
      String name = String.format(Locale.ROOT, "s%03d", tests.size() + 1);
      tests.put(name, s);
      Path csv = dir.resolve(name + ".csv");
      Files.write(csv, csv(s, metrics).getBytes(StandardCharsets.UTF_8));
      yaml.append(test(name, csv, s, metrics));
    }
    Files.write(dir.resolve(CONFIG), yaml.toString().getBytes(StandardCharsets.UTF_8));
    return new OtavaInput(tests);
  }

  static List<String> metricsInEveryPoint(HistorySeries s) {
    List<String> every = new ArrayList<String>();
    for (String m : s.metrics()) {
      boolean all = true;
      for (HistoryPoint p : s.points()) {
        all &= p.metrics.containsKey(m) && !Double.isNaN(p.metrics.get(m).value);
      }
      if (all) {
        every.add(m);
      }
    }
    return every;
  }

  static String csv(HistorySeries s, List<String> metrics) {
    StringBuilder out = new StringBuilder("time,run,variant,steady");
    for (String m : metrics) {
      out.append(',').append(m);
    }
    out.append('\n');
    for (HistoryPoint p : s.points()) {
      out.append(p.time).append(',').append(quoted(p.run)).append(',');
      out.append(p.variant == null ? "" : p.variant).append(',');
      out.append(p.steadyState == null ? "" : p.steadyState);
      for (String m : metrics) {
        out.append(',').append(String.format(Locale.ROOT, "%.6f", p.metrics.get(m).value));
      }
      out.append('\n');
    }
    return out.toString();
  }

  private static String quoted(String text) {
    return '"' + text.replace("\"", "\"\"") + '"';
  }

  private static String test(String name, Path csv, HistorySeries s, List<String> metrics) {
    int direction = s.kind == HistorySeries.Kind.OVERHEAD ? -1 : 1;
    StringBuilder out = new StringBuilder();
    out.append("  ").append(name).append(":\n");
    out.append("    type: csv\n");
    out.append("    file: '")
        .append(csv.toAbsolutePath().toString().replace("'", "''"))
        .append("'\n");
    out.append("    time_column: time\n");
    out.append("    attributes: [run, variant, steady]\n");
    out.append("    metrics:\n");
    for (String m : metrics) {
      out.append("      ").append(m).append(":\n");
      out.append("        direction: ").append(direction).append('\n');
    }
    return out.toString();
  }
}
