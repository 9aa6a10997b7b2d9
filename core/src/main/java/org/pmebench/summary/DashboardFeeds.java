package org.pmebench.summary;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import org.pmebench.results.RunResults;
import org.pmebench.util.AtomicFiles;

/**
 * The overhead ratios in two dashboard formats: github-action-benchmark's {@code
 * customSmallerIsBetter} (an array of name/unit/value/range/extra) and Bencher's metric format
 * (benchmark name, then measure, then value with lower and upper values). A ratio is the row's name
 * in both, so a dashboard's history follows the same row across runs.
 */
public final class DashboardFeeds {
  public static final String GITHUB_ACTION_BENCHMARK_FILE = RunResults.GITHUB_ACTION_BENCHMARK_FILE;
  public static final String BENCHER_FILE = RunResults.BENCHER_FILE;

  /** Bencher measure slug for the ratios. */
  public static final String BENCHER_MEASURE = "encryption-overhead-ratio";

  static final String UNIT = "x plaintext time";
  private static final ObjectMapper MAPPER =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private DashboardFeeds() {}

  /**
   * Writes both feeds into {@code dir}, atomically, and Conbench's payloads where the run says when
   * it started ({@link ConbenchFeed}).
   */
  public static void write(Summary summary, Path dir) throws IOException {
    AtomicFiles.write(
        dir.resolve(GITHUB_ACTION_BENCHMARK_FILE),
        MAPPER.writeValueAsBytes(customSmallerIsBetter(summary)));
    AtomicFiles.write(
        dir.resolve(BENCHER_FILE), MAPPER.writeValueAsBytes(bencherMetricFormat(summary)));
    ConbenchFeed.write(summary, dir);
  }

  static ArrayNode customSmallerIsBetter(Summary summary) {
    ArrayNode rows = MAPPER.createArrayNode();
    for (OverheadRow o : summary.rows()) {
      ObjectNode row = rows.addObject();
      row.put("name", o.id);
      row.put("unit", UNIT);
      row.put("value", o.headline.ratio);
      row.put(
          "range",
          !Double.isNaN(o.headline.low)
              ? String.format(Locale.ROOT, "%.4g to %.4g", o.headline.low, o.headline.high)
              : "unknown");
      row.put(
          "extra",
          String.format(
              Locale.ROOT,
              "JDK %s, %s, encrypted %.4g %s vs plaintext %.4g %s",
              o.jdkVersion,
              o.pairing,
              o.encryptedScore,
              o.unit,
              o.plaintextScore,
              o.unit));
    }
    return rows;
  }

  static ObjectNode bencherMetricFormat(Summary summary) {
    ObjectNode root = MAPPER.createObjectNode();
    for (OverheadRow o : summary.rows()) {
      ObjectNode metric = root.putObject(o.id).putObject(BENCHER_MEASURE);
      metric.put("value", o.headline.ratio);
      if (!Double.isNaN(o.headline.low)) {
        metric.put("lower_value", o.headline.low);
        metric.put("upper_value", o.headline.high);
      }
    }
    return root;
  }
}
