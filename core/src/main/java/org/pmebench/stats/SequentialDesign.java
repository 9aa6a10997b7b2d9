package org.pmebench.stats;

import java.util.Locale;

/**
 * Precision on demand with intervals that stay honest: a group-sequential design with a fixed
 * maximum number of looks. Look 1 is the run's planned forks; each further look adds {@link
 * #forksPerLook} forks to the results not yet precise enough. Stopping as soon as an interval is
 * narrow enough picks the runs whose forks happened to agree, so a plain 95% t interval taken at
 * the stopping look covers less than 95% (the test shows by how much). Here every look's interval
 * is a t interval over the forks at level 1 - 0.05 / maxLooks (Bonferroni): the chance that any of
 * the looks' intervals misses is at most 5%, so the interval reported at whatever look the run
 * stops, for whatever reason (precise enough, out of time, out of looks), covers at least 95%.
 */
public final class SequentialDesign {
  /** Looks at most: the planned forks and two more batches. */
  public static final int DEFAULT_MAX_LOOKS = 3;

  /** Forks each further look adds. */
  public static final int DEFAULT_FORKS_PER_LOOK = 2;

  public final int maxLooks;
  public final int forksPerLook;

  public SequentialDesign(int maxLooks, int forksPerLook) {
    if (maxLooks < 1 || forksPerLook < 1) {
      throw new IllegalArgumentException("a design needs at least one look and one fork per look");
    }
    this.maxLooks = maxLooks;
    this.forksPerLook = forksPerLook;
  }

  public static SequentialDesign standard() {
    return new SequentialDesign(DEFAULT_MAX_LOOKS, DEFAULT_FORKS_PER_LOOK);
  }

  /** The level of every look's interval: the 5% of a 95% interval split evenly over the looks. */
  public double lookConfidence() {
    return 1 - (1 - PairedRatio.CONFIDENCE) / maxLooks;
  }

  /**
   * An interval's half-width in points of overhead (100 x ratio): the larger side, since a ratio's
   * interval is symmetric in ln(ratio), not in the ratio. NaN without an interval.
   */
  public static double halfWidthPoints(PairedRatio.Estimate e) {
    return e.hasInterval() ? halfWidthPoints(e.ratio, e.low, e.high) : Double.NaN;
  }

  /** The same for a ratio and interval given as numbers (a summary's row); NaN when a bound is. */
  public static double halfWidthPoints(double ratio, double low, double high) {
    return 100 * Math.max(ratio - low, high - ratio);
  }

  /**
   * Forks a result needs for a half-width of {@code targetPoints} at this design's level, given the
   * spread of its forks' ratios ({@code forkSpread}, sd of the forks' mean ln ratios); 0 when the
   * spread is unknown, {@code Integer.MAX_VALUE} beyond 10,000.
   */
  public int forksNeeded(double forkSpread, double targetPoints) {
    if (Double.isNaN(forkSpread) || !(targetPoints > 0)) {
      return 0;
    }
    for (int n = 2; n <= 10_000; n++) {
      if (StudentT.twoSided(lookConfidence(), n - 1) * forkSpread / Math.sqrt(n) * 100
          <= targetPoints) {
        return n;
      }
    }
    return Integer.MAX_VALUE;
  }

  public String describe() {
    return String.format(
        Locale.ROOT,
        "group-sequential, at most %d looks of +%d forks, each look's interval at %.2f%% "
            + "(95%% split over the looks: at least 95%% coverage wherever the run stops)",
        maxLooks,
        forksPerLook,
        100 * lookConfidence());
  }
}
