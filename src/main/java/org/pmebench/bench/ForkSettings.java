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
  public final ForkTarget target;
  private final Path resultDir;
  /** The calibrated regression the forks get (0.10 = encrypted variants 10% slower), or 0 for none. */
  private final double calibratedRegression;

  public ForkSettings(MeasurementProfile profile, ForkTarget target, Path resultDir) {
    this(profile, target, resultDir, 0);
  }

  public ForkSettings(MeasurementProfile profile, ForkTarget target, Path resultDir, double calibratedRegression) {
    this.profile = profile;
    this.target = target;
    this.resultDir = resultDir;
    this.calibratedRegression = calibratedRegression;
  }

  /** Shorthand for forking the JVM running the suite, which has {@code knownFlags}. */
  public ForkSettings(MeasurementProfile profile, Collection<String> knownFlags, Path resultDir) {
    this(profile, ForkTarget.current(knownFlags), resultDir);
  }

  public String invocationId(String kind) {
    return target.invocationId(kind) + (calibratedRegression > 0 ? "-" + regressionLabel(calibratedRegression) : "");
  }

  /** e.g. "regression-10%": how results and files of a calibrated regression are labelled. */
  public static String regressionLabel(double fraction) {
    return "regression-" + new java.math.BigDecimal(100 * fraction).setScale(3, java.math.RoundingMode.HALF_UP)
        .stripTrailingZeros().toPlainString() + "pct";
  }

  /** Options every invocation has: what to include, threads, heap, variant flags, JSON result file. */
  public ChainedOptionsBuilder base(String id, String includeRegex, int threads, long heapBytes, JvmVariant variant) {
    List<String> jvmArgs = new ArrayList<String>(target.neededArgs);
    jvmArgs.addAll(Arrays.asList(HeapSize.jvmArgs(heapBytes)));
    jvmArgs.addAll(variant.jvmArgs(target.knownFlags));
    if (calibratedRegression > 0) {
      jvmArgs.add("-D" + org.pmebench.paired.CalibratedRegression.PROPERTY + "=" + calibratedRegression);
    }
    ChainedOptionsBuilder options = new OptionsBuilder()
        .include(includeRegex)
        .threads(threads)
        // Empty, not unset: unset, JMH hands the forks this JVM's own arguments, which another JDK
        // may not accept and which would not be recorded as part of what was measured.
        .jvmArgs()
        .jvmArgsAppend(jvmArgs.toArray(new String[0]))
        .shouldFailOnError(true)
        .resultFormat(ResultFormatType.JSON)
        .result(resultDir.resolve(id + ".json.partial").toString());
    if (target.javaExecutable != null) {
      options.jvm(target.javaExecutable);
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
