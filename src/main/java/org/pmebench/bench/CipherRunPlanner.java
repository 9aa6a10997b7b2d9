package org.pmebench.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Turns a cipher matrix and a profile into JMH invocations: per JVM variant, one warm run per
 * thread count, then one cold run (single-shot: each fresh fork times its first operation).
 */
public final class CipherRunPlanner {
  /** Rough cost of starting a forked JVM and JMH's handshake with it. */
  static final double FORK_SECONDS = 1.0;

  private final MeasurementProfile profile;
  private final String javaExecutable;
  private final Collection<String> knownFlags;
  private final Path resultDir;

  /**
   * @param javaExecutable JVM to fork, or null for the one running the suite
   * @param knownFlags the -XX flags that JVM has (decides which intrinsics flags exist there)
   */
  public CipherRunPlanner(MeasurementProfile profile, String javaExecutable, Collection<String> knownFlags,
      Path resultDir) {
    this.profile = profile;
    this.javaExecutable = javaExecutable;
    this.knownFlags = knownFlags;
    this.resultDir = resultDir;
  }

  public List<JmhInvocation> plan(CipherMatrix matrix) {
    List<JmhInvocation> runs = new ArrayList<JmhInvocation>();
    int configs = matrix.configurationsPerInvocation();
    for (JvmVariant variant : matrix.variants) {
      for (int threads : matrix.threads) {
        String id = "cipher-warm-" + variant.id() + "-t" + threads;
        ChainedOptionsBuilder options = common(matrix, variant, threads, id)
            .param("jitWarmupOps", Integer.toString(matrix.jitWarmupOps))
            .mode(Mode.Throughput).timeUnit(TimeUnit.SECONDS)
            .forks(profile.forks)
            .warmupIterations(profile.warmupIterations)
            .warmupTime(TimeValue.milliseconds(profile.warmupMillis))
            .measurementIterations(profile.measurementIterations)
            .measurementTime(TimeValue.milliseconds(profile.measurementMillis));
        runs.add(new JmhInvocation(id, options.build(), configs,
            profile.forks * FORK_SECONDS + profile.warmSecondsPerConfig()));
      }
    }
    for (JvmVariant variant : matrix.coldVariants) {
      String id = "cipher-cold-" + variant.id() + "-t1";
      // Cold means untouched: no JIT warm-up before the one timed operation.
      ChainedOptionsBuilder options = common(matrix, variant, 1, id)
          .param("jitWarmupOps", "0")
          .mode(Mode.SingleShotTime).timeUnit(TimeUnit.MICROSECONDS)
          .forks(profile.coldForks)
          .warmupIterations(0)
          .measurementIterations(1)
          .measurementBatchSize(1);
      runs.add(new JmhInvocation(id, options.build(), configs, profile.coldForks * FORK_SECONDS));
    }
    return runs;
  }

  private ChainedOptionsBuilder common(CipherMatrix matrix, JvmVariant variant, int threads, String id) {
    List<String> jvmArgs = new ArrayList<String>(
        Arrays.asList(HeapSize.jvmArgs(matrix.heapBytes(threads))));
    jvmArgs.addAll(variant.jvmArgs(knownFlags));
    ChainedOptionsBuilder options = new OptionsBuilder()
        .include(matrix.includeRegex())
        .threads(threads)
        .param("provider", matrix.providers.toArray(new String[0]))
        .param("chunkSize", matrix.sizes.toArray(new String[0]))
        .param("keyBits", Integer.toString(matrix.keyBits))
        .jvmArgsAppend(jvmArgs.toArray(new String[0]))
        .shouldFailOnError(true)
        .resultFormat(ResultFormatType.JSON)
        .result(resultDir.resolve(id + ".json.partial").toString());
    if (javaExecutable != null) {
      options.jvm(javaExecutable);
    }
    return options;
  }
}
