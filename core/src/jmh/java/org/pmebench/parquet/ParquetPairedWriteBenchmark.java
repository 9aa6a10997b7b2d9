package org.pmebench.parquet;

import java.io.IOException;
import java.util.List;
import org.apache.parquet.example.data.Group;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.paired.PairedCounters;
import org.pmebench.paired.Variant;

/**
 * W1..W7, paired: each round writes the same pre-built rows as a plaintext file and as each
 * encrypted file, in a shuffled order, from open to close (encryption properties built inside the
 * timed write, as every encrypted write builds them). The variants take turns in one file store.
 */
public class ParquetPairedWriteBenchmark extends ParquetPairedBenchmark {
  @Param({"W1", "W2", "W3", "W4", "W5", "W6", "W7"})
  public String spec;

  @Setup(Level.Trial)
  public void setUp() throws IOException {
    List<EncryptionMode> modes = prepare();
    final StandardWorkload workload = StandardWorkload.byId(spec, 'W');
    final List<Group> data = StandardRows.generate(rows, 42);
    final FileStore store = files.newStore();
    for (final EncryptionMode mode : modes) {
      // One untimed write gives the file's size.
      StandardFiles.write(data, store.output(), workload, keys.encryptAll(mode, StandardRows.SCHEMA, layout), conf);
      files.add(new Variant(mode, sink -> {
        StandardFiles.write(data, store.output(), workload, keys.encryptAll(mode, StandardRows.SCHEMA, layout), conf);
        return store.length();
      }, store.length(), 0));
    }
    rounds = files.rounds();
  }

  @Benchmark
  public void writeRound(Blackhole blackhole, PairedCounters counters) {
    counters.record(rounds, blackhole);
  }
}
