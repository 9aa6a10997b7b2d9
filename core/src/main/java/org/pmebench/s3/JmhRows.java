package org.pmebench.s3;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The s3 family's results in JMH's JSON shape, for what is not a JMH run (request counts, Spark
 * jobs): one "fork" (this process or application), single-shot iterations, no warm-up.
 */
final class JmhRows {
  static final ObjectMapper JSON = new ObjectMapper();

  private JmhRows() {}

  /** A row up to its parameters: {@code benchmark}, where it ran, and how many iterations it has. */
  static ObjectNode header(String benchmark, String jvm, String jdkVersion, String vmName, int iterations) {
    ObjectNode node = JSON.createObjectNode();
    node.put("jmhVersion", "pme-bench s3 family");
    node.put("benchmark", benchmark);
    node.put("mode", "ss");
    node.put("threads", 1);
    node.put("forks", 1);
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

  /** A metric with one value per iteration of the one fork; its score is their mean. */
  static ObjectNode metric(String unit, double... values) {
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
