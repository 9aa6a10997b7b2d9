package org.pmebench.parquet;

import java.util.List;
import org.apache.parquet.example.data.Group;
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
 * W1..W7, paired: each round writes the same pre-built rows as a plaintext file, as each encrypted
 * file and once more as plaintext (the A/A control), in a shuffled order, from open to close
 * (encryption properties built inside the timed write, as every encrypted write builds them). The
 * variants take turns in one file store.
 */
public class ParquetPairedWriteBenchmark extends ParquetPairedBenchmark {
  @Param({"W1", "W2", "W3", "W4", "W5", "W6", "W7"})
  public String spec;

  @Setup(Level.Trial)
  public void setUp() throws Exception {
    List<EncryptionMode> modes = prepare();
    final StandardWorkload workload = StandardWorkload.byId(spec, 'W');
    final List<Group> data = StandardRows.generate(rows, 42);
    final FileStore store = files.newStore();
    for (final EncryptionMode mode : modes) {
      TimedOperation write =
          sink -> {
            StandardFiles.write(
                data,
                store.output(),
                workload,
                keys.encryptAll(mode, StandardRows.SCHEMA, layout),
                conf);
            return store.length();
          };
      // One untimed write gives the file's size.
      write.run(null);
      files.addWrite(new Variant(mode, write, store.length(), 0));
    }
    rounds = files.rounds();
  }

  @Benchmark
  public void writeRound(Blackhole blackhole, PairedCounters counters) {
    counters.record(rounds, blackhole);
  }

  @Override
  protected boolean reads() {
    return false;
  }
}
