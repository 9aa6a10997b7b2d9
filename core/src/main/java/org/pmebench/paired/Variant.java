package org.pmebench.paired;

import org.pmebench.crypto.EncryptionMode;

/**
 * One of the files a paired benchmark compares: plaintext or one encryption mode, the operation that
 * is timed for it, and the sizes that turn its time into MB/s and an encrypted share.
 */
public final class Variant {
  public final EncryptionMode mode;
  public final TimedOperation operation;
  /** Bytes of the variant's file. */
  public final long fileBytes;
  /** Bytes of the encrypted columns' data in it (0 for plaintext, the whole column data when all are encrypted). */
  public final long encryptedColumnBytes;

  public Variant(EncryptionMode mode, TimedOperation operation, long fileBytes, long encryptedColumnBytes) {
    this.mode = mode;
    this.operation = operation;
    this.fileBytes = fileBytes;
    this.encryptedColumnBytes = encryptedColumnBytes;
  }

  @Override
  public String toString() {
    return mode.name();
  }
}
