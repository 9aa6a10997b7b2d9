package org.pmebench.run;

import org.openjdk.jmh.runner.options.Options;

/** One call of the JMH runner within a suite run, writing one JSON file. */
public final class JmhInvocation {
  /** File stem of the JSON it writes, e.g. {@code cipher-warm-intrinsics-on-t8}. */
  public final String id;
  /** Label of the JVM it forks ("jdk17"), null when unlabelled. */
  public final String jvmLabel;
  public final JvmVariant variant;
  public final Options options;
  /** How many benchmark configurations (method x parameter combinations) it runs. */
  public final int configurations;
  /** A first guess of wall-clock seconds per configuration, replaced by measurements as the run goes. */
  public final double estimatedSecondsPerConfiguration;

  public JmhInvocation(String id, String jvmLabel, JvmVariant variant, Options options, int configurations,
      double estimatedSecondsPerConfiguration) {
    this.id = id;
    this.jvmLabel = jvmLabel;
    this.variant = variant;
    this.options = options;
    this.configurations = configurations;
    this.estimatedSecondsPerConfiguration = estimatedSecondsPerConfiguration;
  }
}
