package org.pmebench.run;

import java.util.Locale;

/**
 * How long and how often each benchmark is measured, in two settings: {@link #micro} for the
 * benchmarks of single operations (cipher, kms: microseconds to milliseconds each) and {@link
 * #files} for the Parquet and column-subset benchmarks, whose operation is a whole file and whose
 * overheads are paired rounds. A paired overhead varies between forks (the JIT compiles each JVM a
 * little differently) by more than between rounds of one fork, so the profiles meant for numbers
 * run several forks and treat them as the replicates. {@code full} follows the blog for the
 * micro-benchmarks (3 forks, 5 warm-up and 5 measurement iterations).
 */
public enum MeasurementProfile {
  /**
   * The default run: the headline answers in about three minutes. Raw GCM/CTR at one page-like
   * chunk, R1/W1 and the citations' 2-of-19 vs all columns read, each file workload in 3 short
   * forks (the replicates: one fork's interval would leave out the JVM-to-JVM spread), each with 8
   * s of warm-up (see QUICK for why files need it).
   */
  FIRST(new Iterations(1, 1, 500, 3, 500), new Iterations(3, 8, 1000, 3, 1000), 0, false),
  /** One short sample per benchmark: proves that everything runs, measures nothing. */
  SMOKE(new Iterations(1, 0, 100, 1, 100), new Iterations(1, 0, 100, 1, 100), 1, false),
  /**
   * A first look at every family in about ten minutes: one fork. Files get 12 s of warm-up: on JDK
   * 17 the first 3-5 s of a fork run Parquet's paths at up to 10x their final time, encrypted or
   * not, and an R1 read with AES_GCM_V1 costs +20% instead of +5% until its large-input GCM path is
   * compiled, 4 to 10 s into the fork.
   */
  QUICK(new Iterations(1, 1, 500, 3, 500), new Iterations(1, 12, 1000, 4, 1000), 3, false),
  /**
   * Made for the CI gate: small files, 5 forks (the replicates of each paired overhead: forks
   * differ by 0.3-2 percentage points of CPU-time overhead, rounds of one fork far less), each
   * warmed up for 12 s (see QUICK) and measured for 3 s.
   */
  CI(new Iterations(1, 15, 1000, 5, 1000), new Iterations(5, 12, 1000, 3, 1000), 1, false),
  /** Second-long iterations: the default for tables taken on a single machine. */
  STANDARD(new Iterations(1, 2, 1000, 4, 1000), new Iterations(3, 8, 1000, 4, 1000), 5, true),
  /**
   * The blog's settings for the micro-benchmarks: 3 forks, 5 warm-up and 5 measurement iterations
   * of one second.
   */
  FULL(new Iterations(3, 5, 1000, 5, 1000), new Iterations(5, 10, 1000, 5, 1000), 10, true);

  /** Cipher and key-management benchmarks. */
  public final Iterations micro;

  /** Parquet and column-subset benchmarks (whole files; paired rounds by default). */
  public final Iterations files;

  /** Fresh JVMs (each measuring one operation) for the cold, start-up measurement. */
  public final int coldForks;

  /**
   * Whether runs sample the forks' CPU for the attribution unless told otherwise (off where speed
   * matters).
   */
  public final boolean profilesCpu;

  MeasurementProfile(Iterations micro, Iterations files, int coldForks, boolean profilesCpu) {
    this.micro = micro;
    this.files = files;
    this.coldForks = coldForks;
    this.profilesCpu = profilesCpu;
  }

  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  public String describe() {
    return String.format(
        Locale.ROOT,
        "%s: micro-benchmarks %s, %d cold fork(s); file benchmarks %s",
        id(),
        micro.describe(),
        coldForks,
        files.describe());
  }
}
