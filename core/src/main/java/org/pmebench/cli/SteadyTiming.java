package org.pmebench.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Locale;
import org.pmebench.stats.StudentT;

/**
 * An action's time per run in this JVM, as {@code estimate} takes it: a warm-up of at least some
 * seconds that goes on until three windows in a row agree within {@link #STEADY} (HotSpot compiles
 * some paths late: JDK 17's GCM for inputs above 64 KiB, seconds in), at most {@link
 * #MAX_WARMUP_SECONDS}; then {@link #BATCHES} batches, their mean and a t interval over them (the
 * spread within one JVM, not between JVMs).
 */
final class SteadyTiming {
  static final int BATCHES = 5;

  /** Windows agreeing within this factor count as a steady state. */
  static final double STEADY = 1.05;

  /** The longest warm-up while the windows still move. */
  static final double MAX_WARMUP_SECONDS = 30;

  /** What is timed: one run, returning something to consume. */
  interface Action {
    long run();
  }

  final double meanNanos;
  final double halfWidthNanos;

  /** Whether the warm-up ended in a steady state (else it ran out of time). */
  final boolean steady;

  private SteadyTiming(double meanNanos, double halfWidthNanos, boolean steady) {
    this.meanNanos = meanNanos;
    this.halfWidthNanos = halfWidthNanos;
    this.steady = steady;
  }

  /**
   * Warms {@code action} up for at least {@code warmup} seconds, then times it for {@code seconds}.
   */
  static SteadyTiming of(Action action, double warmup, double seconds) {
    long sink = 0;
    long start0 = System.nanoTime();
    long minEnd = start0 + (long) (warmup * 1e9);
    long maxEnd = start0 + (long) (Math.max(warmup, MAX_WARMUP_SECONDS) * 1e9);
    long window = (long) (seconds * 1e9 / BATCHES);
    double[] windows = new double[3];
    int filled = 0;
    boolean steady = false;
    while (System.nanoTime() < maxEnd && !(steady && System.nanoTime() >= minEnd)) {
      long[] runs = new long[1];
      windows[filled++ % 3] = perRun(action, window, runs);
      sink += runs[0];
      steady = filled >= 3 && max(windows) <= STEADY * min(windows);
    }
    double[] batches = new double[BATCHES];
    double mean = 0;
    for (int b = 0; b < BATCHES; b++) {
      long[] runs = new long[1];
      batches[b] = perRun(action, window, runs);
      sink += runs[0];
      mean += batches[b] / BATCHES;
    }
    double squares = 0;
    for (double v : batches) {
      squares += (v - mean) * (v - mean);
    }
    if (sink == Long.MIN_VALUE) {
      System.out.print("");
    }
    return new SteadyTiming(
        mean,
        StudentT.twoSided(0.95, BATCHES - 1) * Math.sqrt(squares / (BATCHES - 1) / BATCHES),
        steady);
  }

  /** The mean of {@code values} (nanoseconds, one per batch) and a t interval over them. */
  static SteadyTiming ofBatches(double[] values, boolean steady) {
    double mean = 0;
    for (double v : values) {
      mean += v / values.length;
    }
    double squares = 0;
    for (double v : values) {
      squares += (v - mean) * (v - mean);
    }
    int n = values.length;
    return new SteadyTiming(
        mean,
        n < 2 ? 0 : StudentT.twoSided(0.95, n - 1) * Math.sqrt(squares / (n - 1) / n),
        steady);
  }

  /** Runs {@code action} until {@code nanos} have passed (at least once); nanoseconds per run. */
  private static double perRun(Action action, long nanos, long[] consumed) {
    long start = System.nanoTime();
    long runs = 0;
    long now;
    do {
      consumed[0] += action.run();
      runs++;
      now = System.nanoTime();
    } while (now < start + nanos);
    return (double) (now - start) / runs;
  }

  /**
   * This time plus {@code nanos} more, and a half-width that adds, in quadrature, {@code
   * relativeHalfWidth} of the sum: the cipher price plus the work around it, with that work's fit
   * error.
   */
  SteadyTiming plus(double nanos, double relativeHalfWidth) {
    double mean = meanNanos + nanos;
    double fit = relativeHalfWidth * mean;
    return new SteadyTiming(mean, Math.sqrt(halfWidthNanos * halfWidthNanos + fit * fit), steady);
  }

  /** The same times {@code factor} (a sample's time scaled to its whole). */
  SteadyTiming scaled(double factor) {
    return new SteadyTiming(meanNanos * factor, halfWidthNanos * factor, steady);
  }

  /** "0.260 ± 0.017", with " †" when not from a steady state. */
  String millis() {
    return String.format(Locale.ROOT, "%.3f ± %.3f", meanNanos / 1e6, halfWidthNanos / 1e6)
        + (steady ? "" : " †");
  }

  /**
   * "+5.1% (+4.8% to +5.4%)": this time over {@code plaintext}'s, the interval from both intervals'
   * ends.
   */
  String over(SteadyTiming plaintext) {
    double low = (meanNanos - halfWidthNanos) / (plaintext.meanNanos + plaintext.halfWidthNanos);
    double high =
        (meanNanos + halfWidthNanos) / Math.max(1, plaintext.meanNanos - plaintext.halfWidthNanos);
    return String.format(
        Locale.ROOT,
        "%+.1f%% (%+.1f%% to %+.1f%%)",
        100 * meanNanos / plaintext.meanNanos,
        100 * low,
        100 * high);
  }

  ObjectNode json(ObjectMapper mapper) {
    ObjectNode n = mapper.createObjectNode();
    n.put("millis", meanNanos / 1e6);
    n.put("halfWidthMillis", halfWidthNanos / 1e6);
    n.put("steady", steady);
    return n;
  }

  private static double max(double[] v) {
    double m = v[0];
    for (double x : v) {
      m = Math.max(m, x);
    }
    return m;
  }

  private static double min(double[] v) {
    double m = v[0];
    for (double x : v) {
      m = Math.min(m, x);
    }
    return m;
  }
}
