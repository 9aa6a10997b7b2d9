package org.pmebench.crypto;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.HashSet;
import java.util.Set;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import org.junit.jupiter.api.Test;

class NonceSequenceTest {
  @Test
  void everyCallGivesANewTwelveByteNonce() {
    NonceSequence nonces = new NonceSequence(5);
    Set<ByteBuffer> seen = new HashSet<ByteBuffer>();
    for (int i = 0; i < 10_000; i++) {
      byte[] nonce = nonces.next();
      assertEquals(12, nonce.length);
      assertTrue(seen.add(ByteBuffer.wrap(nonce)), "nonce repeated at call " + i);
    }
  }

  @Test
  void returnedNoncesAreNotChangedByLaterCalls() {
    NonceSequence nonces = new NonceSequence(1);
    byte[] first = nonces.next();
    byte[] copy = first.clone();
    nonces.next();
    assertArrayEquals(copy, first);
  }

  @Test
  void streamsOfDifferentThreadsNeverCollide() {
    assertTrue(
        !ByteBuffer.wrap(new NonceSequence(1).next())
            .equals(ByteBuffer.wrap(new NonceSequence(2).next())));
  }

  @Test
  void gcmUsesTheNonceAsIsWithA128BitTag() {
    byte[] nonce = new NonceSequence(9).next();
    GCMParameterSpec spec = (GCMParameterSpec) AesAlgorithm.GCM.parameters(nonce);
    assertArrayEquals(nonce, spec.getIV());
    assertEquals(128, spec.getTLen());
  }

  @Test
  void ctrIvIsTheNonceFollowedByCounterOneAsInParquet() {
    byte[] nonce = new NonceSequence(9).next();
    byte[] iv = ((IvParameterSpec) AesAlgorithm.CTR.parameters(nonce)).getIV();
    assertEquals(16, iv.length);
    assertArrayEquals(nonce, java.util.Arrays.copyOf(iv, 12));
    assertArrayEquals(new byte[] {0, 0, 0, 1}, java.util.Arrays.copyOfRange(iv, 12, 16));
  }

  @Test
  void rejectsNoncesOfTheWrongLength() {
    assertThrows(IllegalArgumentException.class, () -> AesAlgorithm.GCM.parameters(new byte[16]));
  }
}
