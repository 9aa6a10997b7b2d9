package org.pmebench.results;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;

/** JMH results built in tests, as JMH's JSON would give them. */
public final class TestResults {
  private TestResults() {}

  /**
   * An avgt result on JDK 17.0.15, a primary score of 10 ms/op (no error), no JVM arguments, with
   * {@code secondary} metrics.
   */
  public static JmhResult avgt(
      String benchmark,
      int threads,
      int forks,
      Map<String, String> params,
      int samples,
      Map<String, JmhResult.Metric> secondary) {
    return new JmhResult(
        benchmark,
        "avgt",
        threads,
        forks,
        "17.0.15",
        "VM",
        Collections.<String>emptyList(),
        params,
        10,
        Double.NaN,
        "ms/op",
        samples,
        secondary);
  }

  /** Each counter's per-fork, per-iteration values as a secondary metric of unit "#". */
  public static Map<String, JmhResult.Metric> counters(Map<String, double[][]> values) {
    Map<String, JmhResult.Metric> secondary = new HashMap<String, JmhResult.Metric>();
    for (Map.Entry<String, double[][]> e : values.entrySet()) {
      secondary.put(e.getKey(), new JmhResult.Metric(0, Double.NaN, "#", e.getValue()));
    }
    return secondary;
  }
}
