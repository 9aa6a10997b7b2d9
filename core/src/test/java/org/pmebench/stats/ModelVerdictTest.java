package org.pmebench.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class ModelVerdictTest {
  /** An estimate with an interval (a log standard error only says that there is one). */
  private static PairedRatio.Estimate estimate(double ratio, double low, double high) {
    return new PairedRatio.Estimate(ratio, low, high, 0.01, null, null);
  }

  @Test
  void twoWideIntervalsThatOverlapAreNotAnAgreement() {
    // A ±8-point measurement overlaps any prediction near it: that says nothing.
    PairedRatio.Estimate measured = estimate(1.04, 0.96, 1.12);
    PairedRatio.Estimate fraction = estimate(0.035, 0.03, 0.04);
    assertEquals(ModelVerdict.NOT_RESOLVED, ModelVerdict.of(fraction, measured));
    assertFalse(PairedRatio.agrees(fraction, measured));
  }

  @Test
  void agreesOnlyWhenTheDifferenceIsWithinHalfAPoint() {
    // measured +4.0% (3.8 to 4.2), predicted +3.9% (3.8 to 4.0): difference 0.1 ± 0.22 points.
    PairedRatio.Estimate measured = estimate(1.040, 1.038, 1.042);
    PairedRatio.Estimate fraction = estimate(0.039, 0.038, 0.040);
    double[] d = ModelVerdict.difference(fraction, measured);
    double half = Math.hypot(0.002, 0.001);
    assertArrayEquals(new double[] {0.001 - half, 0.001, 0.001 + half}, d, 1e-12);
    assertEquals(ModelVerdict.AGREES, ModelVerdict.of(fraction, measured));
  }

  @Test
  void disagreesWhenResolvedAwayFromTheBand() {
    PairedRatio.Estimate measured = estimate(1.060, 1.055, 1.065);
    PairedRatio.Estimate fraction = estimate(0.039, 0.038, 0.040);
    assertEquals(ModelVerdict.DISAGREES, ModelVerdict.of(fraction, measured));
    assertNull(
        ModelVerdict.of(
            fraction,
            new PairedRatio.Estimate(1.06, Double.NaN, Double.NaN, Double.NaN, null, null)),
        "no interval, no verdict");
  }

  @Test
  void aPredictionGivenAsNumbersIsJudgedTheSameWayAndAgreesIsTrueFalseOrLeftOut() {
    PairedRatio.Estimate measured =
        new PairedRatio.Estimate(1.050, 1.048, 1.052, 0.001, null, null);
    assertEquals(ModelVerdict.AGREES, ModelVerdict.ofRatio(1.049, 1.051, 1.053, measured));
    assertEquals(ModelVerdict.DISAGREES, ModelVerdict.ofRatio(1.018, 1.020, 1.022, measured));
    assertEquals(
        ModelVerdict.NOT_RESOLVED,
        ModelVerdict.ofRatio(1.03, 1.05, 1.07, measured),
        "two overlapping intervals, ±2 points wide: not an agreement");
    assertNull(ModelVerdict.ofRatio(Double.NaN, 1.05, Double.NaN, measured));
    assertEquals(Boolean.TRUE, ModelVerdict.agrees(ModelVerdict.AGREES));
    assertEquals(Boolean.FALSE, ModelVerdict.agrees(ModelVerdict.DISAGREES));
    assertNull(ModelVerdict.agrees(ModelVerdict.NOT_RESOLVED));
  }
}
