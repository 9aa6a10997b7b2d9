package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One row of {@code results} in {@code summary.json}, as {@link Summary} writes it and its readers
 * read it: a JMH result with its MB/s, steady state and CPU attribution.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({
  "id",
  "benchmark",
  "jmhMode",
  "threads",
  "jvm",
  "javaMajor",
  "jdkVersion",
  "variant",
  "provider",
  "params",
  "file",
  "score",
  "scoreError",
  "samples",
  "unit",
  "megabytesPerSecond",
  "steadyState",
  "attribution",
  "providerRuns",
  "host"
})
public final class ResultRow extends SummaryRow {
  public double score = Double.NaN;
  public double scoreError = Double.NaN;
  public int samples;
  public String unit;
  public double megabytesPerSecond = Double.NaN;
  public SteadyStateNote steadyState;
  public AttributionNote attribution;
}
