package org.pmebench.family.files;

import java.io.IOException;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.pmebench.report.AnswerCells;
import org.pmebench.report.ModelSplitTable;
import org.pmebench.report.Numbers;
import org.pmebench.report.OverheadPoints;
import org.pmebench.report.OverheadTable;
import org.pmebench.report.ReportPart;
import org.pmebench.report.RowLabels;
import org.pmebench.summary.OverheadRow;
import org.pmebench.summary.SummaryFile;
import org.pmebench.userfiles.ColumnSet;

/**
 * The files family in the report: its rows (they have a {@code userFile} parameter) named by file,
 * operation and column set; a section with their overheads and cost models; and the answer: each
 * file's column sets ranked by what encrypting them costs, measured beside the cost model.
 */
final class FilesReport {
  private FilesReport() {}

  static boolean isFiles(OverheadRow row) {
    return row.params.containsKey(FilesRunPlanner.FILE_PARAM);
  }

  /** "orders.parquet read, encrypting ssn,card_number (reading ssn)". */
  static String label(OverheadRow row) {
    return fileName(row)
        + " "
        + operation(row)
        + ", encrypting "
        + columns(row.param(FilesRunPlanner.SET_PARAM))
        + projection(row)
        + RowLabels.layout(row);
  }

  private static String fileName(OverheadRow row) {
    return Paths.get(row.param(FilesRunPlanner.FILE_PARAM)).getFileName().toString();
  }

  private static String operation(OverheadRow row) {
    return row.benchmark.contains("Write") ? "write" : "read";
  }

  private static String columns(String param) {
    return param == null ? "all" : ColumnSet.ofParam(param).text;
  }

  private static String projection(OverheadRow row) {
    String read = row.param(FilesRunPlanner.READ_PARAM);
    return read == null || ColumnSet.ALL.equals(read) ? "" : " (reading " + columns(read) + ")";
  }

  static void section(SummaryFile summary, ReportPart.Page page) throws IOException {
    OverheadPoints points = OverheadPoints.of(summary, FilesReport::isFiles, page.labels);
    page.md.append("## Your files\n\n");
    if (points.isEmpty()) {
      page.md.append("This run has no results for your own files (family `files`).\n\n");
      return;
    }
    page.md.append(
        "Each file copied page for page as plaintext and with PME on each column set, read (every "
            + "column, and the projection asked for) and written (the file's rows, with the writer settings its metadata "
            + "gives) in paired rounds with an A/A control.\n\n");
    page.md.append(OverheadTable.toMarkdown(points.rows(), page.labels)).append('\n');
    page.md.append(ModelSplitTable.toMarkdown(points.rows(), summary, page.labels));
  }

  /**
   * What orders the column sets: the cost model's overhead, resolved to a tenth of a point where
   * the measured one (on a large file, in a short run) often is not; the measured one without it.
   */
  private static double rank(OverheadRow o) {
    return o.model != null && o.model.cpuOrWall() != null
        ? o.model.cpuOrWall().ratio
        : o.cpuOrHeadline().ratio;
  }

  /**
   * Per file, operation and mode: the column sets from the cheapest to the dearest, measured and
   * modelled.
   */
  static String answers(SummaryFile summary, AnswerCells cells) {
    OverheadPoints points = OverheadPoints.of(summary, FilesReport::isFiles, cells.labels());
    if (points.isEmpty()) {
      return "";
    }
    List<OverheadRow> rows = new ArrayList<OverheadRow>(points.rows());
    rows.sort(
        Comparator.comparing((OverheadRow o) -> o.jvm + " " + o.variant)
            .thenComparing(FilesReport::fileName)
            .thenComparing(FilesReport::operation)
            .thenComparing(FilesReport::projection)
            .thenComparing(o -> o.encryption)
            .thenComparingDouble(FilesReport::rank));
    StringBuilder md =
        new StringBuilder(
            "### What encrypting your columns costs\n\n"
                + "Each file's column sets from the cheapest to the dearest by the cost model (the encrypted file's modules "
                + "at this fork's per-call and per-byte cipher costs), the measured overhead beside it.\n\n"
                + "| JVM | file | operation | mode | columns encrypted | encrypted share | measured | cost model |\n"
                + "|---|---|---|---|---|---:|---|---|\n");
    for (OverheadRow o : rows) {
      md.append(
          String.format(
              Locale.ROOT,
              "| %s %s | %s | %s%s | %s | %s | %s | %s | %s |%n",
              o.jvm,
              o.variant,
              fileName(o),
              operation(o),
              projection(o),
              o.encryption,
              columns(o.param(FilesRunPlanner.SET_PARAM)),
              Double.isNaN(o.encryptedShare)
                  ? "–"
                  : String.format(Locale.ROOT, "%.1f%%", 100 * o.encryptedShare),
              cells.cell(o),
              o.model == null ? "–" : Numbers.overheadInterval(o.model.cpuOrWall())));
    }
    return md.append('\n').toString();
  }
}
