package org.pmebench.report;

import java.util.Locale;

/** How the report prints numbers: three significant figures, relative errors as ±%. */
final class Numbers {
  private Numbers() {}

  static String megabytes(double mbps) {
    if (Double.isNaN(mbps)) {
      return "–";
    }
    return mbps >= 100 ? String.format(Locale.ROOT, "%.0f", mbps) : String.format(Locale.ROOT, "%.3g", mbps);
  }

  static String withError(CipherCurves.Point p) {
    return Double.isNaN(p.relativeError) ? megabytes(p.megabytesPerSecond)
        : megabytes(p.megabytesPerSecond) + String.format(Locale.ROOT, " ±%.0f%%", 100 * p.relativeError);
  }

  /** A ratio as a signed percentage: 1.25 -> "+25%". */
  static String overhead(double ratio) {
    return Double.isNaN(ratio) ? "–" : String.format(Locale.ROOT, "%+.0f%%", 100 * (ratio - 1));
  }
}
