package org.pmebench.run;

import java.util.Locale;

/**
 * Forks and iterations of steady-state JMH runs: how many forks, warm-up and measured iterations of
 * how long.
 */
public final class Iterations {
  public final int forks;
  public final int warmupIterations;
  public final int warmupMillis;
  public final int measurementIterations;
  public final int measurementMillis;

  public Iterations(
      int forks,
      int warmupIterations,
      int warmupMillis,
      int measurementIterations,
      int measurementMillis) {
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
        measurementMillis);
  }

  public String describe() {
    return String.format(
        Locale.ROOT,
        "%d fork(s), %d x %d ms warm-up, %d x %d ms measurement",
        forks,
        warmupIterations,
        warmupMillis,
        measurementIterations,
        measurementMillis);
  }
}
