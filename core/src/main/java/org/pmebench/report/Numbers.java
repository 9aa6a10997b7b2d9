package org.pmebench.report;

import java.util.Locale;
import org.pmebench.family.cipher.CipherCurves;

/** How the report prints numbers: three significant figures, relative errors as ±%. */
public final class Numbers {
  private Numbers() {}

  public static String megabytes(double mbps) {
    return significant(mbps);
  }

  /** Whole numbers from 100 up, three significant figures below. */
  static String significant(double v) {
    if (Double.isNaN(v)) {
      return "–";
    }
    return v >= 100 ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.3g", v);
  }

  /** A value with its relative error as ±%. */
  public static String withRelativeError(double value, double relativeError) {
    return Double.isNaN(relativeError) ? significant(value)
        : significant(value) + String.format(Locale.ROOT, " ±%.0f%%", 100 * relativeError);
  }

  public static String withError(CipherCurves.Point p) {
    return withRelativeError(p.megabytesPerSecond, p.relativeError);
  }

  /** A ratio as a signed percentage with one decimal: 1.253 -> "+25.3%". */
  public static String overhead(double ratio) {
    return Double.isNaN(ratio) ? "–" : String.format(Locale.ROOT, "%+.1f%%", 100 * (ratio - 1));
  }
}
