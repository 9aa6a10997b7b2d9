package org.pmebench.crypto.check;

import java.security.GeneralSecurityException;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import org.apache.commons.crypto.cipher.CryptoCipher;
import org.pmebench.crypto.AesAlgorithm;
import org.pmebench.crypto.CommonsCryptoBackend;

/** commons-crypto's cipher (OpenSSL, or its JCE fallback), which is not a JCA provider. */
final class CommonsCryptoAes implements AesUnderTest {
  private String name = "commons-crypto";

  @Override
  public String name() {
    return name;
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
    try (CryptoCipher c = CommonsCryptoBackend.cipher(algorithm.transformation())) {
      name = "commons-crypto/" + c.getClass().getSimpleName();
      c.init(
          encrypt ? Cipher.ENCRYPT_MODE : Cipher.DECRYPT_MODE,
          new SecretKeySpec(key, "AES"),
          AesUnderTest.parameters(algorithm, iv));
      if (aad.length > 0) {
        c.updateAAD(aad);
      }
      return AesUnderTest.feed(c::update, c::doFinal, in, parts, in.length + algorithm.tagLength());
    } catch (java.io.IOException e) {
      throw new GeneralSecurityException("closing commons-crypto's cipher: " + e.getMessage(), e);
    }
  }
}
