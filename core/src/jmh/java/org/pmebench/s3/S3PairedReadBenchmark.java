package org.pmebench.s3;

import java.io.IOException;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.metadata.ColumnPath;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.parquet.hadoop.util.HadoopOutputFile;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.Blackhole;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;
import org.pmebench.crypto.CryptoProviders;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.crypto.PmeProviderInstaller;
import org.pmebench.crypto.check.CheckedProvider;
import org.pmebench.crypto.kms.KmsEncryption;
import org.pmebench.family.s3.S3Case;
import org.pmebench.family.s3.S3Endpoint;
import org.pmebench.family.s3.S3Endpoints;
import org.pmebench.jvm.VmFlagGuard;
import org.pmebench.paired.PairedCounters;
import org.pmebench.paired.PairedFiles;
import org.pmebench.paired.PairedModes;
import org.pmebench.paired.PairedRounds;
import org.pmebench.paired.TimedOperation;
import org.pmebench.paired.Variant;
import org.pmebench.workload.StandardFiles;
import org.pmebench.workload.StandardRows;
import org.pmebench.workload.StandardWorkload;

/**
 * R&lt;workload&gt; from S3, paired: each round reads every record of the plaintext file, of each
 * encrypted file (all columns, keys through parquet's key tools, key material {@code material}) and
 * of the A/A control, all on the server with {@code latencyMs} added per request, through S3A, in a
 * shuffled order. A timed read is what a job's reader does per file: look the file up, build its
 * decryption properties (external material: fetch its key material object), read. The cost model of
 * each encrypted file (its cipher calls, replayed) is the crypto CPU part; the rest of the overhead
 * is requests and bytes.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
    value = 3,
    jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class S3PairedReadBenchmark {
  /** 1..7: the file of R1..R7. */
  @Param({"1"})
  public int workload;

  @Param({"20000"})
  public int rows;

  /**
   * internal: key material in the file; external: in {@code _KEY_MATERIAL_FOR_<file>.json} beside
   * it.
   */
  @Param({"internal"})
  public String material;

  /**
   * Added by the server to every request it answers (the endpoint the s3 family started for it).
   */
  @Param({"0"})
  public int latencyMs;

  @Param({"AES_GCM_V1+AES_GCM_CTR_V1"})
  public String encrypted;

  private final PairedFiles files = new PairedFiles("memory");
  private PairedRounds rounds;
  private S3Endpoint endpoint;
  private Configuration base;
  private String prefix;

  @Setup(Level.Trial)
  public void setUp() throws Exception {
    VmFlagGuard.check();
    // PME's ciphers from SunJCE, checked as every file family's fork checks them.
    CheckedProvider.install(
        CryptoProviders.SUN_JCE,
        PmeProviderInstaller.algorithmsOf(PairedModes.withPlaintext(encrypted)));
    if (!S3Case.INTERNAL.equals(material) && !S3Case.EXTERNAL.equals(material)) {
      throw new IllegalArgumentException("material=" + material + ": use internal or external");
    }
    endpoint = S3Endpoints.forLatency(latencyMs);
    base = endpoint.configure(StandardFiles.configuration());
    prefix = "paired-read/" + UUID.randomUUID();
    StandardWorkload shape = StandardWorkload.values()[workload - 1];
    List<Group> data = StandardRows.generate(rows, 42);
    for (EncryptionMode mode : PairedModes.withPlaintext(encrypted)) {
      Path file = path(mode.name());
      Configuration conf = configuration(mode);
      StandardFiles.write(
          data,
          HadoopOutputFile.fromPath(file, conf),
          shape,
          mode.encrypted() ? KmsEncryption.encryptionProperties(conf, file) : null,
          conf);
      files.add(new Variant(mode, read(file, conf, mode), length(file), 0));
    }
    Path control = path("control");
    StandardFiles.write(data, HadoopOutputFile.fromPath(control, base), shape, null, base);
    files.add(Variant.control(read(control, base, EncryptionMode.PLAINTEXT), length(control)));
    rounds = files.rounds();
  }

  private Path path(String name) {
    return new Path(endpoint.uri(prefix + "/" + name + ".parquet"));
  }

  private long length(Path file) throws IOException {
    return file.getFileSystem(base).getFileStatus(file).getLen();
  }

  private Configuration configuration(EncryptionMode mode) {
    if (!mode.encrypted()) {
      return base;
    }
    List<ColumnPath> all =
        StandardRows.SCHEMA.getPaths().stream().map(ColumnPath::get).collect(Collectors.toList());
    return new KmsEncryption(KmsEncryption.demoKeyList(42))
        .mode(mode)
        .columnKey(KmsEncryption.COLUMN_KEY_ID, all)
        .internalKeyMaterial(S3Case.INTERNAL.equals(material))
        .configuration(base);
  }

  private static TimedOperation read(Path file, Configuration conf, EncryptionMode mode) {
    return sink ->
        StandardFiles.readAll(
            HadoopInputFile.fromPath(file, conf),
            mode.encrypted() ? KmsEncryption.decryptionProperties(conf, file) : null,
            conf,
            sink);
  }

  @Benchmark
  public void readRound(Blackhole blackhole, PairedCounters counters) {
    counters.record(rounds, blackhole);
  }

  /**
   * After an iteration, untimed: the reads' values and, once, SunJCE at the files' module sizes.
   */
  @TearDown(Level.Iteration)
  public void checkAnswers(BenchmarkParams benchmark, IterationParams iteration) {
    files
        .checks()
        .afterIteration(
            rounds,
            true,
            CryptoProviders.SUN_JCE,
            iteration.getType() == IterationType.MEASUREMENT,
            benchmark.getMeasurement().getCount());
  }

  @TearDown(Level.Trial)
  public void tearDown() throws IOException {
    Path dir = new Path(endpoint.uri(prefix));
    dir.getFileSystem(base).delete(dir, true);
  }
}
