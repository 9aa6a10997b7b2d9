package org.pmebench.history;

import java.util.Locale;

/** How Otava was asked for change points: its release, the series it looked at, its settings. */
public final class OtavaRun {
  public final String version;
  public final int seriesLooked;
  public final double pValue;
  public final double magnitude;

  public OtavaRun(String version, int seriesLooked, double pValue, double magnitude) {
    this.version = version;
    this.seriesLooked = seriesLooked;
    this.pValue = pValue;
    this.magnitude = magnitude;
  }

  /** What the terminal and the page say of it. */
  public String sentence() {
    return String.format(
        Locale.ROOT,
        "Otava %s looked at the %d series of %d or more runs (p-value at most %s, magnitude at "
            + "least %s).",
        version,
        seriesLooked,
        OtavaInput.MIN_POINTS,
        pValue,
        magnitude);
  }
}
