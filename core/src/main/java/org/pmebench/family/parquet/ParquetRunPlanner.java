package org.pmebench.family.parquet;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.pmebench.crypto.EncryptionLayout;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.paired.PairedModes;
import org.pmebench.run.ForkSettings;
import org.pmebench.run.JmhInvocation;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.Pairing;

/**
 * Turns a Parquet matrix into JMH invocations: per JVM variant, one for the reads and one for the
 * writes at parquet's default layout, then one per other footer/AAD-prefix layout group. Paired
 * (the default), one configuration measures PLAINTEXT and every chosen encrypted mode in the same
 * rounds; separate, each mode is its own configuration and fork; duet, PLAINTEXT and one encrypted
 * mode run at once on two threads.
 */
public final class ParquetRunPlanner {
  /**
   * Rough single-thread cost of writing one standard row (measured on JDK 17), for the first time
   * estimate.
   */
  private static final double SECONDS_PER_ROW = 1.5e-6;

  private final ForkSettings forks;

  public ParquetRunPlanner(ForkSettings forks) {
    this.forks = forks;
  }

  /** Per provider, the modes it can serve on this JVM (the rest skipped with the reason). */
  public List<JmhInvocation> plan(ParquetMatrix matrix) {
    return forks.perProvider(
        matrix.providers,
        matrix.modes,
        "parquet",
        (providerForks, modes) ->
            new ParquetRunPlanner(providerForks).planModes(matrix.withModes(modes)));
  }

  private List<JmhInvocation> planModes(ParquetMatrix matrix) {
    List<JmhInvocation> runs = new ArrayList<JmhInvocation>();
    double opSeconds = matrix.rows * SECONDS_PER_ROW;
    for (JvmVariant variant : matrix.variants) {
      addKind(runs, matrix, variant, "read", matrix.readSpecs(), opSeconds);
      addKind(runs, matrix, variant, "write", matrix.writeSpecs(), opSeconds);
    }
    return runs;
  }

  /**
   * One invocation with every mode at parquet's default layout (encrypted footer, no AAD prefix)
   * (separate pairing: only PLAINTEXT when that layout is not chosen); then the other
   * footer/AAD-prefix layouts for the encrypted modes, split so that JMH's cross product measures
   * each layout exactly once.
   */
  private void addKind(
      List<JmhInvocation> runs,
      ParquetMatrix m,
      JvmVariant variant,
      String kind,
      List<String> specs,
      double opSeconds) {
    if (specs.isEmpty()) {
      return;
    }
    String defaultFooter = EncryptionLayout.DEFAULTS.get(EncryptionLayout.FOOTER_PARAM);
    String defaultAad = EncryptionLayout.DEFAULTS.get(EncryptionLayout.AAD_PREFIX_PARAM);
    boolean defaultLayout = m.footers.contains(defaultFooter) && m.aadPrefixes.contains(defaultAad);
    List<String> baseModes;
    if (m.pairing != Pairing.SEPARATE) {
      baseModes = defaultLayout ? m.encryptedModes() : Collections.<String>emptyList();
    } else {
      baseModes =
          defaultLayout
              ? m.modes
              : m.modes.contains(EncryptionMode.PLAINTEXT.name())
                  ? Collections.singletonList(EncryptionMode.PLAINTEXT.name())
                  : Collections.<String>emptyList();
    }
    add(
        runs,
        m,
        variant,
        kind,
        specs,
        baseModes,
        Collections.singletonList(defaultFooter),
        Collections.singletonList(defaultAad),
        opSeconds);
    List<String> otherAads = without(m.aadPrefixes, defaultAad);
    add(
        runs,
        m,
        variant,
        kind + "-aad",
        specs,
        m.encryptedModes(),
        m.footers,
        otherAads,
        opSeconds);
    List<String> otherFooters = without(m.footers, defaultFooter);
    add(
        runs,
        m,
        variant,
        kind + "-footer",
        specs,
        m.encryptedModes(),
        otherFooters,
        m.aadPrefixes.contains(defaultAad)
            ? Collections.singletonList(defaultAad)
            : Collections.<String>emptyList(),
        opSeconds);
  }

  private static List<String> without(List<String> values, String value) {
    List<String> rest = new ArrayList<String>(values);
    rest.remove(value);
    return rest;
  }

  private void add(
      List<JmhInvocation> runs,
      ParquetMatrix matrix,
      JvmVariant variant,
      String kind,
      List<String> specs,
      List<String> modes,
      List<String> footers,
      List<String> aadPrefixes,
      double opSeconds) {
    if (modes.isEmpty() || footers.isEmpty() || aadPrefixes.isEmpty()) {
      return;
    }
    boolean read = kind.startsWith("read");
    String pairing = matrix.pairing == Pairing.INTERLEAVED ? "" : "-" + matrix.pairing.id();
    String id = forks.invocationId("parquet-" + kind + pairing + "-" + variant.id());
    ChainedOptionsBuilder options =
        forks
            .warmFiles(
                forks.baseFiles(id, include(matrix.pairing, read), matrix.heapBytes(), variant))
            .param("spec", specs.toArray(new String[0]))
            .param("rows", Integer.toString(matrix.rows))
            .param("io", matrix.io.toArray(new String[0]))
            .param(EncryptionLayout.FOOTER_PARAM, footers.toArray(new String[0]))
            .param(EncryptionLayout.AAD_PREFIX_PARAM, aadPrefixes.toArray(new String[0]))
            .mode(Mode.AverageTime)
            .timeUnit(TimeUnit.MILLISECONDS);
    int configurations = specs.size() * matrix.io.size() * footers.size() * aadPrefixes.size();
    if (read) {
      options.param(EncryptionLayout.READ_BUFFERS_PARAM, matrix.readBuffers.toArray(new String[0]));
      configurations *= matrix.readBuffers.size();
    }
    // Files handled per configuration and operation: every variant in a round, or one mode per
    // fork.
    int files;
    if (matrix.pairing == Pairing.SEPARATE) {
      options.param("mode", modes.toArray(new String[0]));
      configurations *= modes.size();
      files = 1;
    } else if (matrix.pairing == Pairing.DUET) {
      options.param("mode", modes.toArray(new String[0])).threads(2);
      configurations *= modes.size();
      files = 2;
    } else {
      options.param(PairedModes.PARAM, PairedModes.join(modes));
      files = modes.size() + 1;
    }
    double setupSeconds = files * opSeconds * (read ? 3 : 1);
    JmhInvocation run =
        forks.invocation(
            id,
            variant,
            options,
            configurations,
            forks.fileSecondsPerConfiguration(setupSeconds, files * opSeconds));
    // Interleaved rounds: forks are the replicates, and --precision may add more.
    runs.add(
        matrix.pairing != Pairing.INTERLEAVED
            ? run
            : run.pairedRows(read ? JmhInvocation.READS : JmhInvocation.WRITES));
  }

  private static String include(Pairing pairing, boolean read) {
    String method;
    switch (pairing) {
      case SEPARATE:
        method = read ? "ParquetReadBenchmark\\.readFile" : "ParquetWriteBenchmark\\.writeFile";
        break;
      case DUET:
        method = read ? "ParquetDuetReadBenchmark\\.duet" : "ParquetDuetWriteBenchmark\\.duet";
        break;
      default:
        method =
            read
                ? "ParquetPairedReadBenchmark\\.readRound"
                : "ParquetPairedWriteBenchmark\\.writeRound";
    }
    return "^org\\.pmebench\\.parquet\\." + method + "$";
  }
}
