package org.pmebench.stats;

import java.util.List;

/**
 * Log costs with weights (1 per iteration, or its rounds) and, where known, the noise variance per
 * weight.
 */
final class IterationSeries {
  final double[] y;
  final double[] w;
  final double noise;

  IterationSeries(double[] y, double[] w, double noise) {
    this.y = y;
    this.w = w;
    this.noise = noise;
  }

  double weight(int from, int to) {
    double s = 0;
    for (int i = from; i < to; i++) {
      s += w[i];
    }
    return s;
  }

  double mean(int from, int to) {
    double s = 0;
    for (int i = from; i < to; i++) {
      s += w[i] * y[i];
    }
    return s / weight(from, to);
  }

  double sse(int from, int to) {
    double m = mean(from, to);
    double s = 0;
    for (int i = from; i < to; i++) {
      s += w[i] * (y[i] - m) * (y[i] - m);
    }
    return s;
  }

  /** Binary segmentation of [from, to): adds accepted split points to {@code bounds}. */
  void split(int from, int to, double floor, List<Integer> bounds) {
    if (to - from < 2) {
      return;
    }
    int best = -1;
    double bestGain = 0;
    double total = sse(from, to);
    for (int k = from + 1; k < to; k++) {
      double gain = total - sse(from, k) - sse(k, to);
      if (gain > bestGain) {
        bestGain = gain;
        best = k;
      }
    }
    if (best < 0 || !different(from, best, to, floor)) {
      return;
    }
    bounds.add(best);
    split(from, best, floor, bounds);
    split(best, to, floor, bounds);
  }

  /**
   * Whether [from, k) and [k, to) differ by more than the floor and than the noise: the rounds'
   * spread where known (normal test), else the segments' own spread (t-test) where they have two or
   * more degrees of freedom; with less, only a step of {@link #SteadyState.UNTESTED_FACTOR} floors
   * counts.
   */
  boolean different(int from, int k, int to, double floor) {
    double diff = Math.abs(mean(from, k) - mean(k, to));
    if (diff <= floor) {
      return false;
    }
    double wl = weight(from, k);
    double wr = weight(k, to);
    if (!Double.isNaN(noise)) {
      return diff / Math.sqrt(noise * (1 / wl + 1 / wr)) > SteadyState.Z_TEST;
    }
    int df = to - from - 2;
    if (df < 2) {
      return diff > SteadyState.UNTESTED_FACTOR * floor;
    }
    double se = Math.sqrt((sse(from, k) + sse(k, to)) / df * (1 / wl + 1 / wr));
    if (se == 0) {
      return true;
    }
    double t = StudentT.twoSided(SteadyState.TEST_CONFIDENCE, df);
    return diff / se > t;
  }

  /**
   * An iteration whose two neighbours agree (within the floor) while it lies more than twice the
   * floor (and, where the noise is known, more than the noise) from both is a disturbance (a
   * neighbour's burst, a GC): it takes its neighbours' mean and is counted. Binary segmentation
   * alone would hide it inside a segment and let it pull the mean.
   */
  int replaceOutliers(double floor) {
    int outliers = 0;
    for (int i = 1; i + 1 < y.length; i++) {
      double around = (w[i - 1] * y[i - 1] + w[i + 1] * y[i + 1]) / (w[i - 1] + w[i + 1]);
      double off = Math.abs(y[i] - around);
      boolean aboveNoise =
          Double.isNaN(noise)
              || off / Math.sqrt(noise * (1 / w[i] + 1 / (w[i - 1] + w[i + 1])))
                  > SteadyState.Z_TEST;
      if (Math.abs(y[i - 1] - y[i + 1]) <= floor && off > 2 * floor && aboveNoise) {
        y[i] = around;
        outliers++;
      }
    }
    return outliers;
  }

  /** Joins neighbouring segments whose means are within the floor, until none are. */
  void mergeEquivalent(List<Integer> bounds, double floor) {
    boolean merged = true;
    while (merged) {
      merged = false;
      for (int s = 1; s + 1 < bounds.size(); s++) {
        if (Math.abs(
                mean(bounds.get(s - 1), bounds.get(s)) - mean(bounds.get(s), bounds.get(s + 1)))
            <= floor) {
          bounds.remove(s);
          merged = true;
          break;
        }
      }
    }
  }
}
