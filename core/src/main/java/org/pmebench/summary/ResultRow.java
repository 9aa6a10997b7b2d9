package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.Map;

/** One row of {@code results} in {@code summary.json}: a JMH result with its MB/s and steady state. */
@JsonIgnoreProperties(ignoreUnknown = true)
public final class ResultRow {
  public String id;
  public String benchmark;
  public String jmhMode;
  public int threads;
  public String jvm;
  public int javaMajor;
  public String jdkVersion;
  public String variant;
  public String provider;
  public String providerRuns;
  public Map<String, String> params = new LinkedHashMap<String, String>();
  public String file;
  public double score = Double.NaN;
  public double scoreError = Double.NaN;
  public int samples;
  public String unit;
  public double megabytesPerSecond = Double.NaN;
  public SteadyStateNote steadyState;
  public AttributionNote attribution;
  /** The row as written. */
  @JsonIgnore
  public JsonNode json;

  /** A parameter of the row, or null. */
  public String param(String name) {
    return params.get(name);
  }
}
