package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.Map;
import org.pmebench.host.HostLoad;

/**
 * What every row of {@code summary.json} says of what was measured (a result, or an overhead of
 * one): its id, the benchmark and its JMH mode and threads, the JVM, variant and provider, the
 * parameters, and the file it came from.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public abstract class SummaryRow {
  public String id;
  public String benchmark;
  public String jmhMode;
  public int threads;
  public String jvm;
  public int javaMajor;
  public String jdkVersion;
  public String variant;
  public String provider;

  /** The provider as its JVM named it in run.json ("ACCP 2.5.0 (AWS-LC v1.47.0)"), where known. */
  public String providerRuns;

  public Map<String, String> params = new LinkedHashMap<String, String>();
  public String file;

  /**
   * What the host did while the row's result file was measured; null where run.json does not say.
   */
  public HostLoad host;

  /** The row as written, for the parts not typed here (the notes one family adds to its rows). */
  @JsonIgnore public JsonNode json;

  /** A parameter of the row, or null. */
  public String param(String name) {
    return params.get(name);
  }

  /** A parameter of the row, or "" (as a table shows a missing one). */
  public String text(String name) {
    String value = params.get(name);
    return value == null ? "" : value;
  }
}
