package org.pmebench.files;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.ParquetWriter;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.paired.PairedCounters;
import org.pmebench.paired.TimedOperation;
import org.pmebench.paired.Variant;
import org.pmebench.userfiles.WriterSettings;
import org.pmebench.workload.FileStore;
import org.pmebench.workload.StandardFiles;

/**
 * Writes of the user's rows, paired: the file's records are read once in setup, then each round
 * writes them as plaintext, in each encrypted mode with the column set, and as plaintext again (the
 * A/A control), with the settings the file's own metadata gives ({@link WriterSettings}). The
 * variants take turns in one file store.
 */
public class FilesPairedWriteBenchmark extends FilesPairedBenchmark {
  @Setup(Level.Trial)
  public void setUp() throws Exception {
    List<EncryptionMode> modes = prepare();
    final List<Group> rows = new ArrayList<Group>();
    StandardFiles.readAll(source, null, conf, row -> rows.add((Group) row));
    final WriterSettings settings = WriterSettings.of(source).matchingRowGroups(rows, conf);
    final FileStore store = files.newStore();
    for (final EncryptionMode mode : modes) {
      TimedOperation write =
          sink -> {
            try (ParquetWriter<Group> writer = writer(store, settings, mode)) {
              for (Group row : rows) {
                writer.write(row);
              }
            }
            return store.length();
          };
      // One untimed write gives the file's size and its encrypted columns' bytes.
      write.run(null);
      files.addWrite(
          new Variant(mode, write, store.length(), encryptedColumnBytes(store.input(), mode)));
    }
    rounds = files.rounds();
  }

  private ParquetWriter<Group> writer(FileStore store, WriterSettings settings, EncryptionMode mode)
      throws IOException {
    return settings.writer(store.output(), conf).withEncryption(encryption(mode)).build();
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
