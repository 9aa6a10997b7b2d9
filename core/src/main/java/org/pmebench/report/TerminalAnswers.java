package org.pmebench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pmebench.summary.OverheadRow;
import org.pmebench.summary.PrecisionNote;
import org.pmebench.summary.SummaryFile;

/**
 * The answers a run ends with on the terminal, so a user reads them without opening the report: the
 * families' own lines first (the cipher family's MB/s), then a table per JVM, variant and provider
 * of each workload's overhead per encrypted mode with its best estimate ({@link BestEstimate}),
 * rows named and added to by their families ({@link TerminalPart}). Plain text, at most {@link
 * #MAX_LINES} lines of each kind; the report has everything.
 */
public final class TerminalAnswers {
  /** At most this many lines of each kind. */
  public static final int MAX_LINES = 16;

  /** Marks a number that does not come from one steady state. */
  public static final String NOT_STEADY = Answers.NOT_STEADY;

  /** Marks an interval a sequential run ({@code --precision}) did not bring within its target. */
  public static final String NOT_RESOLVED = "‡";

  private static final int LABEL = 38;
  private static final int CELL = 33;

  private final StringBuilder text = new StringBuilder();
  private final List<ReportPart> parts;
  private final RowLabels labels;

  private TerminalAnswers(List<ReportPart> parts) {
    this.parts = parts;
    this.labels = new RowLabels(parts);
  }

  /** The answers of a summary with every family's part, or "" when it has none. */
  public static String of(SummaryFile summary, List<ReportPart> parts) {
    TerminalAnswers a = new TerminalAnswers(parts);
    for (ReportPart part : parts) {
      a.text.append(part.terminal().lines(summary));
    }
    a.overheads(summary.overheads);
    return a.text.toString();
  }

  /**
   * A table per JVM, variant and provider: a row per workload (and column set), a column per mode.
   */
  private void overheads(List<OverheadRow> overheads) {
    Map<String, Map<String, Map<String, String>>> tables =
        new LinkedHashMap<String, Map<String, Map<String, String>>>();
    Map<String, List<String>> modes = new LinkedHashMap<String, List<String>>();
    PrecisionNote sequential = null;
    for (OverheadRow o : overheads) {
      ReportPart owner = labels.owner(o);
      TerminalPart terminal = owner == null ? TerminalPart.NONE : owner.terminal();
      if (!terminal.shows(o)) {
        continue;
      }
      String table = o.jvm + " " + o.variant + ", " + OverheadPoints.provider(o);
      String mode = o.encryption;
      List<String> columns = modes.computeIfAbsent(table, k -> new ArrayList<String>());
      if (!columns.contains(mode)) {
        columns.add(mode);
      }
      Map<String, Map<String, String>> rows =
          tables.computeIfAbsent(table, k -> new LinkedHashMap<String, Map<String, String>>());
      String cell =
          BestEstimate.of(o).text()
              + (SteadyStates.steadyOrUnclassified(o.headline.steadyState) ? "" : " " + NOT_STEADY)
              + (o.precision != null && !o.precision.resolved ? " " + NOT_RESOLVED : "");
      sequential = sequential != null ? sequential : o.precision;
      String label = terminal.label(o);
      rows.computeIfAbsent(
              label != null ? label : label(o), k -> new LinkedHashMap<String, String>())
          .put(mode, cell);
      for (Map.Entry<String, String> under : terminal.rowsUnder(o).entrySet()) {
        rows.computeIfAbsent(under.getKey(), k -> new LinkedHashMap<String, String>())
            .put(mode, under.getValue());
      }
    }
    if (tables.isEmpty()) {
      return;
    }
    text.append("Encryption overhead, encrypted time over plaintext time, with 95% intervals")
        .append(
            sequential == null
                ? ""
                : String.format(
                    Locale.ROOT,
                    " (--precision: each look's at %.2f%%, so "
                        + "the one shown covers at least 95%% wherever the run stopped; %s: wider than the precision asked for)",
                    100 * sequential.confidence,
                    NOT_RESOLVED))
        .append(":\n");
    for (Map.Entry<String, Map<String, Map<String, String>>> t : tables.entrySet()) {
      table(t.getKey(), t.getValue(), modes.get(t.getKey()));
    }
    text.append("  [CPU] thread CPU time")
        .append(Answers.peerRows(overheads) ? " (a peer's rows: its process's)" : "")
        .append(", [wall] clock time; ")
        .append(NOT_STEADY)
        .append(" not from one steady state\n")
        .append("  [model] the cost model: PME's crypto work replayed, for comparison\n");
  }

  /**
   * One table: its name and modes as the header, a row per workload, at most {@link #MAX_LINES}.
   */
  private void table(String name, Map<String, Map<String, String>> rows, List<String> modes) {
    // Wide enough for the table's longest row name (a user's file and columns can be long).
    int labelWidth = LABEL;
    for (String row : rows.keySet()) {
      labelWidth = Math.max(labelWidth, row.length() + 3);
    }
    text.append(pad("  " + name, labelWidth));
    for (String mode : modes) {
      text.append(pad(mode, CELL));
    }
    trimLine();
    int shown = 0;
    for (Map.Entry<String, Map<String, String>> row : rows.entrySet()) {
      if (shown++ == MAX_LINES) {
        text.append("  ... ").append(rows.size() - MAX_LINES).append(" more in the report\n");
        break;
      }
      text.append(pad("  " + row.getKey(), labelWidth));
      for (String mode : modes) {
        String cell = row.getValue().get(mode);
        text.append(pad(cell == null ? "-" : cell, CELL));
      }
      trimLine();
    }
  }

  /** "R1 read", "W1 write", with the footer or AAD options that set a row apart. */
  private String label(OverheadRow o) {
    String spec = o.spec();
    String action = spec.startsWith("W") ? " write" : spec.startsWith("R") ? " read" : "";
    return labels.label(o).replaceFirst("^" + spec, spec + action);
  }

  private static String pad(String s, int width) {
    StringBuilder b = new StringBuilder(s);
    while (b.length() < width) {
      b.append(' ');
    }
    // A cell that fills its width exactly still needs a space before the next.
    return b.append(s.length() >= width ? " " : "").toString();
  }

  private void trimLine() {
    int end = text.length();
    while (end > 0 && text.charAt(end - 1) == ' ') {
      end--;
    }
    text.setLength(end);
    text.append('\n');
  }
}
