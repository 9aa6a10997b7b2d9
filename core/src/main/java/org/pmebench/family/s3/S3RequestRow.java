package org.pmebench.family.s3;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One row of the summary's {@code s3Requests}, as the report and the gate read it: a file written or
 * read through S3A and the requests it took (by kind), beside the server's own count and what it
 * costs over the plaintext file of the same workload. Absent parts are null.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public final class S3RequestRow {
  /** The summary's section of these rows. */
  public static final String SECTION = "s3Requests";
  public String dataset;
  public String workload;
  public String operation;
  public String encryption;
  public String material;
  public String footer;
  public String columns;
  public String rows;
  public long requests;
  public Map<String, Long> byKind = new LinkedHashMap<String, Long>();
  public Long serverRequests;
  public boolean serverAgrees;
  /** The read's S3A input policy; null: the default. */
  public String fadvise;
  /** Which columns a read took; null: all. */
  public String projection;
  /** Requests over the plaintext file's, read the same way; null where not counted. */
  public Long extraRequests;
  public Map<String, Long> extraByKind = new LinkedHashMap<String, Long>();
  /** Row groups smaller than the workload's, bytes; null: the workload's own. */
  public Long rowGroupBytes;

  public boolean isRead() {
    return "read".equals(operation);
  }

  public String policy() {
    return fadvise == null ? S3Read.DEFAULT_POLICY : fadvise;
  }

  public boolean isCitations() {
    return S3Case.CITATIONS.equals(dataset);
  }
}
