package org.pmebench.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.family.Families;
import org.pmebench.results.JmhResult;
import org.pmebench.results.RunResults;

class DashboardFeedsTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path dir;

  private static JmhResult read(String mode, double ms, double error) {
    Map<String, String> params = new LinkedHashMap<String, String>();
    params.put("spec", "R1");
    params.put("mode", mode);
    return new JmhResult(
        "org.pmebench.parquet.ParquetReadBenchmark.readFile",
        "avgt",
        1,
        1,
        "17.0.15",
        "VM",
        Collections.<String>emptyList(),
        params,
        ms,
        error,
        "ms/op");
  }

  private Summary summaryOf(JmhResult... results) throws Exception {
    StringBuilder json = new StringBuilder("[");
    for (JmhResult r : results) {
      if (json.length() > 1) {
        json.append(',');
      }
      json.append(
          String.format(
              java.util.Locale.ROOT,
              "{\"benchmark\":\"%s\",\"mode\":\"avgt\",\"threads\":1,"
                  + "\"forks\":1,\"jdkVersion\":\"17.0.15\",\"vmName\":\"VM\",\"jvmArgs\":[],\"params\":{\"spec\":\"R1\","
                  + "\"mode\":\"%s\"},\"primaryMetric\":{\"score\":%s,\"scoreError\":%s,\"scoreUnit\":\"ms/op\","
                  + "\"rawData\":[[%s,%s,%s,%s]]},\"secondaryMetrics\":{}}",
              r.benchmark,
              r.param("mode"),
              r.score,
              Double.isNaN(r.scoreError) ? "\"NaN\"" : Double.toString(r.scoreError),
              r.score,
              r.score,
              r.score,
              r.score));
    }
    Files.write(dir.resolve("r.json"), json.append(']').toString().getBytes("UTF-8"));
    return Summary.of(RunResults.load(dir), Families.summaryParts());
  }

  @Test
  void githubActionBenchmarkGetsNameUnitValueRangeAndExtra() throws Exception {
    Summary s = summaryOf(read("PLAINTEXT", 100, 30), read("AES_GCM_V1", 200, 80));
    JsonNode rows = DashboardFeeds.customSmallerIsBetter(s);
    assertEquals(1, rows.size());
    JsonNode row = rows.get(0);
    assertEquals(Arrays.asList("name", "unit", "value", "range", "extra"), fieldNames(row));
    assertEquals(
        "ParquetReadBenchmark.readFile spec=R1 | jdk17 | intrinsics-on | avgt t1 AES_GCM_V1",
        row.path("name").asText());
    assertEquals(2.0, row.path("value").asDouble(), 1e-12);
    // 95%: JMH's 99.9% errors of 4 samples back to standard errors (t = 12.92), combined in log
    // space.
    assertEquals("1.854 to 2.158", row.path("range").asText());
    assertTrue(row.path("value").isNumber());
  }

  @Test
  void bencherGetsOneMeasurePerRowWithBoundsWhenKnown() throws Exception {
    Summary s =
        summaryOf(read("PLAINTEXT", 100, Double.NaN), read("AES_GCM_CTR_V1", 110, Double.NaN));
    JsonNode bmf = DashboardFeeds.bencherMetricFormat(s);
    JsonNode metric =
        bmf.path(
                "ParquetReadBenchmark.readFile spec=R1 | jdk17 | intrinsics-on | avgt t1 AES_GCM_CTR_V1")
            .path(DashboardFeeds.BENCHER_MEASURE);
    assertEquals(1.1, metric.path("value").asDouble(), 1e-12);
    assertFalse(metric.has("lower_value"), "no made-up bounds when JMH gave no error");
  }

  @Test
  void bothFilesAreWrittenAsJson() throws Exception {
    Summary s = summaryOf(read("PLAINTEXT", 100, 30), read("AES_GCM_V1", 200, 80));
    DashboardFeeds.write(s, dir);
    assertTrue(
        JSON.readTree(dir.resolve(DashboardFeeds.GITHUB_ACTION_BENCHMARK_FILE).toFile()).isArray());
    JsonNode bmf = JSON.readTree(dir.resolve(DashboardFeeds.BENCHER_FILE).toFile());
    JsonNode metric = bmf.elements().next().path(DashboardFeeds.BENCHER_MEASURE);
    assertTrue(
        metric.path("lower_value").asDouble() < 2.0 && metric.path("upper_value").asDouble() > 2.0);
  }

  private static java.util.List<String> fieldNames(JsonNode node) {
    java.util.List<String> names = new java.util.ArrayList<String>();
    node.fieldNames().forEachRemaining(names::add);
    return names;
  }
}
