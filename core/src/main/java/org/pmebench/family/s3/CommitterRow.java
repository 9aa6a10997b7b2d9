package org.pmebench.family.s3;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.Map;

/**
 * One row of the summary's {@code s3Committers}, as the report and the gate read it: a committer's
 * job in one mode, key material and fault, what it left at the destination and its verdict.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public final class CommitterRow {
  /** The summary's section of these rows. */
  public static final String SECTION = "s3Committers";
  public String committer;
  public String encryption;
  public String material;
  public String fault;
  public String rows;
  public double jobMillis = Double.NaN;
  public boolean dataLoss;
  public String verdict;
  public long parquetFiles;
  public long keyMaterialFiles;
  public long unencryptedFiles;
  public long pendingUploads;
  /** Requests of reading the table back through Spark, by kind, in order; null where not read. */
  public Map<String, Long> sparkReadRequests;

  /** The total of {@link #sparkReadRequests}. */
  public long sparkReadTotal() {
    long n = 0;
    for (long v : sparkReadRequests.values()) {
      n += v;
    }
    return n;
  }
}
