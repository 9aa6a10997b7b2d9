package org.pmebench.cpuprofile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.family.Families;
import org.pmebench.results.RecordedRuns;
import org.pmebench.results.RunResults;
import org.pmebench.summary.Summary;
import org.pmebench.summary.SummarySchema;

/**
 * The CPU attribution of a recorded profiled run (standard profile, R1 and W1 paired, 20,000 rows,
 * 3 forks, on JDK 17 and 25, and the JDK 25 AES-CTR 4 MiB cipher run), and of profiles that cannot
 * be attributed.
 */
class CpuAttributionTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String READ_17 = "jdk17-parquet-read-intrinsics-on.json";

  @TempDir Path dir;

  private static JsonNode row(JsonNode rows, String jvm, String spec, String encryption) {
    for (JsonNode r : rows) {
      if (r.path("jvm").asText().equals(jvm)
          && r.path("params").path("spec").asText().equals(spec)
          && (encryption == null || r.path("encryption").asText().equals(encryption))) {
        return r;
      }
    }
    throw new AssertionError("no row " + jvm + " " + spec + " " + encryption);
  }

  @Test
  void eachModesSamplesSplitIntoCipherParquetCryptoAndTheRestAndExplainThePairedOverhead()
      throws Exception {
    Summary s =
        Summary.of(
            RunResults.load(RecordedRuns.profiled(dir.resolve("run"))), Families.summaryParts());
    JsonNode r1 = row(s.root.path("results"), "jdk17", "R1", null).path("attribution");
    assertTrue(r1.path("available").asBoolean());
    assertEquals(16798, r1.path("samples").asLong());
    List<String> modes = new ArrayList<String>();
    r1.path("modes").fieldNames().forEachRemaining(modes::add);
    assertEquals(Arrays.asList("AES_GCM_CTR_V1", "AES_GCM_V1", "PLAINTEXT"), modes);
    for (String mode : modes) {
      JsonNode m = r1.path("modes").path(mode);
      double sum = 0;
      for (String c : new String[] {"cipher", "parquetCrypto", "rest", "unattributed"}) {
        sum += m.path(c).path("value").asDouble();
      }
      assertEquals(1, sum, 1e-9, mode + ": the four categories are every benchmark-thread sample");
      assertEquals(
          m.path("cipher").path("value").asDouble()
              + m.path("parquetCrypto").path("value").asDouble(),
          m.path("crypto").path("value").asDouble(),
          1e-9);
      assertTrue(
          m.path("cipherStubs").path("value").asDouble()
              <= m.path("cipher").path("value").asDouble());
      assertTrue(
          m.path("crypto").path("low").asDouble() <= m.path("crypto").path("value").asDouble());
    }
    assertTrue(
        r1.path("modes").path("PLAINTEXT").path("cipher").path("value").asDouble() < 0.001,
        "a plaintext read runs no cipher");
    assertTrue(r1.path("modes").path("AES_GCM_V1").path("cipher").path("value").asDouble() > 0.02);
    double other = r1.path("otherThreads").path("value").asDouble();
    assertTrue(other > 0.1 && other < 0.5, "JIT and GC threads: " + other);

    JsonNode gcm = row(s.root.path("overheads"), "jdk17", "R1", "AES_GCM_V1").path("attribution");
    assertEquals(0.038, gcm.path("cryptoShare").path("value").asDouble(), 0.001);
    double sampled = gcm.path("sampledOverhead").path("value").asDouble();
    assertEquals(0.054, sampled, 0.001);
    assertEquals(
        sampled,
        gcm.path("cryptoOverhead").path("value").asDouble()
            + gcm.path("elsewhereOverhead").path("value").asDouble(),
        1e-9);

    JsonNode ctr = row(s.root.path("results"), "jdk25", "", null);
    assertEquals("4MiB", ctr.path("params").path("chunkSize").asText());
    assertTrue(
        ctr.path("attribution").path("modes").path("all").path("cipher").path("value").asDouble()
            > 0.99,
        "the cipher benchmark is almost all cipher: the classification's sanity check");
    JsonNode steady = ctr.path("steadyState");
    assertEquals("warm-up", steady.path("class").asText());
    assertEquals(
        8, steady.path("fastFromIteration").asInt(), "48 MB/s until the 8th measured second");
    assertEquals(
        10.0, steady.path("secondsToFast").asDouble(), 1e-9, "3 warm-up + 7 measured seconds");

    s.write(dir.resolve("summary.json"));
    SummarySchema.assertValid(JSON.readTree(dir.resolve("summary.json").toFile()));
  }

  /** The recorded JDK 17 read with its profile counters replaced by what {@code edit} leaves. */
  private Path editedRead(String name, java.util.function.Consumer<ObjectNode> edit)
      throws Exception {
    Path run = dir.resolve(name);
    Files.createDirectories(run);
    ArrayNode results;
    try (InputStream in = getClass().getResourceAsStream("/profiled/" + READ_17)) {
      results = (ArrayNode) JSON.readTree(in);
    }
    edit.accept((ObjectNode) results.get(0).path("secondaryMetrics"));
    JSON.writeValue(run.resolve(READ_17).toFile(), results);
    return run;
  }

  @Test
  void aForkWhereTheProfilerCouldNotStartSaysSoInsteadOfShowingShares() throws Exception {
    Path run =
        editedRead(
            "unavailable",
            metrics -> {
              ObjectNode unavailable = metrics.path("profile.otherThreads").deepCopy();
              for (Iterator<Map.Entry<String, JsonNode>> it = metrics.fields(); it.hasNext(); ) {
                if (it.next().getKey().startsWith("profile.")) {
                  it.remove();
                }
              }
              unavailable.put("score", 1.0).put("scoreUnit", "forks");
              ArrayNode raw = unavailable.putArray("rawData");
              for (int fork = 0; fork < 3; fork++) {
                raw.addArray().add(1.0).add(1.0).add(1.0).add(1.0);
              }
              metrics.set("profile.unavailable", unavailable);
            });
    Summary s = Summary.of(RunResults.load(run), Families.summaryParts());
    JsonNode a = s.root.path("results").get(0).path("attribution");
    assertFalse(a.path("available").asBoolean(true));
    assertTrue(
        a.path("note").asText().startsWith("async-profiler could not start in the fork"),
        a.toString());
    assertFalse(a.has("modes"));
    for (JsonNode o : s.root.path("overheads")) {
      assertFalse(o.has("attribution"), "no profile, no second estimate");
    }
  }

  @Test
  void aProfileWithoutSamplesIsReportedAsSuchNeverAsZeroPercent() throws Exception {
    Path run =
        editedRead(
            "empty",
            metrics ->
                metrics
                    .fields()
                    .forEachRemaining(
                        m -> {
                          if (m.getKey().startsWith("profile.")) {
                            for (JsonNode fork : m.getValue().path("rawData")) {
                              for (int i = 0; i < fork.size(); i++) {
                                ((ArrayNode) fork).set(i, JSON.getNodeFactory().numberNode(0.0));
                              }
                            }
                          }
                        }));
    Summary s = Summary.of(RunResults.load(run), Families.summaryParts());
    JsonNode a = s.root.path("results").get(0).path("attribution");
    assertTrue(a.path("available").asBoolean());
    assertEquals(0, a.path("samples").asLong());
    assertEquals("no samples: nothing to attribute", a.path("note").asText());
    assertFalse(a.has("modes"), "no shares at all, not 0%");
    for (JsonNode o : s.root.path("overheads")) {
      assertFalse(o.has("attribution"));
    }
  }
}
