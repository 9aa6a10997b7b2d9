package org.pmebench.family.s3;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.pmebench.gate.RowCheck;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.summary.SummaryFile;

/**
 * The gate for the s3 family's committer jobs ({@code s3Committers}): a job that leaves visible
 * files a reader cannot read where the baseline's did not ({@code dataLoss}) fails; data loss the
 * baseline already had is listed, not failed (a known finding, not a regression).
 */
public final class CommitterGate extends RowCheck<CommitterGate.Row> {
  /** One committer x mode x key material x fault. */
  public static final class Row implements RowCheck.Row {
    public final String key;

    /** Null where that side has no such row. */
    public final Boolean baselineLoss;

    public final Boolean currentLoss;
    public final String verdict;

    Row(String key, Boolean baselineLoss, Boolean currentLoss, String verdict) {
      this.key = key;
      this.baselineLoss = baselineLoss;
      this.currentLoss = currentLoss;
      this.verdict = verdict;
    }

    @Override
    public boolean fails() {
      return Boolean.TRUE.equals(currentLoss) && Boolean.FALSE.equals(baselineLoss);
    }
  }

  private CommitterGate() {}

  public static CommitterGate compare(Path baselineFile, Path currentFile)
      throws InvalidResultsException {
    Map<String, CommitterRow> base = rows(baselineFile);
    Map<String, CommitterRow> cur = rows(currentFile);
    CommitterGate gate = new CommitterGate();
    pair(
        cur,
        base,
        (key, c, b) ->
            gate.rows.add(
                c == null
                    ? new Row(key, b.dataLoss, null, "missing")
                    : new Row(key, b == null ? null : b.dataLoss, c.dataLoss, c.verdict)));
    return gate;
  }

  static Map<String, CommitterRow> rows(Path file) throws InvalidResultsException {
    Map<String, CommitterRow> rows = new TreeMap<String, CommitterRow>();
    for (CommitterRow r : SummaryFile.read(file).rows(CommitterRow.SECTION, CommitterRow.class)) {
      String key =
          String.format(
              Locale.ROOT,
              "%s %s material=%s fault=%s rows=%s",
              r.committer,
              r.encryption,
              r.material,
              r.fault,
              r.rows);
      rows.put(key, r);
    }
    return rows;
  }

  /**
   * Only the rows worth a reader's attention: data loss, new or old, and rows that went missing.
   */
  public String toMarkdown() {
    StringBuilder md = new StringBuilder();
    for (Row r : rows) {
      if (Boolean.TRUE.equals(r.currentLoss)
          || Boolean.TRUE.equals(r.baselineLoss)
          || r.currentLoss == null) {
        md.append(
            String.format(
                Locale.ROOT,
                "| %s | %s | %s | %s |%n",
                r.key,
                lossText(r.baselineLoss),
                lossText(r.currentLoss),
                r.fails()
                    ? "FAIL new data loss: " + r.verdict
                    : r.currentLoss == null
                        ? "missing"
                        : Boolean.TRUE.equals(r.currentLoss)
                            ? "data loss, as in the baseline"
                            : "data loss fixed"));
      }
    }
    if (md.length() == 0) {
      return "";
    }
    return (passed()
            ? "### Committer jobs: no new data loss\n\n"
            : "### Committer jobs: **new data loss**\n\n")
        + "| job | baseline | current | verdict |\n|---|---|---|---|\n"
        + md;
  }

  private static String lossText(Boolean loss) {
    return loss == null ? "-" : loss ? "data loss" : "readable";
  }

  @Override
  public String failure() {
    return "A committer job now leaves files that cannot be read back (table at the end).";
  }

  @Override
  public String table() {
    return toMarkdown();
  }
}
