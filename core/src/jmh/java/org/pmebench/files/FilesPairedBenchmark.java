package org.pmebench.files;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.crypto.FileEncryptionProperties;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.ColumnPath;
import org.apache.parquet.io.InputFile;
import org.apache.parquet.schema.MessageType;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.pmebench.citations.ColumnShares;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.crypto.ExplicitKeys;
import org.pmebench.crypto.PmeProviderInstaller;
import org.pmebench.crypto.check.CheckedProvider;
import org.pmebench.jvm.VmFlagGuard;
import org.pmebench.paired.LiveHeap;
import org.pmebench.paired.PairedFiles;
import org.pmebench.paired.PairedModes;
import org.pmebench.paired.PairedRounds;
import org.pmebench.paired.PairedTearDowns;
import org.pmebench.userfiles.ColumnSet;
import org.pmebench.workload.InMemoryInputFile;
import org.pmebench.workload.StandardFiles;

/**
 * What the benchmarks of the user's files share: the file (read once into memory; it is never
 * written), the column set PME encrypts in it, the keys (one per encrypted column, and the
 * footer's) and the paired rounds of the plaintext file, each encrypted mode and the A/A control.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
    value = 3,
    jvmArgsAppend = {"-Xms4g", "-Xmx4g"})
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public abstract class FilesPairedBenchmark {
  /** The user's plaintext Parquet file (absolute path). */
  @Param({""})
  public String userFile;

  /** The columns PME encrypts: all, or dotted paths joined with '+' (ColumnSet#param). */
  @Param({ColumnSet.ALL})
  public String encrypt;

  /** The encrypted modes measured next to PLAINTEXT, joined with '+'. */
  @Param({"AES_GCM_V1+AES_GCM_CTR_V1"})
  public String encrypted;

  /** memory: the copies are held in memory (CPU cost only); disk: in a temporary directory. */
  @Param({"memory"})
  public String io;

  /** The JCA provider PME's ciphers come from, installed first in the fork and verified. */
  @Param({"SunJCE"})
  public String provider;

  /** fixed or consumer (LiveHeap); the run command gives the matching JVM arguments. */
  @Param({LiveHeap.FIXED})
  public String heap;

  protected final ExplicitKeys keys = new ExplicitKeys(42);
  protected Configuration conf;

  /** The user's file, in memory. */
  protected InputFile source;

  protected MessageType schema;
  protected ColumnSet columns;

  /** The set's leaf columns in this file, resolved once (the launcher checked them). */
  protected List<ColumnPath> encryptedColumns;

  protected PairedFiles files;
  protected PairedRounds rounds;

  /** PLAINTEXT and the encrypted modes, in that order; the file read and checked. */
  protected List<EncryptionMode> prepare() throws IOException {
    List<EncryptionMode> modes = PairedModes.withPlaintext(encrypted);
    VmFlagGuard.check();
    LiveHeap.hold(heap);
    CheckedProvider.install(provider, PmeProviderInstaller.algorithmsOf(modes));
    conf = StandardFiles.configuration();
    source = new InMemoryInputFile(Files.readAllBytes(Paths.get(userFile)));
    try (ParquetFileReader reader = ParquetFileReader.open(source)) {
      schema = reader.getFooter().getFileMetaData().getSchema();
    }
    columns = ColumnSet.ofParam(encrypt);
    encryptedColumns = columns.leaves(schema);
    files = new PairedFiles(io);
    return modes;
  }

  /** Built inside each timed write, as every encrypted write builds them; null for plaintext. */
  protected FileEncryptionProperties encryption(EncryptionMode mode) {
    return keys.encrypt(mode, encryptedColumns);
  }

  /** Every key (null for plaintext), built inside each timed read. */
  protected FileDecryptionProperties decryption(EncryptionMode mode) {
    return mode.encrypted() ? keys.decryptAll(schema) : null;
  }

  /** The stored bytes of the encrypted columns in {@code copy} (0 for plaintext). */
  protected long encryptedColumnBytes(InputFile copy, EncryptionMode mode) throws IOException {
    if (!mode.encrypted()) {
      return 0;
    }
    return ColumnShares.of(copy, keys.decryptAll(schema)).bytesOf(columns.dottedLeaves(schema));
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
