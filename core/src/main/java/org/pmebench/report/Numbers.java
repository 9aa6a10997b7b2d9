package org.pmebench.report;

import java.util.Locale;
import org.pmebench.summary.RowEstimate;

/** How the report prints numbers: three significant figures, relative errors as ±%. */
public final class Numbers {
  private Numbers() {}

  public static String megabytes(double mbps) {
    return significant(mbps);
  }

  /** Whole numbers from 100 up, three significant figures below. */
  public static String significant(double v) {
    if (Double.isNaN(v)) {
      return "–";
    }
    return v >= 100 ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.3g", v);
  }

  /** A value with its relative error as ±%. */
  public static String withRelativeError(double value, double relativeError) {
    return Double.isNaN(relativeError)
        ? significant(value)
        : significant(value) + String.format(Locale.ROOT, " ±%.0f%%", 100 * relativeError);
  }

  /**
   * "+4.6% (+4.1% to +5.1%)", with " †" when the estimate is not from one steady state; "–" without
   * a ratio.
   */
  public static String overheadInterval(RowEstimate e) {
    if (e == null || !e.hasRatio()) {
      return "–";
    }
    return overhead(e.ratio)
        + (e.hasInterval() ? " (" + overhead(e.low) + " to " + overhead(e.high) + ")" : "")
        + (SteadyStates.steadyOrUnclassified(e.steadyState) ? "" : " " + Answers.NOT_STEADY);
  }

  /** A ratio as a signed percentage with one decimal: 1.253 -> "+25.3%". */
  public static String overhead(double ratio) {
    return Double.isNaN(ratio) ? "–" : String.format(Locale.ROOT, "%+.1f%%", 100 * (ratio - 1));
  }
}
