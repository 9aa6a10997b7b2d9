package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import org.pmebench.results.JmhResult;
import org.pmebench.stats.SteadyState;

/**
 * An estimate's or result's {@code steadyState} in {@code summary.json}: its class, where the last
 * segment starts (1-based measured iteration, the earliest and latest over forks) and how many
 * seconds of iterations, warm-up included, came before it; where a fast state began after a slow
 * plateau; how many iterations were set apart as outliers; and the last segment's value. Parts a
 * state does not have are null and left out; an unknown number of one it has is written as null.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({
  "class",
  "forks",
  "fromIteration",
  "fromIterationLatest",
  "secondsBefore",
  "secondsBeforeLatest",
  "fastFromIteration",
  "secondsToFast",
  "outliers",
  "ratio",
  "score",
  "megabytesPerSecond"
})
public final class SteadyStateNote {
  @JsonProperty("class")
  public String kind;

  public int forks;
  public Integer fromIteration;
  public Integer fromIterationLatest;
  public Double secondsBefore;
  public Double secondsBeforeLatest;
  public Integer fastFromIteration;
  public Double secondsToFast;
  public int outliers;

  /** The last segment's value: a ratio (overhead estimates) or a score and its MB/s (results). */
  public Double ratio;

  public Double score;
  public Double megabytesPerSecond;

  /**
   * The note of {@code s}, its times from {@code timing}; the caller sets the last segment's value.
   */
  static SteadyStateNote of(SteadyState s, JmhResult.Timing timing) {
    SteadyStateNote n = new SteadyStateNote();
    n.kind = s.kind.label;
    n.forks = s.forks.size();
    int[] from = s.steadyFromRange();
    if (s.kind == SteadyState.Kind.WARM_UP || s.kind == SteadyState.Kind.SLOWDOWN) {
      n.fromIteration = from[0] + 1;
      n.fromIterationLatest = from[1] + 1;
      n.secondsBefore = timing.secondsBefore(from[0]);
      n.secondsBeforeLatest = timing.secondsBefore(from[1]);
    }
    int fast = s.fastFromLatest();
    if (fast >= 0) {
      n.fastFromIteration = fast + 1;
      n.secondsToFast = timing.secondsBefore(fast);
    }
    n.outliers = s.outliers();
    return n;
  }

  public boolean hasFromIteration() {
    return fromIteration != null;
  }

  public boolean hasFastFromIteration() {
    return fastFromIteration != null;
  }

  /** A number of the note, NaN where it has none or it is unknown. */
  public static double value(Double v) {
    return v == null ? Double.NaN : v;
  }

  /** A number of the note that it has and that is known. */
  public static boolean known(Double v) {
    return v != null && !v.isNaN();
  }
}
