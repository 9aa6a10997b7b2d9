package org.pmebench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.pmebench.family.Families;
import org.pmebench.results.MachineInfo;
import org.pmebench.results.RunManifest;
import org.pmebench.run.BenchmarkFamily;
import org.pmebench.run.ForkTarget;
import org.pmebench.run.JvmSelection;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.PlanListing;
import org.pmebench.run.PrecisionTarget;
import org.pmebench.run.ResumedRun;
import org.pmebench.run.RunPlan;
import org.pmebench.run.RunSettings;
import org.pmebench.run.RunStopped;
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
    RunRequest request = request();
    MachineInfo machine = MachineInfo.current();
    for (BenchmarkFamily<?>.Chosen c : request.chosen) {
      c.checkHeap(machine.physicalMemoryBytes);
      c.preflight();
    }
    JvmSelection selection = JvmSelection.resolve(options.jvms, System.getenv(), SuiteHome.path());
    if (options.resumed) {
      ResumedRun.checkSameJvms(options.output, selection.jvms);
    }
    Map<String, ForkTarget> targets = RunPlanning.forkTargets(selection);
    options.providers.checkProvidersRun(selection);
    if (options.dryRun) {
      return printPlan(request, selection, targets);
    }
    Path runDir = prepareRunDir(request.profile);
    try {
      return new RunLaunch(options, err(), runArguments())
          .runInto(runDir, request, machine, selection, targets);
    } catch (IOException e) {
      throw RunStopped.writing(runDir, e);
    } catch (java.io.UncheckedIOException e) {
      throw RunStopped.writing(runDir, e.getCause());
    }
  }

  /**
   * The run as asked for, parsed once: its profile, families (none of them left out with an option
   * given), settings, precision target and, with the providers applied, each family's matrix.
   */
  private RunRequest request() {
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
    return new RunRequest(profile, settings, chosen, target);
  }

  /** {@code --dry-run}: the plan, as the run would make it, and nothing measured or written. */
  private int printPlan(
      RunRequest request, JvmSelection selection, Map<String, ForkTarget> targets) {
    Path planned = options.runDir(request.profile);
    RunManifest manifest = new RunManifest(planned);
    RunPlan plan = RunPlanning.plan(planned, request, selection, targets, manifest);
    spec.commandLine()
        .getOut()
        .print(
            PlanListing.of(
                plan,
                request.describe(),
                request.precision == null ? null : request.precision.describe(),
                manifest.matricesJson()));
    spec.commandLine().getOut().flush();
    return 0;
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
