package org.pmebench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import org.junit.jupiter.api.Test;
import org.pmebench.results.JmhResult;

class OverheadRatioTest {
  private static JmhResult result(double score, double error, String unit) {
    return new JmhResult(
        "x.B.m",
        unit.endsWith("/op") ? "avgt" : "thrpt",
        1,
        1,
        "17.0.15",
        "VM",
        Collections.<String>emptyList(),
        Collections.<String, String>emptyMap(),
        score,
        error,
        unit);
  }

  @Test
  void timePerOperationDividesEncryptedByPlaintext() {
    OverheadRatio r = OverheadRatio.of(result(120, 0, "ms/op"), result(100, 0, "ms/op"));
    assertEquals(1.2, r.ratio, 1e-12);
    assertEquals(1.2, r.low, 1e-12);
    assertEquals(1.2, r.high, 1e-12);
  }

  @Test
  void throughputIsInvertedSoMoreIsAlwaysSlower() {
    assertEquals(
        1.25, OverheadRatio.of(result(80, 0, "ops/s"), result(100, 0, "ops/s")).ratio, 1e-12);
  }

  @Test
  void theIntervalCombinesRelativeErrorsInQuadratureInLogSpace() {
    // 3/4/5: relative errors 0.3 and 0.4 combine to 0.5.
    OverheadRatio r = OverheadRatio.of(result(200, 60, "ms/op"), result(100, 40, "ms/op"));
    assertEquals(2.0, r.ratio, 1e-12);
    assertEquals(2.0 * Math.exp(-0.5), r.low, 1e-12);
    assertEquals(2.0 * Math.exp(0.5), r.high, 1e-12);
    assertTrue(r.low > 0, "never below zero, however wide");
  }

  @Test
  void anUnknownErrorLeavesTheIntervalUnknown() {
    OverheadRatio r = OverheadRatio.of(result(120, Double.NaN, "ms/op"), result(100, 3, "ms/op"));
    assertEquals(1.2, r.ratio, 1e-12);
    assertTrue(Double.isNaN(r.low) && Double.isNaN(r.high));
  }

  @Test
  void differentUnitsAreRefused() {
    assertThrows(
        IllegalArgumentException.class,
        () -> OverheadRatio.of(result(1, 0, "ms/op"), result(1, 0, "us/op")));
  }
}
