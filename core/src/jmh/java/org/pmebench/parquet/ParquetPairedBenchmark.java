package org.pmebench.parquet;

import java.io.IOException;
import java.util.List;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.paired.PairedFiles;
import org.pmebench.paired.PairedModes;
import org.pmebench.paired.PairedRounds;
import org.pmebench.paired.PairedTearDowns;

/**
 * The paired benchmarks: one JMH operation is one round in which the plaintext file and each
 * encrypted file of the same workload are handled once, in a shuffled order, each timed on its own
 * ({@link PairedRounds}); the per-variant times and per-round ratios are the secondary results of
 * {@code PairedCounters}. The encrypted files have the layout of {@code footer} and {@code
 * aadPrefix}; the plaintext file has none.
 */
public abstract class ParquetPairedBenchmark extends ParquetSettings {
  /** The encrypted modes measured next to PLAINTEXT, joined with '+'. */
  @Param({"AES_GCM_V1+AES_GCM_CTR_V1"})
  public String encrypted;

  protected PairedFiles files;
  protected PairedRounds rounds;

  /** PLAINTEXT and the encrypted modes, in that order. */
  protected List<EncryptionMode> prepare() {
    List<EncryptionMode> modes = PairedModes.withPlaintext(encrypted);
    prepareSettings(modes);
    files = new PairedFiles(io);
    return modes;
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
