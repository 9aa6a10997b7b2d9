package org.pmebench.crypto;

/**
 * Unique 12-byte nonces without the cost of a random generator: a 4-byte stream id (one per
 * benchmark thread) followed by a 64-bit counter. PME draws nonces from SecureRandom; that cost
 * belongs to the Parquet benchmarks, while the raw cipher benchmarks measure the cipher alone.
 */
public final class NonceSequence {
  private final byte[] nonce = new byte[AesAlgorithm.NONCE_LENGTH];
  private long counter;

  public NonceSequence(int streamId) {
    nonce[0] = (byte) (streamId >>> 24);
    nonce[1] = (byte) (streamId >>> 16);
    nonce[2] = (byte) (streamId >>> 8);
    nonce[3] = (byte) streamId;
  }

  /** Advances the counter and returns a fresh array holding the next nonce. */
  public byte[] next() {
    long c = ++counter;
    for (int i = 0; i < 8; i++) {
      nonce[AesAlgorithm.NONCE_LENGTH - 1 - i] = (byte) (c >>> (8 * i));
    }
    return nonce.clone();
  }
}
