package org.pmebench.cli;

import java.nio.file.Path;
import org.pmebench.family.Families;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.results.RunResults;
import org.pmebench.run.UserError;
import org.pmebench.summary.Summary;
import picocli.CommandLine.Parameters;

/**
 * The run directory argument of summarize and report, and its summary; bad input is a user error.
 */
final class RunDirectory {
  @Parameters(
      paramLabel = "RUN_DIR",
      description = "A directory written by pmebench run (or holding JMH JSON).")
  Path path;

  Summary summary() {
    try {
      return Summary.of(RunResults.load(path), Families.summaryParts());
    } catch (InvalidResultsException e) {
      throw new UserError(e.getMessage());
    }
  }

  /** The directory's own name, e.g. 20261122-040000-quick. */
  String name() {
    return path.toAbsolutePath().normalize().getFileName().toString();
  }
}
