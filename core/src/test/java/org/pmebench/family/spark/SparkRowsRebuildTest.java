package org.pmebench.family.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run's spark rows computed again from its applications' results: the rows this suite forms now
 * (here the pooled io rows and their A/A control), the stream benchmark's rows kept, the file as
 * the run wrote it kept once, failed applications left out as the run left them out.
 */
class SparkRowsRebuildTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path dir;

  /** A run directory whose run.json records an embedded off/jce matrix; the matrix. */
  private SparkMatrix runWithOffAndJce() throws IOException {
    SparkMatrix m = SparkResultsJsonTest.matrix();
    m.io = Arrays.asList("off", "jce");
    Files.createDirectories(dir.resolve("spark"));
    ObjectNode manifest = JSON.createObjectNode();
    manifest.putObject("matrices").set("spark", JSON.valueToTree(m));
    Files.write(dir.resolve("run.json"), JSON.writeValueAsBytes(manifest));
    return m;
  }

  /** Repetition {@code rep}'s application result, a session per setting of {@code sessions}. */
  private void writeApplication(int rep, List<String> sessions, Random noise, SparkMatrix m)
      throws IOException {
    SparkAppResult app = new SparkAppResult();
    app.appName = "jdk17-spark-r" + rep;
    for (String io : sessions) {
      SparkAppResult session = SparkResultsJsonTest.app(io, noise, m);
      session.appName = app.appName;
      session.ioCipherClass = "jce".equals(io) ? session.ioCipherClass : null;
      app.sessions.put(io, session);
    }
    Files.write(
        dir.resolve("spark").resolve(app.appName + ".result.json"), JSON.writeValueAsBytes(app));
  }

  @Test
  void theRowsAreFormedAgainFromTheApplicationsResultsAndTheStreamRowsStay() throws Exception {
    SparkMatrix m = runWithOffAndJce();
    Random noise = new Random(3);
    for (int rep = 1; rep <= 3; rep++) {
      writeApplication(rep, m.applicationIo(), noise, m);
    }
    SparkAppResult failed = new SparkAppResult();
    failed.failure = "query q03 on AES_GCM_V1 tables failed: ...";
    Files.write(
        dir.resolve("spark").resolve("jdk17-spark-r4.result.json"), JSON.writeValueAsBytes(failed));
    ArrayNode written = JSON.createArrayNode();
    written.add(StreamCostsTest.result("jce", 3, 4, 20_000, 0.5, false));
    written
        .addObject()
        .put("benchmark", SparkResultsJson.BENCHMARK + ".ioEncryption")
        .put("old", true);
    Files.write(dir.resolve("jdk17-spark.json"), JSON.writeValueAsBytes(written));

    List<Path> rebuilt = SparkRowsRebuild.rebuild(dir);

    assertEquals(Collections.singletonList(dir.resolve("jdk17-spark.json")), rebuilt);
    JsonNode rows = JSON.readTree(dir.resolve("jdk17-spark.json").toFile());
    int streams = 0;
    JsonNode pooled = null;
    for (JsonNode row : rows) {
      assertTrue(!row.has("old"), "the run's own spark rows are replaced");
      streams += row.path("benchmark").asText().contains("SparkCryptoStreamBenchmark") ? 1 : 0;
      JsonNode p = row.path("params");
      if (row.path("benchmark").asText().endsWith("ioEncryption")
          && "geomean".equals(p.path("query").asText())
          && SparkResultsJson.ALL_TABLES.equals(p.path("pme").asText())) {
        pooled = row;
        assertEquals(3, row.path("forks").asInt(), "the failed application is left out: " + row);
        assertTrue(
            row.path("secondaryMetrics").has("controlLnCpuRatio"), "with the io A/A: " + row);
      }
    }
    assertEquals(1, streams, "the stream benchmark's row is kept");
    assertTrue(pooled != null, rows.toString());
    assertEquals(
        JSON.readTree(JSON.writeValueAsBytes(written)),
        JSON.readTree(dir.resolve("jdk17-spark.json" + SparkRowsRebuild.BACKUP_SUFFIX).toFile()),
        "the file as the run wrote it is kept");
    SparkRowsRebuild.rebuild(dir);
    assertEquals(
        JSON.readTree(JSON.writeValueAsBytes(written)),
        JSON.readTree(dir.resolve("jdk17-spark.json" + SparkRowsRebuild.BACKUP_SUFFIX).toFile()),
        "a second rebuild keeps the first backup");
  }

  @Test
  void aCopyWithoutTheRowsFileTakesTheStreamRowsFromTheStreamBenchmarksJson() throws Exception {
    SparkMatrix m = runWithOffAndJce();
    writeApplication(1, m.io, new Random(5), m);
    ArrayNode streams = JSON.createArrayNode();
    streams.add(StreamCostsTest.result("jce", 2, 3, 20_000, 0.5, false));
    Files.write(
        dir.resolve("spark").resolve("streams-jce-default.json"), JSON.writeValueAsBytes(streams));

    SparkRowsRebuild.rebuild(dir);

    int found = 0;
    for (JsonNode row : JSON.readTree(dir.resolve("jdk17-spark.json").toFile())) {
      found += row.path("benchmark").asText().equals(StreamCosts.BENCHMARK) ? 1 : 0;
    }
    assertEquals(1, found);
    assertTrue(
        !Files.exists(dir.resolve("jdk17-spark.json" + SparkRowsRebuild.BACKUP_SUFFIX)),
        "nothing to keep");
  }

  @Test
  void aRunWithoutSparkHasNothingToRebuildAndOneWithoutItsMatrixSaysSo() throws Exception {
    assertTrue(SparkRowsRebuild.rebuild(dir).isEmpty());
    Files.createDirectories(dir.resolve("spark"));
    Files.write(dir.resolve("run.json"), "{\"matrices\":{}}".getBytes("UTF-8"));
    IOException e = assertThrows(IOException.class, () -> SparkRowsRebuild.rebuild(dir));
    assertTrue(
        e.getMessage().endsWith("run.json records no spark matrix: the rows cannot be rebuilt"),
        e.getMessage());
  }
}
