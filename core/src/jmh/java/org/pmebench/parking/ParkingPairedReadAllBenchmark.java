package org.pmebench.parking;

import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.schema.MessageType;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.infra.Blackhole;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.paired.PairedCounters;

/** Every column of every record, with every key, paired with the plaintext file. */
public class ParkingPairedReadAllBenchmark extends ParkingPairedReadBenchmark {
  /** sensitive, all, or sensitive+all: a file of each set per mode in the same rounds. */
  @Param({"sensitive", "all"})
  public String columns;

  @Override
  protected String columns() {
    return columns;
  }

  @Override
  protected MessageType projection() {
    return null;
  }

  @Override
  protected FileDecryptionProperties decryption(EncryptionMode mode) {
    return mode.encrypted() ? keys.decryptAll(schema.schema) : null;
  }

  @Benchmark
  public void readRound(Blackhole blackhole, PairedCounters counters) {
    counters.record(rounds, blackhole);
  }
}
