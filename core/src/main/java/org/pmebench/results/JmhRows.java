package org.pmebench.results;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Results in JMH's JSON shape for what is not a JMH run (the s3 family's request counts and Spark
 * jobs, the peers' processes), so that summary and report read them as JMH's: single-shot
 * iterations, no warm-up, one "fork" per process or application.
 */
public final class JmhRows {
  public static final ObjectMapper JSON = new ObjectMapper();
  private static final String S3 = "pme-bench s3 family";

  private JmhRows() {}

  /**
   * A row up to its parameters: {@code benchmark}, where it ran, and how many iterations it has.
   */
  public static ObjectNode header(
      String benchmark, String jvm, String jdkVersion, String vmName, int iterations) {
    return header(S3, benchmark, jvm, jdkVersion, vmName, 1, iterations);
  }

  /**
   * The same, for {@code forks} processes of what made it ({@code source}, in JMH's version field).
   */
  public static ObjectNode header(
      String source,
      String benchmark,
      String jvm,
      String jdkVersion,
      String vmName,
      int forks,
      int iterations) {
    ObjectNode node = JSON.createObjectNode();
    node.put("jmhVersion", source);
    node.put("benchmark", benchmark);
    node.put("mode", "ss");
    node.put("threads", 1);
    node.put("forks", forks);
    node.put("jvm", jvm);
    node.putArray("jvmArgs");
    node.put("jdkVersion", jdkVersion);
    node.put("vmName", vmName);
    node.put("warmupIterations", 0);
    node.put("warmupTime", "0 s");
    node.put("measurementIterations", iterations);
    node.put("measurementTime", "0 s");
    return node;
  }

  /** A metric with one value per iteration of each fork; its score is their mean. */
  public static ObjectNode metric(String unit, double[][] forks) {
    ObjectNode m = JSON.createObjectNode();
    double sum = 0;
    int n = 0;
    ArrayNode raw = JSON.createArrayNode();
    for (double[] values : forks) {
      ArrayNode fork = raw.addArray();
      for (double v : values) {
        fork.add(v);
        sum += v;
        n++;
      }
    }
    m.put("score", n == 0 ? 0 : sum / n);
    m.put("scoreError", "NaN");
    m.put("scoreUnit", unit);
    m.set("rawData", raw);
    return m;
  }

  /** A metric with one value per iteration of the one fork; its score is their mean. */
  public static ObjectNode metric(String unit, double... values) {
    ObjectNode m = JSON.createObjectNode();
    double sum = 0;
    ArrayNode fork = JSON.createArrayNode();
    for (double v : values) {
      fork.add(v);
      sum += v;
    }
    m.put("score", values.length == 0 ? 0 : sum / values.length);
    m.put("scoreError", "NaN");
    m.put("scoreUnit", unit);
    m.putArray("rawData").add(fork);
    return m;
  }
}
