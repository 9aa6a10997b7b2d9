package org.pmebench.results;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;
import org.pmebench.util.AtomicFiles;

/**
 * Appends the forks of one JMH JSON file to another's, benchmark by benchmark: what a sequential
 * run does when a look adds forks to an invocation that already ran. The forks' per-iteration
 * values ({@code rawData}, one row per fork) of the primary and every secondary metric are
 * appended, {@code forks} counts them all, and each metric's score, error, confidence and
 * percentiles are computed again as JMH computes them (mean; 99.9% t interval over all iterations).
 */
public final class JmhForkMerge {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final double JMH_CONFIDENCE = 0.999;
  private static final String[] PERCENTILES = {
    "0.0", "50.0", "90.0", "95.0", "99.0", "99.9", "99.99", "99.999", "99.9999", "100.0"
  };

  private JmhForkMerge() {}

  /** Writes {@code into} again (atomically) with the forks of {@code more} appended. */
  public static void append(Path into, Path more) throws IOException, InvalidResultsException {
    ArrayNode base = array(into);
    appendForks(base, array(more), more + " into " + into);
    AtomicFiles.write(into, JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(base));
  }

  /**
   * Appends the forks of every result in {@code extra} to the same configuration's result in {@code
   * base} ({@code what} names the two in an error): a configuration {@code base} lacks is refused.
   */
  public static void appendForks(ArrayNode base, ArrayNode extra, String what)
      throws InvalidResultsException {
    for (JsonNode e : extra) {
      ObjectNode match = find(base, e);
      if (match == null) {
        throw new InvalidResultsException(
            what
                + ": "
                + e.path("benchmark").asText()
                + " "
                + e.path("params")
                + " is not in both: forks of another configuration cannot be appended");
      }
      match.put("forks", match.path("forks").asInt() + e.path("forks").asInt());
      appendMetric((ObjectNode) match.get("primaryMetric"), e.path("primaryMetric"));
      ObjectNode secondary = (ObjectNode) match.get("secondaryMetrics");
      Iterator<Map.Entry<String, JsonNode>> metrics = e.path("secondaryMetrics").fields();
      while (metrics.hasNext()) {
        Map.Entry<String, JsonNode> m = metrics.next();
        if (secondary != null && secondary.get(m.getKey()) instanceof ObjectNode) {
          appendMetric((ObjectNode) secondary.get(m.getKey()), m.getValue());
        }
      }
    }
  }

  private static ArrayNode array(Path file) throws IOException, InvalidResultsException {
    JsonNode root = JSON.readTree(file.toFile());
    if (!(root instanceof ArrayNode)) {
      throw new InvalidResultsException(
          file + ": not a JMH JSON result file (no array of results)");
    }
    return (ArrayNode) root;
  }

  private static ObjectNode find(ArrayNode results, JsonNode e) {
    for (JsonNode r : results) {
      if (r.path("benchmark").equals(e.path("benchmark"))
          && r.path("mode").equals(e.path("mode"))
          && r.path("threads").equals(e.path("threads"))
          && r.path("params").equals(e.path("params"))) {
        return (ObjectNode) r;
      }
    }
    return null;
  }

  private static void appendMetric(ObjectNode into, JsonNode more) {
    ArrayNode raw = (ArrayNode) into.get("rawData");
    for (JsonNode fork : more.path("rawData")) {
      raw.add(fork);
    }
    List<Double> values = new ArrayList<Double>();
    for (JsonNode fork : raw) {
      for (JsonNode v : fork) {
        values.add(v.asDouble());
      }
    }
    double[] x = new double[values.size()];
    double sum = 0;
    for (int i = 0; i < x.length; i++) {
      x[i] = values.get(i);
      sum += x[i];
    }
    double mean = sum / x.length;
    double error = Double.NaN;
    if (x.length > 1) {
      double squares = 0;
      for (double v : x) {
        squares += (v - mean) * (v - mean);
      }
      double t =
          new TDistribution(x.length - 1)
              .inverseCumulativeProbability(1 - (1 - JMH_CONFIDENCE) / 2);
      error = t * Math.sqrt(squares / (x.length - 1) / x.length);
    }
    into.put("score", mean);
    if (Double.isNaN(error)) {
      into.put("scoreError", "NaN");
    } else {
      into.put("scoreError", error);
    }
    ArrayNode confidence = into.putArray("scoreConfidence");
    confidence
        .add(Double.isNaN(error) ? mean : mean - error)
        .add(Double.isNaN(error) ? mean : mean + error);
    ObjectNode percentiles = into.putObject("scorePercentiles");
    Percentile p = new Percentile();
    p.setData(x);
    for (String q : PERCENTILES) {
      double at = Double.parseDouble(q);
      percentiles.put(q, at == 0 ? min(x) : p.evaluate(at));
    }
  }

  private static double min(double[] x) {
    double m = Double.POSITIVE_INFINITY;
    for (double v : x) {
      m = Math.min(m, v);
    }
    return m;
  }
}
