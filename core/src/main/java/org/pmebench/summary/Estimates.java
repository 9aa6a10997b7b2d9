package org.pmebench.summary;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.pmebench.cpuprofile.CpuAttribution;
import org.pmebench.results.JmhResult;
import org.pmebench.stats.PairedRatio;
import org.pmebench.stats.SteadyState;
import org.pmebench.stats.SubsetShare;

/** How summary.json writes an estimate: ratio, interval and what it covers, spread, steady state; no NaN. */
final class Estimates {
  private Estimates() {}

  /** {@code e} into {@code o}, beside what it already holds (a row's headline is the row's own keys). */
  static void estimate(ObjectNode o, PairedRatio.Estimate e, JmhResult.Timing timing) {
    o.setAll((ObjectNode) SummaryJson.tree(estimate(e, timing)));
  }

  static RowEstimate estimate(PairedRatio.Estimate e, JmhResult.Timing timing) {
    RowEstimate r = new RowEstimate();
    r.ratio = e.ratio;
    r.low = e.low;
    r.high = e.high;
    r.logStdError = e.logStdError;
    if (e.hasInterval()) {
      r.interval = e.roundsOnly() ? Summary.ROUNDS_ONLY : Summary.FORKS;
    }
    r.steadyState = SteadyStateNote.of(e.steadyState, timing);
    r.steadyState.ratio = e.steadyState.steadyCost();
    r.spread = spread(e.spread);
    return r;
  }

  static void quotient(ObjectNode o, SubsetShare.Quotient q) {
    number(o, "ratio", q.ratio);
    number(o, "low", q.low);
    number(o, "high", q.high);
    o.put("replicates", q.replicates);
    o.put("interval", q.interval);
  }

  /** {@code spread}: per-fork ratios and the spread of ln(ratio) between rounds, between forks, and the JVMs' part. */
  static RowEstimate.Spread spread(PairedRatio.Spread s) {
    RowEstimate.Spread spread = new RowEstimate.Spread();
    spread.forkRatios = s.forkRatios;
    spread.rounds = s.roundSpread;
    spread.forks = s.forkSpread;
    spread.forksFromRounds = s.fromRounds;
    spread.jvms = s.jvmSpread;
    return spread;
  }

  /** {@code wall} and {@code cpu} estimates into {@code node} (cpu null without CPU time); returns node. */
  static ObjectNode wallAndCpu(ObjectNode node, PairedRatio.Estimate wall, PairedRatio.Estimate cpu,
      JmhResult.Timing timing) {
    WallAndCpu both = new WallAndCpu();
    both.wall = estimate(wall, timing);
    both.cpu = cpu == null ? null : estimate(cpu, timing);
    node.setAll((ObjectNode) SummaryJson.tree(both));
    return node;
  }

  static void estimate(ObjectNode o, CpuAttribution.Estimate e) {
    number(o, "value", e.value);
    number(o, "low", e.low);
    number(o, "high", e.high);
  }

  /**
   * {@code steadyState}: the class; where the last segment starts (1-based measured iteration, the
   * earliest and latest over forks) and how many seconds of iterations, warm-up included, came
   * before it; and how many iterations were set apart as outliers. The caller adds the last
   * segment's value.
   */
  static ObjectNode steadyState(ObjectNode parent, SteadyState s, JmhResult.Timing timing) {
    ObjectNode node = (ObjectNode) SummaryJson.tree(SteadyStateNote.of(s, timing));
    parent.set("steadyState", node);
    return node;
  }

  /** JSON has no NaN: an unknown number is null. */
  static void number(ObjectNode node, String key, double value) {
    if (Double.isNaN(value) || Double.isInfinite(value)) {
      node.putNull(key);
    } else {
      node.put(key, value);
    }
  }
}
