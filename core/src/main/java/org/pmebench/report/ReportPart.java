package org.pmebench.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.pmebench.results.JmhResult;
import org.pmebench.summary.OverheadRow;
import org.pmebench.summary.SummaryFile;

/**
 * What a family adds to the report: its answers and its section. A family class implements it;
 * {@code org.pmebench.family.Families} hands the report every family's part, in the families'
 * order, and {@link #place()} says where among the report's own sections the family's goes.
 */
public interface ReportPart {
  /** Where a family's section goes among the report's own sections. */
  enum Place {
    /** Before the Parquet overheads (the raw ciphers). */
    BEFORE_FILES,
    /** After the Parquet and column-subset overheads, before where the CPU goes. */
    AFTER_FILES,
    /** After where the CPU goes and the garbage: what the algorithms protect. */
    AFTER_CPU,
    /** At the end. */
    LAST
  }

  /** Where the family's section goes; after the file overheads unless it says otherwise. */
  default Place place() {
    return Place.AFTER_FILES;
  }

  /** Writes the family's section into {@code page}; a family without one writes nothing. */
  default void section(SummaryFile summary, Page page) throws IOException {}

  /**
   * The family's overhead rows where the report's own names do not fit or its section shows them
   * ("q03", "R1 in pyarrow 26.0.1"); null: the report treats its rows as file overheads ({@link
   * RowLabels}).
   */
  default FamilyRows rows() {
    return null;
  }

  /** The family's answers for the report's opening, in Markdown ("" when none). */
  default String answers(SummaryFile summary, AnswerCells cells) {
    return "";
  }

  /**
   * Whether the family's answers come after the file overheads' (false) or last, after every
   * family's (true).
   */
  default boolean answersLast() {
    return false;
  }

  /**
   * Writes the family's result tables into the run directory, before the summary ({@code
   * cipher-throughput.csv}); most families have none.
   */
  default void writeResultTables(Path runDir, List<JmhResult> results) throws IOException {}

  /**
   * Writes the family's own overhead table from the summary's rows ({@code spark-overhead.md}) and
   * returns the rows it took, which {@code parquet-overhead.md} then leaves out; none by default.
   */
  default List<OverheadRow> writeOverheadTable(Path runDir, List<OverheadRow> overheads)
      throws IOException {
    return Collections.emptyList();
  }

  /**
   * What the family says at the end of a run on the terminal: lines before the overhead tables,
   * whether its rows are in those tables, their label there, and rows under one.
   */
  default TerminalPart terminal() {
    return TerminalPart.NONE;
  }

  /**
   * The report being written: its Markdown and its charts (file name -> PNG, shown from {@link
   * #CHART_DIR}).
   */
  final class Page {
    public static final String CHART_DIR = "charts";
    public final StringBuilder md;
    public final Map<String, byte[]> charts;

    /** Every overhead row's workload name, as the report's tables give it. */
    public final RowLabels labels;

    Page(StringBuilder md, Map<String, byte[]> charts, RowLabels labels) {
      this.md = md;
      this.charts = charts;
      this.labels = labels;
    }

    /** Adds a chart and the Markdown that shows it. */
    public void chart(String title, String file, byte[] png) {
      charts.put(file, png);
      md.append("![")
          .append(title)
          .append("](")
          .append(CHART_DIR)
          .append('/')
          .append(file)
          .append(")\n\n");
    }
  }
}
