package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One estimate in an overhead row of {@code summary.json}, as its readers (gate, report) see it:
 * the ratio, its interval and what the interval covers, the spread and the steady state. The row
 * itself carries one (its headline: wall time, or a separate-fork ratio), and so do its {@code
 * wall}, {@code cpu} and control parts. A number the JSON leaves out or gives as null is NaN here;
 * {@link Summary} writes an unknown one as null.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({
  "ratio",
  "low",
  "high",
  "logStdError",
  "replicates",
  "interval",
  "agrees",
  "verdict",
  "difference",
  "unexplained",
  "steadyState",
  "spread"
})
public class RowEstimate {
  public double ratio = Double.NaN;
  public double low = Double.NaN;
  public double high = Double.NaN;
  public double logStdError = Double.NaN;

  /**
   * What the interval covers: {@link Summary#FORKS}, {@link Summary#ROUNDS_ONLY}; null without one.
   */
  public String interval;

  public SteadyStateNote steadyState;
  public Spread spread;

  /**
   * A cost-model estimate: true where it agrees with the measured ratio (the difference's interval
   * within 0.5 points of 0), false where it disagrees, null where that is not resolved, where it
   * has no interval, and elsewhere. Summaries from before 2026-11-25 said true whenever the two
   * intervals overlapped.
   */
  public Boolean agrees;

  /**
   * A cost-model estimate: agrees, disagrees or not resolved; null without intervals and before
   * 2026-11-25.
   */
  public String verdict;

  /** A cost-model estimate: measured minus predicted, in ratio units, with its 95% interval. */
  public AttributionNote.Share difference;

  /** A quotient's replicates (runs or forks); null elsewhere. */
  public Integer replicates;

  /** A cost-model estimate: the measured ratio over the predicted one; null elsewhere. */
  public Double unexplained;

  /**
   * {@code spread}: per-fork ratios, and the spread of ln(ratio) between rounds, forks and the
   * JVMs' part.
   */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonPropertyOrder({"forkRatios", "rounds", "forks", "forksFromRounds", "jvms"})
  public static final class Spread {
    public double[] forkRatios = new double[0];
    public double rounds = Double.NaN;
    public double forks = Double.NaN;
    public double forksFromRounds = Double.NaN;
    public double jvms = Double.NaN;
  }

  public boolean hasRatio() {
    return !Double.isNaN(ratio);
  }

  /**
   * Whether the model disagrees with the measurement (false where it agrees, is not resolved or is
   * no model).
   */
  public boolean disagrees() {
    return agrees != null && !agrees;
  }

  public boolean hasInterval() {
    return !Double.isNaN(low) && !Double.isNaN(high);
  }

  /** The steady-state class's label, "" when the estimate has none (summaries from before it). */
  public String steadyClass() {
    return steadyState == null || steadyState.kind == null ? "" : steadyState.kind;
  }
}
