package org.pmebench.paired;

import java.util.Locale;

/**
 * A fork's warm-up that ends when the JIT is quiet, not after a fixed time: rounds run, untimed,
 * window after window, until the JIT compiler threads' CPU time over {@link #quietWindows}
 * consecutive windows stays at or below {@link #quietShare} of the benchmark thread's, or until
 * {@link #maxMillis} have passed. A JIT that still compiles after a fixed warm-up charges the
 * process clock with work that is neither file's (it lands on both, in lumps of milliseconds), and
 * its code is not yet the code that will be measured.
 *
 * <p>Forks get it through the system property {@link #PROPERTY}; the rounds run in the fork's first
 * JMH iteration, through the same call path the measured rounds take.
 */
public final class QuietWarmup {
  /** {@code maxMillis[,shareOfThreadCpu]}, e.g. {@code 60000,0.03}; absent: no quiet warm-up. */
  public static final String PROPERTY = "pmebench.quietWarmup";

  /**
   * The share of the benchmark thread's CPU time the JIT may take in a quiet window: on the Intel
   * Xeon of 2026-11-29 the reads' JIT came down to 2-3% 24-28 s into a fork and never to 1% within
   * 40 s (docs/findings.md, the JIT after warm-up).
   */
  public static final double DEFAULT_SHARE = 0.03;

  /** One window of rounds: long enough to hold several files, short against a warm-up. */
  static final long WINDOW_MILLIS = 1000;

  /** Quiet windows in a row that end the warm-up: one quiet second happens between lumps. */
  static final int QUIET_WINDOWS = 3;

  public final long maxMillis;
  public final double quietShare;
  public final int quietWindows;
  private final long windowNanos;
  private final ThreadClock clock;
  private final JvmThreadsClock jit;

  QuietWarmup(
      long maxMillis,
      double quietShare,
      int quietWindows,
      long windowMillis,
      ThreadClock clock,
      JvmThreadsClock jit) {
    if (maxMillis <= 0 || !(quietShare >= 0) || quietWindows < 1 || windowMillis <= 0) {
      throw new IllegalArgumentException(
          "quiet warm-up needs a bound, a share >= 0, windows >= 1 and a window length, got "
              + maxMillis
              + ", "
              + quietShare
              + ", "
              + quietWindows
              + ", "
              + windowMillis);
    }
    this.maxMillis = maxMillis;
    this.quietShare = quietShare;
    this.quietWindows = quietWindows;
    this.windowNanos = windowMillis * 1_000_000L;
    this.clock = clock;
    this.jit = jit;
  }

  /** The warm-up the fork's system property asks for, or null when it asks for none. */
  public static QuietWarmup fromSystemProperties() {
    String value = System.getProperty(PROPERTY, "").trim();
    if (value.isEmpty()) {
      return null;
    }
    return parse(value, ThreadClock.system(), JvmThreadsClock.system());
  }

  static QuietWarmup parse(String value, ThreadClock clock, JvmThreadsClock jit) {
    String[] parts = value.split(",");
    try {
      long max = Long.parseLong(parts[0].trim());
      double share = parts.length > 1 ? Double.parseDouble(parts[1].trim()) : DEFAULT_SHARE;
      return new QuietWarmup(max, share, QUIET_WINDOWS, WINDOW_MILLIS, clock, jit);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          PROPERTY + " is maxMillis[,share], e.g. 60000,0.03; got '" + value + "'", e);
    }
  }

  /** The property's value that asks for this warm-up, for the forks' command line. */
  public static String propertyValue(long maxMillis, double share) {
    return String.format(Locale.ROOT, "%d,%s", maxMillis, share);
  }

  /**
   * Runs {@code round} until the JIT is quiet or the bound is reached, and says which. Without the
   * JIT's clock (a JVM that does not export it) the rounds run to the bound.
   */
  public Outcome run(Runnable round) {
    long[] jitNanos = new long[JvmThreadsClock.PARTS];
    long start = clock.wallNanos();
    long windowStart = start;
    long cpuStart = clock.cpuNanos();
    long jitStart = jitCpu(jitNanos);
    long rounds = 0;
    int quiet = 0;
    double lastShare = Double.NaN;
    while (true) {
      round.run();
      rounds++;
      long now = clock.wallNanos();
      if (now - windowStart < windowNanos) {
        continue;
      }
      long cpu = clock.cpuNanos();
      long jitNow = jitCpu(jitNanos);
      boolean known =
          jitNow != JvmThreadsClock.UNKNOWN
              && jitStart != JvmThreadsClock.UNKNOWN
              && cpu != ThreadClock.UNKNOWN
              && cpu > cpuStart;
      lastShare = known ? (jitNow - jitStart) / (double) (cpu - cpuStart) : Double.NaN;
      quiet = known && lastShare <= quietShare ? quiet + 1 : 0;
      long elapsedMillis = (now - start) / 1_000_000L;
      if (quiet >= quietWindows) {
        return new Outcome(true, elapsedMillis, rounds, lastShare);
      }
      if (elapsedMillis >= maxMillis) {
        return new Outcome(false, elapsedMillis, rounds, lastShare);
      }
      windowStart = now;
      cpuStart = cpu;
      jitStart = jitNow;
    }
  }

  private long jitCpu(long[] into) {
    jit.read(into);
    return into[JvmThreadsClock.JIT];
  }

  /** How a quiet warm-up ended. */
  public static final class Outcome {
    /** True when the JIT went quiet; false when the bound ended it. */
    public final boolean quiet;

    public final long millis;
    public final long rounds;

    /** The JIT's share of the thread's CPU time in the last window (NaN: not known). */
    public final double lastShare;

    Outcome(boolean quiet, long millis, long rounds, double lastShare) {
      this.quiet = quiet;
      this.millis = millis;
      this.rounds = rounds;
      this.lastShare = lastShare;
    }

    @Override
    public String toString() {
      return String.format(
          Locale.ROOT,
          "%s after %.1f s (%d rounds; JIT %.2f%% of the thread's CPU in the last second)",
          quiet ? "JIT quiet" : "bound reached, JIT not quiet",
          millis / 1000.0,
          rounds,
          100 * lastShare);
    }
  }
}
