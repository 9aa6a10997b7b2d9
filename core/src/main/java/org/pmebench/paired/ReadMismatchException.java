package org.pmebench.paired;

/**
 * A file of a read benchmark decoded other values than the plaintext file, written from the same
 * rows: its decryption went wrong without an error. The configuration fails with it, as with {@link
 * VariantFailedException}: no ratio is made of reads that return wrong answers.
 */
public final class ReadMismatchException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  ReadMismatchException(Variant variant, long round, ValueChecksum read, ValueChecksum plaintext) {
    super(
        variant
            + " read other values than the plaintext file in the check after round "
            + round
            + " of this fork (warm-up rounds included): "
            + read
            + ", the plaintext file "
            + plaintext);
  }
}
