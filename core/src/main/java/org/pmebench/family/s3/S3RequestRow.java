package org.pmebench.family.s3;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One row of the summary's {@code s3Requests}, as the s3 family writes it ({@link S3RequestRows})
 * and the report and the gate read it: a file written or read through S3A and the requests it took
 * (by kind), beside the server's own count and what it costs over the plaintext file of the same
 * workload. Parts a row does not have are null and left out, but {@code serverRequests}, which says
 * null where the server did not count.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({
  "id",
  "dataset",
  "workload",
  "operation",
  "encryption",
  "material",
  "footer",
  "columns",
  "rowGroupBytes",
  "fadvise",
  "projection",
  "rows",
  "jvm",
  "requests",
  "byKind",
  "putBytes",
  "readBytes",
  "objectBytes",
  "extraRequests",
  "extraByKind",
  "serverRequests",
  "serverAgrees"
})
public final class S3RequestRow {
  /** The summary's section of these rows. */
  public static final String SECTION = "s3Requests";

  public String id;
  public String dataset;
  public String workload;
  public String operation;
  public String encryption;
  public String material;
  public String footer;
  public String columns;

  /** Row groups smaller than the workload's, bytes; null: the workload's own. */
  public Long rowGroupBytes;

  /**
   * The read's S3A input policy; null for a write (and in summaries from before it: the default).
   */
  public String fadvise;

  /** Which columns a read took; null for a write (and before it: all). */
  public String projection;

  public String rows;
  public String jvm;
  public long requests;
  public Map<String, Long> byKind = new LinkedHashMap<String, Long>();
  public Long putBytes;
  public Long readBytes;
  public Long objectBytes;

  /**
   * Requests over the plaintext file's, read the same way; null where there is none to compare
   * with.
   */
  public Long extraRequests;

  public Map<String, Long> extraByKind;

  @JsonInclude(JsonInclude.Include.ALWAYS)
  public Long serverRequests;

  public Boolean serverAgrees;

  @JsonIgnore
  public boolean isRead() {
    return "read".equals(operation);
  }

  public String policy() {
    return fadvise == null ? S3Read.DEFAULT_POLICY : fadvise;
  }

  @JsonIgnore
  public boolean isCitations() {
    return S3Case.CITATIONS.equals(dataset);
  }
}
