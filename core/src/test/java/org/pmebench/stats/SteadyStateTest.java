package org.pmebench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The classifier on iteration series recorded by this suite's runs (throughputs turned into costs).
 */
class SteadyStateTest {
  private static SteadyState.Fork throughputs(double... perIteration) {
    double[] cost = new double[perIteration.length];
    for (int i = 0; i < cost.length; i++) {
      cost[i] = 1 / perIteration[i];
    }
    return SteadyState.classifyFork(cost, SteadyState.STEP_FLOOR);
  }

  @Test
  void aPlateauThatHoldsIsFlatEvenWhenItIsSlow() {
    // JDK 17, SunJCE AES-GCM 1 MiB: 53-54 MB/s in all four iterations (the slow path is real, not
    // warm-up).
    SteadyState.Fork f = throughputs(53, 53, 54, 54);
    assertEquals(SteadyState.Kind.FLAT, f.kind);
    assertEquals(0, f.steadyFrom);
  }

  @Test
  void theJmhWarmUpStepIsWarmUpWithItsLastIterationAsTheFastState() {
    // The JDK 17 1 MiB GCM run with -wi 3 -i 3: JMH reported 3779 MB/s +- 2020%.
    SteadyState.Fork f = throughputs(105, 2898, 8335);
    assertEquals(SteadyState.Kind.WARM_UP, f.kind);
    assertEquals(2, f.steadyFrom);
    assertEquals(1 / 8335.0, f.steadyCost, 1e-9);
    assertEquals(
        2,
        f.fastFrom,
        "2898 is still 2.9x slower than 8335: the plateau ends at the third iteration");
  }

  @Test
  void aWarmUpInStepsEndsItsPlateauAtTheFirstStateWithinTwiceTheLast() {
    // Recorded here: Temurin 25, SunJCE AES-CTR encrypt, 4 MiB, 3 warm-up + 27 measured 1-s
    // iterations
    // (ops/s). 48 for 6 s, 811, then ~3800 and from iteration 19 ~4200.
    SteadyState.Fork f =
        throughputs(
            48, 48, 48, 48, 47, 64, 811, 3699, 3653, 3853, 4183, 3819, 3783, 3592, 4088, 4168, 3746,
            4012, 4266, 4302, 4080, 4320, 4238, 3984, 4296, 4293, 4192);
    assertEquals(SteadyState.Kind.WARM_UP, f.kind);
    assertEquals(7, f.fastFrom, "fast from the 8th measured iteration");
    assertTrue(f.steadyFrom >= f.fastFrom);
    // The same on JDK 17, AES-GCM encrypt 1 MiB: fast after 5 measured iterations, then 3
    // iterations at
    // half the speed at the end (a neighbour, or the JIT): the series has no steady state, the
    // plateau
    // still ends where it ended.
    SteadyState.Fork g =
        throughputs(
            77, 83, 85, 84, 1050, 4515, 4395, 4214, 4303, 4446, 4139, 4538, 4307, 4576, 4621, 4355,
            4344, 4274, 3759, 3717, 4228, 4239, 4102, 3516, 2338, 2306, 2315);
    assertEquals(SteadyState.Kind.NO_STEADY_STATE, g.kind);
    assertEquals(5, g.fastFrom);
    assertEquals(
        -1,
        throughputs(8000, 9613, 9583, 10530).fastFrom,
        "a first iteration at 76%: warm-up, no plateau");
  }

  @Test
  void aLateCompiledPathIsWarmUpFromTheIterationItArrived() {
    // JDK 25, SunJCE AES-GCM 1 MiB (issue 14's reference run).
    SteadyState.Fork f = throughputs(357, 8471, 10562, 10639);
    assertEquals(SteadyState.Kind.WARM_UP, f.kind);
    assertEquals(2, f.steadyFrom);
    // JDK 21: the first iteration at 40% of the rest.
    assertEquals(SteadyState.Kind.WARM_UP, throughputs(4104, 9613, 9583, 10530).kind);
  }

  @Test
  void aRunThatGetsSlowerIsASlowdown() {
    SteadyState.Fork f = throughputs(1000, 1010, 995, 1005, 700, 690, 705);
    assertEquals(SteadyState.Kind.SLOWDOWN, f.kind);
    assertEquals(4, f.steadyFrom);
  }

  @Test
  void oneDisturbedIterationIsAnOutlierNotAChangepoint() {
    // JDK 8, SunJCE AES-GCM 1 MiB: a neighbour took the third iteration.
    SteadyState.Fork jdk8 = throughputs(468, 455, 362, 468);
    assertEquals(SteadyState.Kind.FLAT, jdk8.kind);
    assertEquals(1, jdk8.outliers);
    // A stall of one iteration in the middle of a long flat run.
    SteadyState.Fork f = throughputs(100, 101, 99, 100, 40, 100, 99, 101);
    assertEquals(SteadyState.Kind.FLAT, f.kind);
    assertEquals(1, f.outliers);
  }

  @Test
  void noiseWithinTheFloorIsFlat() {
    // A paired R1 read, ms per round over 8 iterations on a noisy 2-core machine.
    SteadyState.Fork f = throughputs(101.2, 98.7, 103.1, 99.9, 100.4, 97.8, 102.5, 100.9);
    assertEquals(SteadyState.Kind.FLAT, f.kind);
    assertTrue(f.changepoints.isEmpty());
  }

  @Test
  void fastThenSlowThenInBetweenHasNoSteadyState() {
    SteadyState.Fork f = throughputs(100, 100, 100, 50, 50, 50, 75, 75, 75);
    assertEquals(SteadyState.Kind.NO_STEADY_STATE, f.kind);
  }

  @Test
  void fewerThanThreeIterationsAreTooShortNeverFlat() {
    assertEquals(SteadyState.Kind.TOO_SHORT, throughputs(100, 100).kind);
    assertEquals(SteadyState.Kind.TOO_SHORT, throughputs(100).kind);
    assertEquals(
        SteadyState.Kind.TOO_SHORT,
        SteadyState.classify(new double[0][], SteadyState.STEP_FLOOR).kind);
  }

  @Test
  void forksCombine() {
    double[][] flatAndWarm = {{1, 1, 1}, {10, 1, 1}};
    assertEquals(
        SteadyState.Kind.WARM_UP, SteadyState.classify(flatAndWarm, SteadyState.STEP_FLOOR).kind);
    double[][] warmAndSlow = {{1, 1, 2}, {10, 1, 1}};
    assertEquals(
        SteadyState.Kind.NO_STEADY_STATE,
        SteadyState.classify(warmAndSlow, SteadyState.STEP_FLOOR).kind);
    double[][] withShort = {{1, 1, 1}, {1, 1}};
    assertEquals(
        SteadyState.Kind.TOO_SHORT, SteadyState.classify(withShort, SteadyState.STEP_FLOOR).kind);
  }

  /**
   * One fork of paired rounds: per iteration {@code rounds} rounds whose ln ratios are the
   * iteration's ratio's ln plus and minus {@code spread} in turn, so the rounds' own variance is
   * known exactly.
   */
  private static SteadyState pairedFork(int rounds, double spread, double... ratioPerIteration) {
    double[][] r = new double[1][ratioPerIteration.length];
    double[][] sums = new double[1][ratioPerIteration.length];
    double[][] squares = new double[1][ratioPerIteration.length];
    for (int i = 0; i < ratioPerIteration.length; i++) {
      double ln = Math.log(ratioPerIteration[i]);
      r[0][i] = rounds;
      for (int k = 0; k < rounds; k++) {
        double x = ln + (k % 2 == 0 ? spread : -spread);
        sums[0][i] += x;
        squares[0][i] += x * x;
      }
    }
    return SteadyState.ofRounds(r, sums, squares);
  }

  @Test
  void pairedRoundsThatHoldTheirRatioAreFlatAtThatRatio() {
    SteadyState s = pairedFork(10, 0.02, 1.05, 1.05, 1.05, 1.05);
    assertEquals(SteadyState.Kind.FLAT, s.kind);
    assertEquals(
        1.05, s.steadyCost(), 1e-12, "the geometric mean of the iterations' geometric means");
    assertEquals(0, s.forks.get(0).steadyFrom);
    assertEquals(0, s.outliers());
    assertEquals("flat (1 fork(s))", s.toString());
    assertEquals(-1, s.fastFromLatest(), "no plateau");
  }

  @Test
  void aStepOfOverheadStandsOutOfQuietRoundsButNotOfNoisyOnes() {
    // +10% for three iterations, then +5%: a 4.5% step, against rounds that spread 0.5% or 10% (of
    // ln ratio).
    SteadyState quiet = pairedFork(10, 0.005, 1.10, 1.10, 1.10, 1.05, 1.05, 1.05);
    assertEquals(SteadyState.Kind.WARM_UP, quiet.kind);
    assertEquals(3, quiet.forks.get(0).steadyFrom);
    assertEquals(java.util.Collections.singletonList(3), quiet.forks.get(0).changepoints);
    assertEquals(1.05, quiet.steadyCost(), 1e-12, "the last state's ratio");
    assertEquals(3, quiet.steadyFromRange()[0]);
    assertEquals(3, quiet.steadyFromRange()[1]);
    // z = 0.0465 / sqrt(0.01 * (1/30 + 1/30)) = 1.8 < 3.29: the rounds' own noise could make that
    // step.
    SteadyState noisy = pairedFork(10, 0.1, 1.10, 1.10, 1.10, 1.05, 1.05, 1.05);
    assertEquals(SteadyState.Kind.FLAT, noisy.kind);
    assertEquals(Math.sqrt(1.10 * 1.05), noisy.steadyCost(), 1e-12, "the whole window's mean");
    // Later worse: a slowdown, its last state the steady cost.
    assertEquals(
        SteadyState.Kind.SLOWDOWN, pairedFork(10, 0.005, 1.05, 1.05, 1.05, 1.10, 1.10, 1.10).kind);
  }

  @Test
  void anIterationWithoutRoundsIsLeftOutAndOneRoundAnIterationLeavesTheSeriesToJudgeItself() {
    double[][] rounds = {{10, 0, 10, 10}};
    double ln = Math.log(1.05);
    double[][] sums = {{10 * ln, 0, 10 * ln, 10 * ln}};
    double[][] squares = {{10 * ln * ln, 0, 10 * ln * ln, 10 * ln * ln}};
    SteadyState s = SteadyState.ofRounds(rounds, sums, squares);
    assertEquals(SteadyState.Kind.FLAT, s.kind, "three iterations with rounds: enough");
    assertEquals(1.05, s.steadyCost(), 1e-12);
    // One round an iteration: no spread within them, so the segments' own spread decides (a
    // t-test).
    SteadyState single = pairedFork(1, 0, 1.20, 1.21, 1.20, 1.05, 1.06, 1.05);
    assertEquals(SteadyState.Kind.WARM_UP, single.kind);
    assertEquals(3, single.forks.get(0).steadyFrom);
  }

  @Test
  void withTooFewIterationsToTestAStepMustBeThreeFloors() {
    // Three iterations: one degree of freedom, no test; 16% is past 3 x 5% (in ln: 0.148 > 0.146),
    // 15% is not.
    assertEquals(
        SteadyState.Kind.SLOWDOWN,
        SteadyState.classifyFork(new double[] {1, 1, 1.16}, SteadyState.STEP_FLOOR).kind);
    assertEquals(
        SteadyState.Kind.FLAT,
        SteadyState.classifyFork(new double[] {1, 1, 1.15}, SteadyState.STEP_FLOOR).kind);
  }

  @Test
  void anOutlierTakesItsNeighboursMeanAndNeverMovesTheSteadyCost() {
    SteadyState.Fork f =
        SteadyState.classifyFork(new double[] {2.0, 2.0, 2.6, 2.0, 2.0}, SteadyState.STEP_FLOOR);
    assertEquals(SteadyState.Kind.FLAT, f.kind);
    assertEquals(1, f.outliers);
    assertEquals(2.0, f.steadyCost, 1e-12);
    // Neighbours that disagree by more than the floor: no outlier to replace, the series is judged
    // as it is.
    SteadyState.Fork g =
        SteadyState.classifyFork(new double[] {2.0, 1.0, 2.6, 1.5, 1.5}, SteadyState.STEP_FLOOR);
    assertEquals(0, g.outliers);
    assertEquals(
        1,
        SteadyState.classify(
                new double[][] {{2.0, 2.0, 2.6, 2.0, 2.0}, {1, 1, 1}}, SteadyState.STEP_FLOOR)
            .outliers());
  }
}
