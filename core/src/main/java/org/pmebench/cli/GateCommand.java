package org.pmebench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.pmebench.family.Families;
import org.pmebench.gate.BaselineChoice;
import org.pmebench.gate.Gate;
import org.pmebench.gate.GateConfig;
import org.pmebench.history.HistoryBaseline;
import org.pmebench.history.Otava;
import org.pmebench.history.OtavaOutput;
import org.pmebench.releases.ParquetBuild;
import org.pmebench.releases.ParquetReleases;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.run.SuiteHome;
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
      paramLabel = "SUMMARY",
      description = {
        "Baseline summary.json; repeat it with one per machine (CI runners differ): the gate uses the",
        "one of the current run's machine."
      })
  List<Path> baselines = new ArrayList<Path>();

  @Option(
      names = "--history",
      paramLabel = "DIR",
      description = {
        "Earlier runs (folders of run directories, e.g. CI artifacts): the baseline is then the runs of the",
        "current run's machine and profile since the latest change point Apache Otava finds in its rows",
        "(all of them where none), combined as by combine; with none of this machine, --baseline is used."
      })
  List<Path> history;

  @Option(
      names = "--python",
      paramLabel = "PY",
      defaultValue = "python3",
      description =
          "The Python 3.10 or newer that makes Otava's environment, for --history (default: ${DEFAULT-VALUE}).")
  String python;

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

  /** The baselines to choose from: the one --history makes, or else --baseline's. */
  private List<Path> candidates(PrintWriter out) throws IOException, InvalidResultsException {
    List<Path> candidates = baselines;
    if (history != null) {
      HistoryBaseline fromHistory = fromHistory();
      out.println("pmebench gate: " + fromHistory.line);
      if (fromHistory.file != null) {
        candidates = java.util.Collections.singletonList(fromHistory.file);
      }
    }
    if (candidates.isEmpty() && history == null) {
      throw new UserError("give the baseline: --baseline SUMMARY or --history DIR");
    }
    return candidates;
  }

  /** The baseline --history makes, Otava installed first where a series needs it. */
  private HistoryBaseline fromHistory() throws IOException, InvalidResultsException {
    Path work = java.nio.file.Files.createTempDirectory("pmebench-gate-history");
    Path log = work.resolve("otava.log");
    return HistoryBaseline.of(
        history,
        current,
        work,
        (dir, input) ->
            OtavaOutput.changePoints(
                Otava.in(SuiteHome.path(), python, log).analyze(dir, input, 0.001, 0, log), input));
  }

  @Override
  public Integer call() throws IOException {
    GateConfig settings;
    Gate gate;
    PrintWriter out = spec.commandLine().getOut();
    try {
      List<Path> candidates = candidates(out);
      BaselineChoice choice =
          candidates.isEmpty() ? null : BaselineChoice.of(candidates, current, acrossMachines);
      if (choice == null || !choice.found()) {
        String line =
            "pmebench gate: "
                + (choice == null ? "no baseline of this machine: give --baseline" : choice.line);
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
              || !ParquetBuild.isLabel(releases.get(0))
              || !ParquetBuild.isLabel(releases.get(1)))) {
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
