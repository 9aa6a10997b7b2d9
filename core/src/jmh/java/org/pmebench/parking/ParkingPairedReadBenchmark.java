package org.pmebench.parking;

import java.io.IOException;
import java.util.List;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.io.InputFile;
import org.apache.parquet.schema.MessageType;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;
import org.pmebench.citations.CitationFiles;
import org.pmebench.citations.EncryptedColumns;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.paired.PairedCounters;
import org.pmebench.paired.TimedOperation;
import org.pmebench.paired.Variant;
import org.pmebench.workload.FileStore;
import org.pmebench.workload.StandardWorkload;

/**
 * R1, R5, R6 over parking citations, paired: every variant's file (and the A/A control, a second
 * plaintext file) is written in setup, then read in rounds; with {@code columns=sensitive+all} each
 * mode has a file of each column set in the rounds. Its readers read every column with every key
 * unless a subclass projects the columns or holds fewer keys.
 */
public abstract class ParkingPairedReadBenchmark extends ParkingPairedBenchmark {
  @Param({"R1", "R5", "R6"})
  public String spec;

  /** The columns read: all of them (null), unless a subclass reads a projection. */
  protected MessageType projection() {
    return null;
  }

  /**
   * The keys a reader of a variant's file has (null for plaintext): every key, unless a subclass
   * holds fewer.
   */
  protected FileDecryptionProperties decryption(EncryptionMode mode) {
    return mode.encrypted() ? keys.decryptAll(schema.schema) : null;
  }

  @Setup(Level.Trial)
  public void setUp() throws Exception {
    List<EncryptionMode> modes = prepare();
    List<Group> data = parse(csvText());
    final MessageType projection = projection();
    for (final EncryptionMode mode : modes) {
      for (EncryptedColumns set : columnSetsOf(mode)) {
        FileStore store = write(data, mode, set);
        files.add(
            variant(
                mode,
                set,
                read(store.input(), projection, mode),
                store.length(),
                encryptedColumnBytes(store.input(), mode, set)));
      }
    }
    FileStore control = write(data, EncryptionMode.PLAINTEXT, EncryptedColumns.NONE);
    files.add(
        Variant.control(
            read(control.input(), projection, EncryptionMode.PLAINTEXT), control.length()));
    rounds = files.rounds();
  }

  private FileStore write(List<Group> data, EncryptionMode mode, EncryptedColumns set)
      throws IOException {
    FileStore store = files.newStore();
    CitationFiles.write(
        data,
        store.output(),
        schema.schema,
        StandardWorkload.byId(spec, 'R'),
        encryptionProperties(mode, set),
        conf);
    return store;
  }

  private TimedOperation read(InputFile file, MessageType projection, EncryptionMode mode) {
    return sink -> CitationFiles.readAll(file, projection, decryption(mode), sink);
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
