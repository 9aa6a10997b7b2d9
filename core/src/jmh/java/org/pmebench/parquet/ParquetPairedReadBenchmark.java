package org.pmebench.parquet;

import java.io.IOException;
import java.util.List;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.io.InputFile;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.paired.PairedCounters;
import org.pmebench.paired.TimedOperation;
import org.pmebench.paired.Variant;
import org.pmebench.workload.FileStore;
import org.pmebench.workload.StandardFiles;
import org.pmebench.workload.StandardRows;
import org.pmebench.workload.StandardWorkload;

/**
 * R1..R7, paired: each round reads every record of the plaintext file, of each encrypted file of
 * the workload and of the A/A control (a second plaintext file), all written in setup from the same
 * rows, in a shuffled order. The decryption properties are built inside each timed read, as every
 * encrypted read builds them.
 */
public class ParquetPairedReadBenchmark extends ParquetPairedBenchmark {
  @Param({"R1", "R2", "R3", "R4", "R5", "R6", "R7"})
  public String spec;

  @Setup(Level.Trial)
  public void setUp() throws Exception {
    StandardWorkload workload = StandardWorkload.byId(spec, 'R');
    List<Group> data = StandardRows.generate(rows, 42);
    for (final EncryptionMode mode : prepare()) {
      FileStore store = write(data, workload, mode);
      files.add(new Variant(mode, read(store.input(), mode), store.length(), 0));
    }
    FileStore control = write(data, workload, EncryptionMode.PLAINTEXT);
    files.add(Variant.control(read(control.input(), EncryptionMode.PLAINTEXT), control.length()));
    rounds = files.rounds();
  }

  private FileStore write(List<Group> data, StandardWorkload workload, EncryptionMode mode)
      throws IOException {
    FileStore store = files.newStore();
    StandardFiles.write(
        data, store.output(), workload, keys.encryptAll(mode, StandardRows.SCHEMA, layout), conf);
    return store;
  }

  private TimedOperation read(InputFile file, EncryptionMode mode) {
    return sink -> StandardFiles.readAll(file, decryption(mode), conf, sink);
  }

  private FileDecryptionProperties decryption(EncryptionMode mode) {
    return mode.encrypted() ? keys.decryptAll(StandardRows.SCHEMA, layout) : null;
  }

  @Benchmark
  public void readRound(Blackhole blackhole, PairedCounters counters) {
    counters.record(rounds, blackhole);
  }

  @Override
  protected boolean reads() {
    return true;
  }
}
