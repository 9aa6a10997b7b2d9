package org.pmebench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.distribution.TDistribution;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Ratio and interval arithmetic of paired results, on a recorded run and on constructed sums. */
class PairedRatioTest {
  @TempDir
  Path dir;

  private List<JmhResult> recorded() throws Exception {
    Path file = dir.resolve("r.json");
    try (InputStream in = getClass().getResourceAsStream("/paired/jdk17-parquet-read-r1-20000.json")) {
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
    assertTrue(gcm.note.startsWith("1 fork: the interval covers the spread between rounds, not between JVMs"),
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

  /** Per fork and iteration: rounds, sum of ln ratio, sum of squares (wall), for the gcm counters. */
  private static JmhResult paired(double[][] rounds, double[][] ln, double[][] squares) {
    Map<String, JmhResult.Metric> secondary = new HashMap<String, JmhResult.Metric>();
    secondary.put("rounds", new JmhResult.Metric(0, Double.NaN, "#", rounds));
    secondary.put("gcmLnWallRatio", new JmhResult.Metric(0, Double.NaN, "#", ln));
    secondary.put("gcmLnWallRatioSquares", new JmhResult.Metric(0, Double.NaN, "#", squares));
    double[][] time = new double[rounds.length][];
    double[][] zero = new double[rounds.length][];
    for (int f = 0; f < rounds.length; f++) {
      time[f] = new double[rounds[f].length];
      zero[f] = new double[rounds[f].length];
      java.util.Arrays.fill(time[f], 1e6);
    }
    for (String c : new String[] {"plaintextWallNanos", "gcmWallNanos", "plaintextFileBytes", "gcmFileBytes"}) {
      secondary.put(c, new JmhResult.Metric(0, Double.NaN, "#", time));
    }
    for (String c : new String[] {"gcmCtrWallNanos", "plaintextCpuNanos", "gcmCpuNanos", "gcmLnCpuRatio",
        "gcmLnCpuRatioSquares"}) {
      secondary.put(c, new JmhResult.Metric(0, Double.NaN, "#", zero));
    }
    return new JmhResult("org.pmebench.parquet.ParquetPairedReadBenchmark.readRound", "avgt", 1, rounds.length,
        "17.0.15", "VM", Collections.<String>emptyList(), new HashMap<String, String>(), 10, Double.NaN, "ms/op", 3,
        secondary);
  }

  @Test
  void withSeveralForksTheForksAreTheReplicates() throws Exception {
    // Fork means of ln(ratio): 0.02, 0.04, 0.06 (each from 10 rounds with no spread inside the fork).
    JmhResult r = paired(new double[][] {{10}, {10}, {10}}, new double[][] {{0.2}, {0.4}, {0.6}},
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
  void oneRoundGivesARatioButNoIntervalAndSaysWhy() throws Exception {
    PairedRatio gcm = PairedRatio.of(paired(new double[][] {{1}}, new double[][] {{0.05}},
        new double[][] {{0.0025}})).get(0);
    assertEquals(Math.exp(0.05), gcm.wall.ratio, 1e-12);
    assertTrue(Double.isNaN(gcm.wall.low));
    assertTrue(!gcm.wall.hasInterval());
    assertEquals("1 round(s) in 1 fork(s): too few for an interval (2 rounds in one fork, or 2 forks, at least)",
        gcm.note);
  }

  @Test
  void aDuetPairsTheTwoThreadsPerIteration() throws Exception {
    Map<String, JmhResult.Metric> secondary = new HashMap<String, JmhResult.Metric>();
    secondary.put("plaintext", new JmhResult.Metric(10, Double.NaN, "ms/op", new double[][] {{10, 20, 10}}));
    secondary.put("encrypted", new JmhResult.Metric(11, Double.NaN, "ms/op", new double[][] {{11, 22, 11}}));
    Map<String, String> params = new HashMap<String, String>();
    params.put("mode", "AES_GCM_V1");
    JmhResult r = new JmhResult("org.pmebench.parquet.ParquetDuetReadBenchmark.duet", "avgt", 2, 1, "17.0.15", "VM",
        Collections.<String>emptyList(), params, 10, Double.NaN, "ms/op", 3, secondary);
    assertTrue(PairedRatio.isDuet(r));
    PairedRatio duet = PairedRatio.ofDuet(r);
    assertEquals(1.1, duet.wall.ratio, 1e-12, "every iteration 10% slower, even when both threads slowed down");
    assertEquals(0, duet.wall.logStdError, 1e-12);
    assertEquals(40.0 / 3, duet.plaintextMillis, 1e-9);
    assertEquals("AES_GCM_V1", duet.encryption);
  }
}
