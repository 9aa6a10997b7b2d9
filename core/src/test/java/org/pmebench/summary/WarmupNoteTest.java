package org.pmebench.summary;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pmebench.paired.ResultCounter;
import org.pmebench.results.JmhResult;

class WarmupNoteTest {
  private static JmhResult result(Map<String, JmhResult.Metric> secondary) {
    return new JmhResult(
        "org.pmebench.parquet.ParquetPairedReadBenchmark.readRound",
        "avgt",
        1,
        3,
        "17.0.15",
        "OpenJDK",
        Collections.<String>emptyList(),
        Collections.<String, String>emptyMap(),
        60,
        Double.NaN,
        "ms/op",
        9,
        secondary,
        new double[0][],
        new JmhResult.Timing(6, 2.0, 1.0));
  }

  private static JmhResult.Metric perFork(double... values) {
    double[][] raw = new double[values.length][];
    for (int f = 0; f < values.length; f++) {
      raw[f] = new double[] {values[f], values[f], values[f]};
    }
    return new JmhResult.Metric(0, Double.NaN, "#", raw);
  }

  @Test
  void quietWarmUpsGiveEachForksSecondsAndHowManyWentQuiet() {
    Map<String, JmhResult.Metric> s = new HashMap<String, JmhResult.Metric>();
    s.put(ResultCounter.ROUNDS.key, perFork(50, 50, 50));
    s.put(ResultCounter.WARMUP_MILLIS.key, perFork(24_600, 40_900, 26_900));
    s.put(ResultCounter.WARMUP_QUIET.key, perFork(1, 0, 1));
    WarmupNote n = WarmupNote.of(result(s));
    assertEquals(WarmupNote.UNTIL_QUIET, n.rule);
    assertEquals(3, n.forks);
    assertEquals(2, (int) n.quietForks);
    assertArrayEquals(new double[] {24.6, 40.9, 26.9}, n.seconds, 1e-9);
    // The steady state counts the mean quiet warm-up and the one warm-up iteration before it.
    JmhResult.Timing t = n.timing(new JmhResult.Timing(2, 0.5, 1.0));
    assertEquals(1 + (24.6 + 40.9 + 26.9) / 3, t.warmupSeconds, 1e-9);
    assertEquals(1, t.warmupIterations);
  }

  @Test
  void forksWithoutAQuietWarmUpHadTheProfilesFixedOne() {
    Map<String, JmhResult.Metric> s = new HashMap<String, JmhResult.Metric>();
    s.put(ResultCounter.ROUNDS.key, perFork(50, 50));
    s.put(ResultCounter.WARMUP_MILLIS.key, perFork(0, 0));
    s.put(ResultCounter.WARMUP_QUIET.key, perFork(0, 0));
    WarmupNote n = WarmupNote.of(result(s));
    assertEquals(WarmupNote.FIXED, n.rule);
    assertNull(n.quietForks);
    assertArrayEquals(new double[] {12, 12}, n.seconds, 1e-9);
    JmhResult.Timing t = new JmhResult.Timing(12, 1.0, 1.0);
    assertEquals(t, n.timing(t));
    s.remove(ResultCounter.WARMUP_MILLIS.key);
    assertEquals(
        WarmupNote.FIXED, WarmupNote.of(result(s)).rule, "results from before the counters");
  }

  @Test
  void aResultWithoutRoundsHasNoNote() {
    assertNull(WarmupNote.of(result(new HashMap<String, JmhResult.Metric>())));
  }
}
