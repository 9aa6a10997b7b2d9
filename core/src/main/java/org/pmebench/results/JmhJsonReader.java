package org.pmebench.results;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the JSON that JMH writes with {@code -rf json}; rejects anything else with a clear reason.
 */
public final class JmhJsonReader {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private JmhJsonReader() {}

  public static List<JmhResult> read(Path file) throws InvalidResultsException {
    JsonNode root;
    try {
      if (Files.size(file) == 0) {
        throw new InvalidResultsException(file + ": empty file, not JMH JSON");
      }
      root = MAPPER.readTree(file.toFile());
    } catch (JsonProcessingException e) {
      throw new InvalidResultsException(
          file + ": not valid JSON (truncated or corrupt): " + e.getOriginalMessage());
    } catch (IOException e) {
      throw new InvalidResultsException(file + ": cannot read: " + e.getMessage());
    }
    if (root == null || !root.isArray()) {
      throw new InvalidResultsException(
          file + ": not JMH JSON (expected an array of benchmark results)");
    }
    List<JmhResult> results = new ArrayList<JmhResult>();
    int index = 0;
    for (JsonNode node : root) {
      results.add(parse(file, index++, node));
    }
    return results;
  }

  private static JmhResult parse(Path file, int index, JsonNode node)
      throws InvalidResultsException {
    String where = file + ": result #" + index;
    JsonNode metric = node.path("primaryMetric");
    if (!node.path("benchmark").isTextual()
        || !node.path("mode").isTextual()
        || !metric.path("score").isNumber()
        || !metric.path("scoreUnit").isTextual()) {
      throw new InvalidResultsException(
          where + " is not a JMH result (missing benchmark, mode or primaryMetric)");
    }
    List<String> jvmArgs = new ArrayList<String>();
    for (JsonNode arg : node.path("jvmArgs")) {
      jvmArgs.add(arg.asText());
    }
    Map<String, String> params = new LinkedHashMap<String, String>();
    Iterator<Map.Entry<String, JsonNode>> fields = node.path("params").fields();
    while (fields.hasNext()) {
      Map.Entry<String, JsonNode> e = fields.next();
      params.put(e.getKey(), e.getValue().asText());
    }
    Map<String, JmhResult.Metric> secondary = new LinkedHashMap<String, JmhResult.Metric>();
    Iterator<Map.Entry<String, JsonNode>> metrics = node.path("secondaryMetrics").fields();
    while (metrics.hasNext()) {
      Map.Entry<String, JsonNode> e = metrics.next();
      if (e.getValue().path("score").isNumber()) {
        secondary.put(e.getKey(), metric(e.getValue()));
      }
    }
    JmhResult.Metric primary = metric(metric);
    return new JmhResult(
        node.get("benchmark").asText(),
        node.get("mode").asText(),
        node.path("threads").asInt(1),
        node.path("forks").asInt(0),
        node.path("jdkVersion").asText(""),
        node.path("vmName").asText(""),
        jvmArgs,
        params,
        primary.score,
        primary.error,
        primary.unit,
        samples(metric),
        secondary,
        primary.rawData,
        new JmhResult.Timing(
            node.path("warmupIterations").asInt(0),
            seconds(node.path("warmupTime").asText("")),
            seconds(node.path("measurementTime").asText(""))));
  }

  /** JMH writes times as e.g. "500 ms", "1 s", "10 us"; NaN for anything else. */
  static double seconds(String time) {
    String[] parts = time.trim().split("\\s+");
    if (parts.length != 2) {
      return Double.NaN;
    }
    double value;
    try {
      value = Double.parseDouble(parts[0]);
    } catch (NumberFormatException e) {
      return Double.NaN;
    }
    switch (parts[1]) {
      case "s":
        return value;
      case "ms":
        return value / 1e3;
      case "us":
        return value / 1e6;
      case "ns":
        return value / 1e9;
      case "min":
        return value * 60;
      default:
        return Double.NaN;
    }
  }

  /** rawData holds one array of iteration scores per fork. */
  private static int samples(JsonNode metric) {
    int n = 0;
    for (JsonNode fork : metric.path("rawData")) {
      n += fork.size();
    }
    return n;
  }

  private static JmhResult.Metric metric(JsonNode metric) {
    JsonNode error = metric.path("scoreError");
    JsonNode raw = metric.path("rawData");
    double[][] perFork = new double[raw.size()][];
    for (int f = 0; f < perFork.length; f++) {
      perFork[f] = new double[raw.get(f).size()];
      for (int i = 0; i < perFork[f].length; i++) {
        perFork[f][i] = raw.get(f).get(i).asDouble(Double.NaN);
      }
    }
    return new JmhResult.Metric(
        metric.path("score").asDouble(),
        error.isNumber() ? error.asDouble() : Double.NaN,
        metric.path("scoreUnit").asText(""),
        perFork);
  }
}
