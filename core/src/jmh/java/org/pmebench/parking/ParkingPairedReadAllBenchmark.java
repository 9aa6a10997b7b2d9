package org.pmebench.parking;

import org.openjdk.jmh.annotations.Param;

/** Every column of every record, with every key, paired with the plaintext file. */
public class ParkingPairedReadAllBenchmark extends ParkingPairedReadBenchmark {
  /** sensitive, all, or sensitive+all: a file of each set per mode in the same rounds. */
  @Param({"sensitive", "all"})
  public String columns;

  @Override
  protected String columns() {
    return columns;
  }
}
