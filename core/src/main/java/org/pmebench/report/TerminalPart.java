package org.pmebench.report;

import java.util.Collections;
import java.util.Map;
import org.pmebench.summary.OverheadRow;
import org.pmebench.summary.SummaryFile;

/** What a family adds to the answers a run ends with on the terminal ({@link TerminalAnswers}). */
public interface TerminalPart {
  /** A family that adds nothing: its rows, if any, in the tables under the report's names. */
  TerminalPart NONE = new TerminalPart() {};

  /** Lines before the overhead tables, each ending in a newline ("" when none). */
  default String lines(SummaryFile summary) {
    return "";
  }

  /** Whether one of the family's rows is in the overhead tables. */
  default boolean shows(OverheadRow row) {
    return true;
  }

  /** The name of one of its rows there; null: the report's ("R1 read"). */
  default String label(OverheadRow row) {
    return null;
  }

  /** More lines under one of its rows: label -> cell, in order. */
  default Map<String, String> rowsUnder(OverheadRow row) {
    return Collections.emptyMap();
  }
}
