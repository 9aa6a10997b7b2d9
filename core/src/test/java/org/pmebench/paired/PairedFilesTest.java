package org.pmebench.paired;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;
import org.pmebench.crypto.AesAlgorithm;
import org.pmebench.crypto.EncryptionMode;

class PairedFilesTest {
  @Test
  void plaintextsWriteIsAlsoTheControlAndAnEncryptedWriteComesWithItsModel() throws Exception {
    TimedOperation plain = sink -> 1;
    try (PairedFiles files = new PairedFiles("memory")) {
      files.addWrite(new Variant(EncryptionMode.PLAINTEXT, plain, 1234, 0));
      files.addWrite(new Variant(EncryptionMode.AES_GCM_V1, sink -> 2, 1300, 0));
      List<Variant> variants = files.rounds().variants();
      List<PairedSlot> slots = new ArrayList<PairedSlot>();
      for (Variant v : variants) {
        slots.add(v.slot);
      }
      assertEquals(
          Arrays.asList(
              PairedSlot.PLAINTEXT, PairedSlot.CONTROL, PairedSlot.GCM, PairedSlot.GCM_MODEL),
          slots);
      assertSame(plain, variants.get(1).operation);
      assertEquals(1234, variants.get(1).fileBytes);
    }
  }

  /**
   * An encrypted file's stand-in: GCM modules of {@code gcm} bytes and CTR modules of {@code ctr},
   * as PME calls them.
   */
  private static TimedOperation modules(int[] gcm, int[] ctr) {
    return sink -> {
      SecretKeySpec key = new SecretKeySpec(new byte[16], "AES");
      for (int n : gcm) {
        Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
        c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, new byte[12]));
        c.doFinal(new byte[n]);
      }
      for (int n : ctr) {
        Cipher c = Cipher.getInstance("AES/CTR/NoPadding");
        c.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(new byte[16]));
        c.doFinal(new byte[n]);
      }
      return 1;
    };
  }

  @Test
  void theCheckAfterWarmUpRunsOnceAfterTheFirstMeasuredIterationAtTheFilesModuleSizes()
      throws Exception {
    try (PairedFiles files = new PairedFiles("memory")) {
      files.add(new Variant(EncryptionMode.PLAINTEXT, sink -> 1, 100, 0));
      files.add(
          new Variant(
              EncryptionMode.AES_GCM_V1, modules(new int[] {100, 5000, 100}, new int[0]), 100, 0));
      files.add(
          new Variant(
              EncryptionMode.AES_GCM_CTR_V1,
              modules(new int[] {40}, new int[] {3000, 70}),
              100,
              0));
      assertNull(files.checks().checkOnce("SunJCE", false), "not after a warm-up iteration");
      String said = files.checks().checkOnce("SunJCE", true);
      assertTrue(
          said.startsWith(
              "cipher check after warm-up: 3 of the 3 module sizes (40 to 5000 bytes), SunJCE "
                  + "AES/GCM/NoPadding: "),
          said);
      assertTrue(said.contains(" and 3 sizes right against "), said);
      assertTrue(
          said.contains("; 2 of the 2 module sizes (70 to 3000 bytes), SunJCE AES/CTR/NoPadding: "),
          said);
      assertNull(files.checks().checkOnce("SunJCE", true), "once per fork");
    }
  }

  @Test
  void moreThanSixtyFourSizesAreSpreadFromTheSmallestToTheLargest() {
    List<Integer> all = new ArrayList<Integer>();
    for (int i = 0; i < 1000; i++) {
      all.add(10 + i);
    }
    List<Integer> spread = ModuleSizes.spread(all);
    assertEquals(ModuleSizes.MAX_CHECKED, spread.size());
    assertEquals(10, (int) spread.get(0));
    assertEquals(1009, (int) spread.get(spread.size() - 1));
    assertEquals(new java.util.TreeSet<Integer>(spread).size(), spread.size(), "no size twice");
    assertSame(
        all.subList(0, 64).getClass(),
        ModuleSizes.spread(all.subList(0, 64)).getClass(),
        "64 stay as they are");
    assertEquals(all.subList(0, 64), ModuleSizes.spread(all.subList(0, 64)));
    assertEquals(new ArrayList<Integer>(), new ModuleSizes().of(AesAlgorithm.GCM));
  }

  @Test
  void theReadsAreNotCheckedInTheWarmUpAndThe30SecondsCountFromItsEnd() {
    long[] now = {0};
    AnswerChecks checks = new AnswerChecks(new ModuleSizes(), () -> now[0]);
    PairedRounds rounds =
        new PairedRounds(
            Arrays.asList(
                new Variant(EncryptionMode.PLAINTEXT, sink -> 1, 100, 0),
                new Variant(EncryptionMode.AES_GCM_V1, sink -> 1, 100, 0)),
            new java.util.Random(1),
            ThreadClock.system(),
            RoundHook.NONE);
    now[0] = 40_000_000_000L;
    checks.afterIteration(rounds, true, "SunJCE", false, 3);
    assertEquals(0, rounds.verified(), "a 40 s warm-up iteration is not checked");
    now[0] = 41_000_000_000L;
    checks.afterIteration(rounds, true, "SunJCE", true, 3);
    assertEquals(0, rounds.verified(), "1 s after the warm-up");
    now[0] = 71_000_000_000L;
    checks.afterIteration(rounds, true, "SunJCE", true, 3);
    assertEquals(1, rounds.verified(), "30 s after the warm-up");
    now[0] = 72_000_000_000L;
    checks.afterIteration(rounds, false, "SunJCE", true, 4);
    assertEquals(1, rounds.verified(), "writes are not read back");
    now[0] = 73_000_000_000L;
    checks.afterIteration(rounds, true, "SunJCE", true, 4);
    assertEquals(2, rounds.verified(), "the last measured iteration, 2 s after the last check");
  }

  @Test
  void theReadsAreCheckedAfterTheLastMeasuredIterationAndBeforeItAtMostEvery30Seconds() {
    assertTrue(AnswerChecks.verifyNow(true, 0), "the last measured iteration, however soon");
    assertTrue(
        !AnswerChecks.verifyNow(false, 29_999_999_999L), "not within 30 s of the last check");
    assertTrue(AnswerChecks.verifyNow(false, 30_000_000_000L));
  }
}
