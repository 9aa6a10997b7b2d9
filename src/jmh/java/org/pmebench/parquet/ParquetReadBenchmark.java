package org.pmebench.parquet;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.io.InputFile;
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
import org.openjdk.jmh.infra.Blackhole;
import org.pmebench.bench.VmFlagGuard;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.crypto.ExplicitKeys;

/**
 * R1..R7: time to read every record of one standard file with parquet-hadoop's record reader,
 * from memory or disk. The file is written in setup (not timed) with the same properties as W1..W7.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 3, jvmArgsAppend = {"-Xms8g", "-Xmx8g"})
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class ParquetReadBenchmark {
  @Param({"R1", "R2", "R3", "R4", "R5", "R6", "R7"})
  public String spec;

  @Param({"PLAINTEXT", "AES_GCM_V1", "AES_GCM_CTR_V1"})
  public String mode;

  @Param({"1000000"})
  public int rows;

  /** memory: the file is held in memory (CPU cost only); disk: a file in a temporary directory. */
  @Param({"memory"})
  public String io;

  private EncryptionMode encryption;
  private ExplicitKeys keys;
  private FileStore store;
  private InputFile file;
  private long fileLength;
  private Configuration conf;

  @Setup(Level.Trial)
  public void setUp() throws IOException {
    VmFlagGuard.check();
    StandardWorkload workload = StandardWorkload.byId(spec, 'R');
    encryption = EncryptionMode.byName(mode);
    keys = new ExplicitKeys(42);
    conf = StandardFiles.configuration();
    store = FileStore.create(io);
    StandardFiles.write(StandardRows.generate(rows, 42), store.output(), workload,
        keys.encryptAll(encryption, StandardRows.SCHEMA), conf);
    file = store.input();
    fileLength = store.length();
  }

  @TearDown(Level.Trial)
  public void tearDown() throws IOException {
    store.close();
  }

  @Benchmark
  public long readFile(Blackhole blackhole, FileBytes bytes) throws IOException {
    long records = 0;
    try (ParquetReader<Group> reader = StandardFiles.reader(file,
        encryption.encrypted() ? keys.decryptAll(StandardRows.SCHEMA) : null, conf)) {
      Group group;
      while ((group = reader.read()) != null) {
        blackhole.consume(group);
        records++;
      }
    }
    bytes.fileBytes += fileLength;
    return records;
  }
}
