package org.pmebench.crypto.check;

import java.util.zip.CRC32;
import org.bouncycastle.crypto.InvalidCipherTextException;
import org.bouncycastle.crypto.engines.AESEngine;
import org.bouncycastle.crypto.modes.GCMBlockCipher;
import org.bouncycastle.crypto.modes.SICBlockCipher;
import org.bouncycastle.crypto.params.AEADParameters;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.crypto.params.ParametersWithIV;
import org.pmebench.crypto.AesAlgorithm;
import org.pmebench.crypto.ChunkCipher;

/**
 * The answer a benchmark's own cipher object gave at the measured size, on the benchmark's own
 * buffers, compared with the reference streamed a piece at a time: no third copy of a chunk that
 * can be 1 GiB.
 */
public final class MeasuredAnswer {
  private static final int PIECE = 1 << 20;

  private MeasuredAnswer() {}

  /**
   * Whether {@code sealed[0, sealedLength)} is {@code plain[0, length)} encrypted under PME's
   * parameters (no AAD, as the cipher benchmarks run), else a {@link WrongCipherOutput}.
   */
  @SuppressWarnings("deprecation")
  public static void check(
      ChunkCipher cipher,
      byte[] key,
      byte[] nonce,
      byte[] plain,
      int length,
      byte[] sealed,
      int sealedLength) {
    AesAlgorithm algorithm = cipher.algorithm();
    if (sealedLength != algorithm.ciphertextLength(length)) {
      throw wrong(
          cipher,
          length,
          sealedLength + " bytes out, " + algorithm.ciphertextLength(length) + " expected");
    }
    byte[] piece = new byte[PIECE + algorithm.tagLength()];
    GCMBlockCipher gcm = null;
    SICBlockCipher ctr = null;
    if (algorithm == AesAlgorithm.GCM) {
      gcm = new GCMBlockCipher(new AESEngine());
      gcm.init(true, new AEADParameters(new KeyParameter(key), AesAlgorithm.GCM_TAG_BITS, nonce));
    } else {
      ctr = new SICBlockCipher(new AESEngine());
      ctr.init(true, new ParametersWithIV(new KeyParameter(key), AesUnderTest.counterBlock(nonce)));
    }
    int done = 0;
    int out = 0;
    while (done < length) {
      int n = Math.min(PIECE, length - done);
      int produced =
          gcm != null
              ? gcm.processBytes(plain, done, n, piece, 0)
              : ctr.processBytes(plain, done, n, piece, 0);
      compare(cipher, length, piece, produced, sealed, out);
      done += n;
      out += produced;
    }
    if (gcm != null) {
      try {
        int produced = gcm.doFinal(piece, 0);
        compare(cipher, length, piece, produced, sealed, out);
      } catch (InvalidCipherTextException e) {
        throw new IllegalStateException("the reference failed: " + e, e);
      }
    }
  }

  private static void compare(
      ChunkCipher cipher, int length, byte[] expected, int n, byte[] actual, int offset) {
    for (int i = 0; i < n; i++) {
      if (expected[i] != actual[offset + i]) {
        int at = offset + i;
        throw wrong(
            cipher,
            length,
            "first wrong byte at offset "
                + at
                + (at >= length ? " (the tag)" : "")
                + " of "
                + cipher.algorithm().ciphertextLength(length));
      }
    }
  }

  public static long crc(byte[] b, int length) {
    CRC32 crc = new CRC32();
    crc.update(b, 0, length);
    return crc.getValue();
  }

  public static WrongCipherOutput wrongDecrypt(ChunkCipher cipher, int length) {
    return WrongCipherOutput.of(
        cipher.providerName(),
        cipher.algorithm(),
        "wrong output: the measured cipher's "
            + "decrypt of "
            + length
            + " bytes did not give back the plaintext");
  }

  private static WrongCipherOutput wrong(ChunkCipher cipher, int length, String detail) {
    return WrongCipherOutput.of(
        cipher.providerName(),
        cipher.algorithm(),
        "wrong output: the measured cipher's "
            + "encrypt of "
            + length
            + " bytes ("
            + detail
            + ")");
  }
}
