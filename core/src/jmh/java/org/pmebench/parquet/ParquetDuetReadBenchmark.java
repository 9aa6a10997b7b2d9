package org.pmebench.parquet;

import java.io.IOException;
import java.util.List;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.io.InputFile;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.GroupThreads;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;
import org.pmebench.workload.FileStore;
import org.pmebench.workload.StandardFiles;
import org.pmebench.workload.StandardRows;
import org.pmebench.workload.StandardWorkload;

/**
 * Duet benchmarking (Bulej et al., ICPE 2020), R1..R7: two threads of one fork read the plaintext
 * and the encrypted file of the same workload at the same time, over and over; JMH reports each
 * thread's time per file per iteration ({@code duet:plaintext}, {@code duet:encrypted}) and the
 * summary pairs them per iteration. An experiment next to the interleaved rounds (docs/method.md).
 */
public class ParquetDuetReadBenchmark extends ParquetDuetBenchmark {
  @Param({"R1", "R2", "R3", "R4", "R5", "R6", "R7"})
  public String spec;

  private InputFile plainFile;
  private InputFile encryptedFile;

  @Setup(Level.Trial)
  public void setUp() throws IOException {
    prepare();
    StandardWorkload workload = StandardWorkload.byId(spec, 'R');
    List<Group> data = StandardRows.generate(rows, 42);
    plainStore = FileStore.create(io);
    StandardFiles.write(data, plainStore.output(), workload, null, conf);
    plainFile = plainStore.input();
    encryptedStore = FileStore.create(io);
    StandardFiles.write(
        data,
        encryptedStore.output(),
        workload,
        keys.encryptAll(encryption, StandardRows.SCHEMA, layout),
        conf);
    encryptedFile = encryptedStore.input();
  }

  @Benchmark
  @org.openjdk.jmh.annotations.Group("duet")
  @GroupThreads(1)
  public long plaintext(Blackhole blackhole) throws IOException {
    return StandardFiles.readAll(plainFile, null, conf, blackhole::consume);
  }

  @Benchmark
  @org.openjdk.jmh.annotations.Group("duet")
  @GroupThreads(1)
  public long encrypted(Blackhole blackhole) throws IOException {
    return StandardFiles.readAll(
        encryptedFile, keys.decryptAll(StandardRows.SCHEMA, layout), conf, blackhole::consume);
  }
}
