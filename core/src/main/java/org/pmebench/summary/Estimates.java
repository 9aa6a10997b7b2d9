package org.pmebench.summary;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.pmebench.cpuprofile.CpuAttribution;
import org.pmebench.results.JmhResult;
import org.pmebench.stats.PairedRatio;
import org.pmebench.stats.SteadyState;
import org.pmebench.stats.SubsetShare;

/** How summary.json writes an estimate: ratio, interval and what it covers, spread, steady state; no NaN. */
final class Estimates {
  private Estimates() {}

  static void estimate(ObjectNode o, PairedRatio.Estimate e, JmhResult.Timing timing) {
    o.put("ratio", e.ratio);
    number(o, "low", e.low);
    number(o, "high", e.high);
    number(o, "logStdError", e.logStdError);
    if (e.hasInterval()) {
      o.put("interval", e.roundsOnly() ? Summary.ROUNDS_ONLY : Summary.FORKS);
    }
    number(steadyState(o, e.steadyState, timing), "ratio", e.steadyState.steadyCost());
    spread(o.putObject("spread"), e.spread);
  }

  static void quotient(ObjectNode o, SubsetShare.Quotient q) {
    number(o, "ratio", q.ratio);
    number(o, "low", q.low);
    number(o, "high", q.high);
    o.put("replicates", q.replicates);
    o.put("interval", q.interval);
  }

  /** {@code spread}: per-fork ratios and the spread of ln(ratio) between rounds, between forks, and the JVMs' part. */
  static void spread(ObjectNode node, PairedRatio.Spread s) {
    ArrayNode forks = node.putArray("forkRatios");
    for (double r : s.forkRatios) {
      forks.add(r);
    }
    number(node, "rounds", s.roundSpread);
    number(node, "forks", s.forkSpread);
    number(node, "forksFromRounds", s.fromRounds);
    number(node, "jvms", s.jvmSpread);
  }

  /** {@code wall} and {@code cpu} estimates into {@code node} (cpu null without CPU time); returns node. */
  static ObjectNode wallAndCpu(ObjectNode node, PairedRatio.Estimate wall, PairedRatio.Estimate cpu,
      JmhResult.Timing timing) {
    estimate(node.putObject("wall"), wall, timing);
    if (cpu != null) {
      estimate(node.putObject("cpu"), cpu, timing);
    } else {
      node.putNull("cpu");
    }
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
