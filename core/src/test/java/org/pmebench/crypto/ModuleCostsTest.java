package org.pmebench.crypto;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * estimate's prices: a batch's crypto time of counted modules, the batches' mean and the
 * calibration's line fit.
 */
class ModuleCostsTest {
  private static ModuleCosts.Batch batch(double scale) {
    ModuleCosts.Batch b = new ModuleCosts.Batch();
    b.gcmDecryptCall = 1000 * scale;
    b.gcmDecryptByte = 0.5 * scale;
    b.ctrDecryptCall = 300 * scale;
    b.ctrDecryptByte = 0.25 * scale;
    b.gcmEncryptCall = 1100 * scale;
    b.gcmEncryptByte = 0.75 * scale;
    b.ctrEncryptCall = 350 * scale;
    b.ctrEncryptByte = 0.125 * scale;
    b.cipherObject = 2000 * scale;
    return b;
  }

  @Test
  void aBatchPricesEachModuleByCallAndByteAndEachCipherObject() {
    ModuleCounts counts = new ModuleCounts(10, 4000, 6, 8000, 14);
    // Decrypt: 3 objects x 2000 + 10 x 1000 + 4000 x 0.5 + 6 x 300 + 8000 x 0.25.
    assertEquals(6000 + 10_000 + 2000 + 1800 + 2000, batch(1).nanos(counts, 3, true), 1e-9);
    // Encrypt: 3 x 2000 + 10 x 1100 + 4000 x 0.75 + 6 x 350 + 8000 x 0.125.
    assertEquals(6000 + 11_000 + 3000 + 2100 + 1000, batch(1).nanos(counts, 3, false), 1e-9);
    assertEquals(0, batch(1).nanos(ModuleCounts.NONE, 0, true), 0);
  }

  @Test
  void theCostsArePricedPerBatchAndTheirMeanIsEveryPricesMean() {
    ModuleCosts costs = new ModuleCosts();
    costs.batches.add(batch(1));
    costs.batches.add(batch(3));
    ModuleCounts counts = new ModuleCounts(10, 4000, 6, 8000, 14);
    assertArrayEquals(new double[] {21_800, 3 * 21_800}, costs.nanos(counts, 3, true), 1e-9);
    ModuleCosts.Batch mean = costs.mean();
    ModuleCosts.Batch two = batch(2);
    assertArrayEquals(
        new double[] {
          two.gcmDecryptCall,
          two.gcmDecryptByte,
          two.ctrDecryptCall,
          two.ctrDecryptByte,
          two.gcmEncryptCall,
          two.gcmEncryptByte,
          two.ctrEncryptCall,
          two.ctrEncryptByte,
          two.cipherObject
        },
        new double[] {
          mean.gcmDecryptCall,
          mean.gcmDecryptByte,
          mean.ctrDecryptCall,
          mean.ctrDecryptByte,
          mean.gcmEncryptCall,
          mean.gcmEncryptByte,
          mean.ctrEncryptCall,
          mean.ctrEncryptByte,
          mean.cipherObject
        },
        1e-9);
    assertEquals(
        2 + 4 * 19, ModuleCosts.cipherObjects(19), "two for the footer, four per encrypted column");
  }

  @Test
  void theLineThroughTheSizesTimesIsFittedByRelativeErrors() {
    int[] sizes = SyntheticModules.CALIBRATION_SIZES;
    double[] nanos = new double[sizes.length];
    for (int i = 0; i < sizes.length; i++) {
      nanos[i] = 500 + 0.25 * sizes[i];
    }
    double[] exact = CalibrationLine.fit(nanos);
    assertEquals(500, exact[0], 1e-6);
    assertEquals(0.25, exact[1], 1e-12);
    // 2% off at 1 MiB moves the per-call price by 0.16% and the per-byte price by 0.76%: each size
    // weighs by its
    // relative error, so the largest size does not decide the intercept.
    nanos[sizes.length - 1] *= 1.02;
    double[] off = CalibrationLine.fit(nanos);
    assertEquals(499.2011908292918, off[0], 1e-6);
    assertEquals(0.25188771303511764, off[1], 1e-12);
    assertTrue(Math.abs(off[0] / 500 - 1) < 0.005 && Math.abs(off[1] / 0.25 - 1) < 0.01);
  }
}
