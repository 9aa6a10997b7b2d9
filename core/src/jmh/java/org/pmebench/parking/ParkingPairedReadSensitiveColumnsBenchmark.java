package org.pmebench.parking;

import org.apache.parquet.schema.MessageType;

/**
 * A diagnostic, not in any profile's plan: only the 2 sensitive columns, read with every key from
 * files that encrypt just those two, against the same projection of the plaintext file in the same
 * rounds. What the encrypted columns cost when nothing else is read, beside their cost model.
 */
public class ParkingPairedReadSensitiveColumnsBenchmark
    extends ParkingPairedReadSensitiveFilesBenchmark {
  @Override
  protected MessageType projection() {
    return sensitiveColumns();
  }
}
