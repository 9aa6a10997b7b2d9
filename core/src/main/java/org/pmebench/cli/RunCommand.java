package org.pmebench.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;
import java.util.HashSet;
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
import org.pmebench.family.Families;
import org.pmebench.family.cipher.ThroughputTable;
import org.pmebench.family.parquet.ParquetTable;
import org.pmebench.family.spark.SparkSection;
import org.pmebench.floor.FloorStep;
import org.pmebench.jvm.JdkDiscovery;
import org.pmebench.jvm.JdkInfo;
import org.pmebench.jvm.JvmNeeds;
import org.pmebench.report.ModelSplitTable;
import org.pmebench.report.OverheadTable;
import org.pmebench.report.Report;
import org.pmebench.report.TerminalAnswers;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.results.JmhJsonReader;
import org.pmebench.results.JmhResult;
import org.pmebench.results.MachineInfo;
import org.pmebench.results.RunManifest;
import org.pmebench.results.RunResults;
import org.pmebench.run.BenchmarkFamily;
import org.pmebench.run.Choices;
import org.pmebench.run.ForkSettings;
import org.pmebench.run.ForkTarget;
import org.pmebench.run.HotSpotFlags;
import org.pmebench.run.JvmSelection;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.Pairing;
import org.pmebench.run.PlannedSkip;
import org.pmebench.run.Progress;
import org.pmebench.run.ResumedRun;
import org.pmebench.run.RunStep;
import org.pmebench.run.StepContext;
import org.pmebench.run.SuiteHome;
import org.pmebench.run.SuiteVersion;
import org.pmebench.run.UserError;
import org.pmebench.summary.DashboardFeeds;
import org.pmebench.summary.Summary;
import org.pmebench.util.AtomicFiles;
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

  @Option(names = "--calibrated-regression", paramLabel = "PCT",
      description = {"Test device for the gate, never for measuring PME: makes every encrypted variant PCT%% "
          + "slower inside its AES calls (e.g. 10%%). parquet and columns families, interleaved pairing only; "
          + "results carry '+regression-PCTpct' in their variant."})
  String calibratedRegression;

  @Option(names = "--providers", split = ",", paramLabel = "P",
      description = {"cipher, parquet, columns: crypto providers, each measured in turn: SunJCE, BC, ACCP (AWS-LC), "
          + "Conscrypt (BoringSSL), commons-crypto (OpenSSL via JNI, or its JCE fallback; cipher family only: it is "
          + "not a JCA provider). Parquet and columns install each first in the JCA list inside the fork and check "
          + "that PME's ciphers come from it. Default: SunJCE for parquet and columns, the profile's for cipher."})
  List<String> providers;

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
    MeasurementProfile profile = profile();
    List<BenchmarkFamily<?>> chosenFamilies = chosenFamilies(profile);
    checkOptionsOfLeftOutFamilies(chosenFamilies, profile);
    List<JvmVariant> chosenVariants = variants();
    checkIterations();
    Pairing pairing = pairing();
    double regression = regression(pairing, chosenFamilies);
    boolean withFloor = floor(profile, pairing, chosenFamilies);
    List<BenchmarkFamily<?>.Chosen> chosen = new ArrayList<BenchmarkFamily<?>.Chosen>();
    for (BenchmarkFamily<?> family : chosenFamilies) {
      chosen.add(family.choose(profile, chosenVariants, pairing));
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
    Path runDir = prepareRunDir(profile);

    List<RunStep> plan = new ArrayList<RunStep>();
    List<PlannedSkip> plannedSkips = new ArrayList<PlannedSkip>();
    String startedBefore = resumed ? ResumedRun.started(runDir) : null;
    RunManifest manifest = new RunManifest(runDir)
        .arguments(ResumedRun.recordable(runArguments()))
        .suite(SuiteVersion.version(), SuiteVersion.gitCommit())
        .profile(profile.id(), describe(profile, chosen))
        .machine(machine);
    for (JdkDiscovery.Rejected r : selection.rejected) {
      manifest.rejectedJvm(r.candidate.path.toString(), r.candidate.source, r.reason);
    }
    for (ForkTarget target : targets.values()) {
      manifest.jvm(target.label, selection.jvms.get(target.label), target.neededArgs);
      ForkSettings forks = new ForkSettings(profile, target, runDir, regression).withCounts(forkCount,
          warmupIterations, measurementIterations);
      for (BenchmarkFamily<?>.Chosen c : chosen) {
        plan.addAll(c.steps(forks.withCpuProfile(profiles(c.family(), profile) ? profileIntervalMicros : 0)));
      }
      plannedSkips.addAll(forks.skips());
    }
    if (withFloor) {
      plan.add(new FloorStep("openssl", floorSeconds(profile)));
    }
    for (PlannedSkip skip : plannedSkips) {
      manifest.skipped(skip.id, skip.jvmLabel, skip.reason);
    }
    for (BenchmarkFamily<?>.Chosen c : chosen) {
      manifest.matrix(c.family().id(), c.matrix);
    }
    if (startedBefore != null) {
      manifest.resumed(startedBefore);
    }
    manifest.save();
    return execute(plan, plannedSkips, runDir, manifest, describe(profile, chosen), machine, selection);
  }

  /**
   * Whether the run ends with the floor step: the cost models it prices come from the parquet and
   * columns families' interleaved rounds.
   */
  private boolean floor(MeasurementProfile profile, Pairing pairing, List<BenchmarkFamily<?>> chosen) {
    boolean models = pairing == Pairing.INTERLEAVED && chosen.stream().anyMatch(
        f -> f.id().equals("parquet") || f.id().equals("columns"));
    if (floor == null) {
      return models && profile != MeasurementProfile.FIRST && profile != MeasurementProfile.SMOKE;
    }
    if (floor && !models) {
      throw new UserError("--floor prices the cost models of the parquet and columns families' interleaved rounds; "
          + "this run has none (add --families parquet or columns, and leave --pairing at interleaved)");
    }
    return floor;
  }

  /** Seconds per size of openssl speed: 6 sizes x 2 ciphers of them. */
  static int floorSeconds(MeasurementProfile profile) {
    return profile == MeasurementProfile.QUICK || profile == MeasurementProfile.FIRST
        || profile == MeasurementProfile.SMOKE ? 1 : profile == MeasurementProfile.CI ? 2 : 3;
  }

  /** This command's own arguments, as given (after the "run" that chose it). */
  private List<String> runArguments() {
    List<String> all = spec.commandLine().getParseResult().originalArgs();
    int run = all.indexOf(spec.name());
    return new ArrayList<String>(all.subList(run + 1, all.size()));
  }

  /** What a run measures without {@code --families}: the first profile's headline answers, or every family but spark. */
  public static List<String> defaultFamilies(MeasurementProfile profile) {
    return profile == MeasurementProfile.FIRST ? Arrays.asList("cipher", "parquet", "columns")
        : Arrays.asList("cipher", "parquet", "columns", "kms");
  }

  private List<String> familyIds(MeasurementProfile profile) {
    return families != null ? families : defaultFamilies(profile);
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

  /** {@code --providers} for the families that take it. */
  private void applyProviders(List<BenchmarkFamily<?>.Chosen> chosen) {
    if (providers == null) {
      return;
    }
    List<String> names = Choices.check("provider", providers, CryptoProviders.NAMES);
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
            : "any chosen JVM") + ": " + reason + "; allowed: " + String.join(", ", CryptoProviders.NAMES));
      }
    }
  }

  private int execute(List<RunStep> plan, List<PlannedSkip> plannedSkips, Path runDir, RunManifest manifest,
      String description, MachineInfo machine, JvmSelection selection)
      throws IOException {
    List<JmhResult> results = new ArrayList<JmhResult>();
    Set<String> kept = new HashSet<String>();
    int total = 0;
    double planned = 0;
    for (RunStep step : plan) {
      if (keep(step, runDir, manifest, results)) {
        kept.add(step.id);
        continue;
      }
      total += step.configurations;
      planned += step.configurations * step.estimatedSecondsPerConfiguration;
    }
    System.out.printf(Locale.ROOT, "pme-bench run: profile %s, %d benchmark configurations in %d runs on %d JVM(s), "
        + "about %s; results in %s%n", description, total, plan.size(), selection.jvms.size(),
        Progress.duration(planned), runDir);
    if (resumed) {
      System.out.printf(Locale.ROOT, "resumed: %d of %d runs had finished and are kept%n", kept.size(), plan.size());
    }
    System.out.printf(Locale.ROOT, "machine: %s, %d cores, CPU flags %s%n", machine.cpuModel, machine.cores,
        machine.cpuCryptoFlags);
    for (Map.Entry<String, JdkInfo> jvm : selection.jvms.entrySet()) {
      System.out.printf(Locale.ROOT, "  %s: %s at %s%n", jvm.getKey(), jvm.getValue().describe(),
          jvm.getValue().javaHome);
    }
    for (JdkDiscovery.Rejected r : selection.rejected) {
      System.out.printf(Locale.ROOT, "  not used: %s (%s): %s%n", r.candidate.path, r.candidate.source, r.reason);
    }
    for (PlannedSkip skip : plannedSkips) {
      System.out.printf(Locale.ROOT, "  not measured%s: %s%n", skip.jvmLabel == null ? "" : " on " + skip.jvmLabel,
          skip.reason);
    }

    Progress progress = new Progress(total, planned);
    Thread howToResume = howToResume(plan, runDir);
    Runtime.getRuntime().addShutdownHook(howToResume);
    List<String> skipped;
    try {
      skipped = measure(plan, kept, runDir, manifest, progress, results);
    } finally {
      forget(howToResume);
    }
    writeSummaryAndReport(runDir, results);
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

  /** Runs every step not kept, in order; returns the ids of those that failed and were skipped. */
  private List<String> measure(List<RunStep> plan, Set<String> kept, Path runDir, RunManifest manifest,
      Progress progress, List<JmhResult> results) throws IOException {
    StepContext context;
    try (PrintStream log = new PrintStream(new FileOutputStream(runDir.resolve("jmh.log").toFile(), true), true,
        StandardCharsets.UTF_8.name())) {
      context = new StepContext(runDir, manifest, log, System.out, err(), progress);
      for (RunStep step : plan) {
        Path partial = runDir.resolve(step.id + ".json.partial");
        Path done = runDir.resolve(step.id + ".json");
        if (kept.contains(step.id)) {
          continue;
        }
        Files.deleteIfExists(partial);   // an interrupted invocation's half-written file
        int doneBefore = progress.done();
        try {
          step.run(context);
        } catch (RunStep.Failure e) {
          // One JVM failing a benchmark must not cost the other JVMs' results: record it and go on.
          Files.deleteIfExists(partial);
          progress.skipped(step.configurations - (progress.done() - doneBefore), step.estimatedSecondsPerConfiguration);
          context.skipped.add(step.id);
          manifest.skipped(step.id, step.jvmLabel, e.getMessage()).save();
          err().println("pmebench: skipped " + step.id + ": " + e.getMessage() + " (details in " + e.details
              + "); going on with the rest");
          continue;
        }
        AtomicFiles.moveIntoPlace(partial, done);
        manifest.resultFile(done.getFileName().toString(), step.jvmLabel, step.variantId, step.jvmArgs());
        manifest.save();
        try {
          results.addAll(JmhJsonReader.read(done));
        } catch (InvalidResultsException e) {
          throw new IllegalStateException(step.id + " wrote an unreadable result file", e);
        }
      }
    }
    return context.skipped;
  }

  /** The run ended (or failed) on its own: nothing to say at exit. Too late once the JVM is stopping. */
  private static void forget(Thread hook) {
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException stopping) {
      // The hook is running or has run: it says how to resume.
    }
  }

  /**
   * Said when the JVM stops before the run's results are all there (Ctrl-C, SIGTERM from a CI
   * timeout): what is kept and the command that continues the run.
   */
  private static Thread howToResume(List<RunStep> plan, Path runDir) {
    return new Thread(() -> {
      int finished = 0;
      for (RunStep step : plan) {
        finished += Files.exists(runDir.resolve(step.id + ".json")) ? 1 : 0;
      }
      System.err.printf(Locale.ROOT, "%npmebench: interrupted; %d of %d runs had finished, their results are kept in "
          + "%s. Continue with:%n  ./pmebench run --resume %s%n", finished, plan.size(), runDir, runDir);
      System.err.flush();
    }, "pmebench-how-to-resume");
  }

  /** In a resumed run, a step whose result file is there finished before: its results are kept, not measured again. */
  private boolean keep(RunStep step, Path runDir, RunManifest manifest, List<JmhResult> results) throws IOException {
    Path done = runDir.resolve(step.id + ".json");
    if (!resumed || !Files.exists(done)) {
      return false;
    }
    try {
      results.addAll(JmhJsonReader.read(done));
    } catch (InvalidResultsException e) {
      throw new UserError("cannot resume: " + done + " is not a complete result file (" + e.getMessage()
          + "); move it away to measure it again");
    }
    manifest.resultFile(done.getFileName().toString(), step.jvmLabel, step.variantId, step.jvmArgs());
    return true;
  }

  /**
   * The result tables, summary.json, the dashboard feeds and the report, so one command ends with
   * everything to read.
   */
  private void writeSummaryAndReport(Path runDir, List<JmhResult> results) throws IOException {
    writeCipherTable(runDir, results);
    Summary summary;
    try {
      summary = Summary.of(RunResults.load(runDir), Families.summaryParts());
    } catch (InvalidResultsException e) {
      err().println("pmebench: no summary or report: " + e.getMessage());
      return;
    }
    writeOverheadTable(runDir, summary, results);
    summary.write(runDir.resolve(Summary.FILE_NAME));
    DashboardFeeds.write(summary, runDir);
    Path html = Report.of(summary, runDir.toAbsolutePath().normalize().getFileName().toString(), Families.reportParts()).write(runDir);
    String answers = TerminalAnswers.of(summary.root);
    if (!answers.isEmpty()) {
      System.out.print("\n" + answers + "\n");
    }
    System.out.printf(Locale.ROOT, "report: %s (and %s); for dashboards and pmebench gate: %s%n", html,
        runDir.resolve(Report.MARKDOWN), runDir.resolve(Summary.FILE_NAME));
  }

  private PrintWriter err() {
    return spec.commandLine().getErr();
  }

  private static void writeCipherTable(Path runDir, List<JmhResult> results) throws IOException {
    ThroughputTable cipher = new ThroughputTable();
    if (cipher.addAll(results) > 0) {
      AtomicFiles.writeString(runDir.resolve("cipher-throughput.csv"), cipher.toCsv());
      AtomicFiles.writeString(runDir.resolve("cipher-throughput.md"), cipher.toMarkdown());
    }
  }

  /**
   * Every overhead of the run (paired and separate), then the separate forks' own times, if any;
   * the spark family's rows in a table of their own.
   */
  private static void writeOverheadTable(Path runDir, Summary summary, List<JmhResult> results) throws IOException {
    List<JsonNode> rows = new ArrayList<JsonNode>();
    List<JsonNode> spark = new ArrayList<JsonNode>();
    for (JsonNode o : summary.overheads()) {
      (SparkSection.isSpark(o) ? spark : rows).add(o);
    }
    if (!spark.isEmpty()) {
      AtomicFiles.writeString(runDir.resolve("spark-overhead.md"), "# Spark: overhead per query\n\n"
          + SparkSection.table(spark));
    }
    ParquetTable separate = new ParquetTable();
    separate.addAll(results);
    if (rows.isEmpty() && separate.isEmpty()) {
      return;
    }
    StringBuilder md = new StringBuilder("# Encryption overhead\n\n").append(OverheadTable.toMarkdown(rows));
    String split = ModelSplitTable.toMarkdown(rows, summary.root);
    if (!split.isEmpty()) {
      md.append('\n').append(split.replaceFirst("^### ", "## "));
    }
    if (!separate.isEmpty()) {
      md.append("\n## Separate forks: time per file of each mode\n\n").append(separate.toMarkdown());
    }
    AtomicFiles.writeString(runDir.resolve("parquet-overhead.md"), md.toString());
  }

  private MeasurementProfile profile() {
    try {
      return MeasurementProfile.valueOf(profileName.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new UserError("unknown profile '" + profileName + "'; allowed: first, smoke, quick, ci, standard, full");
    }
  }

  private boolean profilesCpu(MeasurementProfile profile) {
    return profileCpu != null ? profileCpu : profile.profilesCpu;
  }

  /** Whether {@code family}'s forks sample their CPU in this run. */
  private boolean profiles(BenchmarkFamily<?> family, MeasurementProfile profile) {
    switch (family.cpuProfiling()) {
      case PROFILE_DEFAULT:
        return profilesCpu(profile);
      case ON_REQUEST:
        return Boolean.TRUE.equals(profileCpu);
      default:
        return false;
    }
  }

  /** The profile as the chosen families run it: JMH's forks and iterations, and what the others do. */
  private String describe(MeasurementProfile profile, List<BenchmarkFamily<?>.Chosen> chosen) {
    List<String> profiled = new ArrayList<String>();
    List<String> others = new ArrayList<String>();
    boolean jmh = false;
    for (BenchmarkFamily<?>.Chosen c : chosen) {
      jmh |= c.family().runsJmh();
      if (profiles(c.family(), profile)) {
        profiled.add(c.family().id());
      }
      if (c.describe() != null) {
        others.add(c.describe());
      }
    }
    String cpu = profiled.isEmpty() ? "" : "; CPU profile on (" + String.join(", ", profiled) + "; a sample every "
        + profileIntervalMicros + " microseconds)";
    String text = jmh ? profile.describe() + cpu : profile.id();
    if (jmh && (forkCount != null || warmupIterations != null || measurementIterations != null)) {
      text += "; overridden: cipher/kms " + profile.micro.with(forkCount, warmupIterations, measurementIterations)
          .describe() + ", parquet/columns " + profile.files.with(forkCount, warmupIterations, measurementIterations)
          .describe();
    }
    for (String o : others) {
      text += (jmh ? "; " : ": ") + o;
    }
    return text;
  }


  private void checkIterations() {
    if (forkCount != null && (forkCount < 1 || forkCount > 100)) {
      throw new UserError("invalid --forks " + forkCount + "; use 1 to 100");
    }
    if (warmupIterations != null && (warmupIterations < 0 || warmupIterations > 1000)) {
      throw new UserError("invalid --warmup-iterations " + warmupIterations + "; use 0 to 1000");
    }
    if (measurementIterations != null && (measurementIterations < 1 || measurementIterations > 1000)) {
      throw new UserError("invalid --measurement-iterations " + measurementIterations + "; use 1 to 1000");
    }
    if (profileIntervalMicros < 100 || profileIntervalMicros > 1_000_000) {
      throw new UserError("invalid --profile-interval " + profileIntervalMicros + "; use 100 to 1000000 microseconds");
    }
  }

  private Pairing pairing() {
    try {
      return Pairing.byId(pairingName);
    } catch (IllegalArgumentException e) {
      throw new UserError(e.getMessage());
    }
  }

  /** The calibrated regression as a fraction (0 without the option), checked against what it can apply to. */
  private double regression(Pairing pairing, List<BenchmarkFamily<?>> chosenFamilies) {
    if (calibratedRegression == null) {
      return 0;
    }
    String text = calibratedRegression.trim();
    double percent;
    try {
      percent = Double.parseDouble(text.endsWith("%") ? text.substring(0, text.length() - 1) : text);
    } catch (NumberFormatException e) {
      throw new UserError("invalid --calibrated-regression '" + calibratedRegression + "'; give a percentage, e.g. 10%");
    }
    if (!(percent > 0 && percent <= 1000)) {
      throw new UserError("invalid --calibrated-regression '" + calibratedRegression + "'; use more than 0% and at "
          + "most 1000%");
    }
    for (BenchmarkFamily<?> f : chosenFamilies) {
      if (!f.takesCalibratedRegression()) {
        throw new UserError("--calibrated-regression slows PME's ciphers only: use it with --families parquet "
            + "and/or columns, not " + f.id());
      }
    }
    if (pairing != Pairing.INTERLEAVED) {
      throw new UserError("--calibrated-regression is calibrated per round: use it with --pairing interleaved");
    }
    return percent / 100;
  }

  private List<JvmVariant> variants() {
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

  private Path prepareRunDir(MeasurementProfile profile) {
    Path dir = output;
    if (dir == null) {
      SimpleDateFormat stamp = new SimpleDateFormat("yyyyMMdd-HHmmss", Locale.ROOT);
      stamp.setTimeZone(TimeZone.getTimeZone("UTC"));
      dir = SuiteHome.path().resolve("results").resolve("runs").resolve(stamp.format(new Date()) + "-" + profile.id());
    }
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
