package org.pmebench.parking;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Secondary results of the parking benchmarks, as bytes per unit of time: {@code fileBytes} (the
 * file, like the standard benchmarks) and {@code encryptedColumnBytes} (the column data of the
 * encrypted columns). Their quotient is the encrypted share of the file's column data, which the
 * report sets against the overhead.
 */
@AuxCounters(AuxCounters.Type.OPERATIONS)
@State(Scope.Thread)
public class ColumnBytes {
  public long fileBytes;
  public long encryptedColumnBytes;

  @Setup(Level.Iteration)
  public void reset() {
    fileBytes = 0;
    encryptedColumnBytes = 0;
  }
}
