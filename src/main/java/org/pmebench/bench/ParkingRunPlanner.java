package org.pmebench.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;

/**
 * Turns a parking matrix into JMH invocations. Plaintext (columns=none) and the encrypted modes
 * (columns=sensitive, all) are separate invocations, so JMH's parameter cross product never pairs
 * plaintext with encrypted columns; the summary divides each encrypted result by the plaintext one
 * that matches it in everything else.
 */
public final class ParkingRunPlanner {
  /** Rough single-thread cost of generating, parsing and writing one citation (JDK 17). */
  private static final double SECONDS_PER_ROW = 1e-5;
  private static final String PACKAGE = "^org\\.pmebench\\.parking\\.";

  private final ForkSettings forks;

  public ParkingRunPlanner(ForkSettings forks) {
    this.forks = forks;
  }

  public List<JmhInvocation> plan(ParkingMatrix m) {
    List<JmhInvocation> runs = new ArrayList<JmhInvocation>();
    double op = m.rows * SECONDS_PER_ROW;
    for (JvmVariant v : m.variants) {
      List<String> none = Collections.singletonList("none");
      List<String> plaintext = Collections.singletonList("PLAINTEXT");
      if (!m.readSpecs().isEmpty()) {
        add(runs, m, v, "read-plaintext", "ParkingReadAllBenchmark", m.readSpecs(), plaintext, none, null, op * 3, op);
        add(runs, m, v, "read-encrypted", "ParkingReadAllBenchmark", m.readSpecs(), m.modes, m.columnSets, null,
            op * 3, op);
        if (m.columnSets.contains("sensitive")) {
          add(runs, m, v, "read-plaintext-columns-plaintext", "ParkingReadPlaintextColumnsBenchmark", m.readSpecs(),
              plaintext, none, null, op * 3, op);
          add(runs, m, v, "read-plaintext-columns-encrypted", "ParkingReadPlaintextColumnsBenchmark", m.readSpecs(),
              m.modes, Collections.singletonList("sensitive"), null, op * 3, op);
        }
      }
      if (!m.writeSpecs().isEmpty()) {
        add(runs, m, v, "write-plaintext", "ParkingWriteBenchmark", m.writeSpecs(), plaintext, none, m.sources, op,
            op);
        add(runs, m, v, "write-encrypted", "ParkingWriteBenchmark", m.writeSpecs(), m.modes, m.columnSets, m.sources,
            op, op);
      }
    }
    return runs;
  }

  private void add(List<JmhInvocation> runs, ParkingMatrix m, JvmVariant variant, String kind, String cls,
      List<String> specs, List<String> modes, List<String> columns, List<String> sources, double setupSeconds,
      double opSeconds) {
    String id = forks.invocationId("parking-" + kind + "-" + variant.id());
    ChainedOptionsBuilder options = forks.warm(forks.base(id, PACKAGE + cls + "\\.", 1, m.heapBytes(), variant))
        .param("spec", specs.toArray(new String[0]))
        .param("mode", modes.toArray(new String[0]))
        .param("columns", columns.toArray(new String[0]))
        .param("rows", Integer.toString(m.rows))
        .param("csv", m.csv)
        .mode(Mode.AverageTime).timeUnit(TimeUnit.MILLISECONDS);
    int configurations = specs.size() * modes.size() * columns.size();
    if (sources != null) {
      options.param("source", sources.toArray(new String[0]));
      configurations *= sources.size();
    }
    runs.add(new JmhInvocation(id, forks.target.label, variant, options.build(), configurations,
        forks.warmSecondsPerConfiguration(setupSeconds, opSeconds)));
  }
}
