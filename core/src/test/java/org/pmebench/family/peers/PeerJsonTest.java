package org.pmebench.family.peers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.family.Families;
import org.pmebench.report.Report;
import org.pmebench.results.JmhJsonReader;
import org.pmebench.results.JmhResult;
import org.pmebench.results.RunManifest;
import org.pmebench.results.RunResults;
import org.pmebench.stats.PairedRatio;
import org.pmebench.summary.Summary;

/**
 * The driver's per-process counters become one JMH row (processes as forks), then paired ratios.
 */
class PeerJsonTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path dir;

  /**
   * One process: iterations of 10 rounds, the GCM file {@code gcmFactor} times slower than
   * plaintext in each.
   */
  static JsonNode process(double gcmFactor, int iterations) {
    ObjectNode p = JSON.createObjectNode();
    p.put("implementation", "pyarrow");
    p.put("version", "26.0.1");
    p.put("runtime", "Python 3.11.7");
    p.put("provider", "Arrow C++ (OpenSSL)");
    p.put("op", "read");
    p.put("rows", 20000);
    ArrayNode its = p.putArray("iterations");
    for (int i = 0; i < iterations; i++) {
      ObjectNode it = its.addObject();
      double rounds = 10;
      it.put("rounds", rounds);
      for (String[] slot :
          new String[][] {
            {"plaintext", "1"},
            {"control", "1"},
            {"gcm", String.valueOf(gcmFactor)},
            {"gcmCtr", "1.1"}
          }) {
        double f = Double.parseDouble(slot[1]);
        it.put(slot[0] + "WallNanos", rounds * 4e6 * f);
        it.put(slot[0] + "CpuNanos", rounds * 4e6 * f);
        it.put(slot[0] + "FileBytes", rounds * 740_000);
        if (!"plaintext".equals(slot[0])) {
          for (String clock : new String[] {"Wall", "Cpu"}) {
            it.put(slot[0] + "Ln" + clock + "Ratio", rounds * Math.log(f));
            it.put(slot[0] + "Ln" + clock + "RatioSquares", rounds * Math.log(f) * Math.log(f));
          }
        }
      }
    }
    return p;
  }

  @Test
  void theProcessesAreTheForksOfOnePairedRow() throws Exception {
    ObjectNode row = PeerJson.row(Arrays.asList(process(1.2, 3), process(1.3, 3)), "R1");
    assertEquals("org.pmebench.peers.PyarrowPaired.readRound", row.path("benchmark").asText());
    assertEquals(2, row.path("forks").asInt());
    assertEquals(2, row.path("secondaryMetrics").path("rounds").path("rawData").size());
    JmhResult r = read(row);
    assertTrue(PairedRatio.isPaired(r));
    PairedRatio gcm =
        PairedRatio.of(r).stream().filter(p -> "AES_GCM_V1".equals(p.encryption)).findFirst().get();
    assertEquals(
        Math.sqrt(1.2 * 1.3),
        gcm.wall.ratio,
        1e-9,
        "the geometric mean over both processes' rounds");
    assertEquals(2, gcm.forks);
    assertEquals(60, gcm.rounds);
    assertTrue(
        gcm.wall.hasInterval() && gcm.wall.low < gcm.wall.ratio && gcm.wall.ratio < gcm.wall.high);
  }

  @Test
  void processesThatDisagreeOnTheirIterationsOrRanNothingAreRefused() {
    assertThrows(
        IOException.class,
        () -> PeerJson.row(Arrays.asList(process(1.2, 3), process(1.2, 2)), "R1"));
    assertThrows(IOException.class, () -> PeerJson.row(Collections.<JsonNode>emptyList(), "R1"));
  }

  @Test
  void anArrowRsProcessIsAPairedRowWithGcmAndNoCtrThroughSummaryAndReport() throws Exception {
    // What the arrow-rs driver wrote for one process (1,000 rows, 2 iterations of 1 s), kept as it
    // was.
    JsonNode process;
    try (InputStream in =
        PeerJsonTest.class.getResourceAsStream("/peers/arrow-rs-read-process.json")) {
      process = JSON.readTree(in);
    }
    ObjectNode row = PeerJson.row(Arrays.asList(process, process), "R1");
    assertEquals("org.pmebench.peers.ArrowRsPaired.readRound", row.path("benchmark").asText());
    assertEquals(
        "AES_GCM_V1", row.path("params").path("encrypted").asText(), "arrow-rs has no GCM-CTR");
    assertEquals("arrow-rs (ring)", row.path("params").path("provider").asText());
    assertEquals("arrow-rs 58.4.1 (Rust 1.95.0)", row.path("jvm").asText());
    List<PairedRatio> ratios = PairedRatio.of(read(row));
    assertEquals(
        Collections.singletonList("AES_GCM_V1"),
        ratios.stream().map(r -> r.encryption).collect(java.util.stream.Collectors.toList()));

    Path run = Files.createDirectories(dir.resolve("run"));
    Files.write(
        run.resolve("peers-arrow-rs.json"),
        JSON.writeValueAsBytes(JSON.createArrayNode().add(row)));
    new RunManifest(run)
        .resultFile(
            "peers-arrow-rs.json", Interop.ARROW_RS, "peer", Collections.<String>emptyList(), null)
        .save();
    Summary summary = Summary.of(RunResults.load(run), Families.summaryParts());
    summary.write(run.resolve(Summary.FILE_NAME));
    JsonNode overheads = JSON.readTree(run.resolve(Summary.FILE_NAME).toFile()).path("overheads");
    assertEquals(1, overheads.size(), overheads.toString());
    JsonNode gcm = overheads.get(0);
    assertEquals("arrow-rs", gcm.path("jvm").asText());
    assertEquals("AES_GCM_V1", gcm.path("encryption").asText());
    assertTrue(
        gcm.path("cpu").path("ratio").asDouble() > 1.5,
        "the fixture's GCM reads cost +70%: " + gcm);
    String report = Report.of(summary, "run", Families.reportParts()).markdown();
    assertTrue(report.contains("R1 in arrow-rs 58.4.1"), report);
  }

  @Test
  void aDuckdbProcessOnLineitemIsAPairedGcmRowUnderItsCipherLibrary() throws Exception {
    // What the DuckDB driver wrote for one process reading lineitem at SF 0.01 with mbedtls (2
    // iterations of
    // 0.1 s), kept as it was.
    JsonNode process;
    try (InputStream in =
        PeerJsonTest.class.getResourceAsStream(
            "/peers/duckdb-mbedtls-read-lineitem-process.json")) {
      process = JSON.readTree(in);
    }
    ObjectNode row = PeerJson.row(Arrays.asList(process, process), "R lineitem SF0.01");
    assertEquals(
        "org.pmebench.peers.DuckdbMbedtlsPaired.readRound", row.path("benchmark").asText());
    assertEquals(
        "AES_GCM_V1", row.path("params").path("encrypted").asText(), "DuckDB has no GCM-CTR");
    assertEquals("DuckDB (mbedtls)", row.path("params").path("provider").asText());
    assertEquals("60175", row.path("params").path("rows").asText());

    Path run = Files.createDirectories(dir.resolve("run"));
    Files.write(
        run.resolve("peers-duckdb-mbedtls.json"),
        JSON.writeValueAsBytes(JSON.createArrayNode().add(row)));
    new RunManifest(run)
        .resultFile(
            "peers-duckdb-mbedtls.json",
            Interop.DUCKDB_MBEDTLS,
            "peer",
            Collections.<String>emptyList(),
            null)
        .save();
    Summary summary = Summary.of(RunResults.load(run), Families.summaryParts());
    summary.write(run.resolve(Summary.FILE_NAME));
    JsonNode overheads = JSON.readTree(run.resolve(Summary.FILE_NAME).toFile()).path("overheads");
    assertEquals(1, overheads.size(), overheads.toString());
    assertEquals("duckdb-mbedtls", overheads.get(0).path("jvm").asText());
    assertTrue(
        overheads.get(0).path("cpu").path("ratio").asDouble() > 1.5,
        "the fixture's mbedtls reads cost +75%: " + overheads.get(0));
    String report = Report.of(summary, "run", Families.reportParts()).markdown();
    assertTrue(report.contains("R lineitem SF0.01 in duckdb-mbedtls 1.5.5"), report);
  }

  @Test
  void anArrowGoProcessIsAPairedRowWithGcmAndCtr() throws Exception {
    // What the arrow-go driver wrote for one process writing R1's rows (1,000 rows, 2 iterations of
    // 0.1 s), kept as
    // it was.
    JsonNode process;
    try (InputStream in =
        PeerJsonTest.class.getResourceAsStream("/peers/arrow-go-write-process.json")) {
      process = JSON.readTree(in);
    }
    ObjectNode row = PeerJson.row(Arrays.asList(process, process), "W1");
    assertEquals("org.pmebench.peers.ArrowGoPaired.writeRound", row.path("benchmark").asText());
    assertEquals("AES_GCM_V1+AES_GCM_CTR_V1", row.path("params").path("encrypted").asText());
    assertEquals("arrow-go (Go crypto/aes)", row.path("params").path("provider").asText());
    assertTrue(
        row.path("jvm").asText().startsWith("arrow-go 18.8.0 (go1."), row.path("jvm").asText());
    List<PairedRatio> ratios = PairedRatio.of(read(row));
    assertEquals(
        Arrays.asList("AES_GCM_CTR_V1", "AES_GCM_V1"),
        ratios.stream()
            .map(r -> r.encryption)
            .sorted()
            .collect(java.util.stream.Collectors.toList()));
  }

  @Test
  void interopCellsBecomeSummaryRowsWithTheirOutcomeAndAadPrefix() throws Exception {
    List<InteropCell> cells =
        Arrays.asList(
            new InteropCell(
                Interop.PYARROW,
                Interop.PARQUET_JAVA,
                "AES_GCM_V1",
                "encrypted",
                "external",
                InteropCell.NO_AAD_PREFIX,
                InteropCell.OK),
            new InteropCell(
                Interop.PARQUET_JAVA,
                Interop.ARROW_RS,
                "AES_GCM_CTR_V1",
                "plaintext",
                "internal",
                InteropCell.NO_AAD_PREFIX,
                "read: NYI: The AES_GCM_CTR_V1 encryption algorithm is not yet supported"),
            new InteropCell(
                Interop.ARROW_RS,
                Interop.PYARROW,
                "AES_GCM_V1",
                "encrypted",
                "internal",
                InteropCell.STORED_AAD_PREFIX,
                InteropCell.OK));
    Map<String, String> versions = new LinkedHashMap<String, String>();
    versions.put(Interop.PYARROW, "26.0.1");
    versions.put(Interop.ARROW_RS, "58.4.1");
    ArrayNode rows = JSON.createArrayNode();
    rows.addAll(PeerJson.interop(cells, versions));
    Path file = dir.resolve("peers.json");
    Files.write(file, JSON.writeValueAsBytes(rows));
    ArrayNode summary = InteropRows.of(JmhJsonReader.read(file), JSON.createArrayNode());
    assertEquals(3, summary.size());
    assertEquals("pyarrow 26.0.1", summary.get(0).path("writer").asText());
    assertTrue(summary.get(0).path("reader").asText().startsWith("parquet-java 1."));
    assertTrue(summary.get(0).path("ok").asBoolean());
    assertEquals("none", summary.get(0).path("aadPrefix").asText());
    assertFalse(summary.get(1).path("ok").asBoolean());
    assertEquals("arrow-rs 58.4.1", summary.get(1).path("reader").asText());
    assertTrue(summary.get(1).path("outcome").asText().contains("AES_GCM_CTR_V1"));
    assertEquals("stored", summary.get(2).path("aadPrefix").asText());
  }

  private JmhResult read(ObjectNode row) throws Exception {
    Path file = dir.resolve("row.json");
    Files.write(file, JSON.writeValueAsBytes(JSON.createArrayNode().add(row)));
    return JmhJsonReader.read(file).get(0);
  }
}
