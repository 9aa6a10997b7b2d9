package org.pmebench.family.parking;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.pmebench.crypto.CryptoProviders;
import org.pmebench.run.HeapSize;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.NarrowableMatrix;
import org.pmebench.run.Pairing;
import org.pmebench.workload.WorkloadIds;

/** Which parking-citations (column-subset) benchmarks a run covers. */
public final class ParkingMatrix extends NarrowableMatrix {
  public static final List<String> ALL_SPECS =
      Collections.unmodifiableList(Arrays.asList("R1", "R5", "R6", "W1", "W5", "W6"));
  public static final List<String> ENCRYPTED_MODES =
      Collections.unmodifiableList(Arrays.asList("AES_GCM_V1", "AES_GCM_CTR_V1"));
  public static final List<String> COLUMN_SETS =
      Collections.unmodifiableList(Arrays.asList("sensitive", "all"));
  public static final List<String> SOURCES =
      Collections.unmodifiableList(Arrays.asList("csv", "records"));
  public static final int MAX_ROWS = 20_000_000;

  public List<String> specs = ALL_SPECS;

  /** The encrypted modes; plaintext is always measured too, as the baseline. */
  public List<String> modes = ENCRYPTED_MODES;

  public List<String> columnSets = COLUMN_SETS;
  public List<String> sources = SOURCES;
  public int rows = 500_000;
  public static final String GENERATED = "generated";

  /** "generated": the generator's data; otherwise the path of a real CSV export. */
  public String csv = GENERATED;

  /**
   * parquet-java releases to measure: the built-in one (1.13.1) in this run's forks, each other
   * from its own jars in a child run (rows tagged {@code parquet=<version>}).
   */
  public List<String> parquetVersions = Collections.singletonList("1.13.1");

  public List<JvmVariant> variants = Collections.singletonList(JvmVariant.INTRINSICS_ON);

  /** Whether a run also reads only the plaintext columns of the partly encrypted file. */
  public boolean plaintextColumnsRead = true;

  /** Paired rounds in one fork (default) or separate forks; duet is not offered for this family. */
  public Pairing pairing = Pairing.INTERLEAVED;

  /** The JCA providers PME's ciphers come from, one after the other. */
  public List<String> providers = Collections.singletonList(CryptoProviders.SUN_JCE);

  /** A copy measuring only the encrypted modes {@code chosen}. */
  public ParkingMatrix withModes(List<String> chosen) {
    ParkingMatrix m = (ParkingMatrix) copy();
    m.modes = chosen;
    return m;
  }

  public static ParkingMatrix defaults(MeasurementProfile profile) {
    ParkingMatrix m = new ParkingMatrix();
    switch (profile) {
      case SMOKE:
        m.specs = Arrays.asList("R1", "W1");
        m.sources = Collections.singletonList("records");
        m.rows = 1_000;
        break;
      case QUICK:
      case CI:
        m.specs = Arrays.asList("R1", "W1");
        m.sources = Collections.singletonList("records");
        m.rows = 20_000;
        break;
      case FIRST:
        // 2 of 19 columns against all 19, read: the study's question, in the same rounds.
        m.specs = Collections.singletonList("R1");
        m.sources = Collections.singletonList("records");
        m.rows = 20_000;
        m.plaintextColumnsRead = false;
        break;
      default:
        break;
    }
    return m;
  }

  public List<String> readSpecs() {
    return WorkloadIds.reads(specs);
  }

  public List<String> writeSpecs() {
    return WorkloadIds.writes(specs);
  }

  /** The CSV text, its parsed rows and the file, with room for the writer and GC. */
  public long heapBytes() {
    return HeapSize.forRows(rows, pairing == Pairing.SEPARATE ? 1 : modes.size() + 1);
  }
}
