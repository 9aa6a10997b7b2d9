package org.pmebench.crypto;

import java.security.GeneralSecurityException;
import java.security.Provider;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

/**
 * One reusable cipher object that encrypts or decrypts whole chunks, as PME's AesGcmEncryptor and
 * AesCtrEncryptor do: {@code init} with a fresh nonce, then a single {@code doFinal}.
 */
public final class ChunkCipher {
  private final AesAlgorithm algorithm;
  private final SecretKeySpec key;
  private final Cipher cipher;

  public ChunkCipher(AesAlgorithm algorithm, byte[] key, Provider provider) throws GeneralSecurityException {
    if (key.length != 16 && key.length != 24 && key.length != 32) {
      throw new IllegalArgumentException("AES keys are 128, 192 or 256 bits, got " + key.length * 8);
    }
    this.algorithm = algorithm;
    this.key = new SecretKeySpec(key, "AES");
    this.cipher = Cipher.getInstance(algorithm.transformation(), provider);
  }

  public AesAlgorithm algorithm() {
    return algorithm;
  }

  public String providerName() {
    return cipher.getProvider().getName();
  }

  /** Encrypts {@code length} bytes of {@code in} into {@code out}; returns the bytes written. */
  public int encrypt(byte[] nonce, byte[] in, int length, byte[] out) throws GeneralSecurityException {
    cipher.init(Cipher.ENCRYPT_MODE, key, algorithm.parameters(nonce));
    return cipher.doFinal(in, 0, length, out, 0);
  }

  /** Decrypts (and for GCM verifies) {@code length} bytes of {@code in}; returns the bytes written. */
  public int decrypt(byte[] nonce, byte[] in, int length, byte[] out) throws GeneralSecurityException {
    cipher.init(Cipher.DECRYPT_MODE, key, algorithm.parameters(nonce));
    return cipher.doFinal(in, 0, length, out, 0);
  }
}
