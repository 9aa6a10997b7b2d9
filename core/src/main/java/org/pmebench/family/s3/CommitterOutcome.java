package org.pmebench.family.s3;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One write job of the committer application and what it left: did the job succeed, how long it
 * took, which objects are visible at the destination, whether each visible Parquet file reads back
 * with its keys, and the multipart uploads still pending under its directory.
 */
public final class CommitterOutcome {
  public String committer;
  public String mode;

  /** internal, external, or none for PLAINTEXT. */
  public String material;

  public String fault;

  /** 0 for the fault jobs. */
  public int round;

  public boolean succeeded;
  public String error;
  public long jobMillis;
  public long rowsWritten;

  /** Visible Parquet files (not starting with _ or .). */
  public int parquetFiles;

  public int keyMaterialFiles;

  /**
   * none, empty (FileOutputCommitter's marker) or json (S3A's, with {@link #successFiles} names).
   */
  public String successMarker = "none";

  public int successFiles = -1;
  public int readableFiles;
  public long rowsRead;

  /** Visible Parquet files that do not read back, with the reason: data a reader loses. */
  public Map<String, String> unreadable = new LinkedHashMap<String, String>();

  /** Visible encrypted files whose external key material is not beside them. */
  public List<String> withoutKeyMaterial = new ArrayList<String>();

  /**
   * Visible Parquet files of an encrypted job that end in PAR1, not PARE: written without
   * encryption.
   */
  public int unencryptedFiles;

  public int pendingUploads;

  /**
   * S3 requests of the job (S3A's counters; tasks share the driver's file system in local mode).
   */
  public Map<String, Long> requests = new LinkedHashMap<String, Long>();

  /**
   * S3 requests of reading the job's table back through Spark, one query over every column (jobs
   * that succeeded).
   */
  public Map<String, Long> sparkReadRequests = new LinkedHashMap<String, Long>();

  /** Why reading the table back through Spark failed; null when it did not. */
  public String sparkReadError;
}
