package org.pmebench.stats;

import org.pmebench.stats.PairedRatio.Estimate;

/**
 * Whether a cost model's prediction agrees with the measured ratio: not whether their intervals
 * overlap (two wide intervals overlap whatever they say) but whether the interval of their
 * difference lies within half a point of 0.
 */
public final class ModelVerdict {
  /**
   * How close a prediction must come to count as agreeing: the 95% interval of measured minus
   * predicted within this many ratio units either side of 0 (0.5 percentage points).
   */
  public static final double AGREEMENT_TOLERANCE = 0.005;

  public static final String AGREES = "agrees";
  public static final String DISAGREES = "disagrees";
  public static final String NOT_RESOLVED = "not resolved";

  private ModelVerdict() {}

  /**
   * Measured minus predicted (1 + {@code fraction}) and its 95% interval, {low, value, high}: the
   * two intervals' half-widths added in quadrature. The two come from the same rounds, which would
   * narrow the difference's interval; leaving that out errs towards "not resolved". Null where
   * either has no interval.
   */
  public static double[] difference(Estimate fraction, Estimate measured) {
    if (fraction == null
        || measured == null
        || !fraction.hasInterval()
        || !measured.hasInterval()) {
      return null;
    }
    return difference(
        measured.ratio - (1 + fraction.ratio),
        measured.high - measured.low,
        fraction.high - fraction.low);
  }

  /**
   * {low, value, high} of a difference {@code d} of two estimates whose intervals are this wide.
   */
  private static double[] difference(double d, double measuredWidth, double predictedWidth) {
    double half = Math.hypot(measuredWidth / 2, predictedWidth / 2);
    return new double[] {d - half, d, d + half};
  }

  /**
   * {@link #AGREES} when the difference's interval lies within {@link #AGREEMENT_TOLERANCE} of 0,
   * {@link #DISAGREES} when it leaves that band and excludes 0, {@link #NOT_RESOLVED} otherwise
   * (two wide intervals say nothing); null without intervals.
   */
  public static String of(Estimate fraction, Estimate measured) {
    return verdict(difference(fraction, measured));
  }

  /**
   * The same for a predicted ratio given as numbers ({@code low}, {@code ratio}, {@code high}, e.g.
   * a family's own model) against a measured ratio; null where either has no interval.
   */
  public static String ofRatio(double low, double ratio, double high, Estimate measured) {
    if (measured == null || !measured.hasInterval()) {
      return null;
    }
    return ofRatios(low, ratio, high, measured.low, measured.ratio, measured.high);
  }

  /**
   * The same with the measured ratio as numbers too (a summary's row); null where either has no
   * interval.
   */
  public static String ofRatios(
      double low,
      double ratio,
      double high,
      double measuredLow,
      double measured,
      double measuredHigh) {
    if (Double.isNaN(low)
        || Double.isNaN(high)
        || Double.isNaN(measuredLow)
        || Double.isNaN(measuredHigh)) {
      return null;
    }
    return verdict(difference(measured - ratio, measuredHigh - measuredLow, high - low));
  }

  /** {@code agrees} as the notes write it: true, false, or null when not resolved or unknown. */
  public static Boolean agrees(String verdict) {
    return AGREES.equals(verdict) ? Boolean.TRUE : DISAGREES.equals(verdict) ? Boolean.FALSE : null;
  }

  private static String verdict(double[] d) {
    if (d == null) {
      return null;
    }
    if (d[0] >= -AGREEMENT_TOLERANCE && d[2] <= AGREEMENT_TOLERANCE) {
      return AGREES;
    }
    return d[0] > 0 || d[2] < 0 ? DISAGREES : NOT_RESOLVED;
  }
}
