package org.pmebench.paired;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;

/**
 * What the paired benchmarks (the files, parquet and parking families) check after each iteration,
 * untimed, called from each family's own {@code @TearDown(Level.Iteration)} method.
 */
public final class PairedTearDowns {
  private PairedTearDowns() {}

  /**
   * After an iteration: the reads' values (when {@code reads}) and, once, the provider at the
   * files' module sizes ({@link AnswerChecks#afterIteration}).
   */
  public static void afterIteration(
      PairedFiles files,
      PairedRounds rounds,
      boolean reads,
      String provider,
      BenchmarkParams benchmark,
      IterationParams iteration) {
    files
        .checks()
        .afterIteration(
            rounds,
            reads,
            provider,
            iteration.getType() == IterationType.MEASUREMENT,
            benchmark.getMeasurement().getCount());
  }
}
