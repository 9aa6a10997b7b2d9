package org.pmebench.family.peers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reproduction behind docs/upstream/glibc-memmove-backward-copies.md: scripts/copy-distance.sh
 * runs scripts/copy-distance-cost.c (the FLBA decoder's 1 KiB copies at each start distance from
 * source to destination), with glibc as it is and with rep movsb, and
 * scripts/copy-distance-summary.py sorts the start distances by glibc's rule (a copy whose
 * destination lies under 256 bytes ahead of its source modulo 4 KiB goes backward): a quarter of
 * them send one copy in four backward, and those under 64 bytes ahead are a kind of their own. When
 * the program stops covering the distances or the summary sorts or averages them otherwise, this
 * fails. Times are measured, not asserted.
 */
class CopyDistanceRuleTest {
  private static final String AS_IS = "glibc as it is";
  private static final String MOVSB = "copies over 513 B by rep movsb (GLIBC_TUNABLES)";

  @TempDir Path dir;

  @Test
  void theStartDistancesAreSortedByGlibcsRule() throws Exception {
    Assumptions.assumeTrue(
        new ProcessBuilder("cc", "--version").start().waitFor() == 0,
        "no C compiler: the reproduction is scripts/copy-distance-cost.c");
    Path out = dir.resolve("copy-distance");
    // 64 start distances, 16 values of 1 KiB a round: the destinations cycle through four
    // distances.
    run(
        "bash",
        "scripts/copy-distance.sh",
        "--values",
        "16",
        "--rounds",
        "1",
        "--step",
        "64",
        "--out",
        out.toString());
    Path summary = out.resolve("summary.json");
    Path asIs = out.resolve("as-is");

    ObjectMapper json = new ObjectMapper();
    JsonNode rows = json.readTree(asIs.resolve("copy-distance-cost.json").toFile()).path("rows");
    double forward = 0;
    double backward = 0;
    for (JsonNode row : rows) {
      int ahead = row.path("distance").asInt() % 1024;
      if (ahead >= 256) {
        forward += row.path("fastestMicros").asDouble();
      } else if (ahead >= 64) {
        backward += row.path("fastestMicros").asDouble();
      }
    }
    assertEquals(64, rows.size());
    JsonNode result = json.readTree(summary.toFile());
    for (String column : new String[] {AS_IS, MOVSB}) {
      JsonNode counts = result.path("startDistances").path(column);
      assertEquals(48, counts.path("forward").asInt(), column + ": " + result);
      assertEquals(12, counts.path("backward").asInt(), column + ": " + result);
      assertEquals(4, counts.path("short").asInt(), column + ": " + result);
    }
    assertEquals(
        backward / 12 - forward / 48,
        value(result, "64 to 255 B ahead over every copy 256 B or more ahead, µs more", AS_IS),
        1e-9,
        result.toString());
  }

  private static double value(JsonNode summary, String label, String column) {
    for (JsonNode row : summary.path("rows")) {
      if (label.equals(row.path("label").asText())) {
        return row.path("values").path(column).path("mean").asDouble();
      }
    }
    throw new AssertionError("no row \"" + label + "\" in " + summary);
  }

  private void run(String... command) throws Exception {
    Path log = dir.resolve("log.txt");
    Process p =
        new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    assertEquals(0, p.waitFor(), new String(Files.readAllBytes(log), StandardCharsets.UTF_8));
  }
}
