package org.pmebench.family.s3;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.MeasurementProfile;

/**
 * What the s3 family measures: per standard workload's file (and the citations file, all or 2
 * columns encrypted), the S3 requests of writing and reading it in every mode x key material x
 * footer x S3A input policy (exact counts), and the paired read overhead at each added request
 * latency, on the suite's S3Proxy or a user's endpoint.
 */
public final class S3Matrix {
  public static final List<String> MATERIALS = Arrays.asList(S3Case.INTERNAL, S3Case.EXTERNAL);
  public static final List<String> FOOTERS =
      Arrays.asList(S3Case.ENCRYPTED_FOOTER, S3Case.PLAINTEXT_FOOTER);
  public static final int MAX_LATENCY_MILLIS = 1000;

  public List<Integer> workloads = Collections.singletonList(1);
  public int rows = 20_000;
  public List<String> materials = MATERIALS;
  public List<String> footers = FOOTERS;

  /**
   * Row-group sizes of the counted standard files in bytes of buffered rows (before encoding), 0:
   * the workload's own (one row group at these row counts; 4 MiB makes six of 20,000 rows).
   */
  public List<Long> rowGroupBytes = Arrays.asList(0L, 4L << 20);

  /** S3A input policies each counted file is read with (fs.s3a.experimental.input.fadvise). */
  public List<String> fadvise = S3Read.POLICIES;

  /**
   * Also count the citations file, all columns and only its 2 sensitive ones encrypted (R1's
   * shape).
   */
  public boolean citations = true;

  public List<EncryptionMode> encrypted =
      Arrays.asList(EncryptionMode.AES_GCM_V1, EncryptionMode.AES_GCM_CTR_V1);

  /** Added per request by the suite's servers, one server each (a user's endpoint: 0 only). */
  public List<Integer> latenciesMillis = Arrays.asList(0, 20);

  /**
   * The paired read timing (JMH): forks, warm-up and measured iterations of {@link
   * #iterationMillis}.
   */
  public int forks = 3;

  public int warmupIterations = 3;
  public int measurementIterations = 4;
  public int iterationMillis = 2000;

  /**
   * Spark's output committers the committer application writes through (empty: it does not run).
   */
  public List<String> committers = CommitterSpec.COMMITTERS;

  public List<String> faults = CommitterSpec.FAULTS;
  public long committerRows = 100_000;
  public int committerFiles = 8;
  public int committerRounds = 1;

  /**
   * The added latency of the server the committer jobs write to (one of {@link #latenciesMillis}).
   */
  public int committerLatencyMillis = 0;

  /** The java that runs S3Proxy (17 or newer); null when none was found. */
  public String serverJava;

  /** A user's S3 endpoint instead of the suite's S3Proxy; null: S3Proxy. */
  public String endpoint;

  public String bucket;
  public List<JvmVariant> variants = Collections.singletonList(JvmVariant.INTRINSICS_ON);

  public static S3Matrix defaults(MeasurementProfile profile) {
    S3Matrix m = new S3Matrix();
    switch (profile) {
      case SMOKE:
        m.rows = 1_000;
        m.latenciesMillis = Collections.singletonList(0);
        m.materials = Collections.singletonList(S3Case.EXTERNAL);
        m.fadvise = Collections.singletonList(S3Read.DEFAULT_POLICY);
        m.citations = false;
        m.rowGroupBytes = Collections.singletonList(0L);
        m.forks = 1;
        m.warmupIterations = 0;
        m.measurementIterations = 1;
        m.iterationMillis = 200;
        m.committers = Collections.emptyList();
        break;
      case STANDARD:
      case FULL:
        m.workloads = Arrays.asList(1, 7);
        m.latenciesMillis = Arrays.asList(0, 5, 20);
        m.forks = profile == MeasurementProfile.FULL ? 8 : 5;
        m.warmupIterations = 4;
        m.measurementIterations = 5;
        m.committerRounds = 3;
        break;
      default:
        break;
    }
    return m;
  }

  /** Paired-read configurations (JMH): workload x material x latency. */
  public int timingConfigurations() {
    return workloads.size() * materials.size() * latenciesMillis.size();
  }

  /**
   * Files whose requests are counted (each written once, read once per input policy and
   * projection).
   */
  public List<S3Case> cases() {
    return S3Case.matrix(workloads, rowGroupBytes, encrypted, materials, footers, citations);
  }
}
