package org.pmebench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The coverage of the interval a sequential run reports, by simulation: forks whose mean ln ratios
 * scatter around a true overhead, the run's stopping rule (stop once the widest half-width is
 * within the target, or the looks are used up), and the interval the suite computes from the forks
 * ({@link RoundSums#estimate}) at the stopping look. The design's level keeps coverage at 95% or
 * more; a plain 95% interval under the same rule covers less.
 */
class SequentialDesignTest {
  private static final double TRUE_LN_RATIO = Math.log(1.05);
  private static final int FIRST_FORKS = 3;
  private static final int RUNS = 8000;

  /** Coverage and how often the run stopped at each look, for one fork spread (sd of ln ratio). */
  private static final class Outcome {
    double coverage;
    double[] stoppedAt;
    double resolved;
  }

  private static Outcome simulate(
      SequentialDesign design,
      double confidence,
      double forkSpread,
      double targetPoints,
      boolean heavyTails,
      long seed) {
    Random random = new Random(seed);
    int maxForks = FIRST_FORKS + design.forksPerLook * (design.maxLooks - 1);
    Outcome o = new Outcome();
    o.stoppedAt = new double[design.maxLooks];
    int covered = 0;
    int resolved = 0;
    for (int run = 0; run < RUNS; run++) {
      double[] forks = new double[maxForks];
      for (int f = 0; f < maxForks; f++) {
        forks[f] =
            TRUE_LN_RATIO + forkSpread * (heavyTails ? studentT5(random) : random.nextGaussian());
      }
      for (int look = 1; look <= design.maxLooks; look++) {
        int n = FIRST_FORKS + design.forksPerLook * (look - 1);
        PairedRatio.Estimate e = estimate(confidence, forks, n);
        double half = SequentialDesign.halfWidthPoints(e);
        boolean precise = half <= targetPoints;
        if (precise || look == design.maxLooks) {
          covered += e.low <= Math.exp(TRUE_LN_RATIO) && Math.exp(TRUE_LN_RATIO) <= e.high ? 1 : 0;
          resolved += precise ? 1 : 0;
          o.stoppedAt[look - 1] += 1.0 / RUNS;
          break;
        }
      }
    }
    o.coverage = (double) covered / RUNS;
    o.resolved = (double) resolved / RUNS;
    return o;
  }

  /** The suite's own interval over the first {@code n} forks, one round each. */
  private static PairedRatio.Estimate estimate(double confidence, double[] forks, int n) {
    double[][] counts = new double[n][];
    double[][] sums = new double[n][];
    double[][] squares = new double[n][];
    for (int f = 0; f < n; f++) {
      counts[f] = new double[] {1};
      sums[f] = new double[] {forks[f]};
      squares[f] = new double[] {forks[f] * forks[f]};
    }
    return RoundSums.estimate(confidence, counts, sums, squares);
  }

  /** Student's t with 5 degrees of freedom, scaled to variance 1: JVMs now and then far apart. */
  private static double studentT5(Random random) {
    double chi = 0;
    for (int i = 0; i < 5; i++) {
      double g = random.nextGaussian();
      chi += g * g;
    }
    return random.nextGaussian() / Math.sqrt(chi / 5) / Math.sqrt(5.0 / 3);
  }

  @Test
  void theReportedIntervalCoversAtLeast95PercentWhereverTheRunStops() {
    SequentialDesign design = SequentialDesign.standard();
    StringBuilder table = new StringBuilder();
    // Fork spreads (sd of ln ratio) from a quiet host's reads to a busy host's writes, target ±1
    // point.
    double[] spreads = {0.002, 0.004, 0.006, 0.008, 0.012, 0.02};
    for (double spread : spreads) {
      for (boolean heavy : new boolean[] {false, true}) {
        Outcome sequential = simulate(design, design.lookConfidence(), spread, 1.0, heavy, 7);
        table.append(
            String.format(
                Locale.ROOT,
                "spread %.1f pt%s: coverage %.3f, resolved %.2f, stopped at looks "
                    + "%.2f/%.2f/%.2f%n",
                100 * spread,
                heavy ? " (t5)" : "",
                sequential.coverage,
                sequential.resolved,
                sequential.stoppedAt[0],
                sequential.stoppedAt[1],
                sequential.stoppedAt[2]));
        // Binomial standard error of 8000 runs at 95%: 0.0024; the design is conservative, so no
        // slack is taken.
        assertTrue(sequential.coverage >= 0.95, table.toString());
      }
    }
    System.out.print(table);
  }

  @Test
  void aPlain95PercentIntervalUnderTheSameStoppingRuleCoversLess() {
    SequentialDesign design = SequentialDesign.standard();
    // Forks 0.8 points apart: about half the runs stop early, on forks that happened to agree.
    Outcome naive = simulate(design, PairedRatio.CONFIDENCE, 0.008, 1.0, false, 11);
    assertTrue(
        naive.coverage < 0.94, "a plain 95% interval, stopped when narrow: " + naive.coverage);
    Outcome fixed =
        simulate(new SequentialDesign(1, 2), PairedRatio.CONFIDENCE, 0.008, 1.0, false, 11);
    assertEquals(
        0.95, fixed.coverage, 0.01, "one look, no stopping rule: the t interval's own 95%");
  }

  @Test
  void theLookLevelSplits5PercentOverTheLooks() {
    assertEquals(1 - 0.05 / 3, SequentialDesign.standard().lookConfidence(), 1e-12);
    assertEquals(0.95, new SequentialDesign(1, 2).lookConfidence(), 1e-12);
  }

  @Test
  void forksNeededIsTheFewestWhoseIntervalIsWithinTheTarget() {
    SequentialDesign design = SequentialDesign.standard();
    int n = design.forksNeeded(0.01, 1.0);
    double t = StudentT.twoSided(design.lookConfidence(), n - 1);
    assertTrue(t * 0.01 / Math.sqrt(n) * 100 <= 1.0);
    double before = StudentT.twoSided(design.lookConfidence(), n - 2);
    assertTrue(before * 0.01 / Math.sqrt(n - 1) * 100 > 1.0);
    assertEquals(0, design.forksNeeded(Double.NaN, 1.0), "unknown spread");
  }
}
