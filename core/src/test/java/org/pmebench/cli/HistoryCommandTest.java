package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.pmebench.history.HistoryRuns;

/**
 * {@code pmebench history}: the series written without Otava, a missing Python said in one line,
 * and (with PMEBENCH_OTAVA=1, which installs Otava from PyPI) the real Otava finding a planted
 * step.
 */
class HistoryCommandTest extends CommandTest {
  private Path runs(double... ratios) throws Exception {
    Path runs = dir.resolve("runs");
    for (int i = 0; i < ratios.length; i++) {
      HistoryRuns.write(runs, "run" + (i + 1), "cpu-a", 10 + i, ratios[i]);
    }
    return runs;
  }

  @Test
  void withoutOtavaTheSeriesAreWrittenWithTheirPointsAndNoChangePoints() throws Exception {
    Path history = dir.resolve("history");
    assertEquals(
        0,
        pmebench("history", runs(1.05, 1.06).toString(), "--no-otava", "--output=" + history),
        err);
    assertTrue(
        out.startsWith("history: 2 runs (0 summaries left out), 22 series on 1 machines\n"), out);
    JsonNode json = new ObjectMapper().readTree(history.resolve("history.json").toFile());
    assertEquals("pmebench-history/1", json.path("schema").asText());
    assertEquals(22, json.path("series").size());
    assertEquals(2, json.path("series").get(0).path("points").size());
    assertTrue(json.path("changePoints").isNull(), "not looked for");
    assertTrue(json.path("otava").isMissingNode(), json.path("otava").toString());
    assertFalse(
        Files.exists(history.resolve("change-points.md")), "no table of what was not sought");
    assertFalse(Files.exists(history.resolve("change-points.json")));
  }

  @Test
  void aPythonThatCannotMakeOtavasEnvironmentIsOneLineAndExitTwo() throws Exception {
    assertEquals(
        PmeBench.EXIT_USAGE,
        pmebench(
            "history",
            runs(1.05, 1.06, 1.07).toString(),
            "--python=/nonexistent/python3",
            "--output=" + dir.resolve("history")));
    assertEquals(
        "pmebench: history: Otava needs Python 3.10 or newer with venv, and /nonexistent/python3 is "
            + "not one: install it (Debian: apt-get install python3 python3-venv), give --python, or "
            + "--no-otava for the series without change points",
        err.trim());
    assertEquals(PmeBench.EXIT_USAGE, pmebench("history", dir.resolve("absent").toString()));
    assertTrue(err.trim().endsWith("absent: no such file or directory"), err);
  }

  @Test
  @EnabledIfEnvironmentVariable(named = "PMEBENCH_OTAVA", matches = "1")
  void otavaFindsAStepPlantedAtTheSeventhRunAndNothingElse() throws Exception {
    double[] ratios = new double[12];
    double[] noise = {0.1, -0.2, 0.15, -0.05, 0.2, -0.1, 0.05, -0.15, 0.1, -0.2, 0.15, 0.0};
    for (int i = 0; i < ratios.length; i++) {
      ratios[i] = 1 + (5 + noise[i] + (i >= 6 ? 5 : 0)) / 100;
    }
    Path history = dir.resolve("history");
    assertEquals(0, pmebench("history", runs(ratios).toString(), "--output=" + history), err);
    JsonNode changes =
        new ObjectMapper().readTree(history.resolve("history.json").toFile()).path("changePoints");
    assertTrue(changes.size() > 0, out);
    for (JsonNode c : changes) {
      assertTrue(c.path("firstRunAfter").asText().endsWith("run7"), c.toString());
      assertTrue(c.path("lastRunBefore").asText().endsWith("run6"), c.toString());
      assertEquals(5.0, c.path("meanAfter").asDouble() - c.path("meanBefore").asDouble(), 0.3);
    }
    JsonNode otava =
        new ObjectMapper().readTree(history.resolve("history.json").toFile()).path("otava");
    assertEquals(0.001, otava.path("pValue").asDouble(), 0);
    assertTrue(otava.path("seriesLooked").asInt() > 0, otava.toString());
    String md =
        new String(Files.readAllBytes(history.resolve("change-points.md")), StandardCharsets.UTF_8);
    assertTrue(md.contains("and found " + changes.size() + " change points"), md);
    JsonNode small = new ObjectMapper().readTree(history.resolve("change-points.json").toFile());
    assertEquals(changes.size(), small.path("changePoints").size());
    assertEquals(
        "overhead", small.path("changePoints").get(0).path("series").path("kind").asText());
    assertTrue(md.contains("| `run6` → `run7` | M1, "), md);
  }
}
