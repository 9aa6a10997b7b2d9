package org.pmebench.crypto;

import java.security.GeneralSecurityException;
import java.security.spec.AlgorithmParameterSpec;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

/**
 * What every {@link ChunkCipher} does per chunk, as PME does per module: init with the nonce, one
 * doFinal.
 */
abstract class ModuleChunkCipher implements ChunkCipher {
  protected final AesAlgorithm algorithm;
  protected final SecretKeySpec key;

  ModuleChunkCipher(AesAlgorithm algorithm, byte[] key) {
    this.algorithm = algorithm;
    this.key = new SecretKeySpec(key, "AES");
  }

  /**
   * {@code init(mode, key, parameters)} then {@code doFinal} of {@code length} bytes; returns the
   * bytes written.
   */
  protected abstract int initAndFinish(
      int mode, AlgorithmParameterSpec parameters, byte[] in, int length, byte[] out)
      throws GeneralSecurityException;

  @Override
  public AesAlgorithm algorithm() {
    return algorithm;
  }

  @Override
  public int encrypt(byte[] nonce, byte[] in, int length, byte[] out)
      throws GeneralSecurityException {
    return initAndFinish(Cipher.ENCRYPT_MODE, algorithm.parameters(nonce), in, length, out);
  }

  @Override
  public int decrypt(byte[] nonce, byte[] in, int length, byte[] out)
      throws GeneralSecurityException {
    return initAndFinish(Cipher.DECRYPT_MODE, algorithm.parameters(nonce), in, length, out);
  }
}
