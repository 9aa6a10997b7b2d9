package org.pmebench.run;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pmebench.stats.SequentialDesign;

/**
 * {@code --precision} and {@code --budget}: the half-width every headline overhead's interval
 * should reach (points of overhead, reads and writes), and the wall-clock time the whole run may
 * take to get there. The default run asks for ±1 point on reads and ±1.5 on writes within 3 min 30
 * s; other profiles measure their planned forks only unless asked.
 */
public final class PrecisionTarget {
  /** What the default profile asks for. */
  static final double FIRST_READS = 1.0;

  static final double FIRST_WRITES = 1.5;
  static final long FIRST_BUDGET_SECONDS = 210;

  public final double readPoints;
  public final double writePoints;

  /** Seconds the run may take from its first step, looks included; 0: no limit but the looks. */
  public final long budgetSeconds;

  public final SequentialDesign design;

  PrecisionTarget(
      double readPoints, double writePoints, long budgetSeconds, SequentialDesign design) {
    this.readPoints = readPoints;
    this.writePoints = writePoints;
    this.budgetSeconds = budgetSeconds;
    this.design = design;
  }

  /** The target for a result whose rows are reads or writes ({@link JmhInvocation#rowKind}). */
  public double pointsFor(String rowKind) {
    return JmhInvocation.WRITES.equals(rowKind) ? writePoints : readPoints;
  }

  /**
   * The run's target from its options, or null when it measures its planned forks only.
   *
   * @param precision "1" (reads and writes), "1,1.5" (reads, writes), "off", or null for the
   *     profile's default
   * @param budget "210s", "3m30s", "4m" or seconds; null for the profile's default (none but for
   *     {@code first})
   */
  public static PrecisionTarget of(String precision, String budget, MeasurementProfile profile) {
    if (precision != null && precision.trim().equalsIgnoreCase("off")) {
      if (budget != null) {
        throw new UserError(
            "--budget limits the forks --precision adds; it has no use with --precision off");
      }
      return null;
    }
    if (precision == null && profile != MeasurementProfile.FIRST) {
      if (budget != null) {
        throw new UserError(
            "--budget limits the forks --precision adds: give --precision too (e.g. --precision 1,1.5)");
      }
      return null;
    }
    double reads = FIRST_READS;
    double writes = FIRST_WRITES;
    if (precision != null) {
      String[] parts = precision.trim().split(",", -1);
      if (parts.length > 2) {
        throw new UserError(
            "invalid --precision '"
                + precision
                + "'; give points of overhead for reads and writes, "
                + "e.g. 1 or 1,1.5 (or off)");
      }
      reads = points(precision, parts[0]);
      writes = parts.length == 2 ? points(precision, parts[1]) : reads;
    }
    long seconds = budget != null ? seconds(budget) : precision == null ? FIRST_BUDGET_SECONDS : 0;
    return new PrecisionTarget(reads, writes, seconds, SequentialDesign.standard());
  }

  private static double points(String option, String text) {
    String t = text.trim();
    if (t.endsWith("pp")) {
      t = t.substring(0, t.length() - 2).trim();
    }
    double p;
    try {
      p = Double.parseDouble(t);
    } catch (NumberFormatException e) {
      throw new UserError(
          "invalid --precision '"
              + option
              + "'; give points of overhead for reads and writes, e.g. 1 "
              + "or 1,1.5 (or off)");
    }
    if (!(p >= 0.05 && p <= 50)) {
      throw new UserError(
          "invalid --precision '" + option + "'; each half-width must be from 0.05 to 50 points");
    }
    return p;
  }

  private static final Pattern DURATION = Pattern.compile("(?:(\\d+)h)?(?:(\\d+)m)?(?:(\\d+)s?)?");

  private static long seconds(String budget) {
    Matcher m = DURATION.matcher(budget.trim().toLowerCase(Locale.ROOT));
    if (budget.trim().isEmpty() || !m.matches()) {
      throw new UserError(
          "invalid --budget '" + budget + "'; give a duration, e.g. 3m30s, 5m or 300");
    }
    long s = 3600L * number(m.group(1)) + 60L * number(m.group(2)) + number(m.group(3));
    UserError.requireWithin("--budget", s, 10, 7 * 24 * 3600, " seconds");
    return s;
  }

  private static long number(String group) {
    return group == null ? 0 : Long.parseLong(group);
  }

  public String describe() {
    return String.format(
        Locale.ROOT,
        "precision ±%s points on reads, ±%s on writes%s; %s",
        trim(readPoints),
        trim(writePoints),
        budgetSeconds > 0 ? ", within " + Progress.duration(budgetSeconds) : "",
        design.describe());
  }

  private static String trim(double x) {
    return x == Math.rint(x) ? String.valueOf((long) x) : String.valueOf(x);
  }
}
