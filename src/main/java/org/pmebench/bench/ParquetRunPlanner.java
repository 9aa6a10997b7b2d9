package org.pmebench.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.pmebench.crypto.EncryptionLayout;
import org.pmebench.crypto.EncryptionMode;

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
      addKind(runs, matrix, variant, "read", "ParquetReadBenchmark.readFile", matrix.readSpecs(), opSeconds * 3,
          opSeconds);
      addKind(runs, matrix, variant, "write", "ParquetWriteBenchmark.writeFile", matrix.writeSpecs(), opSeconds,
          opSeconds);
    }
    return runs;
  }

  /**
   * One invocation with every mode at parquet's default layout (encrypted footer, no AAD prefix),
   * or only PLAINTEXT when that layout is not chosen; then the other footer/AAD-prefix layouts for
   * the encrypted modes, split so that JMH's cross product measures each layout exactly once.
   */
  private void addKind(List<JmhInvocation> runs, ParquetMatrix m, JvmVariant variant, String kind, String method,
      List<String> specs, double setupSeconds, double opSeconds) {
    if (specs.isEmpty()) {
      return;
    }
    String defaultFooter = EncryptionLayout.DEFAULTS.get(EncryptionLayout.FOOTER_PARAM);
    String defaultAad = EncryptionLayout.DEFAULTS.get(EncryptionLayout.AAD_PREFIX_PARAM);
    boolean defaultLayout = m.footers.contains(defaultFooter) && m.aadPrefixes.contains(defaultAad);
    List<String> baseModes = defaultLayout ? m.modes
        : m.modes.contains(EncryptionMode.PLAINTEXT.name()) ? Collections.singletonList(EncryptionMode.PLAINTEXT.name())
        : Collections.<String>emptyList();
    add(runs, m, variant, kind, method, specs, baseModes, Collections.singletonList(defaultFooter),
        Collections.singletonList(defaultAad), setupSeconds, opSeconds);
    List<String> otherAads = without(m.aadPrefixes, defaultAad);
    add(runs, m, variant, kind + "-aad", method, specs, m.encryptedModes(), m.footers, otherAads, setupSeconds,
        opSeconds);
    List<String> otherFooters = without(m.footers, defaultFooter);
    add(runs, m, variant, kind + "-footer", method, specs, m.encryptedModes(), otherFooters,
        m.aadPrefixes.contains(defaultAad) ? Collections.singletonList(defaultAad) : Collections.<String>emptyList(),
        setupSeconds, opSeconds);
  }

  private static List<String> without(List<String> values, String value) {
    List<String> rest = new ArrayList<String>(values);
    rest.remove(value);
    return rest;
  }

  private void add(List<JmhInvocation> runs, ParquetMatrix matrix, JvmVariant variant, String kind, String method,
      List<String> specs, List<String> modes, List<String> footers, List<String> aadPrefixes, double setupSeconds,
      double opSeconds) {
    if (modes.isEmpty() || footers.isEmpty() || aadPrefixes.isEmpty()) {
      return;
    }
    String id = forks.invocationId("parquet-" + kind + "-" + variant.id());
    String include = "^org\\.pmebench\\.parquet\\." + method.replace(".", "\\.") + "$";
    ChainedOptionsBuilder options = forks.warm(forks.base(id, include, 1, matrix.heapBytes(), variant))
        .param("spec", specs.toArray(new String[0]))
        .param("mode", modes.toArray(new String[0]))
        .param("rows", Integer.toString(matrix.rows))
        .param("io", matrix.io.toArray(new String[0]))
        .param(EncryptionLayout.FOOTER_PARAM, footers.toArray(new String[0]))
        .param(EncryptionLayout.AAD_PREFIX_PARAM, aadPrefixes.toArray(new String[0]))
        .mode(Mode.AverageTime).timeUnit(TimeUnit.MILLISECONDS);
    int configurations = specs.size() * modes.size() * matrix.io.size() * footers.size() * aadPrefixes.size();
    runs.add(new JmhInvocation(id, forks.target.label, variant, options.build(), configurations,
        forks.warmSecondsPerConfiguration(setupSeconds, opSeconds)));
  }
}
