package org.pmebench.crypto.check;

import java.security.GeneralSecurityException;
import java.security.spec.AlgorithmParameterSpec;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import org.pmebench.crypto.AesAlgorithm;

/**
 * An AES implementation the check drives: a JCA provider's {@code Cipher}, commons-crypto's, or the
 * reference.
 */
public interface AesUnderTest {
  /** Who does the work, e.g. "SunJCE" or "commons-crypto/OpenSslCipher". */
  String name();

  /**
   * One {@code init}, the AAD, {@code in} passed as updates of {@code parts}' sizes (the rest in
   * {@code doFinal}; no parts: one {@code doFinal} as PME does), the output. For GCM {@code iv} is
   * the 12-byte nonce and the output carries the tag; for CTR it is the 16-byte counter block.
   *
   * @throws GeneralSecurityException when decryption does not authenticate, among others
   */
  byte[] run(
      boolean encrypt,
      AesAlgorithm algorithm,
      byte[] key,
      byte[] iv,
      byte[] aad,
      byte[] in,
      int[] parts)
      throws GeneralSecurityException;

  /** A cipher's {@code update} or {@code doFinal} into an array, whichever API it has. */
  interface DataCall {
    int call(byte[] in, int offset, int length, byte[] out, int outOffset)
        throws GeneralSecurityException;
  }

  /** {@code in} in updates of {@code parts}' sizes, the rest in {@code doFinal}; the output. */
  static byte[] feed(DataCall update, DataCall doFinal, byte[] in, int[] parts, int outputSize)
      throws GeneralSecurityException {
    byte[] out = new byte[outputSize];
    int offset = 0;
    int written = 0;
    for (int part : parts) {
      int n = Math.min(part, in.length - offset);
      written += update.call(in, offset, n, out, written);
      offset += n;
    }
    written += doFinal.call(in, offset, in.length - offset, out, written);
    return written == out.length ? out : java.util.Arrays.copyOf(out, written);
  }

  static AlgorithmParameterSpec parameters(AesAlgorithm algorithm, byte[] iv) {
    return algorithm == AesAlgorithm.GCM
        ? new GCMParameterSpec(AesAlgorithm.GCM_TAG_BITS, iv)
        : new IvParameterSpec(iv);
  }

  /** PME's CTR counter block: the 12-byte nonce, then a 32-bit counter starting at 1. */
  static byte[] counterBlock(byte[] nonce) {
    byte[] iv = new byte[16];
    System.arraycopy(nonce, 0, iv, 0, AesAlgorithm.NONCE_LENGTH);
    iv[15] = 1;
    return iv;
  }
}
