package org.pmebench.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A committed run as Conbench payloads: an overhead row's two sides in seconds, a cipher result in
 * bytes per second, and the fields Conbench's API requires (benchadapt 2024.3.20 took these very
 * payloads without a warning once given the commit).
 */
class ConbenchFeedTest {
  private static ArrayNode payloads() throws Exception {
    SummaryFile run =
        SummaryFile.read(
            Paths.get(
                "results/reference/2026-11-25-issue44-published-answers/columns-ci-amd/summary.json"));
    return ConbenchFeed.results(run, "columns-ci-amd", "2026-11-25T20:49:22Z");
  }

  @Test
  void anOverheadRowIsItsEncryptedAndPlaintextSecondsAndACipherResultItsBytesPerSecond()
      throws Exception {
    ArrayNode all = payloads();
    assertEquals(10 * 2 + 12, all.size(), "ten rows' two sides, twelve openssl speeds");
    JsonNode encrypted = all.get(0);
    JsonNode plaintext = all.get(1);
    assertEquals("AES_GCM_V1", encrypted.path("tags").path("mode").asText());
    assertEquals("PLAINTEXT", plaintext.path("tags").path("mode").asText());
    assertEquals("s", encrypted.path("stats").path("unit").asText());
    assertEquals(
        "org.pmebench.parking.ParkingPairedReadAllBenchmark.readRound",
        encrypted.path("tags").path("name").asText());
    double ratio =
        encrypted.path("stats").path("data").get(0).asDouble()
            / plaintext.path("stats").path("data").get(0).asDouble();
    assertTrue(ratio > 1 && ratio < 1.2, "the encrypted read is the slower side: " + ratio);
    JsonNode cipher = all.get(all.size() - 1);
    assertEquals("B/s", cipher.path("stats").path("unit").asText());
    assertTrue(cipher.path("stats").path("data").get(0).asDouble() > 1e6, cipher.toString());
  }

  @Test
  void everyPayloadHasWhatConbenchsApiRequiresInItsTypes() throws Exception {
    Set<String> machineKeys =
        new HashSet<String>(
            Arrays.asList(
                "name",
                "os_name",
                "os_version",
                "architecture_name",
                "kernel_name",
                "memory_bytes",
                "cpu_model_name",
                "cpu_core_count",
                "cpu_thread_count",
                "cpu_l1d_cache_bytes",
                "cpu_l1i_cache_bytes",
                "cpu_l2_cache_bytes",
                "cpu_l3_cache_bytes",
                "cpu_frequency_max_hz",
                "gpu_count",
                "gpu_product_names"));
    for (JsonNode r : payloads()) {
      for (String field : new String[] {"run_id", "batch_id", "timestamp"}) {
        assertTrue(r.path(field).isTextual() && !r.path(field).asText().isEmpty(), field);
      }
      assertTrue(Arrays.asList("s", "B/s").contains(r.path("stats").path("unit").asText()));
      assertTrue(
          r.path("stats").path("data").get(0).asDouble() >= 0, "Conbench keeps none below 0");
      Iterator<String> tags = r.path("tags").fieldNames();
      while (tags.hasNext()) {
        JsonNode v = r.path("tags").path(tags.next());
        assertTrue(v.isTextual() && !v.asText().isEmpty(), r.path("tags").toString());
      }
      Set<String> keys = new HashSet<String>();
      r.path("machine_info").fieldNames().forEachRemaining(keys::add);
      assertEquals(machineKeys, keys);
      assertTrue(r.path("machine_info").path("name").asText().startsWith("unidentified: AMD EPYC"));
      assertEquals("Java", r.path("context").path("benchmark_language").asText());
    }
  }

  @Test
  void aJmhTimeUnitIsSecondsAndACacheEntryBytes() {
    assertEquals(1e-3, ConbenchMachine.secondsPer("ms/op"), 0);
    assertEquals(1e-9, ConbenchMachine.secondsPer("ns/op"), 0);
    assertTrue(Double.isNaN(ConbenchMachine.secondsPer("ops/s")));
    RunInfo.Machine m = new RunInfo.Machine();
    m.caches = Arrays.asList("L1d 48K", "L2 2048K", "L3 2M");
    assertEquals(48 * 1024, ConbenchMachine.cache(m, "L1d"));
    assertEquals(2 * 1024 * 1024, ConbenchMachine.cache(m, "L3"));
    assertEquals(0, ConbenchMachine.cache(m, "L1i"));
  }
}
