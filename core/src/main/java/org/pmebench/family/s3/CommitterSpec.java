package org.pmebench.family.s3;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What the s3 family's Spark committer application does (written as JSON by the suite, read by
 * {@code org.pmebench.spark.SparkCommitterApp}): per round, one write job of {@link #rows} rows
 * into {@link #files} Parquet files under each committer x PME mode x key material, in a shuffled
 * order, each into a fresh directory; then each committer x key material once more with {@link
 * #faultMode} and each fault. After every job: what is visible at the destination, and whether
 * every visible Parquet file reads back with its keys.
 */
public final class CommitterSpec {
  /** Hadoop's FileOutputCommitter, algorithm 1: tasks' output renamed at job commit. */
  public static final String FILE_V1 = "file-v1";

  /** Algorithm 2: each task's output renamed into the destination at task commit. */
  public static final String FILE_V2 = "file-v2";

  /** S3A's magic committer: multipart uploads completed at job commit. */
  public static final String MAGIC = "magic";

  /**
   * S3A's directory staging committer: files staged on local disk, uploaded at task commit,
   * completed at job commit.
   */
  public static final String DIRECTORY = "directory";

  public static final List<String> COMMITTERS = Arrays.asList(FILE_V1, FILE_V2, MAGIC, DIRECTORY);

  /** No fault. */
  public static final String NO_FAULT = "none";

  /** The first attempt of the first task fails half-way through its rows; its retry succeeds. */
  public static final String TASK_RETRIED = "task-retried";

  /**
   * The last task fails half-way on every attempt: the job aborts after the other tasks committed.
   */
  public static final String JOB_ABORTED = "job-aborted";

  public static final List<String> FAULTS = Arrays.asList(TASK_RETRIED, JOB_ABORTED);

  public String appName = "pmebench-s3-committers";
  public String endpoint;
  public String bucket;

  /** Null: the AWS credentials chain. */
  public String accessKey;

  public String secretKey;

  /** Key prefix under which every job writes its own directory. */
  public String prefix;

  public List<String> committers = new ArrayList<String>(COMMITTERS);
  public List<String> modes =
      new ArrayList<String>(Arrays.asList("PLAINTEXT", "AES_GCM_V1", "AES_GCM_CTR_V1"));
  public List<String> materials =
      new ArrayList<String>(Arrays.asList(S3Case.INTERNAL, S3Case.EXTERNAL));
  public List<String> faults = new ArrayList<String>(FAULTS);

  /** The encrypted mode the fault jobs write with. */
  public String faultMode = "AES_GCM_V1";

  public long rows = 200_000;
  public int files = 8;
  public int rounds = 2;

  /** The latency the server adds per request (recorded with the results; the server sets it). */
  public int latencyMillis;

  /** Local staging directory of the staging committer. */
  public String stagingDir;
}
