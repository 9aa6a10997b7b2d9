package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code pmebench combine} as a user calls it, and its answers to bad input. */
class CombineCommandTest {
  private static final Path RUNS = Paths.get("results", "reference", "2026-11-23-issue24-eleven-ci-runs");

  @TempDir
  Path dir;

  @Test
  void twoRunsMakeABaselineTheGateAccepts() {
    Path out = dir.resolve("baseline.json");
    CliRun r = CliRun.of("combine", "--output", out.toString(), RUNS.resolve("on-2/summary.json").toString(),
        RUNS.resolve("on-4/summary.json").toString());
    assertEquals(0, r.code, r.err);
    assertEquals(out + ": 8 overhead rows combined from 2 runs\n", r.out);
    CliRun gate = CliRun.of("gate", "--baseline", out.toString(), "--current",
        RUNS.resolve("on-5/summary.json").toString(), "--config", "results/gate/gate.json");
    assertEquals(0, gate.code, gate.out + gate.err);
  }

  @Test
  void oneRunOrAFileThatIsNoSummaryIsAUsageError() throws Exception {
    Path out = dir.resolve("baseline.json");
    CliRun one = CliRun.of("combine", "--output", out.toString(), RUNS.resolve("on-2/summary.json").toString());
    assertEquals(PmeBench.EXIT_USAGE, one.code);
    assertTrue(one.err.startsWith("pmebench: "), one.err);
    Files.write(dir.resolve("other.json"), "{\"schema\": \"something else\"}".getBytes("UTF-8"));
    CliRun other = CliRun.of("combine", "--output", out.toString(), RUNS.resolve("on-2/summary.json").toString(),
        dir.resolve("other.json").toString());
    assertEquals(PmeBench.EXIT_USAGE, other.code);
    assertEquals("pmebench: " + dir.resolve("other.json") + ": not a pme-bench summary (schema pme-bench/summary/3)\n",
        other.err);
    assertFalse(Files.exists(out), "nothing written for bad input");
  }
}
