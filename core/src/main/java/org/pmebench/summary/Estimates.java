package org.pmebench.summary;

import org.pmebench.results.JmhResult;
import org.pmebench.stats.PairedRatio;
import org.pmebench.stats.SubsetShare;

/**
 * An overhead row's estimates as summary.json writes them: ratio, interval and what it covers,
 * spread, steady state.
 */
final class Estimates {
  private Estimates() {}

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

  /** A subset-over-all quotient with its interval and replicates. */
  static RowEstimate quotient(SubsetShare.Quotient q) {
    QuotientEstimate r = new QuotientEstimate();
    r.ratio = q.ratio;
    r.low = q.low;
    r.high = q.high;
    r.replicates = q.replicates;
    r.interval = q.interval;
    return r;
  }

  /**
   * {@code spread}: per-fork ratios and the spread of ln(ratio) between rounds, between forks, and
   * the JVMs' part.
   */
  static RowEstimate.Spread spread(PairedRatio.Spread s) {
    RowEstimate.Spread spread = new RowEstimate.Spread();
    spread.forkRatios = s.forkRatios;
    spread.rounds = s.roundSpread;
    spread.forks = s.forkSpread;
    spread.forksFromRounds = s.fromRounds;
    spread.jvms = s.jvmSpread;
    return spread;
  }

  /** {@code wall} and {@code cpu} estimates (cpu null without CPU time). */
  static WallAndCpu wallAndCpu(
      PairedRatio.Estimate wall, PairedRatio.Estimate cpu, JmhResult.Timing timing) {
    WallAndCpu both = new WallAndCpu();
    both.wall = estimate(wall, timing);
    both.cpu = cpu == null ? null : estimate(cpu, timing);
    return both;
  }
}
