package org.pmebench.run;

import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/** One call of the JMH runner within a suite run, writing one JSON file. */
public final class JmhInvocation {
  /** {@link #rowKind} of an invocation whose paired rows are reads, or writes. */
  public static final String READS = "reads";

  public static final String WRITES = "writes";

  /** File stem of the JSON it writes, e.g. {@code cipher-warm-intrinsics-on-t8}. */
  public final String id;

  /** Label of the JVM it forks ("jdk17"), null when unlabelled. */
  public final String jvmLabel;

  public final JvmVariant variant;
  public final Options options;

  /** How many benchmark configurations (method x parameter combinations) it runs. */
  public final int configurations;

  /**
   * A first guess of wall-clock seconds per configuration, replaced by measurements as the run
   * goes.
   */
  public final double estimatedSecondsPerConfiguration;

  /**
   * {@link #READS} or {@link #WRITES} when its results are paired overheads whose forks are the
   * replicates, so that {@code --precision} may add forks to it; null otherwise.
   */
  public final String rowKind;

  public JmhInvocation(
      String id,
      String jvmLabel,
      JvmVariant variant,
      Options options,
      int configurations,
      double estimatedSecondsPerConfiguration) {
    this(id, jvmLabel, variant, options, configurations, estimatedSecondsPerConfiguration, null);
  }

  private JmhInvocation(
      String id,
      String jvmLabel,
      JvmVariant variant,
      Options options,
      int configurations,
      double estimatedSecondsPerConfiguration,
      String rowKind) {
    this.id = id;
    this.jvmLabel = jvmLabel;
    this.variant = variant;
    this.options = options;
    this.configurations = configurations;
    this.estimatedSecondsPerConfiguration = estimatedSecondsPerConfiguration;
    this.rowKind = rowKind;
  }

  /**
   * This invocation, marked as one whose paired rows are {@code kind} ({@link #READS} or {@link
   * #WRITES}).
   */
  public JmhInvocation pairedRows(String kind) {
    return new JmhInvocation(
        id, jvmLabel, variant, options, configurations, estimatedSecondsPerConfiguration, kind);
  }

  /**
   * The same benchmarks in {@code forks} more forks, as invocation {@code lookId} writing {@code
   * result}.
   */
  JmhInvocation moreForks(String lookId, int forks, String result) {
    Options more = new OptionsBuilder().parent(options).forks(forks).result(result).build();
    return new JmhInvocation(
        lookId, jvmLabel, variant, more, configurations, estimatedSecondsPerConfiguration, rowKind);
  }
}
