package org.pmebench.family.parquet;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.pmebench.crypto.CryptoProviders;
import org.pmebench.crypto.EncryptionLayout;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.run.HeapSize;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.NarrowableMatrix;
import org.pmebench.run.Pairing;
import org.pmebench.workload.WorkloadIds;

/** Which Parquet read/write benchmarks a run covers. */
public final class ParquetMatrix extends NarrowableMatrix {
  public static final List<String> ALL_SPECS =
      Collections.unmodifiableList(
          Arrays.asList(
              "R1", "R2", "R3", "R4", "R5", "R6", "R7", "W1", "W2", "W3", "W4", "W5", "W6", "W7"));
  public static final List<String> ALL_MODES =
      Collections.unmodifiableList(
          Arrays.asList(
              EncryptionMode.PLAINTEXT.name(),
              EncryptionMode.AES_GCM_V1.name(),
              EncryptionMode.AES_GCM_CTR_V1.name()));

  /** Bounds the heap a fork needs for the pre-built rows (see {@link #heapBytes}). */
  public static final int MAX_ROWS = 1_500_000;

  public static final List<String> IO =
      Collections.unmodifiableList(Arrays.asList("memory", "disk"));

  public List<String> specs = ALL_SPECS;
  public List<String> modes = ALL_MODES;
  public int rows = 1_000_000;

  /** memory (CPU cost only) or disk (a temporary file). */
  public List<String> io = Collections.singletonList("memory");

  public List<JvmVariant> variants = Collections.singletonList(JvmVariant.INTRINSICS_ON);

  /**
   * How overheads are measured: paired rounds in one fork (default), separate forks, or duet
   * threads.
   */
  public Pairing pairing = Pairing.INTERLEAVED;

  /** Footer modes of the encrypted files (encrypted, plaintext); default parquet's, encrypted. */
  public List<String> footers =
      Collections.singletonList(EncryptionLayout.DEFAULTS.get(EncryptionLayout.FOOTER_PARAM));

  /** AAD prefixes of the encrypted files (none, stored, supplied); default none. */
  public List<String> aadPrefixes =
      Collections.singletonList(EncryptionLayout.DEFAULTS.get(EncryptionLayout.AAD_PREFIX_PARAM));

  /**
   * Reads: the buffers pages come in (heap, direct: parquet's off-heap decrypt path from 1.14.0);
   * default heap.
   */
  public List<String> readBuffers =
      Collections.singletonList(EncryptionLayout.DEFAULTS.get(EncryptionLayout.READ_BUFFERS_PARAM));

  /** The JCA providers PME's ciphers come from, one after the other. */
  public List<String> providers = Collections.singletonList(CryptoProviders.SUN_JCE);

  /**
   * parquet-java releases to measure: the built-in one (1.13.1) in this run's forks, each other
   * from its own jars in a child run (rows tagged {@code parquet=<version>}).
   */
  public List<String> parquetVersions = Collections.singletonList("1.13.1");

  /** A copy measuring only {@code chosen} modes. */
  public ParquetMatrix withModes(List<String> chosen) {
    ParquetMatrix m = (ParquetMatrix) copy();
    m.modes = chosen;
    return m;
  }

  public static ParquetMatrix defaults(MeasurementProfile profile) {
    ParquetMatrix m = new ParquetMatrix();
    switch (profile) {
      case SMOKE:
        m.specs = Arrays.asList("R1", "W1");
        m.rows = 1_000;
        break;
      case QUICK:
        // Small files: many paired rounds per second, so one fork's overheads resolve a few
        // percent.
        m.rows = 20_000;
        break;
      case FIRST:
        // The headline read and write.
        m.specs = Arrays.asList("R1", "W1");
        m.rows = 20_000;
        break;
      case CI:
        m.specs = Arrays.asList("R1", "R7", "W1", "W7");
        m.rows = 20_000;
        break;
      default:
        break;
    }
    return m;
  }

  /** The encrypted modes chosen (every mode but PLAINTEXT). */
  public List<String> encryptedModes() {
    List<String> encrypted = new ArrayList<String>(modes);
    encrypted.remove(EncryptionMode.PLAINTEXT.name());
    return encrypted;
  }

  public List<String> readSpecs() {
    return WorkloadIds.reads(specs);
  }

  public List<String> writeSpecs() {
    return WorkloadIds.writes(specs);
  }

  /**
   * Heap for one fork: the pre-built rows (about 600 bytes each), the writer's buffered row group
   * and the file in memory (tens of bytes a row), with room to spare so GC stays out of the way.
   */
  public long heapBytes() {
    return HeapSize.forRows(rows, pairing == Pairing.SEPARATE ? 1 : modes().size());
  }

  /** PLAINTEXT and the encrypted modes chosen: what a paired round handles. */
  private List<String> modes() {
    List<String> all = new ArrayList<String>(encryptedModes());
    all.add(0, EncryptionMode.PLAINTEXT.name());
    return all;
  }
}
