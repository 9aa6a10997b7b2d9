package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * An estimate's or result's {@code steadyState} in {@code summary.json}: its class and where the last
 * segment starts (see {@code Estimates.steadyState}). Iterations are 1-based; 0 where the JSON has none.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public final class SteadyStateNote {
  @JsonProperty("class")
  public String kind;
  public int forks;
  public int fromIteration;
  public int fromIterationLatest;
  public double secondsBefore = Double.NaN;
  public double secondsBeforeLatest = Double.NaN;
  public int fastFromIteration;
  public double secondsToFast = Double.NaN;
  public int outliers;
  /** The last segment's value: a ratio (overhead rows) or a score (results). */
  public double ratio = Double.NaN;
  public double score = Double.NaN;
  public double megabytesPerSecond = Double.NaN;

  public boolean hasFromIteration() {
    return fromIteration > 0;
  }

  public boolean hasFastFromIteration() {
    return fastFromIteration > 0;
  }
}
