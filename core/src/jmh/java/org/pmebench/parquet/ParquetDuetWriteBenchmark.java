package org.pmebench.parquet;

import java.io.IOException;
import java.util.List;
import org.apache.parquet.example.data.Group;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.GroupThreads;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.pmebench.workload.FileStore;
import org.pmebench.workload.StandardFiles;
import org.pmebench.workload.StandardRows;
import org.pmebench.workload.StandardWorkload;

/**
 * Duet benchmarking, W1..W7: two threads write the same pre-built rows at the same time, one as a
 * plaintext file and one encrypted, each into its own store. See {@link ParquetDuetReadBenchmark}.
 */
public class ParquetDuetWriteBenchmark extends ParquetDuetBenchmark {
  @Param({"W1", "W2", "W3", "W4", "W5", "W6", "W7"})
  public String spec;

  private StandardWorkload workload;

  /**
   * One copy of the rows per thread: parquet's Binary values are not safe to write from two threads
   * at once.
   */
  private List<Group> plainRows;

  private List<Group> encryptedRows;

  @Setup(Level.Trial)
  public void setUp() throws IOException {
    prepare();
    workload = StandardWorkload.byId(spec, 'W');
    plainRows = StandardRows.generate(rows, 42);
    encryptedRows = StandardRows.generate(rows, 42);
    plainStore = FileStore.create(io);
    encryptedStore = FileStore.create(io);
  }

  @Benchmark
  @org.openjdk.jmh.annotations.Group("duet")
  @GroupThreads(1)
  public long plaintext() throws IOException {
    StandardFiles.write(plainRows, plainStore.output(), workload, null, conf);
    return plainStore.length();
  }

  @Benchmark
  @org.openjdk.jmh.annotations.Group("duet")
  @GroupThreads(1)
  public long encrypted() throws IOException {
    StandardFiles.write(
        encryptedRows,
        encryptedStore.output(),
        workload,
        keys.encryptAll(encryption, StandardRows.SCHEMA, layout),
        conf);
    return encryptedStore.length();
  }
}
