package org.pmebench.crypto;

import java.security.GeneralSecurityException;
import java.security.Provider;
import java.security.spec.AlgorithmParameterSpec;
import javax.crypto.Cipher;

/** A {@link ChunkCipher} on one JCA provider's {@code javax.crypto.Cipher}, as PME uses it. */
final class JceChunkCipher extends ModuleChunkCipher {
  private final Cipher cipher;

  JceChunkCipher(AesAlgorithm algorithm, byte[] key, Provider provider)
      throws GeneralSecurityException {
    super(algorithm, key);
    this.cipher = Cipher.getInstance(algorithm.transformation(), provider);
  }

  @Override
  public String providerName() {
    return cipher.getProvider().getName();
  }

  @Override
  protected int initAndFinish(
      int mode, AlgorithmParameterSpec parameters, byte[] in, int length, byte[] out)
      throws GeneralSecurityException {
    cipher.init(mode, key, parameters);
    return cipher.doFinal(in, 0, length, out, 0);
  }
}
