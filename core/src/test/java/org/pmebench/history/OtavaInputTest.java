package org.pmebench.history;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The series as Otava's CSV tests, and Otava's JSON answer read back onto them (the answer recorded
 * from Otava 0.8.0 over these very runs; OtavaRunTest runs the real one).
 */
class OtavaInputTest {
  @TempDir Path dir;

  private History fourRuns() throws Exception {
    Path runs = dir.resolve("runs");
    HistoryRuns.write(runs, "r1", "cpu-a", 21, 1.05);
    HistoryRuns.write(runs, "r2", "cpu-a", 22, 1.04);
    HistoryRuns.write(runs, "r3", "cpu-a", 23, 1.09);
    HistoryRuns.write(runs, "r4", "cpu-a", 24, 1.10);
    HistoryRuns.write(runs, "b1", "cpu-b", 24, 1.10);
    return History.of(HistoryRun.find(Arrays.asList(runs), s -> {}));
  }

  @Test
  void aSeriesOfThreeRunsOrMoreIsOneCsvTestWithItsMetricsDirectionAndAttributes() throws Exception {
    History h = fourRuns();
    Path tests = dir.resolve("otava");
    OtavaInput input = OtavaInput.write(tests, h.series());
    assertEquals(
        22,
        input.tests.size(),
        "cpu-a's ten overhead rows and twelve openssl speeds; cpu-b's one run has nothing to split");
    String name = null;
    for (java.util.Map.Entry<String, HistorySeries> t : input.tests.entrySet()) {
      if (t.getValue().key.row.equals(HistoryTest.ROW)) {
        name = t.getKey();
      }
    }
    List<String> csv = Files.readAllLines(tests.resolve(name + ".csv"), StandardCharsets.UTF_8);
    assertEquals("time,run,variant,steady,wall,cpu", csv.get(0));
    assertEquals(5, csv.size());
    assertTrue(csv.get(1).startsWith("2026-11-21T12:00:00Z,\""), csv.get(1));
    assertTrue(csv.get(1).endsWith("/r1\",intrinsics-on,flat,5.000000,5.000000"), csv.get(1));
    assertTrue(csv.get(4).endsWith("/r4\",intrinsics-on,flat,10.000000,10.000000"), csv.get(4));
    String yaml =
        new String(Files.readAllBytes(tests.resolve("otava.yaml")), StandardCharsets.UTF_8);
    assertTrue(yaml.startsWith("tests:\n  s001:\n    type: csv\n    file: '"), yaml);
    assertTrue(
        yaml.contains(
            name
                + ".csv'\n    time_column: time\n    attributes: [run, variant, steady]\n    metrics:\n"
                + "      wall:\n        direction: -1\n      cpu:\n        direction: -1\n"),
        yaml);
  }

  @Test
  void otavasAnswerNamesTheRunsOnEitherSideOfTheStep() throws Exception {
    History h = fourRuns();
    OtavaInput input = OtavaInput.write(dir.resolve("otava"), h.series());
    String answer =
        "INFO: not JSON\n"
            + "{\"s001\": [{\"time\": 1795348800, \"attributes\": {\"run\": \"r3\"}, \"changes\": "
            + "[{\"metric\": \"wall\", \"index\": 2, \"forward_change_percent\": \"112\", "
            + "\"magnitude\": \"1.12\", \"mean_before\": \"4.500000\", \"stddev_before\": \"0.500000\", "
            + "\"mean_after\": \"9.500000\", \"stddev_after\": \"0.500000\", \"pvalue\": \"0.000100\"}]}]}\n"
            + "{\"s002\": []}\n";
    List<ChangePoint> found = OtavaOutput.changePoints(answer, input);
    assertEquals(1, found.size());
    ChangePoint c = found.get(0);
    assertEquals(input.tests.get("s001"), c.series);
    assertEquals("wall", c.metric);
    assertTrue(
        c.before.run.endsWith("r2") && c.at.run.endsWith("r3"), c.before.run + " " + c.at.run);
    assertEquals(5.0, c.step(), 1e-9);
    assertEquals(0.0001, c.pValue, 1e-12);
  }
}
