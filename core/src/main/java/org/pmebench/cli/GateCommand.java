package org.pmebench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.pmebench.family.Families;
import org.pmebench.gate.BaselineChoice;
import org.pmebench.gate.Gate;
import org.pmebench.gate.GateConfig;
import org.pmebench.releases.ParquetReleases;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.run.UserError;
import org.pmebench.util.AtomicFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code pmebench gate}: fails CI when encryption got more expensive than in the baseline. */
@Command(
    name = "gate",
    mixinStandardHelpOptions = true,
    description = {
      "Compares the overhead ratios of two summary.json files per benchmark, parameters, encryption",
      "mode, Java major version and variant, against the baseline of the current run's machine. Exit 0: pass;",
      "1: a row regressed, is above its cap, or is missing from current (configurable); 2: invalid input;",
      "3: no baseline of this machine (neither a pass nor a regression)."
    })
final class GateCommand implements Callable<Integer> {
  static final int EXIT_REGRESSION = 1;
  static final int EXIT_NO_BASELINE = 3;

  @Option(
      names = "--baseline",
      required = true,
      paramLabel = "SUMMARY",
      description = {
        "Baseline summary.json; repeat it with one per machine (CI runners differ): the gate uses the",
        "one of the current run's machine."
      })
  List<Path> baselines;

  @Option(
      names = "--across-machines",
      description = {
        "With no baseline of the current run's machine, compare against the first baseline anyway;",
        "the result says so."
      })
  boolean acrossMachines;

  @Option(
      names = "--current",
      required = true,
      paramLabel = "SUMMARY",
      description = "Current summary.json.")
  Path current;

  @Option(
      names = "--config",
      paramLabel = "FILE",
      description =
          "Gate config JSON: tolerance, confidence, maxRatio per mode, missingFromCurrent, newInCurrent.")
  Path config;

  @Option(
      names = "--markdown",
      paramLabel = "FILE",
      description = "Also write the result table as Markdown (append it to $GITHUB_STEP_SUMMARY).")
  Path markdown;

  @Option(
      names = "--ignore-variant",
      description = {
        "Match rows whatever their JVM variant (intrinsics-on/off), e.g. to see whether a run",
        "without AES intrinsics passes against an intrinsics-on baseline. Each summary must then hold one variant."
      })
  boolean ignoreVariant;

  @Option(
      names = "--releases",
      split = ",",
      paramLabel = "BASE,CURRENT",
      description = {
        "Gate the parquet and parking rows of parquet-java release CURRENT in the current summary",
        "against those of release BASE in the baseline (e.g. 1.13.1,1.18.1: does upgrading change what PME",
        "costs?); rows are matched without their release, other families' rows are left out."
      })
  List<String> releases;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    GateConfig settings;
    Gate gate;
    PrintWriter out = spec.commandLine().getOut();
    try {
      BaselineChoice choice = BaselineChoice.of(baselines, current, acrossMachines);
      if (!choice.found()) {
        String line = "pmebench gate: " + choice.line;
        out.println(line);
        out.flush();
        if (markdown != null) {
          AtomicFiles.writeString(
              markdown, "### Encryption overhead gate: not run\n\n" + line + "\n");
        }
        return EXIT_NO_BASELINE;
      }
      Path baseline = choice.baseline;
      settings = config == null ? GateConfig.defaults() : GateConfig.read(config);
      if (releases != null
          && (releases.size() != 2
              || !ParquetReleases.isVersion(releases.get(0))
              || !ParquetReleases.isVersion(releases.get(1)))) {
        throw new UserError(
            "invalid --releases "
                + String.join(",", releases)
                + "; give the baseline's release and "
                + "the current one's, e.g. "
                + ParquetReleases.BUILT_IN
                + ",1.18.1");
      }
      gate =
          releases == null
              ? Gate.compare(baseline, current, settings, ignoreVariant, Families.gateParts())
              : Gate.compare(
                  baseline,
                  current,
                  settings,
                  ignoreVariant,
                  releases.get(0),
                  releases.get(1),
                  Families.gateParts());
      gate.machines = choice.line;
    } catch (InvalidResultsException e) {
      throw new UserError(e.getMessage());
    }
    String md = gate.toMarkdown(settings);
    out.print(md);
    out.flush();
    if (markdown != null) {
      AtomicFiles.writeString(markdown, md);
    }
    return gate.passed() ? 0 : EXIT_REGRESSION;
  }
}
