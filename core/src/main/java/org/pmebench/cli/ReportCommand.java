package org.pmebench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.pmebench.family.Families;
import org.pmebench.report.Report;
import org.pmebench.summary.Summary;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code pmebench report <run dir>}: report.md and a self-contained report.html with charts. */
@Command(
    name = "report",
    mixinStandardHelpOptions = true,
    description = {
      "Writes report.md, report.html (self-contained, charts inlined) and charts/*.png for a run:",
      "cipher MB/s over chunk size per JVM and variant, the sizes where throughput collapses, the",
      "Parquet encryption overhead per workload, mode and JVM, the column-subset overheads, the tamper",
      "matrix (what each algorithm detects) and the key-management cost per file."
    })
final class ReportCommand implements Callable<Integer> {
  @Mixin RunDirectory runDir;

  @Option(
      names = "--output",
      paramLabel = "DIR",
      description = "Where to write (default: RUN_DIR).")
  Path output;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    Summary summary = runDir.summary();
    Path dir = output != null ? output : runDir.path;
    Report report = Report.of(summary, runDir.name(), Families.reportParts());
    Path html = report.write(dir);
    PrintWriter out = spec.commandLine().getOut();
    out.printf(
        Locale.ROOT,
        "report: %s (and %s, %s/)%n",
        html,
        dir.resolve(Report.MARKDOWN),
        dir.resolve("charts"));
    out.flush();
    return 0;
  }
}
