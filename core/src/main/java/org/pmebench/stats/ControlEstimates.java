package org.pmebench.stats;

import org.pmebench.paired.PairedSlot;
import org.pmebench.paired.SlotCounter;
import org.pmebench.results.InvalidResultsException;

/**
 * The A/A control of a paired ratio's rounds (a second plaintext file over the plaintext file),
 * wall and CPU, and the encrypted file against both plaintext copies (its time over the geometric
 * mean of the plaintext file's and the control's in each round). A fork whose plaintext file
 * happens to run fast or slow moves the plain ratio and the control alike; the pooled estimate
 * halves that part. Each is null where the result has none (runs before the control, duet and Spark
 * results).
 */
public final class ControlEstimates {
  static final ControlEstimates NONE = new ControlEstimates(null, null, null, null);

  public final PairedRatio.Estimate wall;
  public final PairedRatio.Estimate cpu;
  public final PairedRatio.Estimate pooledWall;
  public final PairedRatio.Estimate pooledCpu;

  private ControlEstimates(
      PairedRatio.Estimate wall,
      PairedRatio.Estimate cpu,
      PairedRatio.Estimate pooledWall,
      PairedRatio.Estimate pooledCpu) {
    this.wall = wall;
    this.cpu = cpu;
    this.pooledWall = pooledWall;
    this.pooledCpu = pooledCpu;
  }

  static ControlEstimates of(
      PairedSeries s, PairedSlot encrypted, double confidence, double[][] rounds, boolean cpuKnown)
      throws InvalidResultsException {
    PairedSlot a = PairedSlot.CONTROL;
    if (!s.ran(a)) {
      return NONE;
    }
    PairedRatio.Estimate wall =
        s.lnRatio(
            confidence, rounds, a, SlotCounter.LN_WALL_RATIO, SlotCounter.LN_WALL_RATIO_SQUARES);
    PairedRatio.Estimate cpu =
        cpuKnown && RoundSums.sum(s.get(a, SlotCounter.CPU_NANOS)) > 0
            ? s.lnRatio(
                confidence, rounds, a, SlotCounter.LN_CPU_RATIO, SlotCounter.LN_CPU_RATIO_SQUARES)
            : null;
    if (!s.has(encrypted, SlotCounter.LN_WALL_POOLED)) {
      return new ControlEstimates(wall, cpu, null, null);
    }
    PairedRatio.Estimate pooledWall =
        s.lnRatio(
            confidence,
            rounds,
            encrypted,
            SlotCounter.LN_WALL_POOLED,
            SlotCounter.LN_WALL_POOLED_SQUARES);
    PairedRatio.Estimate pooledCpu =
        cpu == null
            ? null
            : s.lnRatio(
                confidence,
                rounds,
                encrypted,
                SlotCounter.LN_CPU_POOLED,
                SlotCounter.LN_CPU_POOLED_SQUARES);
    return new ControlEstimates(wall, cpu, pooledWall, pooledCpu);
  }
}
