package org.pmebench.family.kms;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.MeasurementProfile;

/** Which key-management (KMS) benchmarks a run covers. */
public final class KmsMatrix {
  public static final List<String> COLUMN_COUNTS =
      Collections.unmodifiableList(Arrays.asList("1", "2", "19"));
  public static final List<String> WRAPPINGS =
      Collections.unmodifiableList(Arrays.asList("single", "double"));
  public static final List<String> MATERIALS =
      Collections.unmodifiableList(Arrays.asList("internal", "external"));
  public static final List<String> CACHES =
      Collections.unmodifiableList(Arrays.asList("cached", "uncached"));
  public static final List<String> OPERATIONS =
      Collections.unmodifiableList(Arrays.asList("wrap", "unwrap"));

  /** Longest modelled KMS round trip: 10 s per call is a broken KMS, not a slow one. */
  public static final long MAX_DELAY_MICROS = 10_000_000L;

  public List<String> columns = COLUMN_COUNTS;
  public List<String> wrappings = WRAPPINGS;
  public List<String> materials = MATERIALS;
  public List<String> caches = CACHES;
  public List<String> operations = OPERATIONS;

  /**
   * KMS round trip per call, microseconds: 0 (in-process) and 1 ms (a KMS in the same data centre).
   */
  public List<String> delaysMicros = Arrays.asList("0", "1000");

  public List<JvmVariant> variants = Collections.singletonList(JvmVariant.INTRINSICS_ON);

  public static KmsMatrix defaults(MeasurementProfile profile) {
    KmsMatrix m = new KmsMatrix();
    if (profile == MeasurementProfile.SMOKE) {
      // Every operation, wrapping and key-material store once; the uncached path is the one that
      // calls the KMS (a cached key only skips that call).
      m.columns = Collections.singletonList("2");
      m.delaysMicros = Collections.singletonList("0");
      m.caches = Collections.singletonList("uncached");
    } else if (profile == MeasurementProfile.QUICK || profile == MeasurementProfile.FIRST) {
      // A first look: the in-process KMS and key material in the file; the rest in standard.
      m.columns = Arrays.asList("2", "19");
      m.delaysMicros = Collections.singletonList("0");
      m.materials = Collections.singletonList("internal");
    }
    return m;
  }
}
