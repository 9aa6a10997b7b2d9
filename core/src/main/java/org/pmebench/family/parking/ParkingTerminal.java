package org.pmebench.family.parking;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.pmebench.report.RowLabels;
import org.pmebench.report.TerminalPart;
import org.pmebench.stats.SubsetShare;
import org.pmebench.summary.OverheadRow;
import org.pmebench.summary.RowEstimate;
import org.pmebench.summary.SubsetNote;

/**
 * The parking family at the end of a run: its rows named for the citations ("citations R1 read, 2
 * of 19 columns"), and under each subset row what it costs over all 19 columns, measured and by the
 * cost model.
 */
final class ParkingTerminal implements TerminalPart {
  static final ParkingTerminal INSTANCE = new ParkingTerminal();

  /** Marks the estimates as the terminal's other cells do. */
  private static final String CPU = "CPU";

  private static final String WALL = "wall";
  private static final String MODEL = "model";

  private ParkingTerminal() {}

  @Override
  public String label(OverheadRow o) {
    if (!ParkingReport.isColumns(o)) {
      return null;
    }
    String spec = o.spec();
    String columns = o.param(ParkingReport.COLUMNS_PARAM);
    String set =
        o.benchmark.contains(ParkingReport.PLAINTEXT_COLUMNS)
            ? "plaintext columns only"
            : "sensitive".equals(columns)
                ? "2 of 19 columns"
                : "all".equals(columns) ? "all 19 columns" : columns;
    String source = source(o);
    return "citations "
        + spec
        + action(spec)
        + ", "
        + set
        + ("records".equals(source) ? "" : " from " + source)
        + RowLabels.heap(o)
        + RowLabels.release(o);
  }

  /** " read" or " write" after a workload id. */
  private static String action(String spec) {
    return spec.startsWith("W") ? " write" : spec.startsWith("R") ? " read" : "";
  }

  @Override
  public Map<String, String> rowsUnder(OverheadRow o) {
    Map<String, String> rows = new LinkedHashMap<String, String>();
    SubsetNote subset = o.subsetOverAll;
    if (subset == null) {
      return rows;
    }
    // One pair of rows per workload (and source): "  R1: 2 of 19 / all 19, measured".
    String source = source(o);
    String workload =
        "  "
            + o.spec()
            + ("records".equals(source) ? "" : " from " + source)
            + RowLabels.heap(o)
            + RowLabels.release(o);
    String quotient = workload + ": 2 of 19 / all 19, ";
    rows.put(quotient + "measured", quotient(subset.cpuOrWall(), subset.cpu != null ? CPU : WALL));
    RowEstimate model = subset.model == null ? null : subset.model.cpuOrWall();
    if (model != null) {
      rows.put(quotient + "cost model", quotient(model, MODEL));
    }
    // Which of the two answers the question (the report gives the answer whole).
    rows.put(
        workload + ": answered by",
        Double.isNaN(subset.cpuOrWall().low) && SubsetShare.MEASURED.equals(subset.basis)
            ? "nothing: no interval"
            : subset.basis);
    return rows;
  }

  /** Where a citations row's data came from: "records" (generated) unless it says otherwise. */
  private static String source(OverheadRow o) {
    String source = o.param("source");
    return source == null ? "records" : source;
  }

  /** "0.26 (0.12 to 0.41) [CPU]": the 2 columns' overhead over all 19 columns', paired. */
  private static String quotient(RowEstimate q, String estimate) {
    String basis = " [" + estimate + "]";
    if (Double.isNaN(q.low)) {
      return String.format(Locale.ROOT, "%.2f (no interval)%s", q.ratio, basis);
    }
    return String.format(Locale.ROOT, "%.2f (%.2f to %.2f)%s", q.ratio, q.low, q.high, basis);
  }
}
