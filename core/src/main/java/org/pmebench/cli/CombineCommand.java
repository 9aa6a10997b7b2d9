package org.pmebench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.pmebench.gate.CombinedBaseline;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.run.UserError;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code pmebench combine}: one gate baseline from several identical runs. */
@Command(
    name = "combine",
    mixinStandardHelpOptions = true,
    description = {
      "Combines the summary.json files of several identical runs into one baseline for pmebench gate:",
      "per overhead row, the geometric mean of the runs' ratios, with the runs' own spread as its error",
      "(the runs are the replicates). A row is left out of a run where it is not from one steady state or",
      "its A/A control is biased."
    })
final class CombineCommand implements Callable<Integer> {
  @Parameters(
      arity = "2..*",
      paramLabel = "SUMMARY",
      description = "summary.json of each run (two or more).")
  List<Path> summaries;

  @Option(
      names = "--across-machines",
      description = {
        "Combine runs of different machines too (refused otherwise); the baseline then names them all",
        "and matches no one machine: the gate compares against it only with --across-machines."
      })
  boolean acrossMachines;

  @Option(
      names = "--output",
      required = true,
      paramLabel = "FILE",
      description = "Where to write the baseline.")
  Path output;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    CombinedBaseline combined;
    try {
      combined = CombinedBaseline.of(summaries, acrossMachines);
    } catch (InvalidResultsException e) {
      throw new UserError(e.getMessage());
    }
    combined.write(output);
    PrintWriter out = spec.commandLine().getOut();
    out.printf(
        Locale.ROOT,
        "%s: %d overhead rows combined from %d runs%s%n",
        output,
        combined.root.path("overheads").size(),
        summaries.size(),
        combined.root.path("machine").has("acrossMachines")
            ? ", across "
                + combined.root.path("machine").path("acrossMachines").size()
                + " machines"
            : "");
    for (String row : combined.leftOut) {
      spec.commandLine().getErr().println("pmebench: left out " + row);
    }
    out.flush();
    return 0;
  }
}
