package org.pmebench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.pmebench.family.Families;
import org.pmebench.report.ModelSplitTable;
import org.pmebench.report.OverheadTable;
import org.pmebench.report.ParquetTable;
import org.pmebench.report.Report;
import org.pmebench.report.ReportPart;
import org.pmebench.report.RowLabels;
import org.pmebench.report.TerminalAnswers;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.results.JmhResult;
import org.pmebench.results.RunResults;
import org.pmebench.summary.DashboardFeeds;
import org.pmebench.summary.OverheadRow;
import org.pmebench.summary.Summary;
import org.pmebench.summary.SummaryFile;
import org.pmebench.util.AtomicFiles;

/**
 * What {@code run} writes once its steps are done: result tables, summary.json, the feeds and the
 * report.
 */
final class RunOutputs {
  private final Path runDir;
  private final PrintWriter err;

  RunOutputs(Path runDir, PrintWriter err) {
    this.runDir = runDir;
    this.err = err;
  }

  /**
   * The result tables, summary.json, the dashboard feeds and the report, so one command ends with
   * everything to read.
   */
  void write(List<JmhResult> results) throws IOException {
    List<ReportPart> parts = Families.reportParts();
    for (ReportPart part : parts) {
      part.writeResultTables(runDir, results);
    }
    Summary summary;
    try {
      summary = Summary.of(RunResults.load(runDir), Families.summaryParts());
    } catch (InvalidResultsException e) {
      err.println("pmebench: no summary or report: " + e.getMessage());
      return;
    }
    writeOverheadTable(summary, results, parts);
    summary.write(runDir.resolve(Summary.FILE_NAME));
    DashboardFeeds.write(summary, runDir);
    Path html =
        Report.of(summary, runDir.toAbsolutePath().normalize().getFileName().toString(), parts)
            .write(runDir);
    String answers = TerminalAnswers.of(summary.file(), parts);
    if (!answers.isEmpty()) {
      System.out.print("\n" + answers + "\n");
    }
    System.out.printf(
        Locale.ROOT,
        "report: %s (and %s); for dashboards and pmebench gate: %s%n",
        html,
        runDir.resolve(Report.MARKDOWN),
        runDir.resolve(Summary.FILE_NAME));
  }

  /**
   * Every overhead of the run (paired and separate) but those a family put in a table of its own,
   * then the separate forks' own times, if any.
   */
  private void writeOverheadTable(Summary summary, List<JmhResult> results, List<ReportPart> parts)
      throws IOException {
    // The very rows the families took (by identity: two rows may have equal contents).
    SummaryFile file = summary.file();
    Set<OverheadRow> taken = Collections.newSetFromMap(new IdentityHashMap<OverheadRow, Boolean>());
    for (ReportPart part : parts) {
      taken.addAll(part.writeOverheadTable(runDir, file.overheads));
    }
    List<OverheadRow> rows = new ArrayList<OverheadRow>();
    for (OverheadRow o : file.overheads) {
      if (!taken.contains(o)) {
        rows.add(o);
      }
    }
    ParquetTable separate = new ParquetTable(parts);
    separate.addAll(results);
    if (rows.isEmpty() && separate.isEmpty()) {
      return;
    }
    RowLabels labels = new RowLabels(parts);
    StringBuilder md =
        new StringBuilder("# Encryption overhead\n\n")
            .append(OverheadTable.toMarkdown(rows, labels));
    String split = ModelSplitTable.toMarkdown(rows, file, labels);
    if (!split.isEmpty()) {
      md.append('\n').append(split.replaceFirst("^### ", "## "));
    }
    if (!separate.isEmpty()) {
      md.append("\n## Separate forks: time per file of each mode\n\n")
          .append(separate.toMarkdown());
    }
    AtomicFiles.writeString(runDir.resolve("parquet-overhead.md"), md.toString());
  }
}
