package org.pmebench.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pmebench.results.JmhResult;
import org.pmebench.results.TestResults;
import org.pmebench.stats.PairedRatio;

/**
 * What encryption adds to a file in time, as summary.json writes it ({@code extraCost}):
 * microseconds per file on each clock, and per encrypted byte and module where the cost model
 * counted them, by hand.
 */
class ExtraCostNoteTest {
  /**
   * Two forks of one iteration of 10 rounds; per fork the sums of each file's nanoseconds over its
   * rounds.
   */
  private static PairedRatio ratio(
      double[] plainWall, double[] gcmWall, double[] plainCpu, double[] gcmCpu) {
    return ratio(plainWall, gcmWall, plainCpu, gcmCpu, new HashMap<String, double[][]>());
  }

  /**
   * The same with GCM's cost model in the rounds: per file 80 GCM modules of 6e5 bytes and 20 CTR
   * modules of 4e5 bytes.
   */
  private static PairedRatio withModel(
      double[] plainWall, double[] gcmWall, double[] plainCpu, double[] gcmCpu) {
    Map<String, double[][]> c = new HashMap<String, double[][]>();
    c.put("gcmModelWallNanos", column(new double[] {1e6, 1e6}));
    c.put("gcmModelCpuNanos", column(new double[] {1e6, 1e6}));
    for (String ln :
        new String[] {"LnWallRatio", "LnWallRatioSquares", "LnCpuRatio", "LnCpuRatioSquares"}) {
      c.put("gcmModel" + ln, column(new double[] {0.01, 0.02}));
    }
    c.put("gcmGcmModules", column(new double[] {800, 800}));
    c.put("gcmGcmModuleBytes", column(new double[] {6e6, 6e6}));
    c.put("gcmCtrModules", column(new double[] {200, 200}));
    c.put("gcmCtrModuleBytes", column(new double[] {4e6, 4e6}));
    return ratio(plainWall, gcmWall, plainCpu, gcmCpu, c);
  }

  private static PairedRatio ratio(
      double[] plainWall,
      double[] gcmWall,
      double[] plainCpu,
      double[] gcmCpu,
      Map<String, double[][]> c) {
    c.put("rounds", new double[][] {{10}, {10}});
    c.put("plaintextWallNanos", column(plainWall));
    c.put("gcmWallNanos", column(gcmWall));
    c.put("plaintextCpuNanos", column(plainCpu));
    c.put("gcmCpuNanos", column(gcmCpu));
    c.put("plaintextFileBytes", column(new double[] {1e4, 1e4}));
    c.put("gcmFileBytes", column(new double[] {1e4, 1e4}));
    c.put("gcmLnWallRatio", column(new double[] {0.5, 0.6}));
    c.put("gcmLnWallRatioSquares", column(new double[] {0.03, 0.04}));
    c.put("gcmLnCpuRatio", column(new double[] {0.4, 0.5}));
    c.put("gcmLnCpuRatioSquares", column(new double[] {0.02, 0.03}));
    JmhResult r =
        TestResults.avgt(
            "org.pmebench.parquet.ParquetPairedReadBenchmark.readRound",
            1,
            2,
            new HashMap<String, String>(),
            1,
            TestResults.counters(c));
    try {
      return PairedRatio.of(r).get(0);
    } catch (org.pmebench.results.InvalidResultsException e) {
      throw new AssertionError(e);
    }
  }

  private static double[][] column(double[] perFork) {
    return new double[][] {{perFork[0]}, {perFork[1]}};
  }

  @Test
  void eachClocksAddedTimePerFileAndPerByteAndModuleOfTheModel() {
    // Wall: 1 ms a plaintext file; +50 us in one fork, +70 us in the other. CPU: 0.9 ms, +40 and
    // +60 us.
    PairedRatio r =
        withModel(
            new double[] {10e6, 10e6},
            new double[] {10.5e6, 10.7e6},
            new double[] {9e6, 9e6},
            new double[] {9.4e6, 9.6e6});
    ExtraCostNote n = PairedNotes.extraCost(r);
    // Two forks: t(0.975, 1) = 12.706, the standard error half the forks' difference.
    double t = 12.706204736174698;
    assertEquals(60, n.wallMicros.value, 1e-9);
    assertEquals(60 - t * 10, n.wallMicros.low, 1e-6);
    assertEquals(60 + t * 10, n.wallMicros.high, 1e-6);
    assertEquals(50, n.cpuMicros.value, 1e-9);
    assertEquals(50 + t * 10, n.cpuMicros.high, 1e-6);
    assertNull(n.processCpuMicros, "no JVM threads' clock recorded");
    assertEquals(PairedRatio.INTERVAL_FORKS, n.interval);
    assertEquals(2, n.replicates);
    // Per byte and module: the CPU's added time (it has one) over GCM's and CTR's together.
    assertEquals(1e6, n.encryptedBytes, 0);
    assertEquals(100, n.modules, 0);
    assertEquals(50e3 / 1e6, n.nanosPerEncryptedByte.value, 1e-12);
    assertEquals((50 - t * 10) * 1e3 / 1e6, n.nanosPerEncryptedByte.low, 1e-9);
    assertEquals(50.0 / 100, n.microsPerModule.value, 1e-12);
    assertEquals((50 + t * 10) / 100, n.microsPerModule.high, 1e-9);
  }

  @Test
  void withoutTheModelsCountsThereIsNoCostPerByte() {
    PairedRatio r =
        ratio(
            new double[] {10e6, 10e6},
            new double[] {10.5e6, 10.7e6},
            new double[] {9e6, 9e6},
            new double[] {9.4e6, 9.6e6});
    ExtraCostNote n = PairedNotes.extraCost(r);
    assertEquals(60, n.wallMicros.value, 1e-9);
    assertNull(n.nanosPerEncryptedByte);
    assertNull(n.microsPerModule);
    assertNull(n.encryptedBytes);
  }
}
