package org.pmebench.results;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The overhead ratios in two dashboard formats: github-action-benchmark's
 * {@code customSmallerIsBetter} (an array of name/unit/value/range/extra) and Bencher's metric
 * format (benchmark name, then measure, then value with lower and upper values). A ratio is the
 * row's name in both, so a dashboard's history follows the same row across runs.
 */
public final class DashboardFeeds {
  public static final String GITHUB_ACTION_BENCHMARK_FILE = "overhead-ratios.github-action-benchmark.json";
  public static final String BENCHER_FILE = "overhead-ratios.bmf.json";
  /** Bencher measure slug for the ratios. */
  public static final String BENCHER_MEASURE = "encryption-overhead-ratio";
  static final String UNIT = "x plaintext time";
  private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private DashboardFeeds() {}

  /** Writes both feeds into {@code dir}, atomically. */
  public static void write(Summary summary, Path dir) throws IOException {
    AtomicFiles.write(dir.resolve(GITHUB_ACTION_BENCHMARK_FILE), MAPPER.writeValueAsBytes(customSmallerIsBetter(summary)));
    AtomicFiles.write(dir.resolve(BENCHER_FILE), MAPPER.writeValueAsBytes(bencherMetricFormat(summary)));
  }

  static ArrayNode customSmallerIsBetter(Summary summary) {
    ArrayNode rows = MAPPER.createArrayNode();
    List<String> ids = summary.overheadIds;
    for (int i = 0; i < ids.size(); i++) {
      OverheadRatio r = summary.ratios.get(i);
      ObjectNode row = rows.addObject();
      row.put("name", ids.get(i));
      row.put("unit", UNIT);
      row.put("value", r.ratio);
      row.put("range", Double.isNaN(r.low) ? "unknown"
          : String.format(Locale.ROOT, "%.4g to %.4g", r.low, r.high));
      row.put("extra", String.format(Locale.ROOT, "JDK %s, encrypted %.4g %s vs plaintext %.4g %s",
          r.encrypted.jdkVersion, r.encrypted.score, r.encrypted.unit, r.plaintext.score, r.plaintext.unit));
    }
    return rows;
  }

  static ObjectNode bencherMetricFormat(Summary summary) {
    ObjectNode root = MAPPER.createObjectNode();
    List<String> ids = summary.overheadIds;
    for (int i = 0; i < ids.size(); i++) {
      OverheadRatio r = summary.ratios.get(i);
      ObjectNode metric = root.putObject(ids.get(i)).putObject(BENCHER_MEASURE);
      metric.put("value", r.ratio);
      if (!Double.isNaN(r.low)) {
        metric.put("lower_value", r.low);
        metric.put("upper_value", r.high);
      }
    }
    return root;
  }
}
