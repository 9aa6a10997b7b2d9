package org.pmebench.cli;

import java.nio.file.Path;
import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Locale;
import java.util.TimeZone;
import org.pmebench.cpuprofile.CpuAttributionProfiler;
import org.pmebench.family.Families;
import org.pmebench.run.BenchmarkFamily;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.Pairing;
import org.pmebench.run.PrecisionTarget;
import org.pmebench.run.ResumedRun;
import org.pmebench.run.RunSettings;
import org.pmebench.run.SuiteHome;
import org.pmebench.run.UserError;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code run}'s own options as given, in the order its help lists them (the families' options are
 * their families'), and what they mean once checked: the profile, the families, the {@link
 * RunSettings}, the {@code --precision} target and the run directory. Nothing below {@code cli/}
 * reads these fields.
 */
final class RunOptions {
  @Option(
      names = "--profile",
      defaultValue = "first",
      paramLabel = "NAME",
      description =
          "first, smoke, quick, ci, standard or full (default: ${DEFAULT-VALUE}). first = the headline "
              + "answers in about 3 minutes; quick = a first look at every family in about 10; ci = made for the gate; "
              + "full = the blog's 3 forks x 5+5 iterations.")
  String profileName;

  @Option(
      names = "--output",
      paramLabel = "DIR",
      description = "Run directory (default: results/runs/<time>-<profile>).")
  Path output;

  @Option(
      names = "--resume",
      paramLabel = "DIR",
      description = {
        "Continue an interrupted run in DIR with the command it recorded: what finished is kept, the "
            + "rest runs. Give no other option."
      })
  Path resume;

  /**
   * Set by --resume on the command it re-runs: DIR may hold results, and finished ones are kept.
   */
  @Option(names = ResumedRun.RESUMED, hidden = true)
  boolean resumed;

  @Option(
      names = "--families",
      split = ",",
      paramLabel = "F",
      description =
          "Benchmark families to run (default: ${bundle:families.default.first} with the first profile, "
              + "${bundle:families.default.others} with the others; ${bundle:families.onRequest} on request).")
  List<String> families;

  @Option(
      names = "--variants",
      split = ",",
      paramLabel = "V",
      description =
          "JVM variants: intrinsics-on, intrinsics-off (AES/CTR/GHASH intrinsics switched off). "
              + "Default: both for cipher, intrinsics-on for parquet, parking and kms.")
  List<String> variants;

  @Option(
      names = "--jvm",
      split = ",",
      paramLabel = "JVM",
      description = {
        "JVMs to fork the benchmarks on, each run in turn: a JDK home or java executable, a "
            + "feature release found by discovery (11, 17, ...), or 'all' (see pmebench jvms). "
            + "Default: the JVM running pmebench."
      })
  List<String> jvms;

  @Option(
      names = "--pairing",
      defaultValue = "interleaved",
      paramLabel = "P",
      description = {
        "${bundle:families.pairing}: how an encryption overhead is measured. interleaved (default): plaintext "
            + "and every encrypted file of a workload in one fork, round after round in a shuffled order, the ratio "
            + "per round; separate: one fork per mode, dividing their means (for comparison); duet (${bundle:families.duet} only): "
            + "plaintext and one encrypted file at once on two threads."
      })
  String pairingName;

  @Option(
      names = "--heap",
      split = ",",
      paramLabel = "H",
      description = {
        "${bundle:families.heap}: the heap the forks measure in, each given in turn. fixed (default): a fixed "
            + "heap whose young generation keeps collections out of the measured rounds; consumer: G1 (set on every JDK) "
            + "sizing itself and a live set of 384 MB held all along, as in an executor with cached blocks, where encryption's "
            + "garbage costs collections (rows carry heap=consumer; see docs/method.md)."
      })
  List<String> heaps;

  @Option(
      names = "--calibrated-regression",
      paramLabel = "PCT",
      description = {
        "Test device for the gate, never for measuring PME: makes every encrypted variant PCT%% "
            + "slower inside its AES calls (e.g. 10%%). ${bundle:families.calibratedRegression} families, interleaved pairing only; "
            + "results carry '+regression-PCTpct' in their variant."
      })
  String calibratedRegression;

  @Mixin ProviderOptions providers = new ProviderOptions();

  @Option(
      names = "--profile-cpu",
      negatable = true,
      description = {
        "${bundle:families.cpuProfiling}: sample each fork's CPU with async-profiler during the measured "
            + "iterations and attribute it to the cipher, parquet's PME code and the rest, per mode (summary "
            + "'attribution', report 'Where the CPU goes'; collapsed stacks in <run>/profiles/). Sampling slows the "
            + "forks (about 16%% per file at 1 ms here): ratios stay, absolute times are not comparable with unprofiled "
            + "runs. Default: on for parquet, parking and files in the standard and full profiles; off for smoke, quick and "
            + "ci, and for cipher unless given."
      })
  Boolean profileCpu;

  @Option(
      names = "--profile-interval",
      paramLabel = "MICROS",
      description =
          "With the CPU profile: microseconds between samples (default ${DEFAULT-VALUE}; 100 to 1000000). "
              + "Longer intervals cost the forks less and give fewer samples.")
  long profileIntervalMicros = CpuAttributionProfiler.DEFAULT_INTERVAL_MICROS;

  @Option(
      names = "--floor",
      negatable = true,
      description = {
        "${bundle:families.costModels}: after the benchmarks, time AES-128-GCM and AES-128-CTR with `openssl speed "
            + "-evp` (one thread, OpenSSL's sizes 16 B to 16 KiB; a smoke run only 16 B and 16 KiB) and price every "
            + "file's recorded modules at that "
            + "speed: the floor beside each cost model (summary 'floor', the model's 'floor'). Needs the openssl "
            + "command. Default: on with the quick, ci, standard and full profiles, off with first and smoke."
      })
  Boolean floor;

  @Option(
      names = "--forks",
      paramLabel = "N",
      description =
          "Forks of every steady-state run, instead of the profile's (paired overheads use them as replicates).")
  Integer forkCount;

  @Option(
      names = "--warmup-iterations",
      paramLabel = "N",
      description =
          "Warm-up iterations of every steady-state run, instead of the profile's (its iteration time stays).")
  Integer warmupIterations;

  @Option(
      names = "--warmup-until-quiet",
      paramLabel = "SECONDS",
      description =
          "parquet, parking, files (interleaved): instead of the profile's warm-up, each fork warms up until "
              + "the JIT is quiet (its compiler threads at or below 3%% of the benchmark thread's CPU time for 3 "
              + "seconds in a row), at most SECONDS; rows say how long it took and whether the JIT went quiet.")
  Integer quietWarmupSeconds;

  @Option(
      names = "--measurement-iterations",
      paramLabel = "N",
      description = "Measured iterations of every steady-state run, instead of the profile's.")
  Integer measurementIterations;

  @Option(
      names = "--precision",
      paramLabel = "PP[,PP]",
      description = {
        "${bundle:families.precision} (interleaved): after the planned forks (2 or more), add forks (2 per look, at most 3 looks) "
            + "to the paired results until every headline overhead's interval is within this many points of "
            + "overhead, reads[,writes] (e.g. 1,1.5), or --budget is spent; the run then says which rows it "
            + "resolved and which not, with the host's noise between forks. Each look's interval is at 98.33%% so "
            + "that the one reported covers at least 95%% wherever the run stops (docs/precision.md). "
            + "Default: 1,1.5 with the first profile, off with the others; 'off' turns it off."
      })
  String precision;

  @Option(
      names = "--budget",
      paramLabel = "TIME",
      description =
          "With --precision: the wall-clock time the run may take from its first step, looks included "
              + "(e.g. 3m30s, 5m, 300); a look that would end later is not started. Default: 3m30s with the first profile, "
              + "no limit but the looks with the others.")
  String budget;

  @Option(
      names = "--dry-run",
      description =
          "Check the options and print what the run would do (every step on every JVM with its JMH options, "
              + "the steps it would skip and why, what --precision may add, the families' matrices), then stop: nothing is "
              + "measured or written.")
  boolean dryRun;

  /** {@code --profile}, checked. */
  MeasurementProfile profile() {
    return RunSettings.profile(profileName);
  }

  /**
   * The ids of the families the run measures: {@code --families}, or those of {@code profile} by
   * default.
   */
  List<String> familyIds(List<BenchmarkFamily<?>> all, MeasurementProfile profile) {
    if (families == null) {
      return Families.defaultIds(all, profile);
    }
    List<String> ids = new ArrayList<String>();
    for (String named : families) {
      ids.add(currentId(all, named));
    }
    return ids;
  }

  /**
   * The id of the family {@code named} names, by its id or a former one ({@code named} if none).
   */
  private static String currentId(List<BenchmarkFamily<?>> all, String named) {
    for (BenchmarkFamily<?> f : all) {
      if (f.formerIds().contains(named)) {
        return f.id();
      }
    }
    return named;
  }

  /**
   * The families {@code --families} names, in the order they run; an unknown name is a usage error.
   */
  List<BenchmarkFamily<?>> chosenFamilies(
      List<BenchmarkFamily<?>> all, MeasurementProfile profile) {
    List<String> named = familyIds(all, profile);
    List<String> ids = new ArrayList<String>();
    for (BenchmarkFamily<?> f : all) {
      ids.add(f.id());
    }
    for (String f : named) {
      if (!ids.contains(f)) {
        throw new UserError(
            "unknown benchmark family '" + f + "'; allowed: " + String.join(", ", ids));
      }
    }
    List<BenchmarkFamily<?>> chosen = new ArrayList<BenchmarkFamily<?>>();
    for (BenchmarkFamily<?> f : all) {
      if (named.contains(f.id())) {
        chosen.add(f);
      }
    }
    return chosen;
  }

  /**
   * The run's own settings, checked once in the order the command line's checks have always run.
   */
  RunSettings settings(MeasurementProfile profile, List<BenchmarkFamily<?>> chosenFamilies) {
    return new RunSettings(
        profile,
        chosenFamilies,
        variants,
        forkCount,
        warmupIterations,
        measurementIterations,
        quietWarmupSeconds,
        profileCpu,
        profileIntervalMicros,
        pairingName,
        calibratedRegression,
        floor,
        heaps);
  }

  /**
   * {@code --precision}: only interleaved rounds have forks as replicates to add to, and only a
   * first look of two forks or more has an interval that holds the JVM-to-JVM spread (one fork's
   * rounds leave it out, so the run could stop there "resolved" on an interval that is not what it
   * says).
   */
  PrecisionTarget precisionTarget(MeasurementProfile profile, RunSettings settings) {
    PrecisionTarget target = PrecisionTarget.of(precision, budget, profile);
    if (target != null && settings.pairing != Pairing.INTERLEAVED) {
      if (precision != null) {
        throw new UserError(
            "--precision adds forks to interleaved rounds, whose forks are the replicates: leave "
                + "--pairing at interleaved");
      }
      return null;
    }
    int firstLook = forkCount != null ? forkCount : profile.files.forks;
    if (target != null && firstLook < 2) {
      if (precision != null) {
        throw new UserError(
            "--precision needs a first look of 2 forks or more: its interval must hold the "
                + "JVM-to-JVM spread, which one fork's rounds leave out; give --forks 2 or more, or a profile with "
                + "more forks (first, ci, standard, full)");
      }
      return null;
    }
    return target;
  }

  /** {@code --output}, or a new directory under results/runs/ named by the time and the profile. */
  Path runDir(MeasurementProfile profile) {
    if (output != null) {
      return output;
    }
    SimpleDateFormat stamp = new SimpleDateFormat("yyyyMMdd-HHmmss", Locale.ROOT);
    stamp.setTimeZone(TimeZone.getTimeZone("UTC"));
    return SuiteHome.path()
        .resolve("results")
        .resolve("runs")
        .resolve(stamp.format(new Date()) + "-" + profile.id());
  }
}
