package org.pmebench.family.s3;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One row of the summary's {@code s3Committers}, as the s3 family writes it ({@link
 * S3CommitterRows}) and the report and the gate read it: a committer's jobs in one mode, key
 * material and fault, what they left at the destination, and the verdict. Parts a row does not have
 * are null and left out.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({
  "committer",
  "encryption",
  "material",
  "fault",
  "latencyMs",
  "rows",
  "files",
  "jobs",
  "jobMillis",
  "succeeded",
  "parquetFiles",
  "keyMaterialFiles",
  "unreadableFiles",
  "filesWithoutKeyMaterial",
  "unencryptedFiles",
  "rowsRead",
  "rowsWritten",
  "pendingUploads",
  "successMarkerFiles",
  "jobRequests",
  "sparkReadRequests",
  "dataLoss",
  "verdict"
})
public final class CommitterRow {
  /** The summary's section of these rows. */
  public static final String SECTION = "s3Committers";

  public String committer;
  public String encryption;
  public String material;
  public String fault;

  /** Not in runs from before it was recorded. */
  public String latencyMs;

  public String rows;
  public String files;
  public int jobs;
  public double jobMillis = Double.NaN;
  public boolean succeeded;
  public long parquetFiles;
  public long keyMaterialFiles;
  public long unreadableFiles;
  public long filesWithoutKeyMaterial;

  /** Not in runs from before it was checked. */
  public Long unencryptedFiles;

  public long rowsRead;
  public long rowsWritten;
  public long pendingUploads;
  public long successMarkerFiles;
  public Map<String, Long> jobRequests = new LinkedHashMap<String, Long>();

  /**
   * Requests of reading the table back through Spark, by kind; null where it was not read (a failed
   * job).
   */
  public Map<String, Long> sparkReadRequests;

  public boolean dataLoss;
  public String verdict;

  /** The total of {@link #sparkReadRequests}. */
  public long sparkReadTotal() {
    long n = 0;
    for (long v : sparkReadRequests.values()) {
      n += v;
    }
    return n;
  }
}
