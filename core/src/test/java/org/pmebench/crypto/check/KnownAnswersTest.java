package org.pmebench.crypto.check;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;
import org.pmebench.crypto.AesAlgorithm;

/**
 * The published vectors as the check reads them, parsed afresh (not from the JVM's cache of them)
 * and each proven by an independent cipher, SunJCE here: a vector read wrong (a byte, a tag, a
 * group, a section) fails, so the check cannot pass a provider on vectors that are not the
 * published ones.
 */
class KnownAnswersTest {
  @Test
  void everyVectorAsReadIsRightByAnotherCipherAndEveryForgeryIsRefused() throws Exception {
    List<KnownAnswer> wycheproof = KnownAnswers.wycheproof("wycheproof-aes_gcm_test.json");
    List<KnownAnswer> nist = KnownAnswers.nistGcm("nist-gcmEncryptExtIV-iv96-tag128.rsp");
    assertEquals(197, wycheproof.size(), "the tests with a 96-bit nonce and a 128-bit tag");
    assertEquals(81, wycheproof.stream().filter(v -> !v.valid).count());
    assertEquals(1125, nist.size());
    assertEquals("Wycheproof wycheproof-aes_gcm_test.json tcId 1", wycheproof.get(0).source);
    assertEquals(
        "NIST CAVP nist-gcmEncryptExtIV-iv96-tag128.rsp [Keylen = 128][IVlen = 96][PTlen = 0][AADlen = 0]"
            + "[Taglen = 128] Count 0",
        nist.get(0).source);
    List<KnownAnswer> gcm = new ArrayList<KnownAnswer>(wycheproof);
    gcm.addAll(nist);
    int refused = 0;
    for (KnownAnswer v : gcm) {
      assertEquals(AesAlgorithm.GCM, v.algorithm);
      assertEquals(12, v.iv.length, v.source);
      Cipher c = Cipher.getInstance("AES/GCM/NoPadding", "SunJCE");
      c.init(Cipher.DECRYPT_MODE, new SecretKeySpec(v.key, "AES"), new GCMParameterSpec(128, v.iv));
      c.updateAAD(v.aad);
      if (v.valid) {
        assertArrayEquals(v.plaintext, c.doFinal(v.sealed), v.source);
      } else {
        assertThrows(AEADBadTagException.class, () -> c.doFinal(v.sealed), v.source);
        refused++;
      }
    }
    assertEquals(81, refused);

    List<KnownAnswer> rfc = KnownAnswers.counterVectors("rfc3686-aes-ctr.txt");
    List<KnownAnswer> sp = KnownAnswers.counterVectors("sp800-38a-aes-ctr.txt");
    assertEquals(9, rfc.size());
    assertEquals(3, sp.size());
    assertEquals("rfc3686-aes-ctr.txt # AES-128 COUNT 0", rfc.get(0).source);
    int[] keyBytes = new int[33];
    List<KnownAnswer> ctr = new ArrayList<KnownAnswer>(rfc);
    ctr.addAll(sp);
    for (KnownAnswer v : ctr) {
      assertEquals(AesAlgorithm.CTR, v.algorithm);
      assertTrue(v.valid && v.plaintext.length > 0, v.source);
      keyBytes[v.key.length]++;
      Cipher c = Cipher.getInstance("AES/CTR/NoPadding", "SunJCE");
      c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(v.key, "AES"), new IvParameterSpec(v.iv));
      assertArrayEquals(v.sealed, c.doFinal(v.plaintext), v.source);
    }
    assertEquals(4, keyBytes[16], "each key length: RFC 3686's 3 and SP 800-38A's 1");
    assertEquals(4, keyBytes[24]);
    assertEquals(4, keyBytes[32]);
  }

  @Test
  void hexIsReadInEitherCaseAndAnythingElseIsRefused() {
    assertArrayEquals(new byte[] {0x0a, (byte) 0xff, 0x10}, KnownAnswers.hex("0aFf10"));
    assertArrayEquals(new byte[0], KnownAnswers.hex(null));
    assertEquals(
        "not hex: 0g",
        assertThrows(IllegalArgumentException.class, () -> KnownAnswers.hex("000g")).getMessage());
    assertEquals(
        "not hex: g0",
        assertThrows(IllegalArgumentException.class, () -> KnownAnswers.hex("g0")).getMessage());
  }
}
