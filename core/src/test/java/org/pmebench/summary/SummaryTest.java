package org.pmebench.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.ValidationMessage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.family.Families;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.results.JmhResult;
import org.pmebench.results.RunResults;

/**
 * Recorded JMH JSON (R1 read, 200k rows, JDK 17 and 25, from the reference machine) into
 * summary.json.
 */
class SummaryTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path dir;

  private Path fixtureRun() throws Exception {
    return RecordedRun.copyTo(dir);
  }

  @Test
  void eachEncryptedResultIsDividedByThePlaintextOneOfTheSameJvmAndParameters() throws Exception {
    Summary s = Summary.of(RunResults.load(fixtureRun()), Families.summaryParts());
    assertEquals(6, s.root.path("results").size());
    assertEquals(4, s.overheads().size(), "2 JVMs x 2 encrypted modes");
    assertTrue(s.unmatched.isEmpty());
    Map<String, JsonNode> byId = new HashMap<String, JsonNode>();
    for (JsonNode o : s.root.path("overheads")) {
      byId.put(o.path("id").asText(), o);
    }
    JsonNode gcm17 =
        byId.get(
            "ParquetReadBenchmark.readFile io=memory rows=200000 spec=R1 | jdk17 | intrinsics-on"
                + " | avgt t1 AES_GCM_V1");
    assertEquals(267.4228952708333 / 186.68119049166668, gcm17.path("ratio").asDouble(), 1e-12);
    assertEquals("separate", gcm17.path("pairing").asText());
    assertEquals(
        gcm17.path("ratio").asDouble() * Math.exp(-1.959964 * gcm17.path("logStdError").asDouble()),
        gcm17.path("low").asDouble(),
        1e-12,
        "separate ratios get a 95% interval from their standard error");
    assertEquals(17, gcm17.path("javaMajor").asInt());
    assertEquals("jdk17", gcm17.path("jvm").asText());
    assertEquals("AES_GCM_V1", gcm17.path("encryption").asText());
    assertTrue(
        !gcm17.path("params").has("mode"), "the mode is what differs, not a parameter of the row");

    JsonNode ctr25 =
        byId.get(
            "ParquetReadBenchmark.readFile io=memory rows=200000 spec=R1 | jdk25 | intrinsics-on"
                + " | avgt t1 AES_GCM_CTR_V1");
    assertEquals(192.89099597976193 / 175.01413347916667, ctr25.path("ratio").asDouble(), 1e-12);
    assertEquals("Eclipse Adoptium", s.root.path("jvms").path("jdk25").path("vendor").asText());
    assertTrue(s.root.path("machine").path("cores").asInt() > 0);
  }

  @Test
  void aResultsSteadyScoreAndItsMegabytesPerSecondComeFromItsLastSegmentInTheResultsOwnUnit()
      throws Exception {
    Summary s = Summary.of(RunResults.load(fixtureRun()), Families.summaryParts());
    int checked = 0;
    for (JsonNode r : s.root.path("results")) {
      JsonNode steady = r.path("steadyState");
      double score = r.path("score").asDouble();
      double mbps = r.path("megabytesPerSecond").asDouble();
      assertTrue(mbps > 0, r.toString());
      // ms/op of a 200,000-row R1 file: its bytes over its time.
      assertTrue(mbps > 1 && mbps < 10_000, "MB/s of a file read in " + score + " ms: " + mbps);
      double steadyScore = steady.path("score").asDouble();
      assertTrue(
          steadyScore > score / 2 && steadyScore < score * 2, "the last segment in ms/op: " + r);
      assertEquals(
          steadyScore / score,
          steady.path("megabytesPerSecond").asDouble() / mbps,
          1e-9,
          r.toString());
      checked++;
    }
    assertEquals(6, checked);
  }

  @Test
  void theWrittenSummaryMatchesTheShippedSchema() throws Exception {
    Summary.of(RunResults.load(fixtureRun()), Families.summaryParts())
        .write(dir.resolve("summary.json"));
    SummarySchema.assertValid(JSON.readTree(dir.resolve("summary.json").toFile()));

    // ...and the schema is not vacuous: a ratio that is not a number fails it.
    JsonNode broken = JSON.readTree(dir.resolve("summary.json").toFile());
    ((ObjectNode) broken.path("overheads").get(0)).put("ratio", "fast");
    assertTrue(!SummarySchema.load().validate(broken).isEmpty());
  }

  @Test
  void theS3FamilysCommittedSummariesMatchTheSchemaAndAreRewrittenTheSame() throws Exception {
    JsonSchema schema = SummarySchema.load();
    for (String run : new String[] {"quick", "quick-committers-20ms"}) {
      Path src =
          org.pmebench.run.SuiteHome.path()
              .resolve("results/reference/2026-11-24-issue27-s3")
              .resolve(run);
      Path copy = Files.createDirectories(dir.resolve(run));
      for (String f : new String[] {"jdk17-s3-intrinsics-on.json", "run.json"}) {
        Files.copy(src.resolve(f), copy.resolve(f));
      }
      Summary summary = Summary.of(RunResults.load(copy), Families.summaryParts());
      summary.write(copy.resolve("summary.json"));
      JsonNode written = JSON.readTree(copy.resolve("summary.json").toFile());
      Set<ValidationMessage> errors = schema.validate(written);
      assertTrue(errors.isEmpty(), run + ": " + errors);
      assertEquals(
          JSON.readTree(src.resolve("summary.json").toFile()).path("s3Committers"),
          written.path("s3Committers"),
          run);
      assertEquals(
          JSON.readTree(src.resolve("summary.json").toFile()).path("s3Requests"),
          written.path("s3Requests"),
          run);
    }
  }

  @Test
  void encryptedResultsWithNoPlaintextToDivideByAreAnError() throws Exception {
    fixtureRun();
    String json =
        new String(
            Files.readAllBytes(dir.resolve("jdk17-parquet-read-intrinsics-on.json")),
            StandardCharsets.UTF_8);
    Path lonely = Files.createDirectories(dir.resolve("lonely"));
    Files.write(
        lonely.resolve("r.json"),
        json.replace("\"PLAINTEXT\"", "\"AES_GCM_V1\"").getBytes(StandardCharsets.UTF_8));
    InvalidResultsException e =
        assertThrows(
            InvalidResultsException.class,
            () -> Summary.of(RunResults.load(lonely), Families.summaryParts()));
    assertTrue(
        e.getMessage().contains("no plaintext result with the same parameters to divide by"),
        e.getMessage());
  }

  @Test
  void aResultFileListedInRunJsonButMissingIsNamed() throws Exception {
    Files.delete(fixtureRun().resolve("jdk25-parquet-read-intrinsics-on.json"));
    InvalidResultsException e =
        assertThrows(InvalidResultsException.class, () -> RunResults.load(dir));
    assertEquals(
        dir.resolve("jdk25-parquet-read-intrinsics-on.json") + ": listed in run.json but missing",
        e.getMessage());
  }

  @Test
  void aDirectoryWithoutResultsIsAnError() {
    assertThrows(InvalidResultsException.class, () -> RunResults.load(dir));
    assertThrows(InvalidResultsException.class, () -> RunResults.load(Paths.get("/no/such/run")));
  }

  @Test
  void theEncryptedShareComesFromTheTwoByteCountersOfAColumnSubsetResult() {
    Map<String, JmhResult.Metric> secondary = new HashMap<String, JmhResult.Metric>();
    // 10 ms per file of 110 MB, of which 11 MB are encrypted columns: JMH gives time per counted
    // byte.
    secondary.put("fileBytes", new JmhResult.Metric(10 / 110e6, Double.NaN, "ms/op"));
    secondary.put("encryptedColumnBytes", new JmhResult.Metric(10 / 11e6, Double.NaN, "ms/op"));
    JmhResult r =
        new JmhResult(
            "org.pmebench.parking.ParkingReadAllBenchmark.readFile",
            "avgt",
            1,
            1,
            "17.0.15",
            "VM",
            java.util.Collections.<String>emptyList(),
            new HashMap<String, String>(),
            10,
            1,
            "ms/op",
            5,
            secondary);
    assertEquals(0.1, Summary.encryptedShare(r), 1e-12);
    secondary.remove("encryptedColumnBytes");
    assertTrue(Double.isNaN(Summary.encryptedShare(r)), "not a column-subset result");
  }

  /**
   * Results with the footer and AAD-prefix parameters at parquet's defaults summarize exactly as
   * results from before those parameters (same ids, so old baselines match); another layout is
   * divided by the same plaintext result and says which layout it is.
   */
  @Test
  void theDefaultFooterAndAadPrefixLeaveIdsAsTheyWereAndOtherLayoutsShareThePlaintextBaseline()
      throws Exception {
    Summary before = Summary.of(RunResults.load(fixtureRun()), Families.summaryParts());
    Path file = dir.resolve("jdk17-parquet-read-intrinsics-on.json");
    ArrayNode results = (ArrayNode) JSON.readTree(file.toFile());
    ObjectNode plaintextFooter = null;
    for (JsonNode r : results) {
      ObjectNode params = (ObjectNode) r.get("params");
      params.put("footer", "encrypted");
      params.put("aadPrefix", "none");
      if ("AES_GCM_V1".equals(params.path("mode").asText())) {
        plaintextFooter = r.deepCopy();
      }
    }
    ((ObjectNode) plaintextFooter.get("params")).put("footer", "plaintext");
    results.add(plaintextFooter);
    JSON.writeValue(file.toFile(), results);

    Summary after = Summary.of(RunResults.load(dir), Families.summaryParts());
    java.util.List<String> beforeIds = ids(before);
    java.util.List<String> afterIds = ids(after);
    assertEquals(beforeIds.size() + 1, afterIds.size());
    assertTrue(afterIds.containsAll(beforeIds), afterIds.toString());
    String extra = null;
    for (String id : afterIds) {
      if (!beforeIds.contains(id)) {
        extra = id;
      }
    }
    assertTrue(extra.contains("footer=plaintext") && extra.endsWith("AES_GCM_V1"), extra);
    assertTrue(after.unmatched.isEmpty());
  }

  private static java.util.List<String> ids(Summary s) {
    java.util.List<String> ids = new java.util.ArrayList<String>();
    for (JsonNode o : s.overheads()) {
      ids.add(o.path("id").asText());
    }
    return ids;
  }
}
