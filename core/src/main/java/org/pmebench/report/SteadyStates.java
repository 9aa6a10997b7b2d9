package org.pmebench.report;

import java.util.Locale;
import org.pmebench.summary.SteadyStateNote;

/** How the report prints a summary row's {@code steadyState}. */
public final class SteadyStates {
  public static final String FLAT = "flat";
  public static final String WARM_UP = "warm-up";

  private SteadyStates() {}

  /** The class of a row's {@code steadyState}, "" when it has none. */
  public static String kind(SteadyStateNote s) {
    return s == null || s.kind == null ? "" : s.kind;
  }

  /**
   * Rows measured as one steady state, and rows without a class (single shots): nothing to flag.
   */
  public static boolean steadyOrUnclassified(SteadyStateNote s) {
    String kind = kind(s);
    return kind.isEmpty() || FLAT.equals(kind);
  }

  /** "slow for 8 s (until measured iteration 6)", or null when the series had no slow plateau. */
  public static String plateau(SteadyStateNote s) {
    if (s == null || !s.hasFastFromIteration()) {
      return null;
    }
    String until = "until measured iteration " + s.fastFromIteration;
    return SteadyStateNote.known(s.secondsToFast)
        ? String.format(Locale.ROOT, "slow for %.0f s (%s)", s.secondsToFast, until)
        : "slow " + until;
  }

  /** "flat", "warm-up: last state from iteration 3 (after 5 s)", "too short", or "–". */
  public static String describe(SteadyStateNote s) {
    if (s == null || s.kind == null) {
      return "–";
    }
    StringBuilder text = new StringBuilder(s.kind);
    if (s.hasFromIteration()) {
      text.append(": last state from iteration ").append(s.fromIteration);
      if (SteadyStateNote.known(s.secondsBefore)) {
        text.append(String.format(Locale.ROOT, " (after %.0f s)", s.secondsBefore));
      }
    }
    int outliers = s.outliers;
    if (outliers > 0) {
      text.append(", ").append(outliers).append(outliers == 1 ? " outlier" : " outliers");
    }
    return text.toString();
  }
}
