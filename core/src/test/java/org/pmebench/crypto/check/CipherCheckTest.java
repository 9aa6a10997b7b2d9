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
    System.clearProperty("pmebench.test.corruptDecrypts");
    System.clearProperty("pmebench.test.corruptOffset");
    System.clearProperty("pmebench.test.acceptForgeriesOver");
  }

  private static String wrong(AesAlgorithm algorithm, List<Integer> sizes, boolean updates) {
    String said =
        assertThrows(
                WrongCipherOutput.class,
                () ->
                    CipherCheck.run(
                        new JcaAes(new CorruptingAesProvider()), algorithm, sizes, updates))
            .getMessage();
    String start = CorruptingAesProvider.NAME + " " + algorithm.transformation() + " on ";
    assertEquals(start, said.substring(0, Math.min(said.length(), start.length())), said);
    return said.substring(said.indexOf(": ") + 2, said.indexOf(" (against "));
  }

  @Test
  void aWrongDecryptionIsCaughtInThePublishedVectorsAndAtARandomSizeAndInUpdates() {
    System.setProperty("pmebench.test.corruptDecrypts", "true");
    System.setProperty("pmebench.test.corruptSize", "16");
    assertEquals(
        "wrong output: decrypt rfc3686-aes-ctr.txt # AES-128 COUNT 0 (first wrong byte at offset 0 of 16)",
        wrong(AesAlgorithm.CTR, SIZES, false));
    System.setProperty("pmebench.test.corruptSize", "4097");
    for (AesAlgorithm algorithm : AesAlgorithm.values()) {
      assertEquals(
          "wrong output: decrypt of 4097 bytes (first wrong byte at offset 0 of 4097)",
          wrong(algorithm, SIZES, false));
    }
    System.setProperty("pmebench.test.corruptSize", "-1");
    System.setProperty("pmebench.test.corruptUpdates", "true");
    assertEquals(
        "wrong output: encrypt of 2 bytes in updates of [1, 2] then the rest (first wrong byte at offset 0 "
            + "of 2)",
        wrong(AesAlgorithm.CTR, SIZES, true));
  }

  @Test
  void theWrongByteIsNamedByItsOffsetAndTheTag() {
    System.setProperty("pmebench.test.corruptSize", "4097");
    System.setProperty("pmebench.test.corruptOffset", "100");
    assertEquals(
        "wrong output: encrypt of 4097 bytes (first wrong byte at offset 100 of 4097)",
        wrong(AesAlgorithm.CTR, SIZES, false));
    System.setProperty("pmebench.test.corruptOffset", "-1");
    assertEquals(
        "wrong output: encrypt of 4097 bytes (first wrong byte at offset 4112 of 4113 (the tag))",
        wrong(AesAlgorithm.GCM, SIZES, false));
    System.setProperty("pmebench.test.corruptOffset", "-17");
    assertEquals(
        "wrong output: encrypt of 4097 bytes (first wrong byte at offset 4096 of 4113)",
        wrong(AesAlgorithm.GCM, SIZES, false),
        "the last data byte is not the tag");
  }

  @Test
  void aForgeryTakenOnlyAtSizesThePublishedVectorsDoNotReachIsCaughtByTheRandomInputs() {
    System.setProperty("pmebench.test.corruptSize", "-1");
    System.setProperty("pmebench.test.acceptForgeriesOver", "2000");
    String said = wrong(AesAlgorithm.GCM, SIZES, false);
    assertTrue(
        said.matches(
            "accepted a forgery: decrypted \\d+ bytes with one bit changed, whose tag does not "
                + "authenticate it"),
        said);
  }

  @Test
  void aResultSaysWhatWasCheckedItsSeedAndItsTime() {
    CipherCheck.Result r =
        new CipherCheck.Result(
            "SunJCE",
            AesAlgorithm.GCM,
            1322,
            75,
            2599,
            2_500_000L,
            1_250_000_000L,
            new java.util.TreeMap<Integer, String>(),
            "reference (x)",
            -5);
    assertEquals(
        "SunJCE AES/GCM/NoPadding: 1322 published vectors and 75 sizes right against reference (x), seed -5 "
            + "(2599 operations, 2.5 MB, 1.25 s)",
        r.toString());
    r.refusedKeys.put(192, "InvalidKeyException");
    assertTrue(r.toString().endsWith("1.25 s); refuses {192=InvalidKeyException}"), r.toString());
  }

  @Test
  void wrongOnlyInShortUpdatesIsNotPmesPathButTheFullCheckCatchesIt() {
    System.setProperty("pmebench.test.corruptSize", "-1");
    System.setProperty("pmebench.test.corruptUpdates", "true");
    CipherCheck.run(new JcaAes(new CorruptingAesProvider()), AesAlgorithm.CTR, SIZES, false);
    WrongCipherOutput wrong =
        assertThrows(
            WrongCipherOutput.class,
            () ->
                CipherCheck.run(
                    new JcaAes(new CorruptingAesProvider()), AesAlgorithm.CTR, SIZES, true));
    assertTrue(
        wrong.getMessage().contains(": wrong output: encrypt of 2 bytes in updates of "),
        wrong.getMessage());
  }

  @Test
  void thePublishedVectorsAreAllThere() {
    // Wycheproof: 197 tests with a 96-bit nonce and 128-bit tag (116 valid, 81 forgeries); NIST:
    // 1125.
    List<KnownAnswer> gcm = KnownAnswers.of(AesAlgorithm.GCM);
    assertEquals(197 + 1125, gcm.size());
    assertEquals(81, gcm.stream().filter(v -> !v.valid).count());
    KnownAnswer first = gcm.get(0);
    assertEquals("Wycheproof wycheproof-aes_gcm_test.json tcId 1", first.source);
    assertEquals("5b9604fe14eadba931b0ccf34843dab9", hex(first.key));
    assertEquals(
        12 + 16 + 16, first.iv.length + first.sealed.length, "the nonce, the message and its tag");
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
        // Never compared with its own code base: Bouncy Castle with SunJCE, the others with Bouncy
        // Castle's engine.
        assertEquals(
            provider.startsWith("BC")
                ? "SunJCE"
                : "reference (Bouncy Castle AESEngine, plain Java)",
            r.reference,
            r.toString());
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
    WrongCipherOutput refused =
        assertThrows(
            WrongCipherOutput.class,
            () -> CipherCheck.run(CryptoProviders.CONSCRYPT, AesAlgorithm.GCM, SIZES, 192));
    assertTrue(
        refused
            .getMessage()
            .contains(": refuses 192-bit keys, which the run uses: InvalidKeyException"),
        refused.getMessage());
  }

  @Test
  void aProviderWrongAtOneSizeIsCaughtAndNamed() {
    System.setProperty("pmebench.test.corruptSize", "4097");
    for (AesAlgorithm algorithm : AesAlgorithm.values()) {
      WrongCipherOutput wrong =
          assertThrows(
              WrongCipherOutput.class,
              () ->
                  CipherCheck.run(
                      new JcaAes(new CorruptingAesProvider()), algorithm, SIZES, false));
      assertTrue(
          wrong
              .getMessage()
              .startsWith(CorruptingAesProvider.NAME + " " + algorithm.transformation() + " on "),
          wrong.getMessage());
      assertTrue(
          wrong
              .getMessage()
              .contains(": wrong output: encrypt of 4097 bytes (first wrong byte at offset 0 of "),
          wrong.getMessage());
    }
  }

  @Test
  void aWrongPublishedAnswerIsCaughtBeforeAnyRandomInput() {
    System.setProperty("pmebench.test.corruptSize", "16");
    WrongCipherOutput wrong =
        assertThrows(
            WrongCipherOutput.class,
            () ->
                CipherCheck.run(
                    new JcaAes(new CorruptingAesProvider()), AesAlgorithm.CTR, SIZES, false));
    assertTrue(
        wrong.getMessage().contains("wrong output: encrypt rfc3686-aes-ctr.txt # AES-128 COUNT 0"),
        wrong.getMessage());
  }

  @Test
  void aGcmThatAcceptsForgeriesIsCaught() {
    System.setProperty("pmebench.test.corruptSize", "-1");
    System.setProperty("pmebench.test.acceptForgeries", "true");
    WrongCipherOutput wrong =
        assertThrows(
            WrongCipherOutput.class,
            () ->
                CipherCheck.run(
                    new JcaAes(new CorruptingAesProvider()), AesAlgorithm.GCM, SIZES, false));
    assertTrue(
        wrong.getMessage().contains(": accepted a forgery: decrypted Wycheproof "),
        wrong.getMessage());
  }

  @Test
  void sizesCoverTheBugsBoundaries() {
    for (int s :
        new int[] {
          1, 15, 17, 496, 511, 512, 513, 528, 7680, 8191, 8192, 8193, 8208, 65536, 1048577
        }) {
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
    assertTrue(
        a.toString()
            .contains(
                " against reference (Bouncy Castle AESEngine, plain Java), seed " + a.seed + " "),
        a.toString());
    System.setProperty(CipherCheck.SEED_PROPERTY, String.valueOf(a.seed));
    try {
      assertEquals(a.seed, CipherCheck.run("SunJCE", AesAlgorithm.GCM, SIZES, 128).seed);
    } finally {
      System.clearProperty(CipherCheck.SEED_PROPERTY);
    }
  }
}
