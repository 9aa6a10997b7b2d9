package org.pmebench.report;

import java.util.List;
import org.pmebench.summary.RowEstimate;

/**
 * The geometric mean of overhead ratios (one per workload) with a 95% interval, the rows treated as
 * independent (each workload was measured in its own forks). Each row contributes the standard
 * error its own 95% interval implies (half its width in log space over 1.96): a ratio from three
 * forks has a t interval, wider than its standard error alone says, and keeps that width here.
 */
public final class GeometricMean {
  private static final double Z95 = 1.959964;

  public final double ratio;

  /** NaN when a row has no interval. */
  final double low;

  final double high;
  final int count;

  private GeometricMean(double ratio, double low, double high, int count) {
    this.ratio = ratio;
    this.low = low;
    this.high = high;
    this.count = count;
  }

  public static GeometricMean of(List<RowEstimate> rows) {
    double logSum = 0;
    double variance = 0;
    for (RowEstimate o : rows) {
      logSum += Math.log(o.ratio);
      double se = o.hasInterval() ? Math.log(o.high / o.low) / (2 * Z95) : o.logStdError;
      variance += se * se;
    }
    int n = rows.size();
    double mean = logSum / n;
    double se = Math.sqrt(variance) / n;
    return new GeometricMean(
        Math.exp(mean), Math.exp(mean - Z95 * se), Math.exp(mean + Z95 * se), n);
  }

  /** Whether the two intervals leave no doubt about which is lower. */
  public boolean clearlyBelow(GeometricMean other) {
    return !Double.isNaN(high) && !Double.isNaN(other.low) && high < other.low;
  }

  /** "+3.6% (+3.2% to +4.0%)". */
  public String overhead() {
    String r = Numbers.overhead(ratio);
    return Double.isNaN(low)
        ? r + " (no interval)"
        : r + " (" + Numbers.overhead(low) + " to " + Numbers.overhead(high) + ")";
  }
}
