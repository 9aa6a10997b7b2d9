package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * One estimate in an overhead row of {@code summary.json}, as its readers (gate, report) see it: the
 * ratio, its interval and what the interval covers, the spread and the steady state. The row itself
 * carries one (its headline: wall time, or a separate-fork ratio), and so do its {@code wall},
 * {@code cpu} and control parts. A number the JSON leaves out or gives as null is NaN here.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public final class RowEstimate {
  public double ratio = Double.NaN;
  public double low = Double.NaN;
  public double high = Double.NaN;
  public double logStdError = Double.NaN;
  /** What the interval covers: {@link Summary#FORKS}, {@link Summary#ROUNDS_ONLY}; null without one. */
  public String interval;
  public SteadyStateNote steadyState;
  public JsonNode spread;

  public boolean hasRatio() {
    return !Double.isNaN(ratio);
  }

  public boolean hasInterval() {
    return !Double.isNaN(low) && !Double.isNaN(high);
  }

  /** The steady-state class's label, "" when the estimate has none (summaries from before it). */
  public String steadyClass() {
    return steadyState == null || steadyState.kind == null ? "" : steadyState.kind;
  }
}
