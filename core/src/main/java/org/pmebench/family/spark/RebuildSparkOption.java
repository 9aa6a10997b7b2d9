package org.pmebench.family.spark;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.pmebench.run.UserError;
import org.pmebench.summary.SummarizeOption;
import picocli.CommandLine.Option;

/** {@code summarize --rebuild-spark}: the spark family's rows formed again before the summary. */
final class RebuildSparkOption implements SummarizeOption {
  @Option(
      names = "--rebuild-spark",
      description = {
        "First compute the spark family's rows (<jvm>-spark.json) again "
            + "from the applications' results in <RUN_DIR>/spark and the matrix in run.json, with this suite's pairing "
            + "(for runs made before it changed; the file as written is kept once as <jvm>-spark.json"
            + SparkRowsRebuild.BACKUP_SUFFIX
            + ")."
      })
  boolean rebuildSpark;

  @Override
  public void beforeSummary(Path runDir, PrintWriter out) throws IOException {
    if (!rebuildSpark) {
      return;
    }
    List<Path> rebuilt = SparkRowsRebuild.rebuild(runDir);
    if (rebuilt.isEmpty()) {
      throw new UserError(
          runDir + ": no Spark applications' results (spark/*.result.json) to rebuild rows from");
    }
    for (Path file : rebuilt) {
      out.printf(Locale.ROOT, "rebuilt %s from the applications' results%n", file);
    }
  }
}
