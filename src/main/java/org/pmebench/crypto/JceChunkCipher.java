package org.pmebench.crypto;

import java.security.GeneralSecurityException;
import java.security.Provider;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

/** A {@link ChunkCipher} on one JCA provider's {@code javax.crypto.Cipher}, as PME uses it. */
final class JceChunkCipher implements ChunkCipher {
  private final AesAlgorithm algorithm;
  private final SecretKeySpec key;
  private final Cipher cipher;

  JceChunkCipher(AesAlgorithm algorithm, byte[] key, Provider provider) throws GeneralSecurityException {
    this.algorithm = algorithm;
    this.key = new SecretKeySpec(key, "AES");
    this.cipher = Cipher.getInstance(algorithm.transformation(), provider);
  }

  @Override
  public AesAlgorithm algorithm() {
    return algorithm;
  }

  @Override
  public String providerName() {
    return cipher.getProvider().getName();
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
