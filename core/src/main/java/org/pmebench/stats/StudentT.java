package org.pmebench.stats;

import org.apache.commons.math3.distribution.TDistribution;

/** Student's t: the one quantile every interval and test of the suite takes (commons-math3). */
public final class StudentT {
  private StudentT() {}

  /**
   * The two-sided quantile for {@code confidence} (0.95: t(0.975)) with {@code df} degrees of
   * freedom.
   */
  public static double twoSided(double confidence, double df) {
    return new TDistribution(df).inverseCumulativeProbability(1 - (1 - confidence) / 2);
  }
}
