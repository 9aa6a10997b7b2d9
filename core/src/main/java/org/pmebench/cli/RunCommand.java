package org.pmebench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TimeZone;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.pmebench.cpuprofile.CpuAttributionProfiler;
import org.pmebench.crypto.CryptoProviders;
import org.pmebench.crypto.ExternalProviders;
import org.pmebench.family.Families;
import org.pmebench.floor.FloorStep;
import org.pmebench.jvm.JdkDiscovery;
import org.pmebench.jvm.JdkInfo;
import org.pmebench.jvm.JvmNeeds;
import org.pmebench.results.CipherFingerprint;
import org.pmebench.results.JmhResult;
import org.pmebench.results.MachineInfo;
import org.pmebench.results.RunManifest;
import org.pmebench.run.BenchmarkFamily;
import org.pmebench.run.Choices;
import org.pmebench.run.ForkTarget;
import org.pmebench.run.HotSpotFlags;
import org.pmebench.run.JvmSelection;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.Pairing;
import org.pmebench.run.PlanListing;
import org.pmebench.run.PlannedSkip;
import org.pmebench.run.PrecisionTarget;
import org.pmebench.run.Progress;
import org.pmebench.run.ResumedRun;
import org.pmebench.run.RunExecution;
import org.pmebench.run.RunPlan;
import org.pmebench.run.RunSettings;
import org.pmebench.run.RunStep;
import org.pmebench.run.RunStopped;
import org.pmebench.run.SuiteHome;
import org.pmebench.run.SuiteVersion;
import org.pmebench.run.UserError;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code pmebench run}: runs benchmark families with a profile and writes JMH JSON into a run directory. */
@Command(name = "run", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Runs the benchmark families with a measurement profile and writes JMH JSON, result",
        "tables and run.json (JVM, flags, machine, profile) into one run directory."})
public final class RunCommand implements Callable<Integer> {
  /** The families and their options (added to this command as mixins by {@link PmeBench}). */
  final List<BenchmarkFamily<?>> allFamilies = Families.all();

  @Option(names = "--profile", defaultValue = "first", paramLabel = "NAME",
      description = "first, smoke, quick, ci, standard or full (default: ${DEFAULT-VALUE}). first = the headline "
          + "answers in about 3 minutes; quick = a first look at every family in about 10; ci = made for the gate; "
          + "full = the blog's 3 forks x 5+5 iterations.")
  String profileName;

  @Option(names = "--output", paramLabel = "DIR",
      description = "Run directory (default: results/runs/<time>-<profile>).")
  Path output;

  @Option(names = "--resume", paramLabel = "DIR",
      description = {"Continue an interrupted run in DIR with the command it recorded: what finished is kept, the "
          + "rest runs. Give no other option."})
  Path resume;

  /** Set by --resume on the command it re-runs: DIR may hold results, and finished ones are kept. */
  @Option(names = ResumedRun.RESUMED, hidden = true)
  boolean resumed;

  @Option(names = "--families", split = ",", paramLabel = "F",
      description = "Benchmark families to run (default: cipher,parquet,columns with the first profile, "
          + "cipher,parquet,columns,kms with the others; spark, s3 and peers on request).")
  List<String> families;

  @Option(names = "--variants", split = ",", paramLabel = "V",
      description = "JVM variants: intrinsics-on, intrinsics-off (AES/CTR/GHASH intrinsics switched off). "
          + "Default: both for cipher, intrinsics-on for parquet, columns and kms.")
  List<String> variants;

  @Option(names = "--jvm", split = ",", paramLabel = "JVM",
      description = {"JVMs to fork the benchmarks on, each run in turn: a JDK home or java executable, a "
          + "feature release found by discovery (11, 17, ...), or 'all' (see pmebench jvms). "
          + "Default: the JVM running pmebench."})
  List<String> jvms;

  @Option(names = "--pairing", defaultValue = "interleaved", paramLabel = "P",
      description = {"parquet, columns: how an encryption overhead is measured. interleaved (default): plaintext "
          + "and every encrypted file of a workload in one fork, round after round in a shuffled order, the ratio "
          + "per round; separate: one fork per mode, dividing their means (for comparison); duet (parquet only): "
          + "plaintext and one encrypted file at once on two threads."})
  String pairingName;

  @Option(names = "--heap", split = ",", paramLabel = "H",
      description = {"parquet, columns: the heap the forks measure in, each given in turn. fixed (default): a fixed "
          + "heap whose young generation keeps collections out of the measured rounds; consumer: G1 (set on every JDK) "
          + "sizing itself and a live set of 384 MB held all along, as in an executor with cached blocks, where encryption's "
          + "garbage costs collections (rows carry heap=consumer; see docs/method.md)."})
  List<String> heaps;

  @Option(names = "--calibrated-regression", paramLabel = "PCT",
      description = {"Test device for the gate, never for measuring PME: makes every encrypted variant PCT%% "
          + "slower inside its AES calls (e.g. 10%%). parquet and columns families, interleaved pairing only; "
          + "results carry '+regression-PCTpct' in their variant."})
  String calibratedRegression;

  @Option(names = "--providers", split = ",", paramLabel = "P",
      description = {"cipher, parquet, columns, spark: crypto providers, each measured in turn: SunJCE, BC, ACCP "
          + "(AWS-LC), Conscrypt (BoringSSL), commons-crypto (OpenSSL via JNI, or its JCE fallback; cipher family only: "
          + "it is not a JCA provider). Parquet and columns install each first in the JCA list inside the fork and "
          + "check that PME's ciphers come from it; spark does so in the driver and every executor of applications "
          + "of its own per provider (SunJCE, BC and added ones). Default: SunJCE for parquet, columns and spark, the "
          + "profile's for cipher."})
  List<String> providers;

  @Option(names = "--provider-jar", paramLabel = "JAR",
      description = {"cipher, parquet, columns, spark: a jar holding a JCA provider to measure beside the built-in "
          + "ones (e.g. Bouncy Castle FIPS, bc-fips-2.1.3.jar), with its --provider-class; repeatable, in pairs. The "
          + "provider's own name (e.g. BCFIPS) then goes into --providers. Every JVM the run starts loads it from the "
          + "jar, before the suite's own classes (bc-fips shares its packages with the Bouncy Castle the suite "
          + "carries); Spark executors on other machines need the jar at the same path."})
  List<Path> providerJars = new ArrayList<Path>();

  @Option(names = "--provider-class", paramLabel = "CLASS",
      description = {"The java.security.Provider class in the --provider-jar given at the same position, e.g. "
          + "org.bouncycastle.jcajce.provider.BouncyCastleFipsProvider; it needs a public no-argument constructor."})
  List<String> providerClasses = new ArrayList<String>();

  @Option(names = "--provider-property", paramLabel = "KEY=VALUE",
      description = {"A system property the added providers read when they load, set in every JVM the run starts "
          + "(probes, forks, Spark's driver and executors); repeatable. E.g. "
          + "org.bouncycastle.fips.approved_only=true: Bouncy Castle FIPS in approved-only mode."})
  List<String> providerProperties = new ArrayList<String>();

  @Option(names = "--profile-cpu", negatable = true,
      description = {"cipher, parquet, columns: sample each fork's CPU with async-profiler during the measured "
          + "iterations and attribute it to the cipher, parquet's PME code and the rest, per mode (summary "
          + "'attribution', report 'Where the CPU goes'; collapsed stacks in <run>/profiles/). Sampling slows the "
          + "forks (about 16%% per file at 1 ms here): ratios stay, absolute times are not comparable with unprofiled "
          + "runs. Default: on for parquet and columns in the standard and full profiles; off for smoke, quick and "
          + "ci, and for cipher unless given."})
  Boolean profileCpu;

  @Option(names = "--profile-interval", paramLabel = "MICROS",
      description = "With the CPU profile: microseconds between samples (default ${DEFAULT-VALUE}; 100 to 1000000). "
          + "Longer intervals cost the forks less and give fewer samples.")
  long profileIntervalMicros = CpuAttributionProfiler.DEFAULT_INTERVAL_MICROS;

  @Option(names = "--floor", negatable = true,
      description = {"parquet, columns: after the benchmarks, time AES-128-GCM and AES-128-CTR with `openssl speed "
          + "-evp` (one thread, OpenSSL's sizes 16 B to 16 KiB) and price every file's recorded modules at that "
          + "speed: the floor beside each cost model (summary 'floor', the model's 'floor'). Needs the openssl "
          + "command. Default: on with the quick, ci, standard and full profiles, off with first and smoke."})
  Boolean floor;

  @Option(names = "--forks", paramLabel = "N",
      description = "Forks of every steady-state run, instead of the profile's (paired overheads use them as replicates).")
  Integer forkCount;

  @Option(names = "--warmup-iterations", paramLabel = "N",
      description = "Warm-up iterations of every steady-state run, instead of the profile's (its iteration time stays).")
  Integer warmupIterations;

  @Option(names = "--measurement-iterations", paramLabel = "N",
      description = "Measured iterations of every steady-state run, instead of the profile's.")
  Integer measurementIterations;

  @Option(names = "--precision", paramLabel = "PP[,PP]",
      description = {"parquet, columns (interleaved): after the planned forks (2 or more), add forks (2 per look, at most 3 looks) "
          + "to the paired results until every headline overhead's interval is within this many points of "
          + "overhead, reads[,writes] (e.g. 1,1.5), or --budget is spent; the run then says which rows it "
          + "resolved and which not, with the host's noise between forks. Each look's interval is at 98.33%% so "
          + "that the one reported covers at least 95%% wherever the run stops (docs/precision.md). "
          + "Default: 1,1.5 with the first profile, off with the others; 'off' turns it off."})
  String precision;

  @Option(names = "--budget", paramLabel = "TIME",
      description = "With --precision: the wall-clock time the run may take from its first step, looks included "
          + "(e.g. 3m30s, 5m, 300); a look that would end later is not started. Default: 3m30s with the first profile, "
          + "no limit but the looks with the others.")
  String budget;

  @Option(names = "--dry-run",
      description = "Check the options and print what the run would do (every step on every JVM with its JMH options, "
          + "the steps it would skip and why, the families' matrices), then stop: nothing is measured or written.")
  boolean dryRun;

  @Spec
  CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    if (resume != null) {
      List<String> given = runArguments();
      if (given.size() != (given.get(0).startsWith("--resume=") ? 1 : 2)) {
        throw new UserError("--resume takes no other option: the run continues with the options it was started with");
      }
      return PmeBench.execute(spec.commandLine().getOut(), err(), ResumedRun.command(resume, SuiteVersion.gitCommit()));
    }
    addProviders();
    MeasurementProfile profile = RunSettings.profile(profileName);
    List<BenchmarkFamily<?>> chosenFamilies = chosenFamilies(profile);
    checkOptionsOfLeftOutFamilies(chosenFamilies, profile);
    RunSettings settings = new RunSettings(profile, chosenFamilies, variants, forkCount, warmupIterations,
        measurementIterations, profileCpu, profileIntervalMicros, pairingName, calibratedRegression, floor, heaps);
    PrecisionTarget target = precisionTarget(profile, settings);
    List<BenchmarkFamily<?>.Chosen> chosen = new ArrayList<BenchmarkFamily<?>.Chosen>();
    for (BenchmarkFamily<?> family : chosenFamilies) {
      chosen.add(family.choose(profile, settings.variants, settings.pairing));
    }
    applyProviders(chosen);
    MachineInfo machine = MachineInfo.current();
    for (BenchmarkFamily<?>.Chosen c : chosen) {
      c.checkHeap(machine.physicalMemoryBytes);
      c.preflight();
    }
    JvmSelection selection = JvmSelection.resolve(jvms, System.getenv(), SuiteHome.path());
    if (resumed) {
      ResumedRun.checkSameJvms(output, selection.jvms);
    }
    Map<String, ForkTarget> targets = new LinkedHashMap<String, ForkTarget>();
    for (Map.Entry<String, JdkInfo> jvm : selection.jvms.entrySet()) {
      JdkInfo info = jvm.getValue();
      targets.put(jvm.getKey(), new ForkTarget(jvm.getKey(), info.javaExecutable, HotSpotFlags.of(info.javaExecutable),
          JvmNeeds.jvmArgs(info.major), info.providers, info.major));
    }
    checkProvidersRun(selection);
    if (dryRun) {
      Path planned = runDir(profile);
      RunManifest manifest = new RunManifest(planned);
      RunPlan plan = plan(planned, settings, chosen, selection, targets, manifest);
      spec.commandLine().getOut().print(PlanListing.of(plan, settings.describe(chosen), manifest.matricesJson()));
      spec.commandLine().getOut().flush();
      return 0;
    }
    Path runDir = prepareRunDir(profile);
    try {
      return runInto(runDir, profile, settings, chosen, machine, selection, targets, target);
    } catch (IOException e) {
      throw RunStopped.writing(runDir, e);
    } catch (java.io.UncheckedIOException e) {
      throw RunStopped.writing(runDir, e.getCause());
    }
  }

  /**
   * The seconds of each cipher's part of the machine's fingerprint. In a run's JVM, beside its start-up's
   * compilations, it read SunJCE's 64 KiB GCM at 1.45 GB/s and CTR at 3.45 GB/s where the same run's JMH
   * forks measured 2.8 and 5.8 (AMD family 25 model 1, JDK 17; alone in a JVM 2.0 and 5.1): a label about
   * half of the steady speed, still far enough apart to tell the committed runs' processors apart (their
   * JMH CTR speeds 6.6, 18.6 and 47 GB/s), and never an identity.
   */
  static final double FINGERPRINT_SECONDS = 0.5;
  /** The machine's cipher speed, measured before the run's benchmarks; null for a smoke run, which measures nothing. */
  private CipherFingerprint fingerprint;

  private CipherFingerprint fingerprint(MeasurementProfile profile) {
    if (profile != MeasurementProfile.SMOKE) {
      fingerprint = CipherFingerprint.measure(FINGERPRINT_SECONDS);
    }
    return fingerprint;
  }

  /** Plans the run into {@code runDir}, records it and runs it. */
  private int runInto(Path runDir, MeasurementProfile profile, RunSettings settings,
      List<BenchmarkFamily<?>.Chosen> chosen, MachineInfo machine, JvmSelection selection,
      Map<String, ForkTarget> targets, PrecisionTarget target) throws IOException {
    String startedBefore = resumed ? ResumedRun.started(runDir) : null;
    List<PlannedSkip> skippedBefore = resumed ? ResumedRun.skipped(runDir) : new ArrayList<PlannedSkip>();
    RunManifest manifest = new RunManifest(runDir)
        .arguments(ResumedRun.recordable(runArguments()))
        .suite(SuiteVersion.version(), SuiteVersion.gitCommit())
        .profile(profile.id(), settings.describe(chosen))
        .machine(machine, fingerprint(profile));
    for (JdkDiscovery.Rejected r : selection.rejected) {
      manifest.rejectedJvm(r.candidate.path.toString(), r.candidate.source, r.reason);
    }
    RunPlan plan = plan(runDir, settings, chosen, selection, targets, manifest);
    if (startedBefore != null) {
      manifest.resumed(startedBefore);
    }
    manifest.save();
    return execute(plan.steps, plan.skips, skippedBefore, runDir, manifest, settings.describe(chosen), machine,
        selection, target);
  }

  /** The run's steps, its floor step last, recorded in {@code manifest}. */
  private static RunPlan plan(Path runDir, RunSettings settings, List<BenchmarkFamily<?>.Chosen> chosen,
      JvmSelection selection, Map<String, ForkTarget> targets, RunManifest manifest) {
    RunPlan plan = RunPlan.of(settings, chosen, targets.values(), selection, runDir, manifest);
    if (settings.floor) {
      plan.steps.add(new FloorStep("openssl", settings.floorSeconds()));
    }
    plan.record(chosen, manifest);
    return plan;
  }

  /**
   * {@code --precision}: only interleaved rounds have forks as replicates to add to, and only a first look of
   * two forks or more has an interval that holds the JVM-to-JVM spread (one fork's rounds leave it out, so
   * the run could stop there "resolved" on an interval that is not what it says).
   */
  private PrecisionTarget precisionTarget(MeasurementProfile profile, RunSettings settings) {
    PrecisionTarget target = PrecisionTarget.of(precision, budget, profile);
    if (target != null && settings.pairing != Pairing.INTERLEAVED) {
      if (precision != null) {
        throw new UserError("--precision adds forks to interleaved rounds, whose forks are the replicates: leave "
            + "--pairing at interleaved");
      }
      return null;
    }
    int firstLook = forkCount != null ? forkCount : profile.files.forks;
    if (target != null && firstLook < 2) {
      if (precision != null) {
        throw new UserError("--precision needs a first look of 2 forks or more: its interval must hold the "
            + "JVM-to-JVM spread, which one fork's rounds leave out; give --forks 2 or more, or a profile with "
            + "more forks (first, ci, standard, full)");
      }
      return null;
    }
    return target;
  }

  /** This command's own arguments, as given (after the "run" that chose it). */
  private List<String> runArguments() {
    List<String> all = spec.commandLine().getParseResult().originalArgs();
    int run = all.indexOf(spec.name());
    return new ArrayList<String>(all.subList(run + 1, all.size()));
  }

  /** What a run of {@code profile} measures without {@code --families}: the families that run by default. */
  public static List<String> defaultFamilies(List<BenchmarkFamily<?>> all, MeasurementProfile profile) {
    List<String> ids = new ArrayList<String>();
    for (BenchmarkFamily<?> f : all) {
      if (f.runsByDefault(profile)) {
        ids.add(f.id());
      }
    }
    return ids;
  }

  private List<String> familyIds(MeasurementProfile profile) {
    return families != null ? families : defaultFamilies(allFamilies, profile);
  }

  /** The families {@code --families} names, in the order they run; an unknown name is a usage error. */
  private List<BenchmarkFamily<?>> chosenFamilies(MeasurementProfile profile) {
    List<String> families = familyIds(profile);
    List<String> ids = new ArrayList<String>();
    for (BenchmarkFamily<?> f : allFamilies) {
      ids.add(f.id());
    }
    for (String f : families) {
      if (!ids.contains(f)) {
        throw new UserError("unknown benchmark family '" + f + "'; allowed: " + String.join(", ", ids));
      }
    }
    List<BenchmarkFamily<?>> chosen = new ArrayList<BenchmarkFamily<?>>();
    for (BenchmarkFamily<?> f : allFamilies) {
      if (families.contains(f.id())) {
        chosen.add(f);
      }
    }
    return chosen;
  }

  /** An option of a family the run leaves out would be ignored without a word: refuse it instead. */
  private void checkOptionsOfLeftOutFamilies(List<BenchmarkFamily<?>> chosen, MeasurementProfile profile) {
    for (BenchmarkFamily<?> family : allFamilies) {
      CommandSpec options = spec.mixins().get(family.id());
      if (chosen.contains(family) || options == null) {
        continue;
      }
      for (OptionSpec option : options.options()) {
        if (spec.commandLine().getParseResult().hasMatchedOption(option)
            && chosen.stream().noneMatch(f -> f.takesOptionOf(option.longestName()))) {
          throw new UserError(option.longestName() + " is an option of the " + family.id() + " family, which this run "
              + "leaves out; add it: --families " + String.join(",", familyIds(profile)) + "," + family.id());
        }
      }
    }
  }

  /**
   * {@code --provider-jar}/{@code --provider-class}: each provider loaded once here to learn its
   * name; every JVM the run starts then loads it from its jar ({@link ExternalProviders}).
   */
  private void addProviders() {
    if (!providerProperties.isEmpty() && providerJars.isEmpty()) {
      throw new UserError("--provider-property is for providers added with --provider-jar and --provider-class");
    }
    for (String setting : providerProperties) {
      try {
        // Before any provider loads: a provider may read it once, when its class initializes.
        ExternalProviders.setProperty(setting);
      } catch (IllegalArgumentException e) {
        throw new UserError(e.getMessage());
      }
    }
    if (providerJars.size() != providerClasses.size()) {
      throw new UserError("--provider-jar and --provider-class go in pairs: " + providerJars.size() + " jar(s), "
          + providerClasses.size() + " class(es)");
    }
    List<String> added = new ArrayList<String>();
    for (int i = 0; i < providerJars.size(); i++) {
      try {
        added.add(ExternalProviders.add(providerJars.get(i), providerClasses.get(i)));
      } catch (IllegalArgumentException e) {
        throw new UserError(e.getMessage());
      }
    }
    if (added.isEmpty()) {
      return;
    }
    if (providers == null || !providers.containsAll(added)) {
      throw new UserError("--provider-class adds " + String.join(", ", added) + ": name it in --providers too, e.g. "
          + "--providers " + CryptoProviders.SUN_JCE + "," + String.join(",", added));
    }
  }

  /** {@code --providers} for the families that take it. */
  private void applyProviders(List<BenchmarkFamily<?>.Chosen> chosen) {
    if (providers == null) {
      return;
    }
    List<String> names = Choices.check("provider", providers, CryptoProviders.names());
    for (BenchmarkFamily<?>.Chosen c : chosen) {
      c.useProviders(names);
    }
  }

  /** A provider no chosen JVM can run at all is a mistake to report before anything runs. */
  private void checkProvidersRun(JvmSelection selection) {
    if (providers == null) {
      return;
    }
    for (String name : providers) {
      String reason = null;
      boolean runsSomewhere = false;
      for (JdkInfo info : selection.jvms.values()) {
        String why = info.providers.unavailableReason(name);
        if (why == null) {
          runsSomewhere = true;
        } else {
          reason = why;
        }
      }
      if (!runsSomewhere) {
        throw new UserError("provider " + name + " cannot run on " + (selection.jvms.size() == 1 ? "this JVM"
            : "any chosen JVM") + ": " + reason + "; allowed: " + String.join(", ", CryptoProviders.names()));
      }
    }
  }

  private int execute(List<RunStep> plan, List<PlannedSkip> plannedSkips, List<PlannedSkip> skippedBefore, Path runDir,
      RunManifest manifest, String description, MachineInfo machine, JvmSelection selection, PrecisionTarget target)
      throws IOException {
    RunExecution.Outcome outcome = new RunExecution(runDir, manifest, resumed, err(), target)
        .skippedBefore(skippedBefore).fingerprint(fingerprint).run(plan, plannedSkips, description, machine, selection);
    List<JmhResult> results = outcome.results;
    List<String> skipped = outcome.skipped;
    Progress progress = outcome.progress;
    new RunOutputs(runDir, err()).write(results);
    String status = skipped.isEmpty() ? "complete" : "complete except " + skipped.size() + " skipped run(s)";
    manifest.finished(status).save();
    System.out.printf(Locale.ROOT, "done in %s. Results: %s (result tables, JMH JSON, run.json, jmh.log)%n",
        Progress.duration(progress.elapsedSeconds()), runDir);
    if (!skipped.isEmpty()) {
      err().println("pmebench: " + skipped.size() + " run(s) skipped: " + String.join(", ", skipped)
          + " (reasons in run.json)");
      return 1;
    }
    return 0;
  }

  private PrintWriter err() {
    return spec.commandLine().getErr();
  }

  /** {@code --output}, or a new directory under results/runs/ named by the time and the profile. */
  private Path runDir(MeasurementProfile profile) {
    if (output != null) {
      return output;
    }
    SimpleDateFormat stamp = new SimpleDateFormat("yyyyMMdd-HHmmss", Locale.ROOT);
    stamp.setTimeZone(TimeZone.getTimeZone("UTC"));
    return SuiteHome.path().resolve("results").resolve("runs").resolve(stamp.format(new Date()) + "-" + profile.id());
  }

  private Path prepareRunDir(MeasurementProfile profile) {
    Path dir = runDir(profile);
    try {
      Files.createDirectories(dir);
      if (!Files.isWritable(dir)) {
        throw new UserError("output directory " + dir + " is not writable");
      }
      try (Stream<Path> existing = Files.list(dir)) {
        if (!resumed && existing.anyMatch(p -> p.getFileName().toString().endsWith(".json"))) {
          throw new UserError("output directory " + dir + " already holds results; choose another --output, or "
              + "--resume " + dir + " to continue that run");
        }
      }
    } catch (IOException e) {
      throw new UserError("cannot create output directory " + dir + ": " + e.getMessage());
    }
    return dir;
  }
}
