package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/** One row of {@code results} in {@code summary.json}: a JMH result with its MB/s and steady state. */
@JsonIgnoreProperties(ignoreUnknown = true)
public final class ResultRow extends SummaryRow {
  public double score = Double.NaN;
  public double scoreError = Double.NaN;
  public int samples;
  public String unit;
  public double megabytesPerSecond = Double.NaN;
  public SteadyStateNote steadyState;
  public AttributionNote attribution;
}
