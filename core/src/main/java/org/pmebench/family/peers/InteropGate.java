package org.pmebench.family.peers;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.pmebench.gate.RowCheck;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.summary.SummaryFile;

/**
 * The gate for the interoperability matrix ({@code interop}, the peers family): a cell whose reader
 * read the writer's values in the baseline and does not now fails. Cells are matched by
 * implementation, not version, so a run on a new pyarrow or parquet-java gates against the old
 * one's cells; a cell that failed in both is listed as known, not failed.
 */
public final class InteropGate extends RowCheck<InteropGate.Row> {
  /** One writer, reader, mode, footer, key material and (where stored) AAD prefix. */
  public static final class Row implements RowCheck.Row {
    public final String key;

    /** Null where that side has no such cell. */
    public final InteropCell baseline;

    public final InteropCell current;

    Row(String key, InteropCell baseline, InteropCell current) {
      this.key = key;
      this.baseline = baseline;
      this.current = current;
    }

    @Override
    public boolean fails() {
      return baseline != null && current != null && baseline.ok() && !current.ok();
    }
  }

  private InteropGate() {}

  public static InteropGate compare(Path baselineFile, Path currentFile)
      throws InvalidResultsException {
    Map<String, InteropCell> base = cells(baselineFile);
    Map<String, InteropCell> cur = cells(currentFile);
    InteropGate gate = new InteropGate();
    pair(cur, base, (key, c, b) -> gate.rows.add(new Row(key, b, c)));
    return gate;
  }

  static Map<String, InteropCell> cells(Path file) throws InvalidResultsException {
    Map<String, InteropCell> cells = new TreeMap<String, InteropCell>();
    for (InteropCell c : SummaryFile.read(file).rows(InteropCell.SECTION, InteropCell.class)) {
      String key =
          String.format(
                  Locale.ROOT,
                  "%s → %s %s footer=%s material=%s",
                  implementation(c.writer),
                  implementation(c.reader),
                  c.mode,
                  c.footer,
                  c.material)
              + (InteropCell.STORED_AAD_PREFIX.equals(c.aadPrefix) ? " aad=stored" : "");
      if (cells.put(key, c) != null) {
        throw new InvalidResultsException(file + ": two interop cells for " + key);
      }
    }
    return cells;
  }

  /** "pyarrow 26.0.1" → "pyarrow": upgrades compare with the cells of the version before. */
  private static String implementation(String s) {
    int space = s.indexOf(' ');
    return space < 0 ? s : s.substring(0, space);
  }

  /**
   * Only the cells worth a reader's attention: failing now or before, and cells that went missing.
   */
  public String toMarkdown() {
    StringBuilder md = new StringBuilder();
    for (Row r : rows) {
      boolean failedBefore = r.baseline != null && !r.baseline.ok();
      boolean failsNow = r.current != null && !r.current.ok();
      if (failedBefore || failsNow || r.current == null) {
        md.append(
            String.format(
                Locale.ROOT,
                "| %s | %s | %s | %s |%n",
                r.key,
                outcome(r.baseline),
                outcome(r.current),
                r.fails()
                    ? "FAIL no longer reads"
                    : r.current == null
                        ? "missing"
                        : failsNow ? "fails, as in the baseline" : "reads now"));
      }
    }
    if (md.length() == 0) {
      return "";
    }
    return (passed()
            ? "### Interoperability: no cell stopped reading\n\n"
            : "### Interoperability: **a cell stopped " + "reading**\n\n")
        + "| writer → reader, file | baseline | current | verdict |\n|---|---|---|---|\n"
        + md;
  }

  private static String outcome(InteropCell cell) {
    if (cell == null) {
      return "-";
    }
    return (cell.ok() ? "ok" : cell.outcome) + " (" + cell.writer + " → " + cell.reader + ")";
  }

  @Override
  public String failure() {
    return "An implementation no longer reads another's files (table at the end).";
  }

  @Override
  public String table() {
    return toMarkdown();
  }
}
