package org.pmebench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pmebench.summary.Summary;

/**
 * The A/A control's verdict at its edges (summary.json's {@code control.verdict}): biased only when
 * its interval excludes 1 and its bias reaches the smaller of 1% and a quarter of the overhead.
 * Numbers a binary fraction holds exactly, so that each edge is met exactly.
 */
class ControlVerdictTest {
  private static PairedRatio.Estimate estimate(double ratio, double low, double high) {
    return new PairedRatio.Estimate(ratio, low, high, 0.001, null, null);
  }

  @Test
  void aControlIsBiasedOnlyWhenItsIntervalExcludesOneAndItsBiasReachesTheThreshold() {
    PairedRatio.Estimate overhead = estimate(1.03125, 1.0, 1.0625);
    assertEquals(
        0.0078125, Summary.controlThreshold(overhead), 0, "a quarter of +3.125%, under 1%");
    assertEquals(0.01, Summary.controlThreshold(null), 0, "no overhead: 1%");
    assertEquals(
        0.01, Summary.controlThreshold(estimate(1.5, 1.4, 1.6)), 0, "a quarter of +50% is over 1%");
    assertEquals(
        Summary.CONTROL_BIASED,
        Summary.controlVerdict(estimate(1.0078125, 1.00390625, 1.01171875), overhead),
        "a bias of exactly the threshold");
    assertEquals(
        Summary.CONTROL_OK,
        Summary.controlVerdict(estimate(1.0078125, 1.0, 1.015625), overhead),
        "an interval that reaches 1 from above");
    assertEquals(
        Summary.CONTROL_OK,
        Summary.controlVerdict(estimate(0.9921875, 0.984375, 1.0), overhead),
        "an interval that reaches 1 from below");
    assertEquals(
        Summary.CONTROL_BIASED,
        Summary.controlVerdict(estimate(0.9921875, 0.984375, 0.99609375), overhead));
    assertEquals(
        Summary.CONTROL_OK,
        Summary.controlVerdict(estimate(1.00390625, 1.001953125, 1.005859375), overhead),
        "resolved, but half the threshold");
    assertEquals(
        Summary.CONTROL_NO_INTERVAL,
        Summary.controlVerdict(
            new PairedRatio.Estimate(1.5, Double.NaN, Double.NaN, Double.NaN, null, null),
            overhead));
  }
}
