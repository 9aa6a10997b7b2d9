package org.pmebench.crypto;

/**
 * Where one {@link ModuleReplay} run spent its wall time: creating the cipher objects, and per
 * construction (GCM, CTR) its modules, of which a per-call part. The per-call part is the intercept
 * of a least-squares line through (module size, module time) of the construction's modules in that
 * run, times their number; the rest of the modules' time is the per-byte part. Because the sizes
 * are the same in every run, that intercept is a fixed linear combination of the module times
 * ({@link #callWeights}), so per-run parts add up to the fit over all runs exactly. A construction
 * whose module sizes do not spread (fewer than 3 modules, or the largest less than {@link #SPREAD}
 * times the smallest) has no per-call part: its weights are 0.
 */
public final class ReplaySplit {
  /**
   * How much larger the largest module must be than the smallest for a line to separate calls from
   * bytes.
   */
  static final double SPREAD = 4;

  public long objectNanos;
  public long gcmNanos;
  public double gcmCallNanos;
  public long ctrNanos;
  public double ctrCallNanos;

  void reset(long objectNanos) {
    this.objectNanos = objectNanos;
    gcmNanos = 0;
    gcmCallNanos = 0;
    ctrNanos = 0;
    ctrCallNanos = 0;
  }

  void addModule(boolean ctr, long nanos, double callWeight) {
    if (ctr) {
      ctrNanos += nanos;
      ctrCallNanos += callWeight * nanos;
    } else {
      gcmNanos += nanos;
      gcmCallNanos += callWeight * nanos;
    }
  }

  /**
   * Per module, its weight w in the per-call part n * a = sum(w * time) of its construction, a the
   * least-squares intercept of time over size: w = 1 - n * mean * (size - mean) / Sxx.
   */
  static double[] callWeights(double[] sizes, boolean[] ctr) {
    double[] w = new double[sizes.length];
    for (boolean construction : new boolean[] {false, true}) {
      int n = 0;
      double sum = 0;
      double min = Double.POSITIVE_INFINITY;
      double max = 0;
      for (int i = 0; i < sizes.length; i++) {
        if (ctr[i] == construction) {
          n++;
          sum += sizes[i];
          min = Math.min(min, sizes[i]);
          max = Math.max(max, sizes[i]);
        }
      }
      if (n < 3 || max < SPREAD * Math.max(min, 1)) {
        continue;
      }
      double mean = sum / n;
      double sxx = 0;
      for (int i = 0; i < sizes.length; i++) {
        if (ctr[i] == construction) {
          sxx += (sizes[i] - mean) * (sizes[i] - mean);
        }
      }
      for (int i = 0; i < sizes.length; i++) {
        if (ctr[i] == construction) {
          w[i] = 1 - n * mean * (sizes[i] - mean) / sxx;
        }
      }
    }
    return w;
  }
}
