package org.pmebench.crypto.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pmebench.crypto.AesAlgorithm;
import org.pmebench.crypto.ChunkCipher;

class MeasuredAnswerTest {
  private static final byte[] KEY = new byte[16];
  private static final byte[] NONCE = new byte[12];

  /**
   * Over one piece of the streamed reference (1 MiB), so that the second piece is compared at its
   * offset.
   */
  private static final int LENGTH = (1 << 20) + 37;

  private static byte[] plain() {
    byte[] plain = new byte[LENGTH];
    new Random(7).nextBytes(plain);
    return plain;
  }

  private static String wrongAt(ChunkCipher cipher, byte[] plain, byte[] sealed, int n) {
    return assertThrows(
            WrongCipherOutput.class,
            () -> MeasuredAnswer.check(cipher, KEY, NONCE, plain, LENGTH, sealed, n))
        .getMessage();
  }

  @ParameterizedTest
  @EnumSource(AesAlgorithm.class)
  void theRightAnswerPassesAndAWrongByteIsNamedByItsOffsetInEitherPiece(AesAlgorithm algorithm)
      throws Exception {
    ChunkCipher cipher = ChunkCipher.create(algorithm, KEY, "SunJCE");
    byte[] plain = plain();
    byte[] sealed = new byte[algorithm.ciphertextLength(LENGTH)];
    int n = cipher.encrypt(NONCE, plain, LENGTH, sealed);
    MeasuredAnswer.check(cipher, KEY, NONCE, plain, LENGTH, sealed, n);
    String start = "SunJCE " + algorithm.transformation() + " on ";
    for (int at : new int[] {0, 5, (1 << 20) + 3, LENGTH - 1}) {
      sealed[at] ^= 1;
      String said = wrongAt(cipher, plain, sealed, n);
      assertEquals(start, said.substring(0, start.length()), said);
      assertEquals(
          "wrong output: the measured cipher's encrypt of "
              + LENGTH
              + " bytes (first wrong byte at offset "
              + at
              + " of "
              + n
              + ")",
          said.substring(said.indexOf(": ") + 2),
          said);
      sealed[at] ^= 1;
    }
    assertEquals(
        "wrong output: the measured cipher's encrypt of "
            + LENGTH
            + " bytes ("
            + (n - 1)
            + " bytes out, "
            + n
            + " expected)",
        tail(wrongAt(cipher, plain, sealed, n - 1)));
  }

  @Test
  void aWrongTagIsNamedAsTheTag() throws Exception {
    ChunkCipher cipher = ChunkCipher.create(AesAlgorithm.GCM, KEY, "SunJCE");
    byte[] plain = plain();
    byte[] sealed = new byte[AesAlgorithm.GCM.ciphertextLength(LENGTH)];
    int n = cipher.encrypt(NONCE, plain, LENGTH, sealed);
    sealed[LENGTH] ^= 1;
    assertEquals(
        "wrong output: the measured cipher's encrypt of "
            + LENGTH
            + " bytes (first wrong byte at offset "
            + LENGTH
            + " (the tag) of "
            + n
            + ")",
        tail(wrongAt(cipher, plain, sealed, n)));
  }

  @Test
  void theCrcCoversTheLengthOnlyAndAWrongDecryptIsNamed() throws Exception {
    byte[] b = {1, 2, 3, 4};
    assertEquals(MeasuredAnswer.crc(new byte[] {1, 2, 3, 9}, 3), MeasuredAnswer.crc(b, 3));
    assertEquals(0xb63cfbcdL, MeasuredAnswer.crc(b, 4), "CRC-32 of 01 02 03 04 (zlib.crc32)");
    ChunkCipher cipher = ChunkCipher.create(AesAlgorithm.CTR, KEY, "SunJCE");
    assertEquals(
        "wrong output: the measured cipher's decrypt of 100 bytes did not give back the plaintext",
        tail(MeasuredAnswer.wrongDecrypt(cipher, 100).getMessage()));
  }

  private static String tail(String said) {
    return said.substring(said.indexOf(": ") + 2);
  }
}
