package org.pmebench.crypto.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;
import org.pmebench.crypto.AesAlgorithm;
import org.pmebench.crypto.CryptoProviders;

/**
 * What scripts/check-ciphers.sh prints (CipherCheckMain), how a JVM is named in it, and a fork's
 * check line.
 */
class CheckMainAndReportTest {
  @Test
  void theMainCheckSaysRightForEveryProviderThatLoadsAndNotRunForTheOthers() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(bytes, true);
    // The boundaries up to 512 bytes only: every provider twice, in one call and in updates, in a
    // few seconds.
    System.setProperty(CheckSizes.LARGEST_BOUNDARY_PROPERTY, "512");
    int sizes;
    try {
      assertTrue(CipherCheckMain.check(new String[] {"2", "16B,1KiB"}, out));
      sizes = CheckSizes.forRun(Arrays.asList(16, 1024)).size();
    } finally {
      System.clearProperty(CheckSizes.LARGEST_BOUNDARY_PROPERTY);
    }
    String said = new String(bytes.toByteArray(), StandardCharsets.UTF_8);
    int lines = 0;
    for (String provider : CryptoProviders.names()) {
      for (AesAlgorithm algorithm : AesAlgorithm.values()) {
        String unavailable = CryptoProviders.unavailableReason(provider, algorithm);
        if (unavailable != null) {
          assertTrue(said.contains("not run  " + provider + " " + algorithm + " on "), said);
          lines++;
          continue;
        }
        assertTrue(
            said.matches(
                "(?s).*\nright    [^\n]*"
                    + algorithm.transformation()
                    + ": \\d+ published vectors and "
                    + sizes
                    + " sizes right against [^\n]*; 2 rounds in "
                    + "\\d+\\.\\d s\n.*"),
            provider + " " + algorithm + ": " + said);
        assertTrue(
            said.contains(
                "right    " + provider + " " + algorithm + " in updates of 1 to 15 bytes too\n"),
            said);
        lines += 2;
      }
    }
    String[] all = said.split("\n");
    assertEquals(lines + 1, all.length, said);
    assertTrue(
        all[all.length - 1].startsWith("sizes: " + sizes + " ([0, 1, 2, "), all[all.length - 1]);
    assertTrue(
        all[all.length - 1].endsWith(", 496, 511, 512, 513, 528, 1024, 7680])"),
        all[all.length - 1]);
  }

  @Test
  void theLargestBoundaryIsAPowerOfTwoFrom512To1MiB() {
    for (int ok : new int[] {512, 1 << 20}) {
      System.setProperty(CheckSizes.LARGEST_BOUNDARY_PROPERTY, String.valueOf(ok));
      try {
        assertEquals(ok, CheckSizes.largestBoundary());
      } finally {
        System.clearProperty(CheckSizes.LARGEST_BOUNDARY_PROPERTY);
      }
    }
    for (int refused : new int[] {256, 2 << 20, 768}) {
      System.setProperty(CheckSizes.LARGEST_BOUNDARY_PROPERTY, String.valueOf(refused));
      try {
        assertEquals(
            CheckSizes.LARGEST_BOUNDARY_PROPERTY
                + "="
                + refused
                + ": a power of two from 512 to 1048576",
            org.junit.jupiter.api.Assertions.assertThrows(
                    IllegalArgumentException.class, CheckSizes::largestBoundary)
                .getMessage());
      } finally {
        System.clearProperty(CheckSizes.LARGEST_BOUNDARY_PROPERTY);
      }
    }
  }

  @Test
  void aJvmIsNamedByItsVersionAndTheFlagsThatChangeItsAes() {
    assertEquals(
        "Acme 17.0.1, intrinsics on", JvmDescription.of("Acme", "17.0.1", Arrays.asList("-Xmx1g")));
    assertEquals(
        "Acme 17.0.1, intrinsics on (-XX:+UseAESIntrinsics -XX:TieredStopAtLevel=1)",
        JvmDescription.of(
            "Acme",
            "17.0.1",
            Arrays.asList("-XX:+UseAESIntrinsics", "-Xmx1g", "-XX:TieredStopAtLevel=1")));
    assertEquals(
        "Acme 17.0.1, intrinsics off (-XX:-UseAESCTRIntrinsics)",
        JvmDescription.of("Acme", "17.0.1", Collections.singletonList("-XX:-UseAESCTRIntrinsics")));
    assertEquals(
        "Acme 8, intrinsics off (-XX:+UseAVX -XX:-UseGHASHIntrinsics -Xcomp)",
        JvmDescription.of(
            "Acme", "8", Arrays.asList("-XX:+UseAVX", "-XX:-UseGHASHIntrinsics", "-Xcomp")));
    assertTrue(
        JvmDescription.current()
            .startsWith(
                System.getProperty("java.vendor")
                    + " "
                    + System.getProperty("java.version")
                    + ", intrinsics "),
        JvmDescription.current());
  }

  @Test
  void aForkPrintsEachCheckBeforeWarmUpAsOneLineTheRunRecords() {
    PrintStream before = System.out;
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    String runs;
    System.setProperty(CheckSizes.LARGEST_BOUNDARY_PROPERTY, "512");
    try {
      System.setOut(new PrintStream(bytes, true));
      runs = CheckedProvider.install("SunJCE", EnumSet.of(AesAlgorithm.GCM, AesAlgorithm.CTR));
      assertEquals(
          CheckedProvider.check("SunJCE", AesAlgorithm.CTR).sizes,
          CheckSizes.forRun(Collections.<Integer>emptySet()).size(),
          "the check of a run: its page sizes");
    } finally {
      System.setOut(before);
      System.clearProperty(CheckSizes.LARGEST_BOUNDARY_PROPERTY);
    }
    assertTrue(runs.contains("SunJCE"), runs);
    String[] lines = new String(bytes.toByteArray(), StandardCharsets.UTF_8).split("\n");
    assertEquals(2, lines.length, Arrays.toString(lines));
    for (int i = 0; i < 2; i++) {
      assertTrue(
          lines[i].startsWith(
              CheckReport.PREFIX
                  + "before warm-up: SunJCE "
                  + AesAlgorithm.values()[i].transformation()
                  + ": "),
          lines[i]);
      assertTrue(lines[i].matches(".*, seed -?\\d+ \\(\\d+ operations, .*"), lines[i]);
    }
  }
}
