package org.pmebench.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.pmebench.paired.LiveHeap;

/**
 * The options of {@code run} that are not a family's, parsed and checked once (a bad value is a
 * {@link UserError}, in the order the command line's checks have always run): the profile, JVM
 * variants, pairing, fork and iteration counts, the CPU profile, the calibrated regression and the
 * floor. The families' own options are their family classes' fields.
 */
public final class RunSettings {
  public final MeasurementProfile profile;

  /** The JVM variants {@code --variants} names, or null for each family's default. */
  public final List<JvmVariant> variants;

  public final Pairing pairing;

  /** The calibrated regression as a fraction; 0 without one. */
  public final double regression;

  /** Whether the run ends with the floor step. */
  public final boolean floor;

  /**
   * The heaps the file families' forks run in, each in turn ({@code --heap}; LiveHeap's values).
   */
  public final List<String> heaps;

  private final Integer forkCount;
  private final Integer warmupIterations;
  private final Integer measurementIterations;
  private final long quietWarmupMillis;
  private final Boolean profileCpu;
  private final long profileIntervalMicros;

  public RunSettings(
      MeasurementProfile profile,
      List<BenchmarkFamily<?>> families,
      List<String> variants,
      Integer forkCount,
      Integer warmupIterations,
      Integer measurementIterations,
      Integer quietWarmupSeconds,
      Boolean profileCpu,
      long profileIntervalMicros,
      String pairing,
      String calibratedRegression,
      Boolean floor,
      List<String> heaps) {
    this.profile = profile;
    this.forkCount = forkCount;
    this.warmupIterations = warmupIterations;
    this.measurementIterations = measurementIterations;
    this.profileCpu = profileCpu;
    this.profileIntervalMicros = profileIntervalMicros;
    this.variants = variants(variants);
    checkIterations();
    this.pairing = pairing(pairing);
    this.regression = regression(calibratedRegression, this.pairing, families);
    this.floor = floor(floor, profile, this.pairing, families);
    this.heaps = heaps(heaps, families);
    this.quietWarmupMillis = quietWarmupMillis(quietWarmupSeconds, this.pairing, families);
  }

  /**
   * {@code --warmup-until-quiet}: the bound in milliseconds (0 without it), for the paired file
   * families, whose rounds run the warm-up ({@link org.pmebench.paired.QuietWarmup}).
   */
  private long quietWarmupMillis(
      Integer seconds, Pairing pairing, List<BenchmarkFamily<?>> chosenFamilies) {
    if (seconds == null) {
      return 0;
    }
    UserError.requireWithin("--warmup-until-quiet", seconds, 1, 600, " seconds");
    if (warmupIterations != null) {
      throw new UserError(
          "--warmup-until-quiet replaces the warm-up iterations: give it or --warmup-iterations, not both");
    }
    if (pairing != Pairing.INTERLEAVED
        || chosenFamilies.stream().noneMatch(BenchmarkFamily::takesHeap)) {
      throw new UserError(
          "--warmup-until-quiet warms up the interleaved rounds of the parquet, parking and files "
              + "families: use it with one of them and leave --pairing at interleaved");
    }
    return seconds * 1000L;
  }

  /**
   * {@code --heap}: LiveHeap's values, each once, for the families whose forks take it (at least
   * one of them chosen; the others run as always). Default: the suite's fixed heap.
   */
  private static List<String> heaps(List<String> heaps, List<BenchmarkFamily<?>> chosenFamilies) {
    if (heaps == null) {
      return Collections.singletonList(LiveHeap.FIXED);
    }
    List<String> chosen = new ArrayList<String>();
    for (String h : heaps) {
      if (!LiveHeap.VALUES.contains(h)) {
        throw new UserError(
            "unknown --heap '" + h + "'; allowed: " + String.join(", ", LiveHeap.VALUES));
      }
      if (chosen.contains(h)) {
        throw new UserError("--heap " + h + " given twice");
      }
      chosen.add(h);
    }
    if (chosenFamilies.stream().noneMatch(BenchmarkFamily::takesHeap)) {
      throw new UserError(
          "--heap sets the heap of the file families' forks: use it with --families parquet, "
              + "parking and/or files");
    }
    return chosen;
  }

  /** What every JMH invocation on {@code target} shares, with the counts the options override. */
  public ForkSettings forks(ForkTarget target, Path runDir) {
    return new ForkSettings(profile, target, runDir, regression)
        .withCounts(forkCount, warmupIterations, measurementIterations)
        .withQuietWarmup(quietWarmupMillis);
  }

  /** Microseconds between CPU samples in {@code family}'s forks; 0 when they are not sampled. */
  public long profileInterval(BenchmarkFamily<?> family) {
    return profiles(family) ? profileIntervalMicros : 0;
  }

  /** The profile {@code --profile} names; an unknown name is a usage error. */
  public static MeasurementProfile profile(String profileName) {
    try {
      return MeasurementProfile.valueOf(profileName.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new UserError(
          "unknown profile '"
              + profileName
              + "'; allowed: first, smoke, quick, ci, standard, full");
    }
  }

  /** Seconds per size of openssl speed: 6 sizes x 2 ciphers of them. */
  public int floorSeconds() {
    return profile == MeasurementProfile.QUICK
            || profile == MeasurementProfile.FIRST
            || profile == MeasurementProfile.SMOKE
        ? 1
        : profile == MeasurementProfile.CI ? 2 : 3;
  }

  /**
   * The sizes openssl speed times, or null for all six of its own (16 B to 16 KiB). A smoke run
   * measures nothing: its floor proves the step runs on the fewest sizes a fit takes, the smallest
   * and the largest (4 s of openssl instead of 12).
   */
  public long[] floorSizes() {
    return profile == MeasurementProfile.SMOKE ? new long[] {16, 16384} : null;
  }

  /**
   * Whether the run ends with the floor step: the cost models it prices come from the parquet and
   * parking families' interleaved rounds.
   */
  private static boolean floor(
      Boolean floor, MeasurementProfile profile, Pairing pairing, List<BenchmarkFamily<?>> chosen) {
    boolean models =
        pairing == Pairing.INTERLEAVED && chosen.stream().anyMatch(BenchmarkFamily::hasCostModels);
    if (floor == null) {
      return models && profile != MeasurementProfile.FIRST && profile != MeasurementProfile.SMOKE;
    }
    if (floor && !models) {
      throw new UserError(
          "--floor prices the cost models of the parquet and parking families' interleaved rounds; "
              + "this run has none (add --families parquet or parking, and leave --pairing at interleaved)");
    }
    return floor;
  }

  private boolean profilesCpu() {
    return profileCpu != null ? profileCpu : profile.profilesCpu;
  }

  /** Whether {@code family}'s forks sample their CPU in this run. */
  private boolean profiles(BenchmarkFamily<?> family) {
    switch (family.cpuProfiling()) {
      case PROFILE_DEFAULT:
        return profilesCpu();
      case ON_REQUEST:
        return Boolean.TRUE.equals(profileCpu);
      default:
        return false;
    }
  }

  /**
   * The profile as the chosen families run it: JMH's forks and iterations, and what the others do.
   */
  public String describe(List<BenchmarkFamily<?>.Chosen> chosen) {
    List<String> profiled = new ArrayList<String>();
    List<String> others = new ArrayList<String>();
    boolean jmh = false;
    for (BenchmarkFamily<?>.Chosen c : chosen) {
      jmh |= c.family().runsJmh();
      if (profiles(c.family())) {
        profiled.add(c.family().id());
      }
      if (c.describe() != null) {
        others.add(c.describe());
      }
    }
    String cpu =
        profiled.isEmpty()
            ? ""
            : "; CPU profile on ("
                + String.join(", ", profiled)
                + "; a sample every "
                + profileIntervalMicros
                + " microseconds)";
    String text = jmh ? profile.describe() + cpu : profile.id();
    if (jmh
        && (forkCount != null
            || warmupIterations != null
            || measurementIterations != null
            || quietWarmupMillis > 0)) {
      Iterations files = profile.files.with(forkCount, warmupIterations, measurementIterations);
      text +=
          "; overridden: micro-benchmarks "
              + profile.micro.with(forkCount, warmupIterations, measurementIterations).describe()
              + ", file benchmarks "
              + (quietWarmupMillis > 0 ? files.untilQuiet(quietWarmupMillis) : files).describe();
    }
    for (String o : others) {
      text += (jmh ? "; " : ": ") + o;
    }
    return text;
  }

  private void checkIterations() {
    if (forkCount != null) {
      UserError.requireWithin("--forks", forkCount, 1, 100);
    }
    if (warmupIterations != null) {
      UserError.requireWithin("--warmup-iterations", warmupIterations, 0, 1000);
    }
    if (measurementIterations != null) {
      UserError.requireWithin("--measurement-iterations", measurementIterations, 1, 1000);
    }
    UserError.requireWithin(
        "--profile-interval", profileIntervalMicros, 100, 1_000_000, " microseconds");
  }

  private static Pairing pairing(String pairingName) {
    try {
      return Pairing.byId(pairingName);
    } catch (IllegalArgumentException e) {
      throw new UserError(e.getMessage());
    }
  }

  /**
   * The calibrated regression as a fraction (0 without the option), checked against what it can
   * apply to.
   */
  private static double regression(
      String calibratedRegression, Pairing pairing, List<BenchmarkFamily<?>> chosenFamilies) {
    if (calibratedRegression == null) {
      return 0;
    }
    String text = calibratedRegression.trim();
    double percent;
    try {
      percent =
          Double.parseDouble(text.endsWith("%") ? text.substring(0, text.length() - 1) : text);
    } catch (NumberFormatException e) {
      throw new UserError(
          "invalid --calibrated-regression '"
              + calibratedRegression
              + "'; give a percentage, e.g. 10%");
    }
    if (!(percent > 0 && percent <= 1000)) {
      throw new UserError(
          "invalid --calibrated-regression '"
              + calibratedRegression
              + "'; use more than 0% and at "
              + "most 1000%");
    }
    for (BenchmarkFamily<?> f : chosenFamilies) {
      if (!f.takesCalibratedRegression()) {
        throw new UserError(
            "--calibrated-regression slows PME's ciphers only: use it with --families parquet, "
                + "parking and/or files, not "
                + f.id());
      }
    }
    if (pairing != Pairing.INTERLEAVED) {
      throw new UserError(
          "--calibrated-regression is calibrated per round: use it with --pairing interleaved");
    }
    return percent / 100;
  }

  private static List<JvmVariant> variants(List<String> variants) {
    if (variants == null) {
      return null;
    }
    List<JvmVariant> chosen = new ArrayList<JvmVariant>();
    for (String v : variants) {
      try {
        chosen.add(JvmVariant.byId(v));
      } catch (IllegalArgumentException e) {
        throw new UserError(e.getMessage());
      }
    }
    return chosen;
  }
}
