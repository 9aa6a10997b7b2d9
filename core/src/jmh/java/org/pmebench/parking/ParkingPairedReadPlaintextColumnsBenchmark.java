package org.pmebench.parking;

import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.schema.MessageType;
import org.pmebench.crypto.EncryptionMode;

/**
 * PME's column access control, paired: the 17 plaintext columns of files whose 2 sensitive columns
 * are encrypted, read with the footer key and no column key, against the same projection of the
 * plaintext file in the same rounds.
 */
public class ParkingPairedReadPlaintextColumnsBenchmark
    extends ParkingPairedReadSensitiveFilesBenchmark {
  @Override
  protected MessageType projection() {
    return plaintextColumns();
  }

  @Override
  protected FileDecryptionProperties decryption(EncryptionMode mode) {
    return mode.encrypted() ? keys.footerOnly() : null;
  }
}
