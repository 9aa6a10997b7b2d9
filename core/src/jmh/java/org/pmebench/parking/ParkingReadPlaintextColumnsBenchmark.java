package org.pmebench.parking;

import java.io.IOException;
import org.apache.parquet.schema.MessageType;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * PME's column access control: the 17 columns that stay plaintext when the 2 sensitive ones are
 * encrypted, read with the footer key and no column key at all. Against the same projection of a
 * plaintext file it shows what a reader without access to the sensitive columns pays.
 */
public class ParkingReadPlaintextColumnsBenchmark extends ParkingReadBenchmark {
  @Param({"none", "sensitive"})
  public String columns;

  private MessageType projection;

  @Override
  protected String columns() {
    return columns;
  }

  /** Runs after the superclass's setup (JMH orders them so). */
  @Setup(Level.Trial)
  public void project() {
    projection = plaintextColumns();
  }

  @Benchmark
  public long readFile(Blackhole blackhole, ColumnBytes bytes) throws IOException {
    return read(blackhole, bytes, projection, encryption.encrypted() ? keys.footerOnly() : null);
  }
}
