package org.pmebench.parking;

import java.io.IOException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.infra.Blackhole;

/** Every column of every record, with every key: what a reader allowed to see everything pays. */
public class ParkingReadAllBenchmark extends ParkingReadBenchmark {
  @Param({"none", "sensitive", "all"})
  public String columns;

  @Override
  protected String columns() {
    return columns;
  }

  @Benchmark
  public long readFile(Blackhole blackhole, ColumnBytes bytes) throws IOException {
    return read(
        blackhole, bytes, null, encryption.encrypted() ? keys.decryptAll(schema.schema) : null);
  }
}
