package org.pmebench.history;

/**
 * A step Otava found in one metric of a series: at which run, the means and spreads on either side
 * (in the metric's unit) and its p-value.
 */
public final class ChangePoint {
  public final HistorySeries series;
  public final String metric;

  /** The first run after the step. */
  public final HistoryPoint at;

  /** The last run before it. */
  public final HistoryPoint before;

  public final double meanBefore;
  public final double stddevBefore;
  public final double meanAfter;
  public final double stddevAfter;
  public final double pValue;

  ChangePoint(
      HistorySeries series, String metric, int index, double[] meansAndSpreads, double pValue) {
    this.series = series;
    this.metric = metric;
    this.at = series.points().get(index);
    this.before = series.points().get(index - 1);
    this.meanBefore = meansAndSpreads[0];
    this.stddevBefore = meansAndSpreads[1];
    this.meanAfter = meansAndSpreads[2];
    this.stddevAfter = meansAndSpreads[3];
    this.pValue = pValue;
  }

  /** The step in the metric's unit (percentage points for an overhead). */
  public double step() {
    return meanAfter - meanBefore;
  }
}
