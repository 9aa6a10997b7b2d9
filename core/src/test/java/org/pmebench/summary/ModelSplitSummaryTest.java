package org.pmebench.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.family.Families;
import org.pmebench.floor.CipherFloor;
import org.pmebench.report.ModelSplitTable;
import org.pmebench.report.RowLabels;
import org.pmebench.results.JmhRows;
import org.pmebench.results.RunResults;

/**
 * The cost model's split (cipher objects, per-call and per-byte work) and the OpenSSL floor in the
 * summary and its table, from a paired result with the replay's split counters and a floor step's
 * rows.
 */
class ModelSplitSummaryTest {
  @TempDir Path dir;

  private static final int ROUNDS = 10;

  /** Per fork, per iteration: {@code perRound} x the rounds. */
  private static ObjectNode counter(double perRound) {
    return JmhRows.metric(
        "#",
        new double[][] {
          {perRound * ROUNDS, perRound * ROUNDS}, {perRound * ROUNDS, perRound * ROUNDS}
        });
  }

  /** ln-ratio sums whose forks differ a little (so there is an interval). */
  private static ObjectNode ln(double mean) {
    double a = mean * 0.9 * ROUNDS;
    double b = mean * 1.1 * ROUNDS;
    return JmhRows.metric("#", new double[][] {{a, b}, {b, a * 1.05}});
  }

  private static ObjectNode squares(double mean) {
    return counter(mean * mean + 1e-6);
  }

  private ObjectNode paired(boolean ctrSeparable) {
    ObjectNode r =
        JmhRows.header(
            "1.37",
            "org.pmebench.parquet.ParquetPairedReadBenchmark.readRound",
            "java",
            "17.0.15",
            "OpenJDK 64-Bit Server VM",
            2,
            2);
    r.put("mode", "avgt");
    r.putObject("params")
        .put("spec", "R1")
        .put("modes", "AES_GCM_V1+AES_GCM_CTR_V1")
        .put("rows", "20000");
    r.set("primaryMetric", JmhRows.metric("ms/op", new double[][] {{30, 30}, {30, 30}}));
    Map<String, ObjectNode> c = new LinkedHashMap<String, ObjectNode>();
    c.put("rounds", JmhRows.metric("#", new double[][] {{ROUNDS, ROUNDS}, {ROUNDS, ROUNDS}}));
    for (String p : new String[] {"plaintext", "gcm", "gcmCtr"}) {
      c.put(p + "WallNanos", counter(10e6));
      c.put(p + "CpuNanos", counter(10e6));
      c.put(p + "FileBytes", counter(750_000));
    }
    for (String p : new String[] {"gcm", "gcmCtr"}) {
      c.put(p + "LnWallRatio", ln(0.045));
      c.put(p + "LnWallRatioSquares", squares(0.045));
      c.put(p + "LnCpuRatio", ln(0.045));
      c.put(p + "LnCpuRatioSquares", squares(0.045));
      c.put(p + "ModelWallNanos", counter(400_000));
      c.put(p + "ModelCpuNanos", counter(400_000));
      // The model's fraction: 0.04 of the plaintext file's time.
      c.put(p + "ModelLnWallRatio", ln(Math.log(0.04)));
      c.put(p + "ModelLnWallRatioSquares", squares(Math.log(0.04)));
      c.put(p + "ModelLnCpuRatio", ln(Math.log(0.04)));
      c.put(p + "ModelLnCpuRatioSquares", squares(Math.log(0.04)));
      c.put(p + "Ciphers", counter(34));
      c.put(p + "ModelReplayObjectNanos", counter(100_000));
    }
    c.put("gcmGcmModules", counter(43));
    c.put("gcmGcmModuleBytes", counter(758_867));
    c.put("gcmCtrModules", counter(0));
    c.put("gcmCtrModuleBytes", counter(0));
    c.put("gcmModelReplayGcmNanos", counter(280_000));
    c.put("gcmModelReplayGcmCallNanos", counter(43_000));
    c.put("gcmModelReplayCtrNanos", counter(0));
    c.put("gcmModelReplayCtrCallNanos", counter(0));
    c.put("gcmCtrGcmModules", counter(26));
    c.put("gcmCtrGcmModuleBytes", counter(18_718));
    c.put("gcmCtrCtrModules", counter(17));
    c.put("gcmCtrCtrModuleBytes", counter(740_149));
    c.put("gcmCtrModelReplayGcmNanos", counter(60_000));
    c.put("gcmCtrModelReplayGcmCallNanos", counter(26_000));
    c.put("gcmCtrModelReplayCtrNanos", counter(220_000));
    c.put("gcmCtrModelReplayCtrCallNanos", counter(ctrSeparable ? 17_000 : 0));
    ObjectNode secondary = r.putObject("secondaryMetrics");
    c.forEach(secondary::set);
    return r;
  }

  private Path run(boolean withFloor, boolean ctrSeparable) throws Exception {
    ArrayNode results = JmhRows.JSON.createArrayNode().add(paired(ctrSeparable));
    Files.write(dir.resolve("parquet.json"), JmhRows.JSON.writeValueAsBytes(results));
    if (withFloor) {
      ArrayNode floor = JmhRows.JSON.createArrayNode();
      for (String[] line :
          new String[][] {{CipherFloor.GCM, "450", "0.3"}, {CipherFloor.CTR, "60", "0.12"}}) {
        for (long size : new long[] {16, 64, 256, 1024, 8192, 16384}) {
          ObjectNode row =
              JmhRows.header(
                  "openssl speed",
                  CipherFloor.BENCHMARK,
                  "openssl",
                  "OpenSSL 3.0.19",
                  "openssl",
                  1,
                  1);
          row.put("mode", "thrpt");
          row.putObject("params")
              .put(CipherFloor.ALGORITHM_PARAM, line[0])
              .put(CipherFloor.SIZE_PARAM, org.pmebench.crypto.ChunkSize.format(size))
              .put("provider", "OpenSSL 3.0.19");
          row.set(
              "primaryMetric",
              JmhRows.metric(
                  "ops/s",
                  1e9 / (Double.parseDouble(line[1]) + Double.parseDouble(line[2]) * size)));
          floor.add(row);
        }
      }
      Files.write(dir.resolve("floor-openssl.json"), JmhRows.JSON.writeValueAsBytes(floor));
    }
    return dir;
  }

  private static JsonNode row(Summary s, String encryption) {
    for (JsonNode o : s.overheads()) {
      if (encryption.equals(o.path("encryption").asText())) {
        return o;
      }
    }
    throw new AssertionError("no " + encryption + " row");
  }

  @Test
  void aPairedRowsGcNoteMegabytesPerSecondAndIntervalComeFromItsCountersPerRound()
      throws Exception {
    Path run = run(false, true);
    Path file = run.resolve("parquet.json");
    ArrayNode results = (ArrayNode) JmhRows.JSON.readTree(file.toFile());
    ObjectNode secondary = (ObjectNode) results.get(0).path("secondaryMetrics");
    // Per round: the plaintext file 2 collections, the encrypted ones 3, ...; then per file, the
    // JVM's own threads
    // (this run has no A/A control file).
    double[][] perRound = {{2, 3, 6, 9, 1e6, 2e6, 50_000, 80_000, 10_000, 16_000, 30_000, 40_000}};
    String[] names = {
      "GcCount",
      "GcCount",
      "GcMillis",
      "GcMillis",
      "AllocatedBytes",
      "AllocatedBytes",
      "JvmThreadsCpuNanos",
      "JvmThreadsCpuNanos",
      "JitThreadsCpuNanos",
      "JitThreadsCpuNanos",
      "GcPauseThreadsCpuNanos",
      "GcPauseThreadsCpuNanos"
    };
    for (int i = 0; i < names.length; i++) {
      String value = String.valueOf(perRound[0][i]);
      for (String p : i % 2 == 0 ? new String[] {"plaintext"} : new String[] {"gcm", "gcmCtr"}) {
        secondary.set(p + names[i], counter(Double.parseDouble(value)));
      }
    }
    Files.write(file, JmhRows.JSON.writeValueAsBytes(results));
    Summary s = Summary.of(RunResults.load(run), Families.summaryParts());
    JsonNode gcm = row(s, "AES_GCM_V1");
    JsonNode gc = gcm.path("gc");
    assertEquals(2, gc.path("plaintextCollectionsPerRound").asDouble(), 1e-9, gc.toString());
    assertEquals(3, gc.path("encryptedCollectionsPerRound").asDouble(), 1e-9);
    assertEquals(6, gc.path("plaintextMillisPerRound").asDouble(), 1e-9);
    assertEquals(9, gc.path("encryptedMillisPerRound").asDouble(), 1e-9);
    assertEquals(1e6, gc.path("plaintextAllocatedBytesPerFile").asDouble(), 1e-6);
    assertEquals(2e6, gc.path("encryptedAllocatedBytesPerFile").asDouble(), 1e-6);
    assertEquals(50, gc.path("plaintextJvmThreadsMicrosPerFile").asDouble(), 1e-9);
    assertEquals(80, gc.path("encryptedJvmThreadsMicrosPerFile").asDouble(), 1e-9);
    assertEquals(10, gc.path("plaintextJitMicrosPerFile").asDouble(), 1e-9);
    assertEquals(16, gc.path("encryptedJitMicrosPerFile").asDouble(), 1e-9);
    assertEquals(30, gc.path("plaintextGcPauseMicrosPerFile").asDouble(), 1e-9);
    assertEquals(40, gc.path("encryptedGcPauseMicrosPerFile").asDouble(), 1e-9);
    // 750,000 bytes per file in 10 ms of wall time per round.
    assertEquals(75, gcm.path("plaintextMegabytesPerSecond").asDouble(), 1e-9, gcm.toString());
    assertEquals(75, gcm.path("encryptedMegabytesPerSecond").asDouble(), 1e-9);
    assertEquals(Summary.FORKS, gcm.path("interval").asText(), "2 forks: the interval covers them");
    assertEquals(Summary.FORKS, gcm.path("cpu").path("interval").asText());
  }

  @Test
  void theModelsPointsDivideIntoObjectsCallsAndBytesAndTheFloorPricesTheSameCalls()
      throws Exception {
    Summary s = Summary.of(RunResults.load(run(true, true)), Families.summaryParts());
    JsonNode gcm = row(s, "AES_GCM_V1").path("model");
    JsonNode split = gcm.path("split");
    assertEquals(400, split.path("replayMicrosPerFile").asDouble(), 1e-9);
    double points = 100 * (gcm.path("cpu").path("ratio").asDouble() - 1);
    // objects 100 of 400 us, GCM calls 43, bytes 237: points in that proportion of the model's.
    assertEquals(points * 100 / 400, split.path("points").path("objects").asDouble(), 1e-9);
    assertEquals(points * 43 / 400, split.path("points").path("calls").asDouble(), 1e-9);
    assertEquals(points * 237 / 400, split.path("points").path("bytes").asDouble(), 1e-9);
    assertEquals(1000, split.path("gcm").path("perCallNanos").asDouble(), 1e-9);
    assertEquals(237_000.0 / 758_867, split.path("gcm").path("perByteNanos").asDouble(), 1e-12);
    assertFalse(split.has("ctr"), "no CTR modules in AES_GCM_V1");
    // The floor: 43 x 450 ns + 758,867 x 0.3 ns over the plaintext file's 10 ms of CPU.
    assertEquals(
        1 + (43 * 450 + 758_867 * 0.3) / 10e6, gcm.path("floor").path("ratio").asDouble(), 1e-6);
    assertEquals(450, s.root.path("floor").path("gcm").path("perCallNanos").asDouble(), 1e-6);
    assertEquals("OpenSSL 3.0.19", s.root.path("floor").path("source").asText());
    JsonNode ctr = row(s, "AES_GCM_CTR_V1").path("model");
    assertEquals(
        1 + (26 * 450 + 18_718 * 0.3 + 17 * 60 + 740_149 * 0.12) / 10e6,
        ctr.path("floor").path("ratio").asDouble(),
        1e-6);
    assertEquals(1000, ctr.path("split").path("ctr").path("perCallNanos").asDouble(), 1e-9);

    String md =
        ModelSplitTable.toMarkdown(s.rows(), s.file(), new RowLabels(Families.reportParts()));
    assertTrue(md.contains("| R1 | "), md);
    assertTrue(md.contains("1000 + 0.312 / –"), md);
    assertTrue(md.contains("GCM 450 ns per call + 0.300 ns per byte"), md);

    SummarySchema.assertValid(s.root);
    ((ObjectNode) s.root.path("floor").path("gcm")).put("perCallNanos", "fast");
    assertFalse(SummarySchema.load().validate(s.root).isEmpty(), "the schema checks the floor");
  }

  @Test
  void aConstructionWhoseSizesDoNotSeparateLeavesCallsAndBytesOpenAndNoFloorIsSaid()
      throws Exception {
    Summary s = Summary.of(RunResults.load(run(false, false)), Families.summaryParts());
    JsonNode split = row(s, "AES_GCM_CTR_V1").path("model").path("split");
    assertFalse(split.path("ctr").path("separable").asBoolean());
    assertTrue(split.path("points").path("calls").isNull());
    assertTrue(split.path("points").path("objects").isNumber());
    assertFalse(row(s, "AES_GCM_CTR_V1").path("model").has("floor"));
    assertFalse(s.root.has("floor"));
    assertTrue(
        ModelSplitTable.toMarkdown(s.rows(), s.file(), new RowLabels(Families.reportParts()))
            .contains("No floor in this run"));
  }
}
