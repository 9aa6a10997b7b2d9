package org.pmebench.crypto.check;

import org.pmebench.crypto.AesAlgorithm;

/**
 * One published test vector: for GCM a 12-byte nonce, AAD, plaintext and ciphertext with its
 * 16-byte tag appended, valid or a forgery the cipher must refuse; for CTR the full 16-byte initial
 * counter block, plaintext and ciphertext.
 */
public final class KnownAnswer {
  /** Where it comes from, e.g. "Wycheproof aes_gcm_test.json tcId 17". */
  public final String source;

  public final AesAlgorithm algorithm;
  public final byte[] key;
  public final byte[] iv;
  public final byte[] aad;
  public final byte[] plaintext;

  /** Ciphertext, followed by the tag for GCM. */
  public final byte[] sealed;

  /** False for a vector whose decryption must fail (a wrong tag, a modified ciphertext). */
  public final boolean valid;

  KnownAnswer(
      String source,
      AesAlgorithm algorithm,
      byte[] key,
      byte[] iv,
      byte[] aad,
      byte[] plaintext,
      byte[] sealed,
      boolean valid) {
    this.source = source;
    this.algorithm = algorithm;
    this.key = key;
    this.iv = iv;
    this.aad = aad;
    this.plaintext = plaintext;
    this.sealed = sealed;
    this.valid = valid;
  }

  @Override
  public String toString() {
    return source;
  }
}
