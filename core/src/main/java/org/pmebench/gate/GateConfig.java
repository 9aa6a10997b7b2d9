package org.pmebench.gate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Iterator;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.summary.OverheadRow;
import org.pmebench.summary.RowEstimate;

/**
 * How strict the gate is. JSON, every field optional: {@code {"tolerance": 0.10,
 * "aggregateTolerance": 0.10, "confidence": 0.99, "maxRatio": {"AES_GCM_V1": 1.5},
 * "missingFromCurrent": "fail", "newInCurrent": "warn", "metric": "cpu"}}.
 */
public final class GateConfig {
  /** What to do with a row that only one side has. */
  public enum Missing {
    FAIL,
    WARN,
    IGNORE
  }

  /** Which clock's ratio is gated. */
  public enum Metric {
    /** Thread CPU time: leaves out time the host steals (paired rows; others fall back to wall). */
    CPU("thread CPU time (wall time where a row has none)"),
    WALL("wall time");

    private final String description;

    Metric(String description) {
      this.description = description;
    }

    public String describe() {
      return description;
    }
  }

  /** Relative worsening of a ratio tolerated on top of the two intervals (0.10 = 10%). */
  public final double tolerance;

  /**
   * The same for the geometric mean of a benchmark's rows over its workloads (less noisy, so
   * tighter).
   */
  public final double aggregateTolerance;

  /** One-sided confidence at which the two ratios' sampling errors are allowed for (0.5 to 1). */
  public final double confidence;

  /** Absolute caps on the current ratio, per encryption mode ("*" for all). */
  public final Map<String, Double> maxRatio;

  public final Missing missingFromCurrent;
  public final Missing newInCurrent;
  public final Metric metric;

  public GateConfig(
      double tolerance,
      double aggregateTolerance,
      double confidence,
      Map<String, Double> maxRatio,
      Missing missingFromCurrent,
      Missing newInCurrent) {
    this(
        tolerance,
        aggregateTolerance,
        confidence,
        maxRatio,
        missingFromCurrent,
        newInCurrent,
        Metric.CPU);
  }

  public GateConfig(
      double tolerance,
      double aggregateTolerance,
      double confidence,
      Map<String, Double> maxRatio,
      Missing missingFromCurrent,
      Missing newInCurrent,
      Metric metric) {
    this.metric = metric;
    this.tolerance = tolerance;
    this.aggregateTolerance = aggregateTolerance;
    this.confidence = confidence;
    this.maxRatio = Collections.unmodifiableMap(new TreeMap<String, Double>(maxRatio));
    this.missingFromCurrent = missingFromCurrent;
    this.newInCurrent = newInCurrent;
  }

  public static GateConfig defaults() {
    return new GateConfig(
        0.10, 0.10, 0.99, Collections.<String, Double>emptyMap(), Missing.FAIL, Missing.WARN);
  }

  public static GateConfig read(Path file) throws InvalidResultsException {
    JsonNode root;
    try {
      root = new ObjectMapper().readTree(file.toFile());
    } catch (IOException e) {
      throw new InvalidResultsException(
          file + ": not a readable JSON gate config: " + e.getMessage());
    }
    if (root == null || !root.isObject()) {
      throw new InvalidResultsException(file + ": a gate config is a JSON object");
    }
    GateConfig d = defaults();
    double tolerance = nonNegative(file, root, "tolerance", d.tolerance);
    double aggregateTolerance = nonNegative(file, root, "aggregateTolerance", d.aggregateTolerance);
    double confidence = d.confidence;
    if (root.has("confidence")) {
      double c = root.get("confidence").asDouble(-1);
      if (!root.get("confidence").isNumber() || c < 0.5 || c >= 1) {
        throw new InvalidResultsException(
            file + ": confidence must be a number from 0.5 to below 1, e.g. 0.99");
      }
      confidence = c;
    }
    Map<String, Double> caps = new TreeMap<String, Double>();
    Iterator<Map.Entry<String, JsonNode>> it = root.path("maxRatio").fields();
    while (it.hasNext()) {
      Map.Entry<String, JsonNode> e = it.next();
      if (!e.getValue().isNumber() || e.getValue().asDouble() <= 0) {
        throw new InvalidResultsException(
            file + ": maxRatio." + e.getKey() + " must be a number > 0");
      }
      caps.put(e.getKey(), e.getValue().asDouble());
    }
    Metric metric = d.metric;
    if (root.has("metric")) {
      try {
        metric = Metric.valueOf(root.get("metric").asText().toUpperCase(java.util.Locale.ROOT));
      } catch (IllegalArgumentException e) {
        throw new InvalidResultsException(file + ": metric must be cpu or wall");
      }
    }
    return new GateConfig(
        tolerance,
        aggregateTolerance,
        confidence,
        caps,
        missing(file, root, "missingFromCurrent", d.missingFromCurrent),
        missing(file, root, "newInCurrent", d.newInCurrent),
        metric);
  }

  private static double nonNegative(Path file, JsonNode root, String key, double fallback)
      throws InvalidResultsException {
    if (!root.has(key)) {
      return fallback;
    }
    if (!root.get(key).isNumber() || root.get(key).asDouble() < 0) {
      throw new InvalidResultsException(file + ": " + key + " must be a number >= 0, e.g. 0.10");
    }
    return root.get(key).asDouble();
  }

  private static Missing missing(Path file, JsonNode root, String key, Missing fallback)
      throws InvalidResultsException {
    if (!root.has(key)) {
      return fallback;
    }
    try {
      return Missing.valueOf(root.get(key).asText().toUpperCase(java.util.Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new InvalidResultsException(file + ": " + key + " must be fail, warn or ignore");
    }
  }

  /**
   * How many standard errors the confidence stands for (one-sided normal quantile: 0.99 is 2.33).
   */
  double z() {
    return new NormalDistribution().inverseCumulativeProbability(confidence);
  }

  /**
   * The part of an overhead row the gate reads ratio and logStdError from: its cpu estimate, or the
   * row (wall).
   */
  RowEstimate measure(OverheadRow overhead) {
    return metric == Metric.CPU ? overhead.cpuOrHeadline() : overhead.headline;
  }

  /** The cap for one encryption mode, or +infinity. */
  double capFor(String encryption) {
    Double cap = maxRatio.containsKey(encryption) ? maxRatio.get(encryption) : maxRatio.get("*");
    return cap == null ? Double.POSITIVE_INFINITY : cap;
  }
}
