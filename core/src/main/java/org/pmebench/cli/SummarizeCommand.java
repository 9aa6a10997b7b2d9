package org.pmebench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.pmebench.summary.ConbenchFeed;
import org.pmebench.summary.DashboardFeeds;
import org.pmebench.summary.SummarizeOption;
import org.pmebench.summary.Summary;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code pmebench summarize <run dir>}: writes summary.json (results, MB/s, overhead ratios). */
@Command(
    name = "summarize",
    mixinStandardHelpOptions = true,
    description = {
      "Reads the JMH JSON of a run directory (all JVMs and variants) and writes summary.json:",
      "each result with its MB/s, and each encrypted result's overhead ratio over the matching",
      "plaintext result with its interval (schema: schema/pme-bench-summary-3.schema.json in the jar);",
      "and the ratios as dashboard feeds for github-action-benchmark and Bencher next to it."
    })
final class SummarizeCommand implements Callable<Integer> {
  @Mixin RunDirectory runDir;

  @Option(
      names = "--output",
      paramLabel = "FILE",
      description = "Where to write (default: <RUN_DIR>/summary.json).")
  Path output;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    for (CommandSpec mixin : spec.mixins().values()) {
      if (mixin.userObject() instanceof SummarizeOption) {
        ((SummarizeOption) mixin.userObject())
            .beforeSummary(runDir.path, spec.commandLine().getOut());
      }
    }
    Summary summary = runDir.summary();
    Path target = output != null ? output : runDir.path.resolve(Summary.FILE_NAME);
    summary.write(target);
    Path dir = target.toAbsolutePath().getParent();
    DashboardFeeds.write(summary, dir);
    PrintWriter out = spec.commandLine().getOut();
    out.printf(
        Locale.ROOT,
        "%s: %d results, %d overhead ratios%n",
        target,
        summary.root.path("results").size(),
        summary.overheads().size());
    out.printf(
        Locale.ROOT,
        "dashboard feeds: %s (github-action-benchmark customSmallerIsBetter), %s (Bencher BMF)%n",
        dir.resolve(DashboardFeeds.GITHUB_ACTION_BENCHMARK_FILE),
        dir.resolve(DashboardFeeds.BENCHER_FILE));
    if (java.nio.file.Files.isRegularFile(dir.resolve(ConbenchFeed.FILE))) {
      out.printf(
          Locale.ROOT, "Conbench: %s (BenchmarkResult payloads)%n", dir.resolve(ConbenchFeed.FILE));
    }
    for (String id : summary.unmatched) {
      spec.commandLine().getErr().println("pmebench: no plaintext result to divide by for " + id);
    }
    out.flush();
    return 0;
  }
}
