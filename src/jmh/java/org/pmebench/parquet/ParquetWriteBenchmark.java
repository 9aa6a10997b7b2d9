package org.pmebench.parquet;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.example.data.Group;
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
import org.pmebench.bench.VmFlagGuard;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.crypto.ExplicitKeys;

/**
 * W1..W7: time to write one whole standard file of {@code rows} rows with parquet-hadoop, in
 * memory or to disk. Rows are built in setup; the timed operation is the writer from open to close,
 * including building the file's encryption properties (what every encrypted write does).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 3, jvmArgsAppend = {"-Xms8g", "-Xmx8g"})
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class ParquetWriteBenchmark {
  @Param({"W1", "W2", "W3", "W4", "W5", "W6", "W7"})
  public String spec;

  @Param({"PLAINTEXT", "AES_GCM_V1", "AES_GCM_CTR_V1"})
  public String mode;

  @Param({"1000000"})
  public int rows;

  /** memory: the file is held in memory (CPU cost only); disk: a file in a temporary directory. */
  @Param({"memory"})
  public String io;

  private StandardWorkload workload;
  private EncryptionMode encryption;
  private ExplicitKeys keys;
  private List<Group> data;
  private FileStore file;
  private Configuration conf;

  @Setup(Level.Trial)
  public void setUp() throws IOException {
    VmFlagGuard.check();
    workload = StandardWorkload.byId(spec, 'W');
    encryption = EncryptionMode.byName(mode);
    keys = new ExplicitKeys(42);
    data = StandardRows.generate(rows, 42);
    file = FileStore.create(io);
    conf = StandardFiles.configuration();
  }

  @TearDown(Level.Trial)
  public void tearDown() throws IOException {
    file.close();
  }

  @Benchmark
  public long writeFile(FileBytes bytes) throws IOException {
    StandardFiles.write(data, file.output(), workload, keys.encryptAll(encryption, StandardRows.SCHEMA), conf);
    long size = file.length();
    bytes.fileBytes += size;
    return size;
  }
}
