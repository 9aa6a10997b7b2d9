package org.pmebench.bench;

import java.util.Locale;

/**
 * How long and how often each benchmark is measured. {@code full} follows the blog (3 forks,
 * 5 warm-up and 5 measurement iterations); the others trade precision for time and say so in
 * the results they produce.
 */
public enum MeasurementProfile {
  /** One short sample per benchmark: proves that everything runs, measures nothing. */
  SMOKE(1, 0, 100, 1, 100, 1),
  /** A first look in a few minutes: one fork, short iterations. */
  QUICK(1, 1, 500, 3, 500, 3),
  /**
   * Made for the CI gate: small files, and a warm-up long enough for the Parquet read path to reach
   * its steady state (on JDK 17 a 20,000-row R1 read runs at 2-3x its final time for the first
   * 9-12 s, with or without encryption), then 5 samples.
   */
  CI(1, 15, 1000, 5, 1000, 1),
  /** One fork with second-long iterations: the default for tables taken on a single machine. */
  STANDARD(1, 2, 1000, 4, 1000, 5),
  /** The blog's settings: 3 forks, 5 warm-up and 5 measurement iterations of one second. */
  FULL(3, 5, 1000, 5, 1000, 10);

  public final int forks;
  public final int warmupIterations;
  public final int warmupMillis;
  public final int measurementIterations;
  public final int measurementMillis;
  /** Fresh JVMs (each measuring one operation) for the cold, start-up measurement. */
  public final int coldForks;

  MeasurementProfile(int forks, int warmupIterations, int warmupMillis, int measurementIterations,
      int measurementMillis, int coldForks) {
    this.forks = forks;
    this.warmupIterations = warmupIterations;
    this.warmupMillis = warmupMillis;
    this.measurementIterations = measurementIterations;
    this.measurementMillis = measurementMillis;
    this.coldForks = coldForks;
  }

  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  public String describe() {
    return String.format(Locale.ROOT, "%s: %d fork(s), %d x %d ms warm-up, %d x %d ms measurement, %d cold fork(s)",
        id(), forks, warmupIterations, warmupMillis, measurementIterations, measurementMillis, coldForks);
  }
}
