package org.pmebench.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.function.BiFunction;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.pmebench.cpuprofile.CpuAttributionProfiler;
import org.pmebench.crypto.AesAlgorithm;
import org.pmebench.crypto.CryptoProviders;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.crypto.check.CheckSizes;
import org.pmebench.paired.LiveHeap;
import org.pmebench.paired.QuietWarmup;
import org.pmebench.results.JmhResult;

/**
 * What every JMH invocation of a run shares: the profile, the JVM to fork, and where results go.
 */
public final class ForkSettings {
  /**
   * Cost of starting a forked JVM and JMH's handshake with it (0.3-0.5 s on the reference machine).
   */
  public static final double FORK_SECONDS = 0.4;

  public final MeasurementProfile profile;
  public final ForkTarget target;
  private final Path resultDir;

  /**
   * The calibrated regression the forks get (0.10 = encrypted variants 10% slower), or 0 for none.
   */
  private final double calibratedRegression;

  /**
   * Forks and iterations of the micro-benchmarks and of the file benchmarks: the profile's, unless
   * overridden.
   */
  public final Iterations micro;

  public final Iterations files;

  /**
   * The JCA provider of the file benchmarks planned with these settings (null: the benchmarks'
   * default).
   */
  public final String provider;

  /**
   * What the planners left out on this JVM, with the reason; shared by every copy of these
   * settings.
   */
  private final List<PlannedSkip> skips;

  /** Whether the forks sample their CPU for the attribution ({@link CpuAttributionProfiler}). */
  public final boolean profileCpu;

  /** The sampling interval of those forks; 0 when they do not sample. */
  public final long profileIntervalMicros;

  /** The heap of the file benchmarks' forks: LiveHeap.FIXED (the suite's) or LiveHeap.CONSUMER. */
  public final String heap;

  public ForkSettings(MeasurementProfile profile, ForkTarget target, Path resultDir) {
    this(profile, target, resultDir, 0);
  }

  /** Shorthand for forking the JVM running the suite, which has {@code knownFlags}. */
  public ForkSettings(MeasurementProfile profile, Collection<String> knownFlags, Path resultDir) {
    this(profile, ForkTarget.current(knownFlags), resultDir);
  }

  public ForkSettings(
      MeasurementProfile profile, ForkTarget target, Path resultDir, double calibratedRegression) {
    this(
        profile,
        target,
        resultDir,
        calibratedRegression,
        profile.micro,
        profile.files,
        null,
        new ArrayList<PlannedSkip>(),
        0,
        LiveHeap.FIXED);
  }

  private ForkSettings(
      MeasurementProfile profile,
      ForkTarget target,
      Path resultDir,
      double calibratedRegression,
      Iterations micro,
      Iterations files,
      String provider,
      List<PlannedSkip> skips,
      long profileIntervalMicros,
      String heap) {
    this.heap = heap;
    this.profileCpu = profileIntervalMicros > 0;
    this.profileIntervalMicros = profileIntervalMicros;
    this.profile = profile;
    this.target = target;
    this.resultDir = resultDir;
    this.calibratedRegression = calibratedRegression;
    this.micro = micro;
    this.files = files;
    this.provider = provider;
    this.skips = skips;
  }

  /**
   * The same settings with other fork and iteration counts (null: the profile's); iteration times
   * stay.
   */
  public ForkSettings withCounts(Integer forks, Integer warmup, Integer measurement) {
    return with(
        micro.with(forks, warmup, measurement),
        files.with(forks, warmup, measurement),
        provider,
        profileIntervalMicros,
        heap);
  }

  /** The same settings for file benchmarks whose PME ciphers come from {@code jcaProvider}. */
  public ForkSettings withProvider(String jcaProvider) {
    return with(micro, files, jcaProvider, profileIntervalMicros, heap);
  }

  /**
   * The same settings with the forks' CPU sampled every {@code intervalMicros} for the attribution
   * (0: not).
   */
  public ForkSettings withCpuProfile(long intervalMicros) {
    return with(micro, files, provider, intervalMicros, heap);
  }

  /**
   * The same settings with the file benchmarks' warm-up lasting until the JIT is quiet, at most
   * {@code maxMillis} ({@link org.pmebench.paired.QuietWarmup}); 0 keeps the fixed warm-up.
   */
  public ForkSettings withQuietWarmup(long maxMillis) {
    return maxMillis <= 0
        ? this
        : with(micro, files.untilQuiet(maxMillis), provider, profileIntervalMicros, heap);
  }

  /** The same settings with the file benchmarks' forks in {@code fileHeap} (LiveHeap's values). */
  public ForkSettings withHeap(String fileHeap) {
    return with(micro, files, provider, profileIntervalMicros, fileHeap);
  }

  /**
   * A copy for the {@code with...} methods: what they may change is given, the rest (the skips list
   * among it, which every copy shares) stays.
   */
  private ForkSettings with(
      Iterations micro,
      Iterations files,
      String provider,
      long profileIntervalMicros,
      String heap) {
    return new ForkSettings(
        profile,
        target,
        resultDir,
        calibratedRegression,
        micro,
        files,
        provider,
        skips,
        profileIntervalMicros,
        heap);
  }

  /**
   * A test device, never for measuring: JVM arguments (space-separated) appended to every fork's,
   * after the suite's own, so that a test can starve a fork's heap. Recorded with the results like
   * any fork argument; a resumed run does not carry it.
   */
  public static final String EXTRA_ARGS_PROPERTY = "pmebench.forkJvmArgs";

  /** Where profiled forks write their collapsed stacks. */
  public static final String PROFILE_DIR = "profiles";

  /**
   * Invocation ids name a provider other than the default, so SunJCE runs keep their old file
   * names.
   */
  public String invocationId(String kind) {
    String providerPart =
        provider == null || CryptoProviders.SUN_JCE.equals(provider) ? "" : "-" + provider;
    return target.invocationId(kind)
        + providerPart
        + (LiveHeap.FIXED.equals(heap) ? "" : "-" + heap + "-heap")
        + (calibratedRegression > 0 ? "-" + JmhResult.regressionLabel(calibratedRegression) : "");
  }

  /** A JMH invocation {@code id} of {@code options} on this JVM, as a planner builds it. */
  public JmhInvocation invocation(
      String id,
      JvmVariant variant,
      ChainedOptionsBuilder options,
      int configurations,
      double estimatedSecondsPerConfiguration) {
    return new JmhInvocation(
        id,
        target.label,
        variant,
        options.build(),
        configurations,
        estimatedSecondsPerConfiguration);
  }

  /** Records that {@code what} does not run on this JVM, and why. */
  public void skip(String what, String reason) {
    skips.add(new PlannedSkip(invocationId(what), target.label, reason));
  }

  public List<PlannedSkip> skips() {
    return Collections.unmodifiableList(skips);
  }

  /**
   * A file family's JMH runs, one provider after the other: {@code plan} gets the forks of a
   * provider and the modes it serves on this JVM ({@link #modesServedBy}); a provider that serves
   * no encrypted mode plans nothing.
   */
  public List<JmhInvocation> perProvider(
      List<String> jcaProviders,
      List<String> modes,
      String family,
      BiFunction<ForkSettings, List<String>, List<JmhInvocation>> plan) {
    List<JmhInvocation> runs = new ArrayList<JmhInvocation>();
    for (String provider : jcaProviders) {
      List<String> served = modesServedBy(provider, modes, family);
      if (served.contains(EncryptionMode.AES_GCM_V1.name())
          || served.contains(EncryptionMode.AES_GCM_CTR_V1.name())) {
        runs.addAll(plan.apply(withProvider(provider), served));
      }
    }
    return runs;
  }

  /**
   * The modes a file family can measure with {@code jcaProvider} on this JVM: every mode when it
   * serves GCM and CTR; without AES_GCM_CTR_V1 when it lacks CTR; none when it lacks GCM or is not
   * a JCA provider. What is left out is recorded with the reason.
   */
  private List<String> modesServedBy(String jcaProvider, List<String> modes, String family) {
    List<String> served = new ArrayList<String>(modes);
    String what = family + " " + jcaProvider;
    if (!CryptoProviders.isJca(jcaProvider)) {
      skip(
          family + "-" + jcaProvider,
          what
              + ": "
              + jcaProvider
              + " is not a JCA provider; parquet's PME gets its "
              + "ciphers from javax.crypto.Cipher.getInstance (see the cipher family for its own speed)");
      return Collections.emptyList();
    }
    String gcm = target.providers.unavailableReason(jcaProvider, AesAlgorithm.GCM);
    if (gcm != null) {
      skip(family + "-" + jcaProvider, what + ": " + gcm);
      return Collections.emptyList();
    }
    String ctr = target.providers.unavailableReason(jcaProvider, AesAlgorithm.CTR);
    if (ctr != null && served.remove(EncryptionMode.AES_GCM_CTR_V1.name())) {
      skip(
          family + "-" + jcaProvider + "-" + EncryptionMode.AES_GCM_CTR_V1.name(),
          what
              + " "
              + EncryptionMode.AES_GCM_CTR_V1.name()
              + ": "
              + ctr
              + " (its data pages would be encrypted by another provider)");
    }
    return served;
  }

  /**
   * Options every invocation has: what to include, threads, heap, variant flags, JSON result file.
   */
  public ChainedOptionsBuilder base(
      String id, String includeRegex, int threads, long heapBytes, JvmVariant variant) {
    return base(id, includeRegex, threads, HeapSize.jvmArgs(heapBytes), variant);
  }

  /**
   * The same for a file benchmark (parquet, parking): one thread, and a heap whose young generation
   * is fixed, or the consumer's heap with its live set ({@link #heap}).
   */
  public ChainedOptionsBuilder baseFiles(
      String id, String includeRegex, long heapBytes, JvmVariant variant) {
    List<String> args =
        new ArrayList<String>(
            Arrays.asList(
                LiveHeap.FIXED.equals(heap)
                    ? HeapSize.fileJvmArgs(heapBytes)
                    : HeapSize.consumerJvmArgs(heapBytes)));
    if (files.quietWarmupMillis > 0) {
      args.add(
          "-D"
              + QuietWarmup.PROPERTY
              + "="
              + QuietWarmup.propertyValue(files.quietWarmupMillis, QuietWarmup.DEFAULT_SHARE));
    }
    ChainedOptionsBuilder options = base(id, includeRegex, 1, args.toArray(new String[0]), variant);
    return LiveHeap.FIXED.equals(heap) ? options : options.param(LiveHeap.PARAM, heap);
  }

  private ChainedOptionsBuilder base(
      String id, String includeRegex, int threads, String[] familyArgs, JvmVariant variant) {
    List<String> jvmArgs = new ArrayList<String>(target.neededArgs);
    jvmArgs.addAll(Arrays.asList(familyArgs));
    jvmArgs.addAll(variant.jvmArgs(target.knownFlags));
    // One compiled copy of a paired benchmark's operation for all its variants (see ModeFrames).
    jvmArgs.addAll(Arrays.asList(org.pmebench.paired.ModeFrames.JVM_ARGS));
    jvmArgs.addAll(org.pmebench.crypto.ExternalProviders.jvmArgs());
    jvmArgs.addAll(cipherCheckArgs());
    if (calibratedRegression > 0) {
      jvmArgs.add(
          "-D" + org.pmebench.paired.CalibratedRegression.PROPERTY + "=" + calibratedRegression);
    }
    if (profileCpu) {
      // Without DebugNonSafepoints a sample is placed at the last safepoint, often outside the
      // inlined cipher or mode frame it was taken in.
      jvmArgs.addAll(
          Arrays.asList(
              "-XX:+UnlockDiagnosticVMOptions",
              "-XX:+DebugNonSafepoints",
              "-D"
                  + CpuAttributionProfiler.DIR_PROPERTY
                  + "="
                  + resultDir.resolve(PROFILE_DIR).toAbsolutePath(),
              "-D" + CpuAttributionProfiler.INTERVAL_PROPERTY + "=" + profileIntervalMicros));
    }
    String extra = System.getProperty(EXTRA_ARGS_PROPERTY, "").trim();
    if (!extra.isEmpty()) {
      jvmArgs.addAll(Arrays.asList(extra.split("\\s+")));
    }
    ChainedOptionsBuilder options =
        new OptionsBuilder()
            .include(includeRegex)
            .threads(threads)
            // Empty, not unset: unset, JMH hands the forks this JVM's own arguments, which another
            // JDK
            // may not accept and which would not be recorded as part of what was measured.
            .jvmArgs()
            .jvmArgsAppend(jvmArgs.toArray(new String[0]))
            .shouldFailOnError(true)
            .resultFormat(ResultFormatType.JSON)
            .result(resultDir.resolve(id + ".json.partial").toString());
    if (provider != null) {
      options.param("provider", provider);
    }
    if (profileCpu) {
      options.addProfiler(CpuAttributionProfiler.class);
    }
    if (target.javaExecutable != null) {
      options.jvm(target.javaExecutable);
    }
    return options;
  }

  /**
   * What a JVM of this run checks its ciphers at (every fork, and the applications a family
   * starts): a smoke run measures nothing, so its JVMs check the boundary sizes up to 8 KiB only,
   * which the JDK bugs the check was made for needed; the larger ones are most of the check's cost
   * (1.4 s of 1.5 s for SunJCE's GCM with C1 only, as the build's JVMs run). The run's own sizes
   * are always checked.
   */
  public List<String> cipherCheckArgs() {
    return profile == MeasurementProfile.SMOKE
        ? Collections.singletonList(
            "-D" + CheckSizes.LARGEST_BOUNDARY_PROPERTY + "=" + CheckSizes.SMOKE_LARGEST_BOUNDARY)
        : Collections.<String>emptyList();
  }

  /** Steady-state forks and iterations of the micro-benchmarks (cipher, kms). */
  public ChainedOptionsBuilder warm(ChainedOptionsBuilder options) {
    return apply(options, micro);
  }

  /** Steady-state forks and iterations of the file benchmarks (Parquet, columns). */
  public ChainedOptionsBuilder warmFiles(ChainedOptionsBuilder options) {
    return apply(options, files);
  }

  private static ChainedOptionsBuilder apply(ChainedOptionsBuilder options, Iterations it) {
    return options
        .forks(it.forks)
        .warmupIterations(it.warmupIterations)
        .warmupTime(TimeValue.milliseconds(it.warmupMillis))
        .measurementIterations(it.measurementIterations)
        .measurementTime(TimeValue.milliseconds(it.measurementMillis));
  }

  /**
   * Planned seconds of one micro-benchmark configuration whose operation takes about {@code
   * opSeconds}.
   */
  public double warmSecondsPerConfiguration(double setupSeconds, double opSeconds) {
    return seconds(micro, setupSeconds, opSeconds, 0);
  }

  /**
   * Planned seconds of one file-benchmark configuration (a paired round takes about {@code
   * opSeconds}): besides the iterations, each fork builds its rows and files while its code is
   * still cold ({@link #FILE_FORK_SECONDS}), and each iteration runs on until its last round ends,
   * half a round on average.
   */
  public double fileSecondsPerConfiguration(double setupSeconds, double opSeconds) {
    return seconds(files, FILE_FORK_SECONDS + setupSeconds, opSeconds, opSeconds / 2);
  }

  /**
   * A file fork's fixed cost besides the JVM start: generating rows and writing the files in cold
   * code (a ci run of 20,000-row files took 1-1.5 s per fork more than its iterations here).
   */
  static final double FILE_FORK_SECONDS = 1.0;

  private static double seconds(
      Iterations it, double setupSeconds, double opSeconds, double overrunSeconds) {
    int iterations = it.warmupIterations + it.measurementIterations;
    double perIteration = Math.max(opSeconds, it.warmupMillis / 1000.0) + overrunSeconds;
    // A quiet warm-up is planned at its bound: what the budget has to allow.
    double quiet = it.quietWarmupMillis / 1000.0;
    return it.forks * (FORK_SECONDS + setupSeconds + quiet + iterations * perIteration);
  }
}
