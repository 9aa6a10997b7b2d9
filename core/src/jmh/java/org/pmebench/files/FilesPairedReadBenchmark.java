package org.pmebench.files;

import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.hadoop.api.ReadSupport;
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
import org.pmebench.userfiles.ColumnSet;
import org.pmebench.userfiles.LayoutCopy;
import org.pmebench.workload.FileStore;
import org.pmebench.workload.StandardFiles;

/**
 * Reads of the user's file, paired: in setup the file is copied page for page ({@link LayoutCopy})
 * as plaintext, in each encrypted mode with the column set, and as plaintext again (the A/A
 * control); each round reads every record of each copy, or of the columns in {@code readColumns}.
 */
public class FilesPairedReadBenchmark extends FilesPairedBenchmark {
  /** The columns read: all, or dotted paths joined with '+'. */
  @Param({ColumnSet.ALL})
  public String readColumns;

  @Setup(Level.Trial)
  public void setUp() throws Exception {
    List<EncryptionMode> modes = prepare();
    Configuration read = new Configuration(conf);
    ColumnSet projection = ColumnSet.ofParam(readColumns);
    if (!projection.isAll()) {
      read.set(ReadSupport.PARQUET_READ_SCHEMA, projection.projection(schema).toString());
    }
    for (EncryptionMode mode : modes) {
      FileStore store = copy(mode);
      files.add(
          new Variant(
              mode,
              read(store.input(), mode, read),
              store.length(),
              encryptedColumnBytes(store.input(), mode)));
    }
    FileStore control = copy(EncryptionMode.PLAINTEXT);
    files.add(
        Variant.control(read(control.input(), EncryptionMode.PLAINTEXT, read), control.length()));
    rounds = files.rounds();
  }

  private FileStore copy(EncryptionMode mode) throws Exception {
    FileStore store = files.newStore();
    LayoutCopy.copy(source, store.output(), encryption(mode));
    return store;
  }

  private TimedOperation read(InputFile copy, EncryptionMode mode, Configuration read) {
    return sink -> StandardFiles.readAll(copy, decryption(mode), read, sink);
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
