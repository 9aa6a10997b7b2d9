package org.pmebench.family.s3;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.pmebench.gate.RowCheck;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.summary.SummaryFile;

/**
 * The gate for the s3 family's request counts ({@code s3Requests} in summary.json): exact numbers,
 * so one more request per file than the baseline fails, with no tolerance. Rows are matched by
 * dataset, workload, operation, encryption, key material, footer, rows and, for reads, input policy
 * and projection; a row either side lacks is named but does not fail (the matrix changed, not the
 * code).
 */
public final class RequestCountGate extends RowCheck<RequestCountGate.Row> {
  /** One compared file and operation. */
  public static final class Row implements RowCheck.Row {
    public final String key;

    /** -1 where that side has no such row. */
    public final long baseline;

    public final long current;

    Row(String key, long baseline, long current) {
      this.key = key;
      this.baseline = baseline;
      this.current = current;
    }

    @Override
    public boolean fails() {
      return baseline >= 0 && current > baseline;
    }

    String verdict() {
      if (baseline < 0) {
        return "new";
      }
      if (current < 0) {
        return "missing";
      }
      return current > baseline
          ? "FAIL more requests"
          : current < baseline ? "fewer requests" : "same";
    }
  }

  private RequestCountGate() {}

  /** The comparison, empty when neither summary counted requests. */
  public static RequestCountGate compare(Path baselineFile, Path currentFile)
      throws InvalidResultsException {
    Map<String, Long> base = counts(baselineFile);
    Map<String, Long> cur = counts(currentFile);
    RequestCountGate gate = new RequestCountGate();
    pair(
        base,
        cur,
        (key, b, c) -> gate.rows.add(new Row(key, b == null ? -1 : b, c == null ? -1 : c)));
    return gate;
  }

  static Map<String, Long> counts(Path file) throws InvalidResultsException {
    Map<String, Long> counts = new TreeMap<String, Long>();
    for (S3RequestRow r : SummaryFile.read(file).rows(S3RequestRow.SECTION, S3RequestRow.class)) {
      String key =
          String.format(
              Locale.ROOT,
              "%s %s %s material=%s footer=%s rows=%s%s",
              file(r),
              r.operation,
              r.encryption,
              r.material,
              r.footer,
              r.rows,
              readWay(r));
      if (counts.put(key, r.requests) != null) {
        throw new InvalidResultsException(
            file
                + ": two request counts for "
                + key
                + " (two JVMs counted them?); gate one of them");
      }
    }
    return counts;
  }

  /**
   * The file, as the key said before the citations file was counted (w1): summaries from before it
   * have no dataset or columns and still match.
   */
  private static String file(S3RequestRow r) {
    String w =
        "w" + r.workload + (r.rowGroupBytes != null ? " rowGroupBytes=" + r.rowGroupBytes : "");
    if (!r.isCitations()) {
      return w;
    }
    return S3Case.CITATIONS + "(" + w + ") columns=" + r.columns;
  }

  /**
   * How a read read: empty for S3A's default policy and all columns, the only way before both were
   * counted.
   */
  private static String readWay(S3RequestRow r) {
    String policy = r.policy();
    String projection = r.projection == null ? S3Read.ALL_COLUMNS : r.projection;
    return (S3Read.DEFAULT_POLICY.equals(policy) ? "" : " fadvise=" + policy)
        + (S3Read.ALL_COLUMNS.equals(projection) ? "" : " read=" + projection + "-columns");
  }

  public String toMarkdown() {
    if (rows.isEmpty()) {
      return "";
    }
    StringBuilder md =
        new StringBuilder(
            passed()
                ? "### S3 requests per file: same or fewer\n\n"
                : "### S3 requests per file: **more than the baseline**\n\n");
    md.append("| file and operation | baseline | current | verdict |\n|---|---:|---:|---|\n");
    for (Row r : rows) {
      md.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | %s | %s |%n",
              r.key,
              r.baseline < 0 ? "-" : r.baseline,
              r.current < 0 ? "-" : r.current,
              r.verdict()));
    }
    return md.toString();
  }

  @Override
  public String failure() {
    return "A file needs more S3 requests than in the baseline (table at the end).";
  }

  @Override
  public String table() {
    return rows.isEmpty() ? "" : toMarkdown();
  }
}
