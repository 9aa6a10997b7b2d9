package org.pmebench.parking;

import java.io.IOException;
import java.util.List;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.TearDown;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.paired.PairedFiles;
import org.pmebench.paired.PairedModes;
import org.pmebench.paired.PairedRounds;

/**
 * The paired parking benchmarks: each round handles the plaintext file and the file of each
 * encrypted mode with the subclass's column set, in a shuffled order ({@link PairedRounds}).
 */
public abstract class ParkingPairedBenchmark extends ParkingSettings {
  /** The encrypted modes measured next to PLAINTEXT, joined with '+'. */
  @Param({"AES_GCM_V1+AES_GCM_CTR_V1"})
  public String encrypted;

  protected PairedFiles files;
  protected PairedRounds rounds;

  /** The subclass's {@code columns} parameter: sensitive or all. */
  protected abstract String columns();

  /** PLAINTEXT and the encrypted modes, in that order. */
  protected List<EncryptionMode> prepare() {
    List<EncryptionMode> modes = PairedModes.withPlaintext(encrypted);
    prepareSettings(modes);
    if (EncryptedColumns.byId(columns()) == EncryptedColumns.NONE) {
      throw new IllegalArgumentException("columns=none: a paired benchmark always measures the plaintext file; "
          + "give the encrypted files' column set, sensitive or all");
    }
    files = new PairedFiles(io);
    return modes;
  }

  /** The columns a variant's file encrypts: none for plaintext. */
  protected EncryptedColumns columnsOf(EncryptionMode mode) {
    return mode.encrypted() ? EncryptedColumns.byId(columns()) : EncryptedColumns.NONE;
  }

  @TearDown(Level.Trial)
  public void tearDown() throws IOException {
    files.close();
  }
}
