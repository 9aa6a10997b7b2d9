package org.pmebench.citations;

import java.util.SplittableRandom;

/** A fixed list of values drawn with fixed weights: the generator's frequency tables. */
final class Weighted<T> {
  private final T[] values;
  private final double[] cumulative;

  @SafeVarargs
  Weighted(double[] weights, T... values) {
    if (weights.length != values.length) {
      throw new IllegalArgumentException(
          weights.length + " weights for " + values.length + " values");
    }
    this.values = values;
    this.cumulative = new double[weights.length];
    double sum = 0;
    for (int i = 0; i < weights.length; i++) {
      sum += weights[i];
      cumulative[i] = sum;
    }
    for (int i = 0; i < cumulative.length; i++) {
      cumulative[i] /= sum;
    }
  }

  T draw(SplittableRandom random) {
    double u = random.nextDouble();
    for (int i = 0; i < cumulative.length; i++) {
      if (u < cumulative[i]) {
        return values[i];
      }
    }
    return values[values.length - 1];
  }

  static double[] w(double... weights) {
    return weights;
  }
}
