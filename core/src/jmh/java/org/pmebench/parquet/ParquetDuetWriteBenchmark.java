package org.pmebench.parquet;

import java.io.IOException;
import java.util.Collections;
import java.util.List;
import org.apache.parquet.example.data.Group;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.GroupThreads;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.workload.FileStore;
import org.pmebench.workload.StandardFiles;
import org.pmebench.workload.StandardRows;
import org.pmebench.workload.StandardWorkload;

/**
 * Duet benchmarking, W1..W7: two threads write the same pre-built rows at the same time, one as a
 * plaintext file and one encrypted, each into its own store. See {@link ParquetDuetReadBenchmark}.
 */
@State(Scope.Group)
public class ParquetDuetWriteBenchmark extends ParquetSettings {
  @Param({"W1", "W2", "W3", "W4", "W5", "W6", "W7"})
  public String spec;

  /** The encrypted file's mode. */
  @Param({"AES_GCM_V1", "AES_GCM_CTR_V1"})
  public String mode;

  private EncryptionMode encryption;
  private StandardWorkload workload;
  /** One copy of the rows per thread: parquet's Binary values are not safe to write from two threads at once. */
  private List<Group> plainRows;
  private List<Group> encryptedRows;
  private FileStore plainStore;
  private FileStore encryptedStore;

  @Setup(Level.Trial)
  public void setUp() throws IOException {
    encryption = EncryptionMode.byName(mode);
    prepareSettings(Collections.singletonList(encryption));
    if (!encryption.encrypted()) {
      throw new IllegalArgumentException("mode=" + mode + ": a duet pairs PLAINTEXT with an encrypted mode");
    }
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
    StandardFiles.write(encryptedRows, encryptedStore.output(), workload, keys.encryptAll(encryption, StandardRows.SCHEMA,
        layout), conf);
    return encryptedStore.length();
  }

  @TearDown(Level.Trial)
  public void tearDown() throws IOException {
    plainStore.close();
    encryptedStore.close();
  }
}
