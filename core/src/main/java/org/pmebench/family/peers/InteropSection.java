package org.pmebench.family.peers;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pmebench.report.PivotTable;
import org.pmebench.summary.SummaryFile;

/**
 * The peers family's interoperability matrix in the report: a row per writer and file (mode,
 * footer, key material, AAD prefix; the plaintext file first: what differs there is not PME's
 * doing), a column per reader. What went wrong is numbered under the table, each once, so that a
 * writer's one error over its whole row stays readable.
 */
public final class InteropSection {
  private InteropSection() {}

  public static String toMarkdown(SummaryFile summary) {
    List<InteropCell> cells = summary.rows(InteropCell.SECTION, InteropCell.class);
    if (cells.isEmpty()) {
      return "";
    }
    List<String> readers = new ArrayList<String>();
    Map<String, Map<String, String>> rows = new LinkedHashMap<String, Map<String, String>>();
    List<String> outcomes = new ArrayList<String>();
    int failed = 0;
    for (InteropCell c : cells) {
      String reader = c.reader;
      if (!readers.contains(reader)) {
        readers.add(reader);
      }
      String row =
          c.writer + " | " + c.mode + " | " + c.footer + " | " + c.material + " | " + c.aadPrefix;
      String shown = "ok";
      if (!c.ok()) {
        failed++;
        String outcome = c.outcome;
        if (!outcomes.contains(outcome)) {
          outcomes.add(outcome);
        }
        shown = "**no** [" + (outcomes.indexOf(outcome) + 1) + "]";
      }
      rows.computeIfAbsent(row, k -> new LinkedHashMap<String, String>()).put(reader, shown);
    }
    StringBuilder md =
        new StringBuilder("## PME across implementations: who reads whose files\n\n");
    md.append(
        String.format(
            Locale.ROOT,
            "Each implementation writes the same rows (R1's) in every mode, footer and "
                + "key-material setting, and once with an AAD prefix stored in the file, keys through its own key tools under "
                + "the same master keys; then with explicit keys, no KMS (key material *uniform*: one key for the footer and "
                + "every column; *columnkeys*: a column key beside the footer key); each reads every file and compares the values with what it reads from the plaintext "
                + "original (INT96 left out: Arrow turns it into a timestamp). Every cell is attempted: where an "
                + "implementation has no way to write a file, its driver says so in that file's row. %d of %d cells %s.%n%n",
            cells.size() - failed,
            cells.size(),
            failed == 0
                ? "read the writer's values"
                : "read the writer's values; the numbers say what stopped the others"));
    md.append(
        PivotTable.toMarkdown(
            "writer | mode | footer | key material | AAD prefix", "read by ", readers, rows, "-"));
    md.append('\n');
    for (int i = 0; i < outcomes.size(); i++) {
      md.append(i + 1).append(". ").append(outcomes.get(i).replace("|", "\\|")).append('\n');
    }
    return md.append('\n').toString();
  }
}
