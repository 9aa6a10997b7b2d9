package org.pmebench.crypto;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.Random;
import javax.crypto.AEADBadTagException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ChunkCipherTest {
  private static final byte[] KEY = new byte[16];

  static {
    new Random(7).nextBytes(KEY);
  }

  private static byte[] plaintext(int size) {
    byte[] data = new byte[size];
    new Random(size).nextBytes(data);
    return data;
  }

  @ParameterizedTest
  @CsvSource({
    "GCM,SunJCE,16",
    "GCM,BC,16",
    "CTR,SunJCE,16",
    "CTR,BC,16",
    "GCM,SunJCE,1024",
    "GCM,BC,1024",
    "CTR,SunJCE,100003",
    "CTR,BC,100003",
    "GCM,SunJCE,100003",
    "GCM,BC,100003",
    "GCM,ACCP,16",
    "GCM,ACCP,100003",
    "GCM,Conscrypt,16",
    "GCM,Conscrypt,100003",
    "CTR,Conscrypt,16",
    "CTR,Conscrypt,100003",
    "GCM,commons-crypto,1024",
    "CTR,commons-crypto,100003"
  })
  void ciphertextDecryptsBackToThePlaintext(AesAlgorithm algorithm, String provider, int size)
      throws Exception {
    ChunkCipher cipher = ChunkCipher.create(algorithm, KEY, provider);
    byte[] plain = plaintext(size);
    byte[] nonce = new NonceSequence(1).next();
    byte[] sealed = new byte[algorithm.ciphertextLength(size)];

    int sealedLength = cipher.encrypt(nonce, plain, size, sealed);
    byte[] opened = new byte[sealedLength];
    int openedLength = cipher.decrypt(nonce, sealed, sealedLength, opened);

    assertEquals(algorithm.ciphertextLength(size), sealedLength);
    assertFalse(
        Arrays.equals(Arrays.copyOf(sealed, size), plain), "ciphertext must differ from plaintext");
    assertEquals(size, openedLength);
    assertArrayEquals(plain, Arrays.copyOf(opened, openedLength));
  }

  @ParameterizedTest
  @CsvSource({
    "GCM,SunJCE,BC",
    "GCM,BC,SunJCE",
    "CTR,SunJCE,BC",
    "CTR,BC,SunJCE",
    "GCM,SunJCE,ACCP",
    "GCM,SunJCE,Conscrypt",
    "CTR,SunJCE,Conscrypt",
    "GCM,SunJCE,commons-crypto",
    "CTR,SunJCE,commons-crypto"
  })
  void providersProduceTheSameCiphertext(AesAlgorithm algorithm, String one, String other)
      throws Exception {
    byte[] plain = plaintext(4096);
    byte[] nonce = new NonceSequence(3).next();
    byte[] a = new byte[algorithm.ciphertextLength(plain.length)];
    byte[] b = new byte[a.length];
    ChunkCipher.create(algorithm, KEY, one).encrypt(nonce, plain, plain.length, a);
    ChunkCipher.create(algorithm, KEY, other).encrypt(nonce, plain, plain.length, b);
    assertArrayEquals(a, b);
  }

  @ParameterizedTest
  @CsvSource({"SunJCE", "BC"})
  void gcmRejectsATamperedChunk(String provider) throws Exception {
    ChunkCipher cipher = ChunkCipher.create(AesAlgorithm.GCM, KEY, provider);
    byte[] plain = plaintext(256);
    byte[] nonce = new NonceSequence(1).next();
    byte[] sealed = new byte[AesAlgorithm.GCM.ciphertextLength(plain.length)];
    int length = cipher.encrypt(nonce, plain, plain.length, sealed);
    sealed[10] ^= 1;
    assertThrows(
        AEADBadTagException.class, () -> cipher.decrypt(nonce, sealed, length, new byte[length]));
  }

  @ParameterizedTest
  @CsvSource({"GCM,SunJCE", "GCM,BC", "CTR,SunJCE", "CTR,BC"})
  void freshNoncesGiveDifferentCiphertextsForTheSamePlaintext(
      AesAlgorithm algorithm, String provider) throws Exception {
    ChunkCipher cipher = ChunkCipher.create(algorithm, KEY, provider);
    NonceSequence nonces = new NonceSequence(0);
    byte[] plain = plaintext(64);
    byte[] first = new byte[algorithm.ciphertextLength(plain.length)];
    byte[] second = new byte[first.length];
    cipher.encrypt(nonces.next(), plain, plain.length, first);
    cipher.encrypt(nonces.next(), plain, plain.length, second);
    assertFalse(Arrays.equals(first, second));
  }

  @ParameterizedTest
  @CsvSource({"GCM", "CTR"})
  void acceptsAllAesKeyLengthsAndRejectsOthers(AesAlgorithm algorithm) throws Exception {
    for (int bytes : new int[] {16, 24, 32}) {
      ChunkCipher.create(algorithm, new byte[bytes], "SunJCE");
    }
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> ChunkCipher.create(algorithm, new byte[20], "SunJCE"));
    assertEquals("AES keys are 128, 192 or 256 bits, got 160", e.getMessage());
  }
}
