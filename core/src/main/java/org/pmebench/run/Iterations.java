package org.pmebench.run;

import java.util.Locale;

/**
 * Forks and iterations of steady-state JMH runs: how many forks, warm-up and measured iterations of
 * how long, and whether the warm-up instead lasts until the JIT is quiet ({@link
 * org.pmebench.paired.QuietWarmup}).
 */
public final class Iterations {
  public final int forks;
  public final int warmupIterations;
  public final int warmupMillis;
  public final int measurementIterations;
  public final int measurementMillis;

  /**
   * The bound of a warm-up that lasts until the JIT is quiet, in milliseconds; 0 for the fixed
   * warm-up of {@link #warmupIterations}.
   */
  public final long quietWarmupMillis;

  public Iterations(
      int forks,
      int warmupIterations,
      int warmupMillis,
      int measurementIterations,
      int measurementMillis) {
    this(forks, warmupIterations, warmupMillis, measurementIterations, measurementMillis, 0);
  }

  private Iterations(
      int forks,
      int warmupIterations,
      int warmupMillis,
      int measurementIterations,
      int measurementMillis,
      long quietWarmupMillis) {
    this.quietWarmupMillis = quietWarmupMillis;
    this.forks = forks;
    this.warmupIterations = warmupIterations;
    this.warmupMillis = warmupMillis;
    this.measurementIterations = measurementIterations;
    this.measurementMillis = measurementMillis;
  }

  /** The same with the counts that are not null replaced. */
  public Iterations with(Integer forks, Integer warmup, Integer measurement) {
    return new Iterations(
        forks != null ? forks : this.forks,
        warmup != null ? warmup : warmupIterations,
        warmupMillis,
        measurement != null ? measurement : measurementIterations,
        measurementMillis,
        quietWarmupMillis);
  }

  /**
   * The same with a warm-up that lasts until the JIT is quiet, at most {@code maxMillis}: it runs
   * inside the fork's one warm-up iteration.
   */
  public Iterations untilQuiet(long maxMillis) {
    return new Iterations(
        forks, 1, warmupMillis, measurementIterations, measurementMillis, maxMillis);
  }

  public String describe() {
    String warmup =
        quietWarmupMillis > 0
            ? String.format(
                Locale.ROOT,
                "warm-up until the JIT is quiet (at most %d s)",
                quietWarmupMillis / 1000)
            : String.format(Locale.ROOT, "%d x %d ms warm-up", warmupIterations, warmupMillis);
    return String.format(
        Locale.ROOT,
        "%d fork(s), %s, %d x %d ms measurement",
        forks,
        warmup,
        measurementIterations,
        measurementMillis);
  }
}
