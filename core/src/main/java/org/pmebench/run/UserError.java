package org.pmebench.run;

import java.util.List;

/** Something the user can fix (bad option value, unwritable directory): printed as one line. */
public final class UserError extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public UserError(String message) {
    super(message);
  }

  /** Refuses {@code value} outside {@code min..max}: "invalid --rows 0; use 1 to 1500000". */
  public static void requireWithin(String what, long value, long min, long max) {
    requireWithin(what, value, min, max, "");
  }

  /**
   * The same, the range followed by {@code note} (" (the standard workloads)", " microseconds").
   */
  public static void requireWithin(String what, long value, long min, long max, String note) {
    if (value < min || value > max) {
      throw new UserError("invalid " + what + " " + value + "; use " + min + " to " + max + note);
    }
  }

  /**
   * {@link #requireWithin} for every one of {@code values}: "invalid thread count 0; use 1 to 256".
   */
  public static void requireEachWithin(
      String what, List<? extends Number> values, long min, long max) {
    requireEachWithin(what, values, min, max, "");
  }

  /** The same, the range followed by {@code note}. */
  public static void requireEachWithin(
      String what, List<? extends Number> values, long min, long max, String note) {
    for (Number v : values) {
      requireWithin(what, v.longValue(), min, max, note);
    }
  }

  /**
   * A family's numeric option: {@code given} checked as by {@link #requireWithin}, or {@code
   * byDefault} (the matrix's, from the profile) when the option was not given.
   */
  public static int withinOrDefault(String what, Integer given, int min, int max, int byDefault) {
    return withinOrDefault(what, given, min, max, byDefault, "");
  }

  /** The same, the range followed by {@code note}. */
  public static int withinOrDefault(
      String what, Integer given, int min, int max, int byDefault, String note) {
    if (given == null) {
      return byDefault;
    }
    requireWithin(what, given, min, max, note);
    return given;
  }
}
