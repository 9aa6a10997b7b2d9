package org.pmebench.report;

import java.util.List;
import org.pmebench.summary.OverheadRow;

/**
 * How every answer of the report shows an overhead: the best estimate, marked when it is not from a
 * steady state.
 */
public interface AnswerCells {
  /** A row's best estimate ({@link BestEstimate}), marked when it is not from one steady state. */
  String cell(OverheadRow row);

  /**
   * The geometric mean of the rows' best estimates, marked unless every row is from one steady
   * state.
   */
  String geometricMean(List<OverheadRow> rows);

  /** Every overhead row's workload name. */
  RowLabels labels();
}
