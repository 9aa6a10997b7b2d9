package org.pmebench.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;

/** Turns a Parquet matrix into JMH invocations: per JVM variant, one for the reads and one for the writes. */
public final class ParquetRunPlanner {
  /** Rough single-thread cost of writing one standard row (measured on JDK 17), for the first time estimate. */
  private static final double SECONDS_PER_ROW = 5e-6;

  private final ForkSettings forks;

  public ParquetRunPlanner(ForkSettings forks) {
    this.forks = forks;
  }

  public List<JmhInvocation> plan(ParquetMatrix matrix) {
    List<JmhInvocation> runs = new ArrayList<JmhInvocation>();
    double opSeconds = matrix.rows * SECONDS_PER_ROW;
    for (JvmVariant variant : matrix.variants) {
      add(runs, matrix, variant, "read", "ParquetReadBenchmark.readFile", matrix.readSpecs(), opSeconds * 3, opSeconds);
      add(runs, matrix, variant, "write", "ParquetWriteBenchmark.writeFile", matrix.writeSpecs(), opSeconds, opSeconds);
    }
    return runs;
  }

  private void add(List<JmhInvocation> runs, ParquetMatrix matrix, JvmVariant variant, String kind, String method,
      List<String> specs, double setupSeconds, double opSeconds) {
    if (specs.isEmpty()) {
      return;
    }
    String id = forks.invocationId("parquet-" + kind + "-" + variant.id());
    String include = "^org\\.pmebench\\.parquet\\." + method.replace(".", "\\.") + "$";
    ChainedOptionsBuilder options = forks.warm(forks.base(id, include, 1, matrix.heapBytes(), variant))
        .param("spec", specs.toArray(new String[0]))
        .param("mode", matrix.modes.toArray(new String[0]))
        .param("rows", Integer.toString(matrix.rows))
        .param("io", matrix.io.toArray(new String[0]))
        .mode(Mode.AverageTime).timeUnit(TimeUnit.MILLISECONDS);
    runs.add(new JmhInvocation(id, forks.target.label, variant, options.build(), specs.size() * matrix.modes.size() * matrix.io.size(),
        forks.warmSecondsPerConfiguration(setupSeconds, opSeconds)));
  }
}
