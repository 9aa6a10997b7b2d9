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
import org.pmebench.paired.Variant;

/**
 * R1..R7, paired: each round reads every record of the plaintext file and of each encrypted file
 * of the workload (all written in setup from the same rows), in a shuffled order. The decryption
 * properties are built inside each timed read, as every encrypted read builds them.
 */
public class ParquetPairedReadBenchmark extends ParquetPairedBenchmark {
  @Param({"R1", "R2", "R3", "R4", "R5", "R6", "R7"})
  public String spec;

  @Setup(Level.Trial)
  public void setUp() throws IOException {
    StandardWorkload workload = StandardWorkload.byId(spec, 'R');
    List<Group> data = StandardRows.generate(rows, 42);
    for (final EncryptionMode mode : prepare()) {
      FileStore store = files.newStore();
      StandardFiles.write(data, store.output(), workload, keys.encryptAll(mode, StandardRows.SCHEMA, layout), conf);
      final InputFile file = store.input();
      files.add(new Variant(mode, sink -> StandardFiles.readAll(file, decryption(mode), conf, sink), store.length(),
          0));
    }
    rounds = files.rounds();
  }

  private FileDecryptionProperties decryption(EncryptionMode mode) {
    return mode.encrypted() ? keys.decryptAll(StandardRows.SCHEMA, layout) : null;
  }

  @Benchmark
  public void readRound(Blackhole blackhole, PairedCounters counters) {
    counters.record(rounds, blackhole);
  }
}
