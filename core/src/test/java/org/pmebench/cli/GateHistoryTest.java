package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.pmebench.history.HistoryRuns;

/**
 * {@code gate --history}: the baseline from the runs of the current run's machine and profile,
 * since the latest change point (with PMEBENCH_OTAVA=1, which installs Otava), never another
 * machine's.
 */
class GateHistoryTest extends CommandTest {
  private Path current(double ratio) throws Exception {
    return HistoryRuns.write(dir, "current", "cpu-a", 28, ratio).resolve("summary.json");
  }

  @Test
  void twoRunsOfThisMachineAreTheBaselineAndAnotherMachinesAreNot() throws Exception {
    Path history = dir.resolve("history");
    HistoryRuns.write(history, "a1", "cpu-a", 21, 1.05);
    HistoryRuns.write(history, "a2", "cpu-a", 22, 1.05);
    HistoryRuns.write(history, "b1", "cpu-b", 23, 1.50);
    int code =
        pmebench("gate", "--history", history.toString(), "--current", current(1.05).toString());
    assertEquals(0, code, out + err);
    assertTrue(
        out.startsWith(
            "pmebench gate: history: baseline of cpu-a, profile ci, from all 2 of its runs (no "
                + "change point)\n"),
        out);
  }

  @Test
  void aHistoryWithoutThisMachineFallsBackToTheBaselineOrSaysThereIsNone() throws Exception {
    Path history = dir.resolve("history");
    HistoryRuns.write(history, "b1", "cpu-b", 23, 1.05);
    String now = current(1.05).toString();
    assertEquals(
        GateCommand.EXIT_NO_BASELINE,
        pmebench("gate", "--history", history.toString(), "--current", now));
    assertTrue(out.startsWith("pmebench gate: history: no run of cpu-a with profile ci in ["), out);
    assertTrue(out.contains("pmebench gate: no baseline of this machine: give --baseline"), out);
    Path other = HistoryRuns.write(dir, "baseline", "cpu-a", 20, 1.05).resolve("summary.json");
    assertEquals(
        0,
        pmebench(
            "gate",
            "--history",
            history.toString(),
            "--baseline",
            other.toString(),
            "--current",
            now),
        out + err);
    assertEquals(PmeBench.EXIT_USAGE, pmebench("gate", "--current", now));
    assertEquals("pmebench: give the baseline: --baseline SUMMARY or --history DIR", err.trim());
  }

  @Test
  @EnabledIfEnvironmentVariable(named = "PMEBENCH_OTAVA", matches = "1")
  void theBaselineStartsAtTheLatestStepOtavaFinds() throws Exception {
    Path history = dir.resolve("history");
    double[] noise = {0.1, -0.1, 0.05, -0.05, 0.1, -0.1, 0.05, -0.05};
    for (int i = 0; i < 8; i++) {
      HistoryRuns.write(
          history, "a" + i, "cpu-a", 10 + i, 1 + (5 + noise[i] + (i >= 4 ? 5 : 0)) / 100);
    }
    int code =
        pmebench("gate", "--history", history.toString(), "--current", current(1.10).toString());
    assertEquals(0, code, out + err);
    assertTrue(
        out.startsWith(
            "pmebench gate: history: baseline of cpu-a, profile ci, from its 4 runs since the change "
                + "point of 2026-11-14T12:00:00Z\n"),
        out);
  }
}
