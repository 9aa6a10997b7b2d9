package org.pmebench.parking;

import java.util.List;
import org.apache.parquet.example.data.Group;
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
import org.pmebench.workload.FileStore;
import org.pmebench.workload.StandardWorkload;

/**
 * W1, W5, W6 over parking citations, paired: each round writes the plaintext file, each encrypted
 * one and the plaintext file again (the A/A control), from the CSV text ({@code source=csv}, parsed
 * while writing, as the blog did) or from rows parsed in setup ({@code source=records}). The
 * variants take turns in one file store.
 */
public class ParkingPairedWriteBenchmark extends ParkingPairedBenchmark {
  @Param({"W1", "W5", "W6"})
  public String spec;

  /** sensitive, all, or sensitive+all: a file of each set per mode in the same rounds. */
  @Param({"sensitive", "all"})
  public String columns;

  @Param({"csv", "records"})
  public String source;

  @Override
  protected String columns() {
    return columns;
  }

  @Setup(Level.Trial)
  public void setUp() throws Exception {
    List<EncryptionMode> modes = prepare();
    if (!"records".equals(source) && !"csv".equals(source)) {
      throw new IllegalArgumentException("unknown source '" + source + "'; allowed: csv, records");
    }
    final StandardWorkload workload = StandardWorkload.byId(spec, 'W');
    final String text = csvText();
    final List<Group> parsed = parse(text);
    final FileStore store = files.newStore();
    boolean fromCsv = "csv".equals(source);
    for (final EncryptionMode mode : modes) {
      for (final EncryptedColumns set : columnSetsOf(mode)) {
        // One untimed write gives the file's size and its encrypted columns' bytes.
        CitationFiles.write(
            parsed, store.output(), schema.schema, workload, encryptionProperties(mode, set), conf);
        long encryptedBytes = encryptedColumnBytes(store.input(), mode, set);
        TimedOperation write =
            sink -> {
              if (fromCsv) {
                CitationFiles.writeFromCsv(
                    text,
                    store.output(),
                    schema.schema,
                    workload,
                    encryptionProperties(mode, set),
                    conf);
              } else {
                CitationFiles.write(
                    parsed,
                    store.output(),
                    schema.schema,
                    workload,
                    encryptionProperties(mode, set),
                    conf);
              }
              return store.length();
            };
        files.addWrite(variant(mode, set, write, store.length(), encryptedBytes));
      }
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
