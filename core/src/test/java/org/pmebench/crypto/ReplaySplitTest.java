package org.pmebench.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The per-call part of a replay's module time: the least-squares intercept, as fixed weights. */
class ReplaySplitTest {
  @Test
  void timesOnALineSplitExactlyIntoCallsAndBytesPerConstruction() {
    double[] sizes = {20, 20, 2000, 30, 16000, 100, 40000, 500};
    boolean[] ctr = {false, false, true, false, true, false, true, false};
    double[] w = ReplaySplit.callWeights(sizes, ctr);
    ReplaySplit split = new ReplaySplit();
    split.reset(5000);
    for (int i = 0; i < sizes.length; i++) {
      // GCM: 900 ns per call + 0.3 ns per byte; CTR: 400 ns + 0.1 ns per byte.
      long nanos = Math.round(ctr[i] ? 400 + 0.1 * sizes[i] : 900 + 0.3 * sizes[i]);
      split.addModule(ctr[i], nanos, w[i]);
    }
    assertEquals(5000, split.objectNanos);
    assertEquals(5 * 900, split.gcmCallNanos, 2);
    assertEquals(3 * 400, split.ctrCallNanos, 2);
    assertEquals(5 * 900 + 0.3 * 670, split.gcmNanos, 2);
    assertEquals(3 * 400 + 0.1 * 58000, split.ctrNanos, 2);
  }

  @Test
  void sizesThatDoNotSpreadOrTooFewModulesHaveNoCallPart() {
    // CTR: three pages of nearly one size; GCM: two modules only.
    double[] sizes = {17000, 16000, 18000, 20, 30000};
    boolean[] ctr = {true, true, true, false, false};
    for (double w : ReplaySplit.callWeights(sizes, ctr)) {
      assertEquals(0, w);
    }
  }
}
