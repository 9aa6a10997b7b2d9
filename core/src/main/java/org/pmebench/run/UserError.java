package org.pmebench.run;

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

  /** The same, the range followed by {@code note} (" (the standard workloads)", " microseconds"). */
  public static void requireWithin(String what, long value, long min, long max, String note) {
    if (value < min || value > max) {
      throw new UserError("invalid " + what + " " + value + "; use " + min + " to " + max + note);
    }
  }
}
