package org.pmebench.family.parking;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.pmebench.crypto.CryptoProviders;
import org.pmebench.report.AnswerCells;
import org.pmebench.report.Charts;
import org.pmebench.report.ModelSplitTable;
import org.pmebench.report.OverheadPoints;
import org.pmebench.report.OverheadTable;
import org.pmebench.report.Report;
import org.pmebench.report.ReportPart;
import org.pmebench.report.RowLabels;
import org.pmebench.results.JmhResult;
import org.pmebench.summary.OverheadRow;
import org.pmebench.summary.SummaryFile;

/**
 * The parking family in the report: its rows (they have a {@code columns} parameter), their names,
 * the section with the overhead against the encrypted share of the file, and the answer: what each
 * column set costs, as a geometric mean over the workloads.
 */
final class ParkingReport {
  static final String COLUMNS_PARAM = "columns";

  /** The benchmark that reads only the plaintext columns of the subset file. */
  static final String PLAINTEXT_COLUMNS = "PlaintextColumns";

  private ParkingReport() {}

  static boolean isColumns(OverheadRow row) {
    return row.params.containsKey(COLUMNS_PARAM);
  }

  /** "R1 sensitive from csv (plaintext columns only) on parquet-java 1.15.2". */
  static String label(OverheadRow row) {
    String source = row.param("source");
    String spec = row.param("spec");
    return (spec != null ? spec : row.benchmark)
        + " "
        + row.param(COLUMNS_PARAM)
        + (source != null ? " from " + source : "")
        + (row.benchmark.contains(PLAINTEXT_COLUMNS) ? " (plaintext columns only)" : "")
        + RowLabels.layout(row);
  }

  /**
   * A separate fork's result of the parking family's benchmarks (--pairing separate): the
   * benchmark, the workload, which columns and from what; null for another family's.
   */
  static String resultLabel(JmhResult r) {
    String cls = r.benchmarkClass();
    if (!cls.startsWith("Parking")) {
      return null;
    }
    StringBuilder s =
        new StringBuilder(cls.replace("Benchmark", "")).append(' ').append(r.param("spec"));
    for (String p : new String[] {COLUMNS_PARAM, "source"}) {
      if (r.param(p) != null) {
        s.append(' ').append(p).append('=').append(r.param(p));
      }
    }
    return s.toString();
  }

  /**
   * The section: a chart per JVM variant of overhead against encrypted share, and the rows' tables.
   */
  static void section(SummaryFile summary, ReportPart.Page page) throws IOException {
    OverheadPoints points = OverheadPoints.of(summary, ParkingReport::isColumns, page.labels);
    page.md.append("## Column subsets (LA parking citations)\n\n");
    if (points.isEmpty()) {
      page.md.append("This run has no column-subset results (family `columns`).\n\n");
      return;
    }
    page.md.append(
        "Each encrypted file against the plaintext file of the same workload and source: `sensitive` "
            + "encrypts Ticket number and Issue Date (and the footer), `all` every column. If the overhead is "
            + "proportional to what is encrypted, the points lie on a line through the origin.\n\n");
    for (Map.Entry<String, List<OverheadPoints.Point>> v : points.byVariant.entrySet()) {
      String chartTitle = "Overhead against the encrypted share of the file, " + v.getKey();
      page.chart(
          chartTitle,
          "parking-overhead-" + Report.slug(v.getKey()) + ".png",
          Charts.overheadByShare(chartTitle, v.getValue(), ParkingReport::series));
    }
    page.md.append(OverheadTable.toMarkdown(points.rows(), page.labels)).append('\n');
    page.md.append(ModelSplitTable.toMarkdown(points.rows(), summary, page.labels));
  }

  /**
   * A chart series: which benchmark ("ReadAll", "PairedReadSensitiveColumns") and the data's
   * source.
   */
  private static String series(OverheadRow row) {
    String source = row.param("source");
    return row.benchmark
            .replaceAll("^.*\\.(Parking\\w+)Benchmark\\..*$", "$1")
            .replace("Parking", "")
        + (source != null ? " from " + source : "");
  }

  /**
   * The geometric mean per JVM, mode and column set; then what a subset costs as a share of all
   * columns.
   */
  static String answers(SummaryFile summary, AnswerCells cells) {
    OverheadPoints points = OverheadPoints.of(summary, ParkingReport::isColumns, cells.labels());
    StringBuilder md = new StringBuilder();
    if (!points.isEmpty()) {
      Map<String, List<OverheadRow>> groups = new TreeMap<String, List<OverheadRow>>();
      for (List<OverheadPoints.Point> variant : points.byVariant.values()) {
        for (OverheadPoints.Point p : variant) {
          OverheadRow o = p.row;
          if (o.benchmark.contains(PLAINTEXT_COLUMNS)) {
            continue;
          }
          String key =
              String.format(
                  Locale.ROOT,
                  "| %s %s | %s | %s |",
                  o.jvm,
                  o.variant,
                  o.encryption + providerSuffix(o),
                  o.param(COLUMNS_PARAM));
          groups.computeIfAbsent(key, k -> new ArrayList<OverheadRow>()).add(o);
        }
      }
      md.append(
          "### What the column subsets cost (LA parking citations)\n\n"
              + "| JVM | mode | columns | encrypted share of the file | overhead, geometric mean over workloads | "
              + "workloads |\n|---|---|---|---:|---|---:|\n");
      for (Map.Entry<String, List<OverheadRow>> g : groups.entrySet()) {
        double share = g.getValue().get(0).encryptedShare;
        md.append(g.getKey())
            .append(' ')
            .append(Double.isNaN(share) ? "–" : String.format(Locale.ROOT, "%.1f%%", 100 * share))
            .append(" | ")
            .append(cells.geometricMean(g.getValue()))
            .append(" | ")
            .append(g.getValue().size())
            .append(" |\n");
      }
      md.append('\n');
    }
    return md + SubsetShares.toMarkdown(summary, cells.labels());
  }

  private static String providerSuffix(OverheadRow o) {
    String p = OverheadPoints.provider(o);
    return CryptoProviders.SUN_JCE.equals(p) ? "" : " " + p;
  }
}
