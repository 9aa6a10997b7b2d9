package org.pmebench.cli;

import java.util.List;
import java.util.Locale;
import org.pmebench.history.ChangePoint;

/** The change points as the terminal shows them: one line each, the series' key in full. */
final class HistoryTable {
  private HistoryTable() {}

  static String of(List<ChangePoint> changes) {
    StringBuilder out = new StringBuilder();
    out.append(String.format(Locale.ROOT, "%d change point(s)%n", changes.size()));
    for (ChangePoint c : changes) {
      out.append(
          String.format(
              Locale.ROOT,
              "- %s [%s]: %.3f (sd %.3f) -> %.3f (sd %.3f), p %.4f; between %s and %s (%s)%n",
              c.series.key,
              c.metric,
              c.meanBefore,
              c.stddevBefore,
              c.meanAfter,
              c.stddevAfter,
              c.pValue,
              c.before.run,
              c.at.run,
              c.at.time));
    }
    return out.toString();
  }
}
