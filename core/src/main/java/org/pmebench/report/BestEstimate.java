package org.pmebench.report;

import org.pmebench.summary.OverheadRow;
import org.pmebench.summary.RowEstimate;

/**
 * The estimate of an overhead row with the tightest honest interval, as the answers give it: the
 * wall-clock ratio or the thread-CPU ratio, whichever has the narrower 95% interval. Each answer
 * says which one it is; the tables below the answers show both and the cost model.
 *
 * <p>The cost model does not answer. Its interval is that of its replayed crypto work only, and
 * five identical {@code ci} runs put the measurement above it on every row (0.3-1.9 points: the
 * page copy before decryption or encryption, and on the citations a per-file excess in parquet's
 * column reading; docs/precision.md): a model that leaves out known work cannot be the answer with
 * an interval that does not contain it. It stays the explanation beside the measurement.
 */
final class BestEstimate {
  static final String WALL = "wall";
  static final String CPU = "CPU";
  static final String MODEL = "model";

  /** The chosen estimate. */
  final RowEstimate estimate;

  /** {@link #WALL} or {@link #CPU}; {@link #MODEL} labels the cost model's own rows elsewhere. */
  final String basis;

  private BestEstimate(RowEstimate estimate, String basis) {
    this.estimate = estimate;
    this.basis = basis;
  }

  static BestEstimate of(OverheadRow row) {
    RowEstimate cpu = row.cpu;
    return cpu != null && width(cpu) < width(row.headline)
        ? new BestEstimate(cpu, CPU)
        : new BestEstimate(row.headline, WALL);
  }

  /** Width of the interval in ln(ratio); infinite without one. */
  private static double width(RowEstimate e) {
    return e.hasInterval() ? Math.log(e.high / e.low) : Double.POSITIVE_INFINITY;
  }

  /** "+2.2% (+1.7% to +2.7%) [CPU]". */
  String text() {
    return OverheadTable.overhead(estimate) + " [" + basis + "]";
  }
}
