package org.pmebench.crypto;

import java.security.spec.AlgorithmParameterSpec;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;

/**
 * The two AES constructions Parquet modular encryption uses, set up the way PME sets them up: GCM
 * with a 12-byte nonce and a 128-bit tag, and CTR whose 16-byte IV is the 12-byte nonce followed by
 * a 32-bit block counter that starts at 1 (as in parquet's AesCtrEncryptor).
 */
public enum AesAlgorithm {
  GCM("AES/GCM/NoPadding", 16),
  CTR("AES/CTR/NoPadding", 0);

  public static final int NONCE_LENGTH = 12;
  public static final int GCM_TAG_BITS = 128;

  private final String transformation;
  private final int tagLength;

  AesAlgorithm(String transformation, int tagLength) {
    this.transformation = transformation;
    this.tagLength = tagLength;
  }

  public String transformation() {
    return transformation;
  }

  /** Bytes the cipher adds to a plaintext: the GCM tag, nothing for CTR. */
  public int tagLength() {
    return tagLength;
  }

  public int ciphertextLength(int plaintextLength) {
    return plaintextLength + tagLength;
  }

  /** Parameters for one operation with the given 12-byte nonce. */
  public AlgorithmParameterSpec parameters(byte[] nonce) {
    if (nonce.length != NONCE_LENGTH) {
      throw new IllegalArgumentException(
          "nonce must be " + NONCE_LENGTH + " bytes, got " + nonce.length);
    }
    if (this == GCM) {
      return new GCMParameterSpec(GCM_TAG_BITS, nonce);
    }
    byte[] iv = new byte[16];
    System.arraycopy(nonce, 0, iv, 0, NONCE_LENGTH);
    iv[15] = 1;
    return new IvParameterSpec(iv);
  }
}
