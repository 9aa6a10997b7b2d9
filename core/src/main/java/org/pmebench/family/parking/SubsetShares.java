package org.pmebench.family.parking;

import java.util.Locale;
import org.pmebench.report.OverheadPoints;
import org.pmebench.report.RowLabels;
import org.pmebench.summary.OverheadRow;
import org.pmebench.summary.RowEstimate;
import org.pmebench.summary.SubsetNote;
import org.pmebench.summary.Summary;
import org.pmebench.summary.SummaryFile;

/**
 * The study's question for the column subsets, from results that had both column sets in the same
 * rounds: what share of the all-columns overhead the 2 sensitive columns cost, measured and
 * predicted by the cost model, beside their share of the encrypted bytes, of PME's modules and of
 * the columns, and what the cost follows.
 */
public final class SubsetShares {
  private SubsetShares() {}

  /** The table, or "" when no row has a {@code subsetOverAll}. */
  public static String toMarkdown(SummaryFile summary, RowLabels labels) {
    StringBuilder rows = new StringBuilder();
    for (OverheadRow o : summary.overheads) {
      SubsetNote s = o.subsetOverAll;
      if (s == null) {
        continue;
      }
      RowEstimate model = s.model == null ? null : s.model.cpuOrWall();
      rows.append(
          String.format(
              Locale.ROOT,
              "| %s %s | %s | %s | %s | %s | %s | %s | %s | %s |\n",
              o.jvm,
              o.variant,
              labels.label(o),
              o.encryption + ", " + OverheadPoints.provider(o),
              quotient(s.cpuOrWall()),
              model == null ? "–" : quotient(model),
              share(s.shares.encryptedBytes),
              share(s.shares.modules),
              share(s.shares.columns),
              s.answer == null ? "" : s.answer));
    }
    if (rows.length() == 0) {
      return "";
    }
    return "### Is the cost proportional to what is encrypted? (2 of 19 columns against all 19)\n\n"
        + "The sensitive file's overhead over the all-columns file's, both against the same plaintext file in "
        + "the same rounds (CPU time; the cost model replays each file's own cipher calls in those rounds). "
        + "1 would mean the 2 columns cost as much as all 19.\n\n"
        + "| JVM | workload | mode | subset / all, measured | cost model | share of encrypted bytes | of modules "
        + "| of columns | answer |\n|---|---|---|---|---|---:|---:|---:|---|\n"
        + rows
        + "\n";
  }

  private static String quotient(RowEstimate q) {
    if (Double.isNaN(q.low)) {
      return String.format(Locale.ROOT, "%.2f (no interval)", q.ratio);
    }
    String interval = q.interval == null ? "" : q.interval;
    String of = Summary.FORKS.equals(interval) ? "" : ", " + interval;
    return String.format(Locale.ROOT, "%.2f (%.2f to %.2f%s)", q.ratio, q.low, q.high, of);
  }

  private static String share(double v) {
    return Double.isNaN(v) ? "–" : String.format(Locale.ROOT, "%.2f", v);
  }
}
