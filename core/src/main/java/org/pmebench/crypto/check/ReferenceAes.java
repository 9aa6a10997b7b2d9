package org.pmebench.crypto.check;

import java.security.GeneralSecurityException;
import javax.crypto.AEADBadTagException;
import org.bouncycastle.crypto.InvalidCipherTextException;
import org.bouncycastle.crypto.engines.AESEngine;
import org.bouncycastle.crypto.modes.GCMBlockCipher;
import org.bouncycastle.crypto.modes.SICBlockCipher;
import org.bouncycastle.crypto.params.AEADParameters;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.crypto.params.ParametersWithIV;
import org.pmebench.crypto.AesAlgorithm;

/**
 * The implementation every other is compared with: Bouncy Castle's AES engine in plain Java, called
 * directly (not through a JCA provider), so no JIT intrinsic and no native library is on its path.
 * It passes the same published vectors first.
 */
final class ReferenceAes implements AesUnderTest {
  @Override
  public String name() {
    return "reference (Bouncy Castle AESEngine, plain Java)";
  }

  @Override
  @SuppressWarnings("deprecation")
  public byte[] run(
      boolean encrypt,
      AesAlgorithm algorithm,
      byte[] key,
      byte[] iv,
      byte[] aad,
      byte[] in,
      int[] parts)
      throws GeneralSecurityException {
    if (algorithm == AesAlgorithm.GCM) {
      GCMBlockCipher gcm = new GCMBlockCipher(new AESEngine());
      gcm.init(
          encrypt, new AEADParameters(new KeyParameter(key), AesAlgorithm.GCM_TAG_BITS, iv, aad));
      byte[] out = new byte[gcm.getOutputSize(in.length)];
      int written = gcm.processBytes(in, 0, in.length, out, 0);
      try {
        written += gcm.doFinal(out, written);
      } catch (InvalidCipherTextException e) {
        throw new AEADBadTagException(e.getMessage());
      }
      return written == out.length ? out : java.util.Arrays.copyOf(out, written);
    }
    SICBlockCipher ctr = new SICBlockCipher(new AESEngine());
    ctr.init(encrypt, new ParametersWithIV(new KeyParameter(key), iv));
    byte[] out = new byte[in.length];
    ctr.processBytes(in, 0, in.length, out, 0);
    return out;
  }
}
