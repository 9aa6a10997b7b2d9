package org.pmebench.crypto;

import java.security.GeneralSecurityException;
import java.security.spec.AlgorithmParameterSpec;
import org.apache.commons.crypto.cipher.CryptoCipher;

/**
 * A {@link ChunkCipher} on the commons-crypto cipher Spark would get (OpenSSL, or its JCE
 * fallback).
 */
final class CommonsCryptoChunkCipher extends ModuleChunkCipher {
  private final CryptoCipher cipher;

  CommonsCryptoChunkCipher(AesAlgorithm algorithm, byte[] key) throws GeneralSecurityException {
    super(algorithm, key);
    this.cipher = CommonsCryptoBackend.cipher(algorithm.transformation());
  }

  @Override
  public String providerName() {
    return CryptoProviders.COMMONS_CRYPTO + "/" + cipher.getClass().getSimpleName();
  }

  @Override
  protected int initAndFinish(
      int mode, AlgorithmParameterSpec parameters, byte[] in, int length, byte[] out)
      throws GeneralSecurityException {
    cipher.init(mode, key, parameters);
    return cipher.doFinal(in, 0, length, out, 0);
  }
}
