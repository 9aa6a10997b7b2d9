package org.pmebench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ExtraCostTest {
  @Test
  void forksAreTheReplicates() {
    // Three forks of two iterations, 10 rounds each; per file the encrypted file costs 100, 110,
    // 120 ns more.
    double[][] rounds = {{10, 10}, {10, 10}, {10, 10}};
    double[][] plain = {{5000, 5000}, {7000, 7000}, {6000, 6000}};
    double[][] encrypted = {{6000, 6000}, {8100, 8100}, {7200, 7200}};
    ExtraCost c = ExtraCost.of(PairedRatio.CONFIDENCE, rounds, plain, encrypted);
    assertEquals(110, c.value, 1e-9);
    // sd 10 over 3 forks, t(0.975, 2) = 4.303
    double half = 4.302653 * 10 / Math.sqrt(3);
    assertEquals(110 - half, c.low, 1e-3);
    assertEquals(110 + half, c.high, 1e-3);
    assertEquals(3, c.replicates);
    assertEquals(PairedRatio.INTERVAL_FORKS, c.interval);
    ExtraCost perByte = c.per(1000);
    assertEquals(0.11, perByte.value, 1e-12);
    assertEquals(c.low / 1000, perByte.low, 1e-12);
  }

  @Test
  void oneForkUsesItsIterationsAndSaysSo() {
    double[][] rounds = {{4, 4, 2}};
    double[][] plain = {{400, 400, 200}};
    double[][] encrypted = {{480, 440, 260}};
    ExtraCost c = ExtraCost.of(PairedRatio.CONFIDENCE, rounds, plain, encrypted);
    assertEquals((180.0) / 10, c.value, 1e-9, "pooled over the fork's rounds");
    assertEquals(PairedRatio.INTERVAL_ROUNDS_ONLY, c.interval);
    assertEquals(3, c.replicates);
    assertTrue(c.low < c.value && c.value < c.high);
  }

  @Test
  void tooFewReplicatesGiveNoIntervalAndNoRoundsNothing() {
    ExtraCost one =
        ExtraCost.of(
            PairedRatio.CONFIDENCE,
            new double[][] {{5}},
            new double[][] {{50}},
            new double[][] {{75}});
    assertEquals(5, one.value, 1e-9);
    assertFalse(one.hasInterval());
    assertNull(one.interval);
    assertNull(
        ExtraCost.of(
            PairedRatio.CONFIDENCE,
            new double[][] {{0}},
            new double[][] {{0}},
            new double[][] {{0}}));
  }
}
