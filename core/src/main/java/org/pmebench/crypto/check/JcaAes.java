package org.pmebench.crypto.check;

import java.security.GeneralSecurityException;
import java.security.Provider;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import org.pmebench.crypto.AesAlgorithm;

/**
 * A JCA provider's AES. A new {@code Cipher} per operation: SunJCE refuses a GCM encryption that
 * repeats the previous key and nonce, which vectors sharing both would otherwise trip.
 */
final class JcaAes implements AesUnderTest {
  private final Provider provider;

  JcaAes(Provider provider) {
    this.provider = provider;
  }

  @Override
  public String name() {
    return provider.getName();
  }

  @Override
  public byte[] run(
      boolean encrypt,
      AesAlgorithm algorithm,
      byte[] key,
      byte[] iv,
      byte[] aad,
      byte[] in,
      int[] parts)
      throws GeneralSecurityException {
    Cipher c = Cipher.getInstance(algorithm.transformation(), provider);
    c.init(
        encrypt ? Cipher.ENCRYPT_MODE : Cipher.DECRYPT_MODE,
        new SecretKeySpec(key, "AES"),
        AesUnderTest.parameters(algorithm, iv));
    if (aad.length > 0) {
      c.updateAAD(aad);
    }
    return AesUnderTest.feed(c::update, c::doFinal, in, parts, c.getOutputSize(in.length));
  }
}
