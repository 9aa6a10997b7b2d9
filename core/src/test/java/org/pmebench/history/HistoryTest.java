package org.pmebench.history;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs become series per machine and row, oldest first, with their intervals and steady state. */
class HistoryTest {
  /** The first overhead row of the runs HistoryRuns writes. */
  static final String ROW =
      "ParkingPairedReadAllBenchmark.readRound columns=all csv=generated io=memory rows=20000 "
          + "spec=R1 | jdk17 | intrinsics-on | avgt t1 AES_GCM_V1";

  @TempDir Path dir;

  private History history(List<String> skipped) throws Exception {
    return History.of(HistoryRun.find(Arrays.asList(dir), skipped::add));
  }

  @Test
  void twoMachinesAreTwoSeriesOfARowAndEachKeepsItsRunsInTimeOrder() throws Exception {
    HistoryRuns.write(dir, "a3", "cpu-a", 23, 1.06);
    HistoryRuns.write(dir, "a1", "cpu-a", 21, 1.05);
    HistoryRuns.write(dir, "b1", "cpu-b", 22, 1.02);
    HistoryRuns.write(dir, "a2", "cpu-a", 22, 1.04);
    List<String> skipped = new ArrayList<String>();
    History h = history(skipped);
    assertEquals(4, h.runs.size());
    assertEquals(Arrays.asList("cpu-a", "cpu-b"), h.machines());
    HistorySeries a = find(h, "cpu-a");
    HistorySeries b = find(h, "cpu-b");
    assertEquals(3, a.points().size());
    assertEquals(1, b.points().size());
    assertEquals(HistorySeries.Kind.OVERHEAD, a.kind);
    List<String> runs = new ArrayList<String>();
    for (HistoryPoint p : a.points()) {
      runs.add(java.nio.file.Paths.get(p.run).getFileName().toString());
    }
    assertEquals(Arrays.asList("a1", "a2", "a3"), runs, "oldest first, whatever the order found");
    HistoryPoint first = a.points().get(0);
    assertEquals(5.0, first.metrics.get(History.WALL).value, 1e-9);
    assertTrue(
        first.metrics.get(History.WALL).low < 5.0 && first.metrics.get(History.WALL).high > 5.0,
        "its interval, in percent around it");
    assertEquals("flat", first.steadyState);
    assertEquals("forks", first.interval);
    assertTrue(a.key.row.contains("| jdk17 |"), a.key.row);
    assertEquals("ci", a.key.profile);
    assertEquals(SeriesKey.BUILT_IN_RELEASE, a.key.parquet);
    assertTrue(skipped.isEmpty(), skipped.toString());
  }

  @Test
  void withVariantsIgnoredARegressionVariantJoinsTheSeriesItWasPlantedIn() throws Exception {
    HistoryRuns.write(dir, "a1", "cpu-a", 21, 1.05);
    Path planted = HistoryRuns.write(dir, "a2", "cpu-a", 22, 1.10);
    java.nio.file.Path summary = planted.resolve("summary.json");
    String text = new String(Files.readAllBytes(summary), java.nio.charset.StandardCharsets.UTF_8);
    Files.write(
        summary,
        text.replace("intrinsics-on", "intrinsics-on+regression-5pct")
            .getBytes(java.nio.charset.StandardCharsets.UTF_8));
    List<HistoryRun> runs = HistoryRun.find(Arrays.asList(dir), s -> {});
    assertEquals(2 * 10 + 12, History.of(runs).series().size(), "apart by default: two variants");
    History joined = History.of(runs, true);
    StringBuilder keys = new StringBuilder();
    for (HistorySeries each : joined.series()) {
      keys.append(each.key.row).append('\n');
    }
    assertEquals(22, joined.series().size(), keys.toString());
    HistorySeries s = null;
    for (HistorySeries each : joined.series()) {
      s = each.key.row.startsWith("ParkingPairedReadAllBenchmark.readRound columns=all") ? each : s;
    }
    assertTrue(s.key.row.contains(" | any variant | "), s.key.row);
    assertEquals("intrinsics-on", s.points().get(0).variant);
    assertEquals("intrinsics-on+regression-5pct", s.points().get(1).variant);
  }

  @Test
  void aRowMeasuredUnderTheCpuProfilerIsASeriesOfItsOwn() throws Exception {
    HistoryRuns.write(dir, "a1", "cpu-a", 21, 1.05);
    Path profiled = HistoryRuns.write(dir, "a2", "cpu-a", 22, 1.07);
    com.fasterxml.jackson.databind.ObjectMapper json =
        new com.fasterxml.jackson.databind.ObjectMapper();
    com.fasterxml.jackson.databind.node.ObjectNode summary =
        (com.fasterxml.jackson.databind.node.ObjectNode)
            json.readTree(profiled.resolve("summary.json").toFile());
    for (com.fasterxml.jackson.databind.JsonNode row : summary.path("overheads")) {
      ((com.fasterxml.jackson.databind.node.ObjectNode) row).putObject("attribution");
    }
    json.writeValue(profiled.resolve("summary.json").toFile(), summary);
    History h = History.of(HistoryRun.find(Arrays.asList(dir), s -> {}));
    int alone = 0;
    int overheads = 0;
    for (HistorySeries s : h.series()) {
      if (s.kind == HistorySeries.Kind.OVERHEAD) {
        overheads++;
        assertEquals(1, s.points().size(), s.key.toString());
        alone += s.key.profile.endsWith(" +profile-cpu") ? 1 : 0;
      }
    }
    assertEquals(20, overheads, "each overhead row twice");
    assertEquals(10, alone, "each overhead row of the profiled run in a series of its own");
  }

  @Test
  void aReleasesChildRunInsideItsParentIsLeftOutSinceTheParentHoldsItsRows() throws Exception {
    Path parent = HistoryRuns.write(dir, "a1", "cpu-a", 21, 1.05);
    HistoryRuns.write(parent, "jdk17-parquet-1.15.2", "cpu-a", 21, 1.09);
    List<String> skipped = new java.util.ArrayList<String>();
    List<HistoryRun> runs = HistoryRun.find(Arrays.asList(dir), skipped::add);
    assertEquals(1, runs.size());
    assertEquals(1, skipped.size(), skipped.toString());
    assertTrue(
        skipped.get(0).endsWith(": a run inside run " + parent + ", whose summary holds its rows"),
        skipped.get(0));
    // Given on its own, it is a run.
    assertEquals(
        1, HistoryRun.find(Arrays.asList(parent.resolve("jdk17-parquet-1.15.2")), s -> {}).size());
  }

  @Test
  void aSummaryWithoutItsRunJsonHasNoTimeAndIsLeftOutWithItsReason() throws Exception {
    Path run = HistoryRuns.write(dir, "a1", "cpu-a", 21, 1.05);
    Files.delete(run.resolve("run.json"));
    List<String> skipped = new ArrayList<String>();
    assertEquals(0, history(skipped).runs.size());
    assertEquals(1, skipped.size());
    assertTrue(skipped.get(0).endsWith("no run.json beside it, so no time"), skipped.get(0));
  }

  @Test
  void aCipherThroughputKeepsJmhsErrorAsBoundsOfItsMegabytesPerSecond() {
    org.pmebench.summary.ResultRow timed = new org.pmebench.summary.ResultRow();
    timed.jmhMode = "avgt";
    timed.score = 10;
    timed.scoreError = 1;
    timed.megabytesPerSecond = 100;
    HistoryPoint.Estimate e = History.throughput(timed);
    assertEquals(100 / 1.1, e.low, 1e-9);
    assertEquals(100 / 0.9, e.high, 1e-9);
    timed.jmhMode = "thrpt";
    e = History.throughput(timed);
    assertEquals(90, e.low, 1e-9);
    assertEquals(110, e.high, 1e-9);
    timed.scoreError = Double.NaN;
    assertTrue(Double.isNaN(History.throughput(timed).low));
  }

  private static HistorySeries find(History h, String machine) {
    HistorySeries found = null;
    for (HistorySeries s : h.series()) {
      if (s.key.machine.equals(machine) && s.key.row.startsWith(ROW)) {
        assertNull(found, "one series of the row per machine");
        found = s;
      }
    }
    return found;
  }
}
