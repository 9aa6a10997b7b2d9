package org.pmebench.parking;

import java.io.IOException;
import java.util.Collections;
import java.util.List;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.pmebench.citations.EncryptedColumns;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.paired.PairedFiles;
import org.pmebench.paired.PairedModes;
import org.pmebench.paired.PairedRounds;
import org.pmebench.paired.PairedTearDowns;
import org.pmebench.paired.TimedOperation;
import org.pmebench.paired.Variant;

/**
 * The paired parking benchmarks: each round handles the plaintext file and the file of each
 * encrypted mode with the subclass's column set (or one file per mode of each of the two sets), in
 * a shuffled order ({@link PairedRounds}).
 */
public abstract class ParkingPairedBenchmark extends ParkingSettings {
  /** The encrypted modes measured next to PLAINTEXT, joined with '+'. */
  @Param({"AES_GCM_V1+AES_GCM_CTR_V1"})
  public String encrypted;

  protected PairedFiles files;
  protected PairedRounds rounds;

  /** The subclass's {@code columns} parameter: sensitive, all or sensitive+all. */
  protected abstract String columns();

  /** PLAINTEXT and the encrypted modes, in that order. */
  protected List<EncryptionMode> prepare() {
    List<EncryptionMode> modes = PairedModes.withPlaintext(encrypted);
    prepareSettings(modes);
    EncryptedColumns.setsOf(columns());
    files = new PairedFiles(io);
    return modes;
  }

  /** The column sets a mode's files encrypt: none for plaintext, else one or two sets. */
  protected List<EncryptedColumns> columnSetsOf(EncryptionMode mode) {
    return mode.encrypted()
        ? EncryptedColumns.setsOf(columns())
        : Collections.singletonList(EncryptedColumns.NONE);
  }

  /**
   * The variant of a file: with both column sets in the rounds, the sensitive file takes the mode's
   * subset slot and the all-columns file the mode's own.
   */
  protected Variant variant(
      EncryptionMode mode,
      EncryptedColumns set,
      TimedOperation operation,
      long fileBytes,
      long encryptedColumnBytes) {
    if (set == EncryptedColumns.SENSITIVE && columnSetsOf(mode).size() > 1) {
      return Variant.subset(mode, operation, fileBytes, encryptedColumnBytes);
    }
    return new Variant(mode, operation, fileBytes, encryptedColumnBytes);
  }

  /**
   * Whether the rounds read files, whose values {@link org.pmebench.paired.AnswerChecks} then
   * checks.
   */
  protected abstract boolean reads();

  /**
   * After an iteration, untimed: the reads' values and, once, the provider at the files' module
   * sizes.
   */
  @TearDown(Level.Iteration)
  public void checkAnswers(BenchmarkParams benchmark, IterationParams iteration) {
    PairedTearDowns.afterIteration(files, rounds, reads(), provider, benchmark, iteration);
  }

  @TearDown(Level.Trial)
  public void tearDown() throws IOException {
    files.close();
  }
}
