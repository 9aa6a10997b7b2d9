package org.pmebench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.distribution.TDistribution;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.results.JmhJsonReader;
import org.pmebench.results.JmhResult;
import org.pmebench.results.TestResults;
import org.pmebench.stats.PairedRatio.Estimate;
import org.pmebench.summary.Summary;

/** Ratio and interval arithmetic of paired results, on a recorded run and on constructed sums. */
class PairedRatioTest {
  @TempDir Path dir;

  private List<JmhResult> recorded() throws Exception {
    Path file = dir.resolve("r.json");
    try (InputStream in =
        getClass().getResourceAsStream("/paired/jdk17-parquet-read-r1-20000.json")) {
      Files.copy(in, file);
    }
    return JmhJsonReader.read(file);
  }

  @Test
  void aRecordedRunGivesTheGeometricMeanOfItsRoundsAndATIntervalFromTheirSpread() throws Exception {
    JmhResult r = recorded().get(0);
    assertTrue(PairedRatio.isPaired(r));
    List<PairedRatio> ratios = PairedRatio.of(r);
    assertEquals(2, ratios.size());
    PairedRatio gcm = ratios.get(0);
    assertEquals("AES_GCM_V1", gcm.encryption);
    // Recomputed here from JMH's per-iteration sums.
    double n = sum(r, "rounds");
    double s = sum(r, "gcmLnWallRatio");
    double q = sum(r, "gcmLnWallRatioSquares");
    double mean = s / n;
    double se = Math.sqrt((q - n * mean * mean) / (n - 1) / n);
    double t = new TDistribution(n - 1).inverseCumulativeProbability(0.975);
    assertEquals(593, gcm.rounds);
    assertEquals(Math.exp(mean), gcm.wall.ratio, 1e-12);
    assertEquals(Math.exp(mean - t * se), gcm.wall.low, 1e-12);
    assertEquals(Math.exp(mean + t * se), gcm.wall.high, 1e-12);
    assertEquals(se, gcm.wall.logStdError, 1e-12);
    assertNotNull(gcm.cpu);
    assertEquals(Math.exp(sum(r, "gcmLnCpuRatio") / n), gcm.cpu.ratio, 1e-12);
    assertEquals(sum(r, "plaintextWallNanos") / n / 1e6, gcm.plaintextMillis, 1e-9);
    assertEquals(1, gcm.forks);
    assertTrue(
        gcm.note.startsWith(
            "1 fork: the interval covers the spread between rounds, not between JVMs"),
        gcm.note);
    assertEquals("AES_GCM_CTR_V1", ratios.get(1).encryption);
  }

  private static double sum(JmhResult r, String counter) {
    double s = 0;
    for (double[] fork : r.secondary.get(counter).rawData) {
      for (double v : fork) {
        s += v;
      }
    }
    return s;
  }

  /**
   * Per fork and iteration: rounds, sum of ln ratio, sum of squares (wall), for the gcm counters.
   */
  private static JmhResult paired(double[][] rounds, double[][] ln, double[][] squares) {
    return paired(rounds, ln, squares, new HashMap<String, double[][]>());
  }

  /** The same with further counters, by name. */
  private static JmhResult paired(
      double[][] rounds, double[][] ln, double[][] squares, Map<String, double[][]> more) {
    Map<String, double[][]> c = new HashMap<String, double[][]>();
    c.put("rounds", rounds);
    c.put("gcmLnWallRatio", ln);
    c.put("gcmLnWallRatioSquares", squares);
    double[][] time = new double[rounds.length][];
    double[][] zero = new double[rounds.length][];
    for (int f = 0; f < rounds.length; f++) {
      time[f] = new double[rounds[f].length];
      zero[f] = new double[rounds[f].length];
      java.util.Arrays.fill(time[f], 1e6);
    }
    for (String n :
        new String[] {"plaintextWallNanos", "gcmWallNanos", "plaintextFileBytes", "gcmFileBytes"}) {
      c.put(n, time);
    }
    for (String n :
        new String[] {
          "gcmCtrWallNanos",
          "plaintextCpuNanos",
          "gcmCpuNanos",
          "gcmLnCpuRatio",
          "gcmLnCpuRatioSquares"
        }) {
      c.put(n, zero);
    }
    c.putAll(more);
    return TestResults.avgt(
        "org.pmebench.parquet.ParquetPairedReadBenchmark.readRound",
        1,
        rounds.length,
        new HashMap<String, String>(),
        3,
        TestResults.counters(c));
  }

  @Test
  void withSeveralForksTheForksAreTheReplicates() throws Exception {
    // Fork means of ln(ratio): 0.02, 0.04, 0.06 (each from 10 rounds with no spread inside the
    // fork).
    JmhResult r =
        paired(
            new double[][] {{10}, {10}, {10}},
            new double[][] {{0.2}, {0.4}, {0.6}},
            new double[][] {{10 * 0.0004}, {10 * 0.0016}, {10 * 0.0036}});
    PairedRatio gcm = PairedRatio.of(r).get(0);
    double se = 0.02 / Math.sqrt(3);
    double t = new TDistribution(2).inverseCumulativeProbability(0.975);
    assertEquals(Math.exp(0.04), gcm.wall.ratio, 1e-12);
    assertEquals(se, gcm.wall.logStdError, 1e-12);
    assertEquals(Math.exp(0.04 + t * se), gcm.wall.high, 1e-12);
    assertEquals(3, gcm.forks);
    assertNull(gcm.note);
    assertNull(gcm.cpu, "no CPU time measured, no CPU ratio");
  }

  @Test
  void theProcessClockIsTheThreadsPlusTheJvmsThreadsAsEachIterationsRatioOfSums() throws Exception {
    // Two forks of two iterations, 10 rounds each. Thread CPU: plaintext 1000, encrypted 1050 per
    // iteration;
    // the JVM's threads: plaintext 100, encrypted 100 or 320 (a collection landed there).
    Map<String, double[][]> more = new HashMap<String, double[][]>();
    more.put("plaintextCpuNanos", new double[][] {{1000, 1000}, {1000, 1000}});
    more.put("gcmCpuNanos", new double[][] {{1050, 1050}, {1050, 1050}});
    more.put(
        "gcmLnCpuRatio",
        new double[][] {
          {10 * Math.log(1.05), 10 * Math.log(1.05)}, {10 * Math.log(1.05), 10 * Math.log(1.05)}
        });
    more.put("gcmLnCpuRatioSquares", new double[][] {{0, 0}, {0, 0}});
    more.put("plaintextJvmThreadsCpuNanos", new double[][] {{100, 100}, {100, 100}});
    more.put("gcmJvmThreadsCpuNanos", new double[][] {{100, 320}, {100, 100}});
    more.put("plaintextJitThreadsCpuNanos", new double[][] {{40, 40}, {40, 40}});
    more.put("gcmJitThreadsCpuNanos", new double[][] {{40, 40}, {40, 40}});
    double[][] rounds = {{10, 10}, {10, 10}};
    JmhResult r =
        paired(rounds, new double[][] {{0, 0}, {0, 0}}, new double[][] {{0, 0}, {0, 0}}, more);
    PairedRatio gcm = PairedRatio.of(r).get(0);
    double fork1 = (Math.log(1150.0 / 1100) + Math.log(1370.0 / 1100)) / 2;
    double fork2 = Math.log(1150.0 / 1100);
    assertEquals(Math.exp((fork1 + fork2) / 2), gcm.process.cpu.ratio, 1e-12);
    assertEquals(2, gcm.process.cpu.spread.forkRatios.length);
    assertEquals((1150 + 1370 + 1150 + 1150 - 4 * 1100) / 40.0, gcm.process.extra.value, 1e-9);
    assertEquals(10, gcm.process.plaintextJvmThreadsNanos, 1e-12);
    assertEquals(620 / 40.0, gcm.process.encryptedJvmThreadsNanos, 1e-12);
    assertEquals(4, gcm.process.encryptedJitThreadsNanos, 1e-12);
    double fork1WithoutJit = (Math.log(1110.0 / 1060) + Math.log(1330.0 / 1060)) / 2;
    double fork2WithoutJit = Math.log(1110.0 / 1060);
    assertEquals(
        Math.exp((fork1WithoutJit + fork2WithoutJit) / 2), gcm.process.cpuWithGc.ratio, 1e-12);
  }

  @Test
  void aPeersProcessClockIsTakenAsItGaveIt() throws Exception {
    Map<String, double[][]> more = new HashMap<String, double[][]>();
    more.put("plaintextProcessCpuNanos", new double[][] {{1000}, {1000}});
    more.put("gcmProcessCpuNanos", new double[][] {{1200}, {1100}});
    PairedRatio gcm =
        PairedRatio.of(
                paired(
                    new double[][] {{10}, {10}},
                    new double[][] {{0}, {0}},
                    new double[][] {{0}, {0}},
                    more))
            .get(0);
    assertEquals(Math.sqrt(1.2 * 1.1), gcm.process.cpu.ratio, 1e-12);
    assertTrue(Double.isNaN(gcm.process.plaintextJvmThreadsNanos), "a peer has no JVM threads");
    assertNull(gcm.process.cpuWithGc, "nor a JIT to leave out");
  }

  @Test
  void runsWithoutTheJvmsThreadsHaveNoProcessClock() throws Exception {
    PairedRatio gcm =
        PairedRatio.of(
                paired(
                    new double[][] {{10}, {10}},
                    new double[][] {{0}, {0}},
                    new double[][] {{0}, {0}}))
            .get(0);
    assertNull(gcm.process.cpu);
    assertNull(gcm.process.extra);
  }

  @Test
  void theSpreadSplitsIntoWhatTheRoundsExplainAndWhatIsLeftForTheJvms() throws Exception {
    // Three forks of 10 rounds; inside each, ln(ratio) has variance 0.01 (sd 0.1); fork means 0,
    // 0.1, 0.2.
    double[] means = {0, 0.1, 0.2};
    double[][] rounds = new double[3][];
    double[][] ln = new double[3][];
    double[][] squares = new double[3][];
    for (int f = 0; f < 3; f++) {
      rounds[f] = new double[] {10};
      ln[f] = new double[] {10 * means[f]};
      // sum of squares = n * (variance * (n-1)/n + mean^2): sample variance 0.01 with n - 1 degrees
      // of freedom.
      squares[f] = new double[] {9 * 0.01 + 10 * means[f] * means[f]};
    }
    PairedRatio.Spread spread = PairedRatio.of(paired(rounds, ln, squares)).get(0).wall.spread;
    assertEquals(0.1, spread.roundSpread, 1e-12);
    assertEquals(0.1, spread.forkSpread, 1e-12);
    double fromRounds = Math.sqrt(0.01 / 10);
    assertEquals(fromRounds, spread.fromRounds, 1e-12);
    assertEquals(Math.sqrt(0.01 - fromRounds * fromRounds), spread.jvmSpread, 1e-12);
    assertEquals(3, spread.forkRatios.length);
    assertEquals(Math.exp(0.2), spread.forkRatios[2], 1e-12);

    // Forks that differ by no more than their rounds explain leave nothing for the JVMs.
    for (int f = 0; f < 3; f++) {
      ln[f][0] = 10 * 0.001 * f;
      squares[f][0] = 9 * 0.01 + 10 * 1e-6 * f * f;
    }
    assertEquals(0, PairedRatio.of(paired(rounds, ln, squares)).get(0).wall.spread.jvmSpread, 0);
  }

  @Test
  void theControlAndTheCollectionsComeFromTheirOwnCounters() throws Exception {
    double[][] rounds = {{10}, {10}};
    double[][] ln = {{0.3}, {0.5}};
    double[][] squares = {{0.01}, {0.03}};
    PairedRatio old = PairedRatio.of(paired(rounds, ln, squares)).get(0);
    assertNull(old.control.wall, "no control counters: no control");
    assertTrue(Double.isNaN(old.garbage.plaintextCollections));
    Map<String, double[][]> more = new HashMap<String, double[][]>();
    more.put("controlWallNanos", new double[][] {{1e6}, {1e6}});
    // Control over plaintext: mean ln ratio +0.001 and -0.001 per round in the two forks.
    more.put("controlLnWallRatio", new double[][] {{0.01}, {-0.01}});
    more.put("controlLnWallRatioSquares", new double[][] {{0.001}, {0.001}});
    more.put("plaintextGcCount", new double[][] {{2}, {2}});
    more.put("gcmGcCount", new double[][] {{4}, {6}});
    more.put("gcmGcMillis", new double[][] {{40}, {60}});
    more.put("controlGcCount", new double[][] {{1}, {1}});
    more.put("gcmLnWallPooled", new double[][] {{0.3}, {0.5}});
    more.put("gcmLnWallPooledSquares", new double[][] {{0.01}, {0.03}});
    PairedRatio gcm = PairedRatio.of(paired(rounds, ln, squares, more)).get(0);
    assertEquals(1.0, gcm.control.wall.ratio, 1e-12);
    assertEquals(Math.exp(0.04), gcm.control.pooledWall.ratio, 1e-12);
    assertNull(gcm.control.pooledCpu, "no CPU time measured");
    assertNull(gcm.control.cpu, "no CPU time measured");
    assertEquals(Summary.CONTROL_OK, Summary.controlVerdict(gcm.control.wall, gcm.wall));
    assertEquals(0.2, gcm.garbage.plaintextCollections, 1e-12);
    assertEquals(0.5, gcm.garbage.encryptedCollections, 1e-12);
    assertEquals(0.1, gcm.garbage.controlCollections, 1e-12);
    assertEquals(5, gcm.garbage.encryptedGcMillis, 1e-12);
    assertEquals(0, gcm.garbage.plaintextGcMillis, 0, "a counter the result lacks counts 0");
    assertTrue(
        Double.isNaN(gcm.garbage.plaintextAllocatedBytes),
        "runs before the allocation counters have none");

    more.put("plaintextAllocatedBytes", new double[][] {{4e7}, {6e7}});
    more.put("gcmAllocatedBytes", new double[][] {{4.2e7}, {6.3e7}});
    more.put("controlAllocatedBytes", new double[][] {{4e7}, {6e7}});
    PairedRatio counted = PairedRatio.of(paired(rounds, ln, squares, more)).get(0);
    assertEquals(
        5e6, counted.garbage.plaintextAllocatedBytes, 1e-6, "per file: over all 20 rounds");
    assertEquals(5.25e6, counted.garbage.encryptedAllocatedBytes, 1e-6);
    assertEquals(5e6, counted.garbage.controlAllocatedBytes, 1e-6);

    // A control that leaves 1 by more than 1% in both forks is biased.
    more.put("controlLnWallRatio", new double[][] {{0.3}, {0.31}});
    more.put("controlLnWallRatioSquares", new double[][] {{0.0091}, {0.0097}});
    PairedRatio biased = PairedRatio.of(paired(rounds, ln, squares, more)).get(0);
    assertEquals(Summary.CONTROL_BIASED, Summary.controlVerdict(biased.control.wall, biased.wall));
  }

  /**
   * The control's CPU estimate is there where both files and the control have CPU time, and not
   * where the control's clock read nothing: a ratio over zero time would be made up.
   */
  @Test
  void theControlHasACpuEstimateOnlyWhereItsOwnCpuTimeWasRead() throws Exception {
    double[][] rounds = {{10}, {10}};
    double[][] ln = {{0.3}, {0.5}};
    double[][] squares = {{0.01}, {0.03}};
    Map<String, double[][]> more = new HashMap<String, double[][]>();
    more.put("plaintextCpuNanos", new double[][] {{9e5}, {9e5}});
    more.put("gcmCpuNanos", new double[][] {{1e6}, {1e6}});
    more.put("gcmLnCpuRatio", new double[][] {{0.2}, {0.4}});
    more.put("gcmLnCpuRatioSquares", new double[][] {{0.005}, {0.017}});
    more.put("controlWallNanos", new double[][] {{1e6}, {1e6}});
    more.put("controlLnWallRatio", new double[][] {{0.01}, {-0.01}});
    more.put("controlLnWallRatioSquares", new double[][] {{0.001}, {0.001}});
    more.put("controlCpuNanos", new double[][] {{9e5}, {9e5}});
    more.put("controlLnCpuRatio", new double[][] {{0.02}, {0.04}});
    more.put("controlLnCpuRatioSquares", new double[][] {{0.001}, {0.001}});
    PairedRatio read = PairedRatio.of(paired(rounds, ln, squares, more)).get(0);
    assertEquals(Math.exp(0.003), read.control.cpu.ratio, 1e-12, "the mean of 0.002 and 0.004");

    more.put("controlCpuNanos", new double[][] {{0}, {0}});
    PairedRatio unread = PairedRatio.of(paired(rounds, ln, squares, more)).get(0);
    assertNull(unread.control.cpu, "the control's CPU clock read nothing");
    assertEquals(1.0, unread.control.wall.ratio, 1e-12);
  }

  @Test
  void aControlIsBiasedWhenItsIntervalExcludesOneByAQuarterOfTheOverheadOrOnePercent() {
    Estimate slight = estimate(1.003, 1.001, 1.005);
    assertEquals(0.0025, Summary.controlThreshold(estimate(1.01, 1.005, 1.015)), 1e-12);
    assertEquals(
        Summary.CONTROL_BIASED,
        Summary.controlVerdict(slight, estimate(1.01, 1.005, 1.015)),
        "+0.3% resolved is more than a quarter of a +1% write overhead");
    assertEquals(
        Summary.CONTROL_OK,
        Summary.controlVerdict(slight, estimate(1.05, 1.045, 1.055)),
        "+0.3% is less than a quarter of +5%");
    assertEquals(
        Summary.CONTROL_BIASED,
        Summary.controlVerdict(estimate(1.012, 1.008, 1.016), estimate(1.30, 1.29, 1.31)),
        "beyond 1% a resolved bias matters whatever the overhead");
    assertEquals(
        Summary.CONTROL_OK,
        Summary.controlVerdict(estimate(1.02, 0.99, 1.05), estimate(1.01, 1.0, 1.02)),
        "an interval that holds 1 is no evidence of a bias");
    assertEquals(
        Summary.CONTROL_BIASED,
        Summary.controlVerdict(estimate(0.996, 0.993, 0.999), estimate(0.999, 0.99, 1.01)),
        "no overhead: any resolved bias decides the sign");
    assertEquals(
        Summary.CONTROL_NO_INTERVAL,
        Summary.controlVerdict(estimate(1.2, Double.NaN, Double.NaN), estimate(1.05, 1.04, 1.06)));
  }

  private static Estimate estimate(double ratio, double low, double high) {
    return new Estimate(ratio, low, high, Double.isNaN(low) ? Double.NaN : 0.001, null, null);
  }

  @Test
  void oneRoundGivesARatioButNoIntervalAndSaysWhy() throws Exception {
    PairedRatio gcm =
        PairedRatio.of(
                paired(new double[][] {{1}}, new double[][] {{0.05}}, new double[][] {{0.0025}}))
            .get(0);
    assertEquals(Math.exp(0.05), gcm.wall.ratio, 1e-12);
    assertTrue(Double.isNaN(gcm.wall.low));
    assertTrue(!gcm.wall.hasInterval());
    assertEquals(
        "1 round(s) in 1 fork(s): too few for an interval (2 rounds in one fork, or 2 forks, at least)",
        gcm.note);
  }

  @Test
  void aDuetPairsTheTwoThreadsPerIteration() throws Exception {
    Map<String, JmhResult.Metric> secondary = new HashMap<String, JmhResult.Metric>();
    secondary.put(
        "plaintext", new JmhResult.Metric(10, Double.NaN, "ms/op", new double[][] {{10, 20, 10}}));
    secondary.put(
        "encrypted", new JmhResult.Metric(11, Double.NaN, "ms/op", new double[][] {{11, 22, 11}}));
    Map<String, String> params = new HashMap<String, String>();
    params.put("mode", "AES_GCM_V1");
    JmhResult r =
        TestResults.avgt(
            "org.pmebench.parquet.ParquetDuetReadBenchmark.duet", 2, 1, params, 3, secondary);
    assertTrue(PairedRatio.isDuet(r));
    PairedRatio duet = PairedRatio.ofDuet(r);
    assertEquals(
        1.1,
        duet.wall.ratio,
        1e-12,
        "every iteration 10% slower, even when both threads slowed down");
    assertEquals(0, duet.wall.logStdError, 1e-12);
    assertEquals(40.0 / 3, duet.plaintextMillis, 1e-9);
    assertEquals("AES_GCM_V1", duet.encryption);
  }

  @Test
  void theTimesAndBytesPerFileAreTheSumsOverTheRounds() throws Exception {
    // One fork, two iterations of 10 rounds: 20 rounds. Sums per iteration, as the benchmark
    // records them.
    Map<String, double[][]> more = new HashMap<String, double[][]>();
    more.put("plaintextWallNanos", new double[][] {{20e6, 20e6}}); // 2 ms a file
    more.put("gcmWallNanos", new double[][] {{21e6, 23e6}}); // 2.2 ms a file
    more.put("plaintextCpuNanos", new double[][] {{18e6, 18e6}}); // 1.8 ms
    more.put("gcmCpuNanos", new double[][] {{19e6, 19e6}}); // 1.9 ms
    more.put("plaintextFileBytes", new double[][] {{10 * 1000, 10 * 1000}});
    more.put("gcmFileBytes", new double[][] {{10 * 1100, 10 * 1100}});
    more.put("gcmEncryptedColumnBytes", new double[][] {{10 * 880, 10 * 880}});
    PairedRatio gcm =
        PairedRatio.of(
                paired(
                    new double[][] {{10, 10}},
                    new double[][] {{0.5, 0.5}},
                    new double[][] {{0.03, 0.03}},
                    more))
            .get(0);
    assertEquals(20, gcm.rounds);
    assertEquals(2.0, gcm.plaintextMillis, 1e-12);
    assertEquals(2.2, gcm.encryptedMillis, 1e-12);
    assertEquals(1.8, gcm.plaintextCpuMillis, 1e-12);
    assertEquals(1.9, gcm.encryptedCpuMillis, 1e-12);
    assertEquals(1000, gcm.plaintextFileBytes, 1e-9);
    assertEquals(1100, gcm.encryptedFileBytes, 1e-9);
    assertEquals(
        0.8, gcm.encryptedShare, 1e-12, "the encrypted column bytes' share of the encrypted file");
  }
}
