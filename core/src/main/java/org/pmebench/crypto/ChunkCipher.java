package org.pmebench.crypto;

import java.security.GeneralSecurityException;

/**
 * One reusable cipher object that encrypts or decrypts whole chunks, as PME's AesGcmEncryptor and
 * AesCtrEncryptor do: {@code init} with a fresh nonce, then a single {@code doFinal}.
 */
public interface ChunkCipher {
  /** The cipher of the named provider ({@link CryptoProviders#NAMES}). */
  static ChunkCipher create(AesAlgorithm algorithm, byte[] key, String provider)
      throws GeneralSecurityException {
    checkKey(key);
    if (CryptoProviders.COMMONS_CRYPTO.equals(CryptoProviders.check(provider))) {
      return new CommonsCryptoChunkCipher(algorithm, key);
    }
    return new JceChunkCipher(algorithm, key, CryptoProviders.byName(provider));
  }

  static void checkKey(byte[] key) {
    if (key.length != 16 && key.length != 24 && key.length != 32) {
      throw new IllegalArgumentException(
          "AES keys are 128, 192 or 256 bits, got " + key.length * 8);
    }
  }

  AesAlgorithm algorithm();

  /** Who really does the work, e.g. "SunJCE" or "commons-crypto/JceCipher". */
  String providerName();

  /** Encrypts {@code length} bytes of {@code in} into {@code out}; returns the bytes written. */
  int encrypt(byte[] nonce, byte[] in, int length, byte[] out) throws GeneralSecurityException;

  /**
   * Decrypts (and for GCM verifies) {@code length} bytes of {@code in}; returns the bytes written.
   */
  int decrypt(byte[] nonce, byte[] in, int length, byte[] out) throws GeneralSecurityException;
}
