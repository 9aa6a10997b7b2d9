package org.pmebench.crypto;

import java.security.GeneralSecurityException;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import org.apache.commons.crypto.cipher.CryptoCipher;

/** A {@link ChunkCipher} on the commons-crypto cipher Spark would get (OpenSSL, or its JCE fallback). */
final class CommonsCryptoChunkCipher implements ChunkCipher {
  private final AesAlgorithm algorithm;
  private final SecretKeySpec key;
  private final CryptoCipher cipher;

  CommonsCryptoChunkCipher(AesAlgorithm algorithm, byte[] key) throws GeneralSecurityException {
    this.algorithm = algorithm;
    this.key = new SecretKeySpec(key, "AES");
    this.cipher = CommonsCryptoBackend.cipher(algorithm.transformation());
  }

  @Override
  public AesAlgorithm algorithm() {
    return algorithm;
  }

  @Override
  public String providerName() {
    return CryptoProviders.COMMONS_CRYPTO + "/" + cipher.getClass().getSimpleName();
  }

  @Override
  public int encrypt(byte[] nonce, byte[] in, int length, byte[] out) throws GeneralSecurityException {
    cipher.init(Cipher.ENCRYPT_MODE, key, algorithm.parameters(nonce));
    return cipher.doFinal(in, 0, length, out, 0);
  }

  @Override
  public int decrypt(byte[] nonce, byte[] in, int length, byte[] out) throws GeneralSecurityException {
    cipher.init(Cipher.DECRYPT_MODE, key, algorithm.parameters(nonce));
    return cipher.doFinal(in, 0, length, out, 0);
  }
}
