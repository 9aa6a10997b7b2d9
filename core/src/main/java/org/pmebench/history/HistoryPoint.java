package org.pmebench.history;

import java.time.Instant;
import java.util.Collections;
import java.util.Map;

/**
 * One run's numbers of a series: per metric (an overhead's clocks in percent, a cipher's MB/s) its
 * estimate and interval as the summary gave them, with the row's steady-state class and the kind of
 * its interval.
 */
public final class HistoryPoint {
  /** An estimate and its interval; NaN bounds where the summary gave none. */
  public static final class Estimate {
    public final double value;
    public final double low;
    public final double high;

    Estimate(double value, double low, double high) {
      this.value = value;
      this.low = low;
      this.high = high;
    }
  }

  public final Instant time;
  public final String run;

  /** The row's JVM variant in this run (series made with variants ignored hold several). */
  public final String variant;

  public final Map<String, Estimate> metrics;

  /** The row's steady-state class (flat, plateau, ...), or null where the summary says none. */
  public final String steadyState;

  /** What the interval spans (forks, rounds, ...), or null. */
  public final String interval;

  /** The intervals' confidence level (0.95 for 95%). */
  public final double level;

  HistoryPoint(
      Instant time,
      String run,
      String variant,
      Map<String, Estimate> metrics,
      String steadyState,
      String interval,
      double level) {
    this.time = time;
    this.run = run;
    this.variant = variant;
    this.metrics = Collections.unmodifiableMap(metrics);
    this.steadyState = steadyState;
    this.interval = interval;
    this.level = level;
  }
}
