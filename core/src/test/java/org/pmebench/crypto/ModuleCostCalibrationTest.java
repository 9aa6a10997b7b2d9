package org.pmebench.crypto;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.junit.jupiter.api.Test;

/** A short calibration replays fewer modules, so that it lasts about as long as asked. */
class ModuleCostCalibrationTest {
  private static int[] counts(double seconds) {
    int[] counts = new int[SyntheticModules.CALIBRATION_SIZES.length];
    for (int i = 0; i < counts.length; i++) {
      counts[i] = ModuleCostCalibration.count(i, seconds);
    }
    return counts;
  }

  @Test
  void fullCountsFromTwoSecondsAShareBelowAndOneModuleAtLeast() {
    assertArrayEquals(SyntheticModules.CALIBRATION_COUNTS, counts(2));
    assertArrayEquals(SyntheticModules.CALIBRATION_COUNTS, counts(600));
    assertArrayEquals(new int[] {128, 64, 32, 8, 2}, counts(1));
    assertArrayEquals(new int[] {6, 3, 2, 1, 1}, counts(0.05));
  }
}
