package org.pmebench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.pmebench.family.Families;
import org.pmebench.jvm.JdkDiscovery;
import org.pmebench.jvm.JdkInfo;
import org.pmebench.jvm.JvmNeeds;
import org.pmebench.results.CipherFingerprint;
import org.pmebench.results.JmhResult;
import org.pmebench.results.MachineInfo;
import org.pmebench.results.RunManifest;
import org.pmebench.run.BenchmarkFamily;
import org.pmebench.run.ForkTarget;
import org.pmebench.run.HotSpotFlags;
import org.pmebench.run.JvmSelection;
import org.pmebench.run.MeasurementProfile;
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
import org.pmebench.run.RunWidePart;
import org.pmebench.run.SuiteHome;
import org.pmebench.run.SuiteVersion;
import org.pmebench.run.UserError;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Spec;

/**
 * {@code pmebench run}: runs benchmark families with a profile and writes JMH JSON into a run
 * directory.
 */
@Command(
    name = "run",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Runs the benchmark families with a measurement profile and writes JMH JSON, result",
      "tables and run.json (JVM, flags, machine, profile) into one run directory."
    })
public final class RunCommand implements Callable<Integer> {
  /** The families and their options (added to this command as mixins by {@link PmeBench}). */
  final List<BenchmarkFamily<?>> allFamilies = Families.all();

  @Mixin RunOptions options = new RunOptions();

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    if (options.resume != null) {
      List<String> given = runArguments();
      if (given.size() != (given.get(0).startsWith("--resume=") ? 1 : 2)) {
        throw new UserError(
            "--resume takes no other option: the run continues with the options it was started with");
      }
      return PmeBench.execute(
          spec.commandLine().getOut(),
          err(),
          ResumedRun.command(options.resume, SuiteVersion.gitCommit()));
    }
    options.providers.addProviders();
    MeasurementProfile profile = options.profile();
    List<BenchmarkFamily<?>> chosenFamilies = options.chosenFamilies(allFamilies, profile);
    checkOptionsOfLeftOutFamilies(chosenFamilies, profile);
    RunSettings settings = options.settings(profile, chosenFamilies);
    PrecisionTarget target = options.precisionTarget(profile, settings);
    List<BenchmarkFamily<?>.Chosen> chosen = new ArrayList<BenchmarkFamily<?>.Chosen>();
    for (BenchmarkFamily<?> family : chosenFamilies) {
      chosen.add(family.choose(profile, settings.variants, settings.pairing));
    }
    options.providers.applyProviders(chosen);
    MachineInfo machine = MachineInfo.current();
    for (BenchmarkFamily<?>.Chosen c : chosen) {
      c.checkHeap(machine.physicalMemoryBytes);
      c.preflight();
    }
    JvmSelection selection = JvmSelection.resolve(options.jvms, System.getenv(), SuiteHome.path());
    if (options.resumed) {
      ResumedRun.checkSameJvms(options.output, selection.jvms);
    }
    Map<String, ForkTarget> targets = forkTargets(selection);
    options.providers.checkProvidersRun(selection);
    if (options.dryRun) {
      return printPlan(profile, settings, chosen, selection, targets, target);
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

  /** Each chosen JVM as the forks will run it: its java, HotSpot flags, arguments and providers. */
  private static Map<String, ForkTarget> forkTargets(JvmSelection selection) throws IOException {
    Map<String, ForkTarget> targets = new LinkedHashMap<String, ForkTarget>();
    for (Map.Entry<String, JdkInfo> jvm : selection.jvms.entrySet()) {
      JdkInfo info = jvm.getValue();
      targets.put(
          jvm.getKey(),
          new ForkTarget(
              jvm.getKey(),
              info.javaExecutable,
              HotSpotFlags.of(info.javaExecutable),
              JvmNeeds.jvmArgs(info.major),
              info.providers,
              info.major));
    }
    return targets;
  }

  /** {@code --dry-run}: the plan, as the run would make it, and nothing measured or written. */
  private int printPlan(
      MeasurementProfile profile,
      RunSettings settings,
      List<BenchmarkFamily<?>.Chosen> chosen,
      JvmSelection selection,
      Map<String, ForkTarget> targets,
      PrecisionTarget target) {
    Path planned = options.runDir(profile);
    RunManifest manifest = new RunManifest(planned);
    RunPlan plan = plan(planned, settings, chosen, selection, targets, manifest);
    spec.commandLine()
        .getOut()
        .print(
            PlanListing.of(
                plan,
                settings.describe(chosen),
                target == null ? null : target.describe(),
                manifest.matricesJson()));
    spec.commandLine().getOut().flush();
    return 0;
  }

  /**
   * The seconds of each cipher's part of the machine's fingerprint. In a run's JVM, beside its
   * start-up's compilations, it read SunJCE's 64 KiB GCM at 1.45 GB/s and CTR at 3.45 GB/s where
   * the same run's JMH forks measured 2.8 and 5.8 (AMD family 25 model 1, JDK 17; alone in a JVM
   * 2.0 and 5.1): a label about half of the steady speed, still far enough apart to tell the
   * committed runs' processors apart (their JMH CTR speeds 6.6, 18.6 and 47 GB/s), and never an
   * identity.
   */
  static final double FINGERPRINT_SECONDS = 0.5;

  /**
   * The machine's cipher speed, measured before the run's benchmarks; null for a smoke run, which
   * measures nothing.
   */
  private CipherFingerprint fingerprint;

  private CipherFingerprint fingerprint(MeasurementProfile profile) {
    if (profile != MeasurementProfile.SMOKE) {
      fingerprint = CipherFingerprint.measure(FINGERPRINT_SECONDS);
    }
    return fingerprint;
  }

  /** Plans the run into {@code runDir}, records it and runs it. */
  private int runInto(
      Path runDir,
      MeasurementProfile profile,
      RunSettings settings,
      List<BenchmarkFamily<?>.Chosen> chosen,
      MachineInfo machine,
      JvmSelection selection,
      Map<String, ForkTarget> targets,
      PrecisionTarget target)
      throws IOException {
    String startedBefore = options.resumed ? ResumedRun.started(runDir) : null;
    List<PlannedSkip> skippedBefore =
        options.resumed ? ResumedRun.skipped(runDir) : new ArrayList<PlannedSkip>();
    RunManifest manifest =
        new RunManifest(runDir)
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
    return execute(
        plan.steps,
        plan.skips,
        skippedBefore,
        runDir,
        manifest,
        settings.describe(chosen),
        machine,
        selection,
        target);
  }

  /** The run's steps, the run-wide ones (the floor) last, recorded in {@code manifest}. */
  private static RunPlan plan(
      Path runDir,
      RunSettings settings,
      List<BenchmarkFamily<?>.Chosen> chosen,
      JvmSelection selection,
      Map<String, ForkTarget> targets,
      RunManifest manifest) {
    RunPlan plan = RunPlan.of(settings, chosen, targets.values(), selection, runDir, manifest);
    List<BenchmarkFamily<?>> families = new ArrayList<BenchmarkFamily<?>>();
    for (BenchmarkFamily<?>.Chosen c : chosen) {
      families.add(c.family());
    }
    for (RunWidePart part : Families.runWideParts()) {
      RunStep step = part.step(settings, families);
      if (step != null) {
        plan.steps.add(step);
      }
    }
    plan.record(chosen, manifest);
    return plan;
  }

  /** This command's own arguments, as given (after the "run" that chose it). */
  private List<String> runArguments() {
    List<String> all = spec.commandLine().getParseResult().originalArgs();
    int run = all.indexOf(spec.name());
    return new ArrayList<String>(all.subList(run + 1, all.size()));
  }

  /**
   * An option of a family the run leaves out would be ignored without a word: refuse it instead.
   */
  private void checkOptionsOfLeftOutFamilies(
      List<BenchmarkFamily<?>> chosen, MeasurementProfile profile) {
    for (BenchmarkFamily<?> family : allFamilies) {
      CommandSpec familyOptions = spec.mixins().get(family.id());
      if (chosen.contains(family) || familyOptions == null) {
        continue;
      }
      for (OptionSpec option : familyOptions.options()) {
        if (spec.commandLine().getParseResult().hasMatchedOption(option)
            && chosen.stream().noneMatch(f -> f.takesOptionOf(option.longestName()))) {
          throw new UserError(
              option.longestName()
                  + " is an option of the "
                  + family.id()
                  + " family, which this run "
                  + "leaves out; add it: --families "
                  + String.join(",", options.familyIds(allFamilies, profile))
                  + ","
                  + family.id());
        }
      }
    }
  }

  private int execute(
      List<RunStep> plan,
      List<PlannedSkip> plannedSkips,
      List<PlannedSkip> skippedBefore,
      Path runDir,
      RunManifest manifest,
      String description,
      MachineInfo machine,
      JvmSelection selection,
      PrecisionTarget target)
      throws IOException {
    RunExecution.Outcome outcome =
        new RunExecution(runDir, manifest, options.resumed, err(), target)
            .skippedBefore(skippedBefore)
            .fingerprint(fingerprint)
            .run(plan, plannedSkips, description, machine, selection);
    List<JmhResult> results = outcome.results;
    List<String> skipped = outcome.skipped;
    Progress progress = outcome.progress;
    new RunOutputs(runDir, err()).write(results);
    String status =
        skipped.isEmpty() ? "complete" : "complete except " + skipped.size() + " skipped run(s)";
    manifest.finished(status).save();
    System.out.printf(
        Locale.ROOT,
        "done in %s. Results: %s (result tables, JMH JSON, run.json, jmh.log)%n",
        Progress.duration(progress.elapsedSeconds()),
        runDir);
    if (!skipped.isEmpty()) {
      err()
          .println(
              "pmebench: "
                  + skipped.size()
                  + " run(s) skipped: "
                  + String.join(", ", skipped)
                  + " (reasons in run.json)");
      return 1;
    }
    return 0;
  }

  private PrintWriter err() {
    return spec.commandLine().getErr();
  }

  private Path prepareRunDir(MeasurementProfile profile) {
    Path dir = options.runDir(profile);
    try {
      Files.createDirectories(dir);
      if (!Files.isWritable(dir)) {
        throw new UserError("output directory " + dir + " is not writable");
      }
      try (Stream<Path> existing = Files.list(dir)) {
        if (!options.resumed
            && existing.anyMatch(p -> p.getFileName().toString().endsWith(".json"))) {
          throw new UserError(
              "output directory "
                  + dir
                  + " already holds results; choose another --output, or "
                  + "--resume "
                  + dir
                  + " to continue that run");
        }
      }
    } catch (IOException e) {
      throw new UserError("cannot create output directory " + dir + ": " + e.getMessage());
    }
    return dir;
  }
}
