package org.pmebench.family.parking;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.pmebench.citations.EncryptedColumns;
import org.pmebench.paired.PairedModes;
import org.pmebench.run.ForkSettings;
import org.pmebench.run.JmhInvocation;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.Pairing;

/**
 * Turns a parking matrix into JMH invocations. Paired (the default): one invocation per benchmark
 * kind whose every configuration (workload, column set, source) measures the plaintext file and
 * each encrypted mode in the same rounds; with both column sets chosen, a configuration has a file
 * of each set per mode ({@code columns=sensitive+all}). Separate: plaintext (columns=none) and the
 * encrypted modes (columns=sensitive, all) are separate invocations, so JMH's parameter cross
 * product never pairs plaintext with encrypted columns; the summary divides each encrypted result
 * by the plaintext one that matches it in everything else.
 */
public final class ParkingRunPlanner {
  /** Rough single-thread cost of parsing and writing one citation (JDK 17). */
  private static final double SECONDS_PER_ROW = 4e-6;

  private static final String PACKAGE = "^org\\.pmebench\\.parking\\.";

  /** The start of every name of this family's benchmarks. */
  static final String BENCHMARKS = "org.pmebench.parking.";

  private static final List<String> NONE = Collections.singletonList("none");
  private static final List<String> PLAINTEXT = Collections.singletonList("PLAINTEXT");

  private final ForkSettings forks;

  public ParkingRunPlanner(ForkSettings forks) {
    this.forks = forks;
  }

  /** Per provider, the modes it can serve on this JVM (the rest skipped with the reason). */
  public List<JmhInvocation> plan(ParkingMatrix matrix) {
    return forks.perProvider(
        matrix.providers,
        matrix.modes,
        "parking",
        (providerForks, modes) ->
            new ParkingRunPlanner(providerForks).planModes(matrix.withModes(modes)));
  }

  private List<JmhInvocation> planModes(ParkingMatrix m) {
    List<JmhInvocation> runs = new ArrayList<JmhInvocation>();
    for (JvmVariant v : m.variants) {
      if (m.pairing == Pairing.SEPARATE) {
        planSeparate(runs, m, v);
      } else {
        planPaired(runs, m, v);
      }
    }
    return runs;
  }

  private void planPaired(List<JmhInvocation> runs, ParkingMatrix m, JvmVariant v) {
    List<String> encrypted = Collections.singletonList(PairedModes.join(m.modes));
    // Both column sets in the same rounds: the subset's share of the all-columns cost is paired.
    boolean both = m.columnSets.containsAll(ParkingMatrix.COLUMN_SETS);
    List<String> columns =
        both ? Collections.singletonList(EncryptedColumns.SENSITIVE_AND_ALL) : m.columnSets;
    int files = m.modes.size() * (both ? 2 : 1) + 2;
    if (!m.readSpecs().isEmpty()) {
      add(
          runs,
          m,
          v,
          "read",
          "ParkingPairedReadAllBenchmark",
          m.readSpecs(),
          encrypted,
          columns,
          null,
          files);
      if (m.columnSets.contains("sensitive") && m.plaintextColumnsRead) {
        add(
            runs,
            m,
            v,
            "read-plaintext-columns",
            "ParkingPairedReadPlaintextColumnsBenchmark",
            m.readSpecs(),
            encrypted,
            Collections.singletonList("sensitive"),
            null,
            files);
      }
    }
    if (!m.writeSpecs().isEmpty()) {
      add(
          runs,
          m,
          v,
          "write",
          "ParkingPairedWriteBenchmark",
          m.writeSpecs(),
          encrypted,
          columns,
          m.sources,
          files);
    }
  }

  private void planSeparate(List<JmhInvocation> runs, ParkingMatrix m, JvmVariant v) {
    planSeparateReads(runs, m, v);
    planSeparateWrites(runs, m, v);
  }

  /** The separate-fork reads: all columns, and the plaintext columns of a sensitive-only file. */
  private void planSeparateReads(List<JmhInvocation> runs, ParkingMatrix m, JvmVariant v) {
    if (!m.readSpecs().isEmpty()) {
      addSeparate(runs, m, v, "read", "ParkingReadAllBenchmark", m.readSpecs(), m.columnSets, null);
      if (m.columnSets.contains("sensitive") && m.plaintextColumnsRead) {
        addSeparate(
            runs,
            m,
            v,
            "read-plaintext-columns",
            "ParkingReadPlaintextColumnsBenchmark",
            m.readSpecs(),
            Collections.singletonList("sensitive"),
            null);
      }
    }
  }

  private void planSeparateWrites(List<JmhInvocation> runs, ParkingMatrix m, JvmVariant v) {
    if (!m.writeSpecs().isEmpty()) {
      addSeparate(
          runs, m, v, "write", "ParkingWriteBenchmark", m.writeSpecs(), m.columnSets, m.sources);
    }
  }

  /**
   * One benchmark in separate forks: the plaintext file (columns=none), then the encrypted modes on
   * {@code encryptedColumns}, as two invocations so that JMH's cross product never pairs them.
   */
  private void addSeparate(
      List<JmhInvocation> runs,
      ParkingMatrix m,
      JvmVariant v,
      String kind,
      String cls,
      List<String> specs,
      List<String> encryptedColumns,
      List<String> sources) {
    add(runs, m, v, kind + "-separate-plaintext", cls, specs, PLAINTEXT, NONE, sources, 1);
    add(
        runs,
        m,
        v,
        kind + "-separate-encrypted",
        cls,
        specs,
        m.modes,
        encryptedColumns,
        sources,
        1);
  }

  /**
   * @param modes values of {@code mode} (separate) or the one value of {@code encrypted} (paired)
   * @param files files each configuration's operation handles
   */
  private void add(
      List<JmhInvocation> runs,
      ParkingMatrix m,
      JvmVariant variant,
      String kind,
      String cls,
      List<String> specs,
      List<String> modes,
      List<String> columns,
      List<String> sources,
      int files) {
    String id = forks.invocationId("parking-" + kind + "-" + variant.id());
    boolean paired = m.pairing != Pairing.SEPARATE;
    ChainedOptionsBuilder options =
        forks
            .warmFiles(forks.baseFiles(id, PACKAGE + cls + "\\.", m.heapBytes(), variant))
            .param("spec", specs.toArray(new String[0]))
            .param(paired ? PairedModes.PARAM : "mode", modes.toArray(new String[0]))
            .param("columns", columns.toArray(new String[0]))
            .param("rows", Integer.toString(m.rows))
            .param("csv", m.csv)
            .mode(Mode.AverageTime)
            .timeUnit(TimeUnit.MILLISECONDS);
    int configurations = specs.size() * modes.size() * columns.size();
    if (sources != null) {
      options.param("source", sources.toArray(new String[0]));
      configurations *= sources.size();
    }
    double op = m.rows * SECONDS_PER_ROW;
    // Setup generates the CSV, parses it and writes every variant's file.
    JmhInvocation run =
        forks.invocation(
            id,
            variant,
            options,
            configurations,
            forks.fileSecondsPerConfiguration(op * (2 + files), op * files));
    // Interleaved rounds: forks are the replicates, and --precision may add more.
    runs.add(
        m.pairing != Pairing.INTERLEAVED
            ? run
            : run.pairedRows(kind.startsWith("read") ? JmhInvocation.READS : JmhInvocation.WRITES));
  }
}
