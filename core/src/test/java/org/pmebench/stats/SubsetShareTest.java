package org.pmebench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.distribution.TDistribution;
import org.junit.jupiter.api.Test;
import org.pmebench.results.JmhResult;
import org.pmebench.results.TestResults;
import org.pmebench.summary.Summary;

/**
 * The subset file's share of the all-columns overhead, from a result with both files of a mode in
 * its rounds.
 */
class SubsetShareTest {
  /** The citations' sensitive columns' share, which the parking family gives the summary. */
  private static final double TWO_OF_19 = 2.0 / 19;

  /**
   * Per fork (one iteration each, 10 rounds): mean ln(subset / plaintext) and ln(all / plaintext).
   */
  private static final double[] SUBSET = {0.010, 0.030, 0.020, 0.025};

  private static final double[] ALL = {0.040, 0.060, 0.045, 0.055};

  private static double[][] perFork(double[] means, double rounds) {
    double[][] x = new double[means.length][];
    for (int f = 0; f < means.length; f++) {
      x[f] = new double[] {means[f] * rounds};
    }
    return x;
  }

  private static double[][] constant(int forks, double value) {
    double[][] x = new double[forks][];
    for (int f = 0; f < forks; f++) {
      x[f] = new double[] {value};
    }
    return x;
  }

  /** A paired result with gcm (all columns) and gcmSubset in its rounds, wall time only. */
  private static JmhResult both(double[] subset, double[] all, Map<String, double[][]> more) {
    return both(subset, all, more, true);
  }

  private static JmhResult both(
      double[] subset, double[] all, Map<String, double[][]> more, boolean withSubset) {
    int forks = subset.length;
    Map<String, double[][]> c = new HashMap<String, double[][]>();
    c.put("rounds", constant(forks, 10));
    for (String p : new String[] {"plaintext", "gcm", "gcmSubset"}) {
      c.put(p + "WallNanos", constant(forks, 1e7));
      c.put(p + "FileBytes", constant(forks, 1e6));
      c.put(p + "CpuNanos", constant(forks, 0));
    }
    c.put("gcmLnWallRatio", perFork(all, 10));
    c.put("gcmSubsetLnWallRatio", perFork(subset, 10));
    c.put("gcmLnWallRatioSquares", constant(forks, 0.1));
    c.put("gcmSubsetLnWallRatioSquares", constant(forks, 0.1));
    c.put("gcmEncryptedColumnBytes", constant(forks, 10 * 900_000));
    c.put("gcmSubsetEncryptedColumnBytes", constant(forks, 10 * 270_000));
    c.putAll(more);
    if (!withSubset) {
      c.keySet().removeIf(k -> k.startsWith("gcmSubset"));
    }
    Map<String, String> params = new HashMap<String, String>();
    params.put("columns", "sensitive+all");
    return TestResults.avgt(
        "org.pmebench.parking.ParkingPairedReadAllBenchmark.readRound",
        1,
        forks,
        params,
        1,
        TestResults.counters(c));
  }

  /** The subset's share of {@code r}'s two rows (the subset's first), at the suite's confidence. */
  private static SubsetShare shareOf(JmhResult r) throws Exception {
    return SubsetShare.of(
        r, PairedRatio.of(r).get(0), PairedRatio.of(r).get(1), PairedRatio.CONFIDENCE, TWO_OF_19);
  }

  @Test
  void bothColumnSetsGiveOneRowEachAndTheSubsetsShareOfTheAllColumnsOverhead() throws Exception {
    JmhResult r = both(SUBSET, ALL, new HashMap<String, double[][]>());
    List<PairedRatio> ratios = PairedRatio.of(r);
    assertEquals(2, ratios.size());
    PairedRatio all = ratios.get(0);
    PairedRatio subset = ratios.get(1);
    assertEquals("all", all.columns);
    assertEquals("sensitive", subset.columns);
    assertEquals("AES_GCM_V1", subset.encryption);
    assertEquals(0.3, subset.encryptedShare / all.encryptedShare, 1e-12);
    assertNull(
        SubsetShare.of(r, subset, all, PairedRatio.CONFIDENCE, TWO_OF_19),
        "the share is asked of the all-columns ratio");

    SubsetShare share = SubsetShare.of(r, all, subset, PairedRatio.CONFIDENCE, TWO_OF_19);
    double meanSubset = Arrays.stream(SUBSET).average().getAsDouble();
    double meanAll = Arrays.stream(ALL).average().getAsDouble();
    assertEquals((Math.exp(meanSubset) - 1) / (Math.exp(meanAll) - 1), share.wall.ratio, 1e-12);
    assertEquals(4, share.wall.replicates);
    assertEquals(Summary.FORKS, share.wall.interval);
    assertNull(share.cpu, "no CPU time measured");
    assertNull(share.modelWall, "no cost model in the rounds");
    assertEquals(0.3, share.byteShare, 1e-12);
    assertEquals(2.0 / 19, share.columnShare, 1e-12);
    assertTrue(Double.isNaN(share.moduleShare));

    // Fieller's bounds are the q at which mean(u - q v) is exactly t standard errors from 0.
    double t = new TDistribution(3).inverseCumulativeProbability(0.975);
    for (double q : new double[] {share.wall.low, share.wall.high}) {
      double[] d = new double[SUBSET.length];
      for (int f = 0; f < d.length; f++) {
        d[f] = Math.expm1(SUBSET[f]) - q * Math.expm1(ALL[f]);
      }
      double mean = Arrays.stream(d).average().getAsDouble();
      double ss = Arrays.stream(d).map(x -> (x - mean) * (x - mean)).sum();
      double se = Math.sqrt(ss / (d.length - 1) / d.length);
      assertEquals(t, Math.abs(mean) / se, 1e-9);
    }
    assertTrue(share.wall.low < share.wall.ratio && share.wall.ratio < share.wall.high);
    // 0.3 lies inside, 2/19 does not: the cost follows the bytes.
    assertTrue(
        share.wall.contains(0.3) && !share.wall.contains(2.0 / 19),
        share.wall.low + " " + share.wall.high);
    assertEquals(
        "proportional to the encrypted bytes (30%), not to the columns (11%) (measured)",
        share.answer());
    assertEquals(SubsetShare.MEASURED, share.basis());
  }

  @Test
  void theModelsQuotientComesFromTheReplayedWorkAndTheModulesGiveTheirShare() throws Exception {
    Map<String, double[][]> more = new HashMap<String, double[][]>();
    for (String p : new String[] {"gcmModel", "gcmSubsetModel"}) {
      more.put(p + "WallNanos", constant(4, 1e5));
    }
    // Replayed crypto over plaintext: 1% for the subset, 4% for all, in every fork.
    more.put("gcmSubsetModelLnWallRatio", constant(4, 10 * Math.log(0.01)));
    more.put("gcmModelLnWallRatio", constant(4, 10 * Math.log(0.04)));
    more.put("gcmSubsetModelLnWallRatioSquares", constant(4, 1));
    more.put("gcmModelLnWallRatioSquares", constant(4, 1));
    more.put("gcmGcmModules", constant(4, 10 * 100));
    more.put("gcmSubsetGcmModules", constant(4, 10 * 30));
    more.put("gcmCtrModules", constant(4, 10 * 100));
    more.put("gcmSubsetCtrModules", constant(4, 0));
    JmhResult r = both(SUBSET, ALL, more);
    SubsetShare share = shareOf(r);
    assertEquals(0.25, share.modelWall.ratio, 1e-12);
    assertEquals(0.25, share.modelWall.low, 1e-9, "no spread between forks: no width");
    assertEquals(0.25, share.modelWall.high, 1e-9);
    assertEquals(0.15, share.moduleShare, 1e-12);
    // The measured quotient's interval holds the model's, but is too wide to tell agreement within
    // 0.05: the
    // measured quotient answers, and the answer says the model is not resolved from it.
    assertTrue(share.wall.contains(0.25), share.wall.low + " " + share.wall.high);
    assertEquals(ModelVerdict.NOT_RESOLVED, share.modelVerdict());
    assertEquals(SubsetShare.MEASURED, share.basis());
    assertTrue(
        share
            .answer()
            .endsWith(
                "(measured; the cost model's 0.25 not resolved from it: agreement needs the "
                    + "interval of their difference within ±0.05, it is "
                    + String.format(
                        java.util.Locale.ROOT,
                        "%+.2f to %+.2f",
                        share.wall.low - 0.25,
                        share.wall.high - 0.25)
                    + ")"),
        share.answer());
  }

  @Test
  void aModelQuotientThatAgreesWithinItsToleranceAndIsNarrowerAnswers() throws Exception {
    // Forks that agree closely: subset +1.0%, all +4.0% each time, the measured quotient about 0.25
    // and tight.
    double[] subset = {0.0100, 0.0101, 0.0099, 0.0100};
    double[] all = {0.0392, 0.0394, 0.0393, 0.0392};
    Map<String, double[][]> more = new HashMap<String, double[][]>();
    more.put("gcmModelWallNanos", constant(4, 1e5));
    more.put("gcmSubsetModelWallNanos", constant(4, 1e5));
    more.put("gcmSubsetModelLnWallRatio", constant(4, 10 * Math.log(0.0100)));
    more.put("gcmModelLnWallRatio", constant(4, 10 * Math.log(0.0400)));
    more.put("gcmSubsetModelLnWallRatioSquares", constant(4, 10 * Math.pow(Math.log(0.0100), 2)));
    more.put("gcmModelLnWallRatioSquares", constant(4, 10 * Math.pow(Math.log(0.0400), 2)));
    JmhResult r = both(subset, all, more);
    SubsetShare share = shareOf(r);
    assertTrue(share.wall.high - share.wall.low < 0.05, share.wall.low + " " + share.wall.high);
    assertEquals(ModelVerdict.AGREES, share.modelVerdict());
    assertEquals(SubsetShare.MODEL, share.basis());
    assertTrue(
        share.answer().endsWith("(cost model; the measured quotient agrees within ±0.05)"),
        share.answer());

    // The same model against a measured quotient of about 0.5, as tight: it disagrees, and the
    // measured one answers.
    double[] half = {0.0196, 0.0197, 0.0196, 0.0196};
    r = both(half, all, more);
    share = shareOf(r);
    assertEquals(ModelVerdict.DISAGREES, share.modelVerdict());
    assertEquals(SubsetShare.MEASURED, share.basis());
    assertTrue(
        share.answer().endsWith("(measured; the cost model's 0.25 disagrees)"), share.answer());
  }

  @Test
  void anAllColumnsOverheadNotResolvedFromZeroGivesNoInterval() throws Exception {
    JmhResult r =
        both(
            new double[] {0.01, -0.01, 0.02},
            new double[] {0.03, -0.03, 0.01},
            Collections.emptyMap());
    SubsetShare share = shareOf(r);
    assertFalse(share.wall.hasInterval());
    assertTrue(share.answer().startsWith("cannot tell"), share.answer());

    // Each file's overhead measured to within 0.5 points, the all-columns one still not resolved
    // from 0,
    // and a cost model whose prediction agrees with both: its quotient answers.
    Map<String, double[][]> more = new HashMap<String, double[][]>();
    double[] fractions = {0.0005, 0.002};
    String[] models = {"gcmSubsetModel", "gcmModel"};
    for (int i = 0; i < 2; i++) {
      double ln = Math.log(fractions[i]);
      more.put(models[i] + "WallNanos", constant(3, 1e5));
      more.put(models[i] + "LnWallRatio", constant(3, 10 * ln));
      more.put(models[i] + "LnWallRatioSquares", constant(3, 10 * ln * ln));
    }
    double[] subset = {0.0006, 0.0004, 0.0005};
    double[] all = {0.003, 0.001, 0.002};
    r = both(subset, all, more);
    List<PairedRatio> ratios = PairedRatio.of(r);
    assertTrue(ratios.get(0).modelAgrees() && ratios.get(1).modelAgrees());
    assertFalse(
        SubsetShare.of(r, ratios.get(0), ratios.get(1), PairedRatio.CONFIDENCE, TWO_OF_19)
            .wall
            .hasInterval());
    share = SubsetShare.of(r, ratios.get(0), ratios.get(1), PairedRatio.CONFIDENCE, TWO_OF_19);
    assertEquals(SubsetShare.MODEL_PER_FILE, share.basis());
    assertEquals(0.25, share.best().ratio, 1e-12);
    assertTrue(share.answer().contains("each file's predicted overhead agrees"), share.answer());
    // The same without the subset's own check: the model still answers, and says nothing backs it.
    SubsetShare unchecked =
        SubsetShare.of(r, ratios.get(0), null, PairedRatio.CONFIDENCE, TWO_OF_19);
    assertEquals(SubsetShare.MODEL_UNCHECKED, unchecked.basis());
    assertEquals(0.25, unchecked.best().ratio, 1e-12);
    assertTrue(
        unchecked
            .answer()
            .endsWith(
                "(cost model alone, not checked: the all-columns overhead is not resolved from 0"
                    + " in these "
                    + unchecked.wall.interval
                    + ")"),
        unchecked.answer());
  }

  @Test
  void withOneForkTheIterationsAreTheReplicatesAndSaySo() {
    double[][] rounds = {{10, 10, 10}};
    double[][] subset = {{0.2, 0.3, 0.25}};
    double[][] all = {{0.5, 0.6, 0.45}};
    SubsetShare.Quotient q =
        SubsetShare.quotient(PairedRatio.CONFIDENCE, rounds, subset, all, true);
    assertEquals(3, q.replicates);
    assertEquals(SubsetShare.ITERATIONS_OF_ONE_FORK, q.interval);
    assertEquals(Math.expm1(0.75 / 30) / Math.expm1(1.55 / 30), q.ratio, 1e-12);
  }

  @Test
  void aResultWithOneColumnSetHasNoShare() throws Exception {
    JmhResult r = both(SUBSET, ALL, new HashMap<String, double[][]>(), false);
    PairedRatio only = PairedRatio.of(r).get(0);
    assertNull(only.columns);
    assertNull(SubsetShare.of(r, only, null, PairedRatio.CONFIDENCE, TWO_OF_19));
  }
}
