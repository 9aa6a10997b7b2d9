package org.pmebench.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/** What every JMH invocation of a run shares: the profile, the JVM to fork, and where results go. */
public final class ForkSettings {
  /** Rough cost of starting a forked JVM and JMH's handshake with it. */
  public static final double FORK_SECONDS = 1.0;

  public final MeasurementProfile profile;
  private final String javaExecutable;
  private final Collection<String> knownFlags;
  private final Path resultDir;

  /**
   * @param javaExecutable JVM to fork, or null for the one running the suite
   * @param knownFlags the -XX flags that JVM has (decides which intrinsics flags exist there)
   */
  public ForkSettings(MeasurementProfile profile, String javaExecutable, Collection<String> knownFlags,
      Path resultDir) {
    this.profile = profile;
    this.javaExecutable = javaExecutable;
    this.knownFlags = knownFlags;
    this.resultDir = resultDir;
  }

  /** Options every invocation has: what to include, threads, heap, variant flags, JSON result file. */
  public ChainedOptionsBuilder base(String id, String includeRegex, int threads, long heapBytes, JvmVariant variant) {
    List<String> jvmArgs = new ArrayList<String>(Arrays.asList(HeapSize.jvmArgs(heapBytes)));
    jvmArgs.addAll(variant.jvmArgs(knownFlags));
    ChainedOptionsBuilder options = new OptionsBuilder()
        .include(includeRegex)
        .threads(threads)
        .jvmArgsAppend(jvmArgs.toArray(new String[0]))
        .shouldFailOnError(true)
        .resultFormat(ResultFormatType.JSON)
        .result(resultDir.resolve(id + ".json.partial").toString());
    if (javaExecutable != null) {
      options.jvm(javaExecutable);
    }
    return options;
  }

  /** The profile's forks and iterations, for steady-state measurements. */
  public ChainedOptionsBuilder warm(ChainedOptionsBuilder options) {
    return options.forks(profile.forks)
        .warmupIterations(profile.warmupIterations)
        .warmupTime(TimeValue.milliseconds(profile.warmupMillis))
        .measurementIterations(profile.measurementIterations)
        .measurementTime(TimeValue.milliseconds(profile.measurementMillis));
  }

  /** Planned seconds of one warm configuration whose operation takes about {@code opSeconds}. */
  public double warmSecondsPerConfiguration(double setupSeconds, double opSeconds) {
    int iterations = profile.warmupIterations + profile.measurementIterations;
    double perIteration = Math.max(opSeconds, profile.warmupMillis / 1000.0);
    return profile.forks * (FORK_SECONDS + setupSeconds + iterations * perIteration);
  }
}
