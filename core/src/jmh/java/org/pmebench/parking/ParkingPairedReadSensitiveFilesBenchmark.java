package org.pmebench.parking;

import org.openjdk.jmh.annotations.Param;

/**
 * The paired reads of files whose only encrypted columns are the 2 sensitive ones: the column set
 * is {@code sensitive}, and a subclass chooses the projection and the keys.
 */
public abstract class ParkingPairedReadSensitiveFilesBenchmark extends ParkingPairedReadBenchmark {
  @Param({"sensitive"})
  public String columns;

  @Override
  protected String columns() {
    return columns;
  }
}
