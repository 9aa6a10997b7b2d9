package org.pmebench.peers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.results.InteropRows;
import org.pmebench.results.JmhJsonReader;
import org.pmebench.results.JmhResult;
import org.pmebench.results.PairedRatio;

/** The driver's per-process counters become one JMH row (processes as forks), then paired ratios. */
class PeerJsonTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir
  Path dir;

  /** One process: iterations of 10 rounds, the GCM file {@code gcmFactor} times slower than plaintext in each. */
  static JsonNode process(double gcmFactor, int iterations) {
    ObjectNode p = JSON.createObjectNode();
    p.put("implementation", "pyarrow");
    p.put("version", "26.0.1");
    p.put("python", "3.11.7");
    p.put("op", "read");
    p.put("rows", 20000);
    ArrayNode its = p.putArray("iterations");
    for (int i = 0; i < iterations; i++) {
      ObjectNode it = its.addObject();
      double rounds = 10;
      it.put("rounds", rounds);
      for (String[] slot : new String[][] {{"plaintext", "1"}, {"control", "1"}, {"gcm", String.valueOf(gcmFactor)},
          {"gcmCtr", "1.1"}}) {
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
    PairedRatio gcm = PairedRatio.of(r).stream().filter(p -> "AES_GCM_V1".equals(p.encryption)).findFirst().get();
    assertEquals(Math.sqrt(1.2 * 1.3), gcm.wall.ratio, 1e-9, "the geometric mean over both processes' rounds");
    assertEquals(2, gcm.forks);
    assertEquals(60, gcm.rounds);
    assertTrue(gcm.wall.hasInterval() && gcm.wall.low < gcm.wall.ratio && gcm.wall.ratio < gcm.wall.high);
  }

  @Test
  void processesThatDisagreeOnTheirIterationsOrRanNothingAreRefused() {
    assertThrows(IOException.class, () -> PeerJson.row(Arrays.asList(process(1.2, 3), process(1.2, 2)), "R1"));
    assertThrows(IOException.class, () -> PeerJson.row(Collections.<JsonNode>emptyList(), "R1"));
  }

  @Test
  void interopCellsBecomeSummaryRowsWithTheirOutcome() throws Exception {
    List<InteropCell> cells = Arrays.asList(new InteropCell(Interop.PYARROW, Interop.PARQUET_JAVA, "AES_GCM_V1",
        "encrypted", "external", InteropCell.OK), new InteropCell(Interop.PARQUET_JAVA, Interop.PYARROW,
        "AES_GCM_CTR_V1", "plaintext", "internal", "read: OSError: Failed decryption"));
    ArrayNode rows = JSON.createArrayNode();
    rows.addAll(PeerJson.interop(cells, "26.0.1"));
    Path file = dir.resolve("peers.json");
    Files.write(file, JSON.writeValueAsBytes(rows));
    ArrayNode summary = InteropRows.of(JmhJsonReader.read(file), JSON.createArrayNode());
    assertEquals(2, summary.size());
    assertEquals("pyarrow 26.0.1", summary.get(0).path("writer").asText());
    assertTrue(summary.get(0).path("reader").asText().startsWith("parquet-java 1."));
    assertTrue(summary.get(0).path("ok").asBoolean());
    assertFalse(summary.get(1).path("ok").asBoolean());
    assertEquals("read: OSError: Failed decryption", summary.get(1).path("outcome").asText());
  }

  private JmhResult read(ObjectNode row) throws Exception {
    Path file = dir.resolve("row.json");
    Files.write(file, JSON.writeValueAsBytes(JSON.createArrayNode().add(row)));
    return JmhJsonReader.read(file).get(0);
  }
}
