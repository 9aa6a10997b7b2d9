package org.pmebench.family.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.cpuprofile.CpuAttribution.Estimate;
import org.pmebench.results.JmhJsonReader;
import org.pmebench.results.JmhResult;

/**
 * The stream benchmark's counters with a known cost (20 us per stream, 0.5 ns per byte, each fork a
 * little off) give back both coefficients and the prediction for a query's streams and bytes.
 */
class StreamCostsTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String[] COUNTERS = {
    "streamRounds",
    "opensslRounds",
    "smallStreams",
    "smallBytes",
    "largeStreams",
    "largeBytes",
    "smallPlainCpuNanos",
    "smallEncryptedCpuNanos",
    "largePlainCpuNanos",
    "largeEncryptedCpuNanos"
  };

  @TempDir Path dir;

  /** {@code results} as the suite reads a JMH result file. */
  private List<JmhResult> read(ArrayNode results) throws Exception {
    Path file = dir.resolve("streams.json");
    Files.write(file, JSON.writeValueAsBytes(results));
    return JmhJsonReader.read(file);
  }

  /**
   * A JMH result of the benchmark for {@code cipher}: forks x iterations of rounds with the given
   * costs.
   */
  static ObjectNode result(
      String cipher, int forks, int iterations, double perStream, double perByte, boolean openssl) {
    Random noise = new Random(7);
    ObjectNode r = JSON.createObjectNode();
    r.put("benchmark", StreamCosts.BENCHMARK);
    r.put("mode", "avgt");
    r.putObject("primaryMetric").put("score", 1).put("scoreUnit", "us/op");
    r.putObject("params").put("cipher", cipher);
    ObjectNode m = r.putObject("secondaryMetrics");
    ArrayNode[] raw = new ArrayNode[COUNTERS.length];
    for (int c = 0; c < COUNTERS.length; c++) {
      ObjectNode metric = m.putObject(COUNTERS[c]);
      metric.put("score", 1).put("scoreUnit", "#");
      raw[c] = metric.putArray("rawData");
    }
    for (int f = 0; f < forks; f++) {
      double fork = 1 + 0.02 * noise.nextGaussian();
      ArrayNode[] it = new ArrayNode[COUNTERS.length];
      for (int c = 0; c < COUNTERS.length; c++) {
        it[c] = raw[c].addArray();
      }
      for (int i = 0; i < iterations; i++) {
        double rounds = 100;
        double small = 256 * rounds;
        double large = 4 * rounds;
        double smallPlain = small * 3000;
        double largePlain = large * 400_000;
        double[] v = {
          rounds,
          openssl ? rounds : 0,
          small,
          small * 512,
          large,
          large * 1048576,
          smallPlain,
          smallPlain + small * fork * (perStream + perByte * 512),
          largePlain,
          largePlain + large * fork * (perStream + perByte * 1048576)
        };
        for (int c = 0; c < COUNTERS.length; c++) {
          it[c].add(v[c]);
        }
      }
    }
    return r;
  }

  @Test
  void perStreamAndPerByteCostsComeBackAndPredictAQuerysCost() throws Exception {
    ArrayNode results = JSON.createArrayNode();
    ObjectNode other =
        results
            .addObject()
            .put("benchmark", "org.pmebench.cipher.AesGcmBenchmark.encrypt")
            .put("mode", "thrpt");
    other.putObject("primaryMetric").put("score", 1).put("scoreUnit", "ops/s");
    results.add(result("jce", 3, 4, 20_000, 0.5, false));
    results.add(result("openssl", 3, 4, 8_000, 0.25, true));
    Map<String, StreamCosts> costs = StreamCosts.of(read(results));
    assertEquals(2, costs.size(), "other benchmarks' rows are skipped");
    StreamCosts jce = costs.get("jce");
    assertFalse(jce.openssl);
    assertFalse(jce.oneFork);
    assertEquals(20_000, jce.perStreamNanos().value, 20_000 * 0.03);
    assertEquals(0.5, jce.perByteNanos().value, 0.5 * 0.03);
    Estimate stream = jce.perStreamNanos();
    assertTrue(
        stream.low < stream.value && stream.value < stream.high, "an interval over the 3 forks");
    Estimate predicted = jce.predictNanos(100, 1e6);
    assertEquals(100 * 20_000 + 0.5 * 1e6, predicted.value, 2.5e6 * 0.03);
    assertTrue(predicted.low < predicted.value && predicted.high > predicted.value);
    assertTrue(costs.get("openssl").openssl);
    assertEquals(0.25, costs.get("openssl").perByteNanos().value, 0.25 * 0.03);
  }

  @Test
  void oneForkUsesItsIterationsAndSaysSo() throws Exception {
    ArrayNode results = JSON.createArrayNode();
    results.add(result("default", 1, 5, 30_000, 0.5, false));
    StreamCosts c = StreamCosts.of(read(results)).get("default");
    assertTrue(c.oneFork);
    assertEquals(30_000, c.perStreamNanos().value, 30_000 * 0.05);
    assertFalse(Double.isNaN(c.perStreamNanos().low), "five iterations give an interval");
  }

  @Test
  void aResultWithoutItsCountersIsRefusedByName() throws Exception {
    ObjectNode r = result("jce", 1, 2, 1, 1, false);
    ((ObjectNode) r.path("secondaryMetrics")).remove("largeBytes");
    List<JmhResult> results = read(JSON.createArrayNode().add(r));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> StreamCosts.of(results));
    assertTrue(e.getMessage().contains("largeBytes"), e.getMessage());
  }
}
