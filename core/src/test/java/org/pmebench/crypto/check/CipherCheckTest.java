package org.pmebench.crypto.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.pmebench.crypto.AesAlgorithm;
import org.pmebench.crypto.CryptoProviders;

class CipherCheckTest {
  static final List<Integer> SIZES = CheckSizes.forRun(Arrays.asList(16, 1024, 65536));

  @AfterEach
  void clear() {
    System.clearProperty("pmebench.test.corruptSize");
    System.clearProperty("pmebench.test.acceptForgeries");
    System.clearProperty("pmebench.test.corruptUpdates");
  }

  @Test
  void wrongOnlyInShortUpdatesIsNotPmesPathButTheFullCheckCatchesIt() {
    System.setProperty("pmebench.test.corruptSize", "-1");
    System.setProperty("pmebench.test.corruptUpdates", "true");
    CipherCheck.run(new JcaAes(new CorruptingAesProvider()), AesAlgorithm.CTR, SIZES, false);
    WrongCipherOutput wrong = assertThrows(WrongCipherOutput.class,
        () -> CipherCheck.run(new JcaAes(new CorruptingAesProvider()), AesAlgorithm.CTR, SIZES, true));
    assertTrue(wrong.getMessage().contains(": wrong output: encrypt of 2 bytes in updates of "),
        wrong.getMessage());
  }

  @Test
  void thePublishedVectorsAreAllThere() {
    // Wycheproof: 197 tests with a 96-bit nonce and 128-bit tag (116 valid, 81 forgeries); NIST: 1125.
    List<KnownAnswer> gcm = KnownAnswers.of(AesAlgorithm.GCM);
    assertEquals(197 + 1125, gcm.size());
    assertEquals(81, gcm.stream().filter(v -> !v.valid).count());
    KnownAnswer first = gcm.get(0);
    assertEquals("Wycheproof wycheproof-aes_gcm_test.json tcId 1", first.source);
    assertEquals("5b9604fe14eadba931b0ccf34843dab9", hex(first.key));
    assertEquals(12 + 16 + 16, first.iv.length + first.sealed.length, "the nonce, the message and its tag");
    // RFC 3686: 9; SP 800-38A F.5: 3.
    assertEquals(12, KnownAnswers.of(AesAlgorithm.CTR).size());
  }

  @Test
  void everyProviderThatLoadsHereAnswersRight() {
    for (String provider : CryptoProviders.NAMES) {
      for (AesAlgorithm algorithm : AesAlgorithm.values()) {
        if (CryptoProviders.unavailableReason(provider, algorithm) != null) {
          continue;
        }
        CipherCheck.Result r = CipherCheck.runWithUpdates(provider, algorithm, SIZES, 128, 256);
        System.out.println(r);
        assertTrue(r.vectors > KnownAnswers.of(algorithm).size() / 2, r.toString());
        // Never compared with its own code base: Bouncy Castle with SunJCE, the others with Bouncy Castle's engine.
        assertEquals(provider.startsWith("BC") ? "SunJCE" : "reference (Bouncy Castle AESEngine, plain Java)",
            r.reference, r.toString());
        assertTrue(r.operations > 2 * SIZES.size(), r.toString());
      }
    }
  }

  @Test
  void aKeySizeTheRunUsesAndTheProviderRefusesFailsTheCheck() {
    if (CryptoProviders.unavailableReason(CryptoProviders.CONSCRYPT, AesAlgorithm.GCM) != null) {
      return;
    }
    CipherCheck.Result r = CipherCheck.run(CryptoProviders.CONSCRYPT, AesAlgorithm.GCM, SIZES, 128);
    assertEquals(java.util.Collections.singleton(192), r.refusedKeys.keySet(), r.toString());
    WrongCipherOutput refused = assertThrows(WrongCipherOutput.class,
        () -> CipherCheck.run(CryptoProviders.CONSCRYPT, AesAlgorithm.GCM, SIZES, 192));
    assertTrue(refused.getMessage().contains(": refuses 192-bit keys, which the run uses: InvalidKeyException"),
        refused.getMessage());
  }

  @Test
  void aProviderWrongAtOneSizeIsCaughtAndNamed() {
    System.setProperty("pmebench.test.corruptSize", "4097");
    for (AesAlgorithm algorithm : AesAlgorithm.values()) {
      WrongCipherOutput wrong = assertThrows(WrongCipherOutput.class,
          () -> CipherCheck.run(new JcaAes(new CorruptingAesProvider()), algorithm, SIZES, false));
      assertTrue(wrong.getMessage().startsWith(CorruptingAesProvider.NAME + " " + algorithm.transformation()
          + " on "), wrong.getMessage());
      assertTrue(wrong.getMessage().contains(": wrong output: encrypt of 4097 bytes (first wrong byte at offset 0 of "),
          wrong.getMessage());
    }
  }

  @Test
  void aWrongPublishedAnswerIsCaughtBeforeAnyRandomInput() {
    System.setProperty("pmebench.test.corruptSize", "16");
    WrongCipherOutput wrong = assertThrows(WrongCipherOutput.class,
        () -> CipherCheck.run(new JcaAes(new CorruptingAesProvider()), AesAlgorithm.CTR, SIZES, false));
    assertTrue(wrong.getMessage().contains("wrong output: encrypt rfc3686-aes-ctr.txt # AES-128 COUNT 0"),
        wrong.getMessage());
  }

  @Test
  void aGcmThatAcceptsForgeriesIsCaught() {
    System.setProperty("pmebench.test.corruptSize", "-1");
    System.setProperty("pmebench.test.acceptForgeries", "true");
    WrongCipherOutput wrong = assertThrows(WrongCipherOutput.class,
        () -> CipherCheck.run(new JcaAes(new CorruptingAesProvider()), AesAlgorithm.GCM, SIZES, false));
    assertTrue(wrong.getMessage().contains(": accepted a forgery: decrypted Wycheproof "), wrong.getMessage());
  }

  @Test
  void sizesCoverTheBugsBoundaries() {
    for (int s : new int[] {1, 15, 17, 496, 511, 512, 513, 528, 7680, 8191, 8192, 8193, 8208, 65536, 1048577}) {
      assertTrue(SIZES.contains(s), "size " + s);
    }
    assertEquals(15, CheckSizes.partsFor(120).get(0).length, "1+2+...+15 = 120");
  }

  private static String hex(byte[] b) {
    StringBuilder s = new StringBuilder();
    for (byte x : b) {
      s.append(String.format("%02x", x));
    }
    return s.toString();
  }

  @Test
  void theRandomInputsAreNewInEveryCheckAndTheirSeedRepeatsThem() {
    CipherCheck.Result a = CipherCheck.run("SunJCE", AesAlgorithm.GCM, SIZES, 128);
    CipherCheck.Result b = CipherCheck.run("SunJCE", AesAlgorithm.GCM, SIZES, 128);
    assertTrue(a.seed != b.seed, a + " / " + b);
    assertTrue(a.toString().contains(" against reference (Bouncy Castle AESEngine, plain Java), seed " + a.seed + " "),
        a.toString());
    System.setProperty(CipherCheck.SEED_PROPERTY, String.valueOf(a.seed));
    try {
      assertEquals(a.seed, CipherCheck.run("SunJCE", AesAlgorithm.GCM, SIZES, 128).seed);
    } finally {
      System.clearProperty(CipherCheck.SEED_PROPERTY);
    }
  }
}
