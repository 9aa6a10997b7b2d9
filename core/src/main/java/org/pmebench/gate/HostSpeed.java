package org.pmebench.gate;

import java.util.Locale;
import java.util.Map;
import org.pmebench.host.HostLoad;
import org.pmebench.summary.OverheadRow;

/**
 * How fast the current run's host ran the plaintext files against the baseline's: the geometric
 * mean over the compared rows of plaintext time per file, current over baseline (thread CPU time
 * where both rows have it, else wall). An overhead is the cipher's work over the rest of parquet's,
 * and on a shared machine the rest can slow by half while AES-NI does not (2026-11-24 on the
 * reference host: plaintext R1 1.6x slower, its GCM overhead from +6.9% to +2%): a gate between two
 * host states is weaker than its allowed column says. The gate says so; it does not fail on it.
 */
public final class HostSpeed {
  /** Outside this factor either way, the gate warns. */
  static final double WARN_FACTOR = 1.2;

  /** Current over baseline, geometric mean; NaN when no row has both times. */
  public final double factor;

  public final int rows;

  /**
   * What the two hosts did while each run measured (run.json's host); null for runs from before it
   * was recorded.
   */
  private final HostLoad baselineLoad;

  private final HostLoad currentLoad;

  private HostSpeed(double factor, int rows, HostLoad baselineLoad, HostLoad currentLoad) {
    this.factor = factor;
    this.rows = rows;
    this.baselineLoad = baselineLoad;
    this.currentLoad = currentLoad;
  }

  static HostSpeed of(Map<String, OverheadRow> baseline, Map<String, OverheadRow> current) {
    return of(baseline, current, null, null);
  }

  /** The same, saying the runs' recorded host loads where the hosts differ. */
  static HostSpeed of(
      Map<String, OverheadRow> baseline,
      Map<String, OverheadRow> current,
      HostLoad baselineLoad,
      HostLoad currentLoad) {
    double sum = 0;
    int n = 0;
    for (Map.Entry<String, OverheadRow> b : baseline.entrySet()) {
      OverheadRow c = current.get(b.getKey());
      if (c == null) {
        continue;
      }
      boolean cpu =
          !Double.isNaN(b.getValue().plaintextCpuScore) && !Double.isNaN(c.plaintextCpuScore);
      double base = cpu ? b.getValue().plaintextCpuScore : b.getValue().plaintextScore;
      double cur = cpu ? c.plaintextCpuScore : c.plaintextScore;
      if (base > 0 && cur > 0) {
        sum += Math.log(cur / base);
        n++;
      }
    }
    return new HostSpeed(n == 0 ? Double.NaN : Math.exp(sum / n), n, baselineLoad, currentLoad);
  }

  /** Whether the two hosts differ enough to say so. */
  public boolean differs() {
    return !Double.isNaN(factor) && (factor > WARN_FACTOR || factor < 1 / WARN_FACTOR);
  }

  /**
   * One paragraph for the gate's report, or "" when the hosts ran alike or nothing was comparable.
   */
  String toMarkdown() {
    if (!differs()) {
      return "";
    }
    return String.format(
        Locale.ROOT,
        "**The hosts differ**: the current run took %.2f× the baseline's time per "
            + "plaintext file (geometric mean over %d rows). An overhead is the cipher's work over the rest of "
            + "parquet's; on a shared machine the rest slows with its neighbours while AES-NI does not, so the ratios "
            + "move with the host and this comparison is weaker (or stricter) than its allowed column says. Gate runs "
            + "from one host state: rerun, or renew the baseline.%s%n%n",
        factor,
        rows,
        loads());
  }

  /** " While they measured: ..." where both runs recorded their host's load, else "". */
  private String loads() {
    if (baselineLoad == null || currentLoad == null) {
      return "";
    }
    return " While they measured, the baseline's host: "
        + baselineLoad.describe()
        + "; the current one's: "
        + currentLoad.describe()
        + ".";
  }
}
