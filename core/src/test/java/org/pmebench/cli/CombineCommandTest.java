package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.run.SuiteHome;

/** {@code pmebench combine} as a user calls it, and its answers to bad input. */
class CombineCommandTest {
  private static final Path RUNS =
      SuiteHome.path()
          .resolve(Paths.get("results", "reference", "2026-11-23-issue24-eleven-ci-runs"));
  private static final String GATE_CONFIG =
      SuiteHome.path().resolve("results/gate/gate.json").toString();

  @TempDir Path dir;

  /** The summary of the reference run {@code name} of {@link #RUNS}. */
  private static String run(String name) {
    return RUNS.resolve(name + "/summary.json").toString();
  }

  /** {@code pmebench combine --output <out> <summaries>}. */
  private static CliRun combine(Path out, String... summaries) {
    String[] args = new String[3 + summaries.length];
    args[0] = "combine";
    args[1] = "--output";
    args[2] = out.toString();
    System.arraycopy(summaries, 0, args, 3, summaries.length);
    return CliRun.of(args);
  }

  @Test
  void twoRunsMakeABaselineTheGateAccepts() {
    Path out = dir.resolve("baseline.json");
    CliRun r = combine(out, run("on-2"), run("on-4"));
    assertEquals(0, r.code, r.err);
    assertEquals(out + ": 8 overhead rows combined from 2 runs\n", r.out);
    CliRun gate =
        CliRun.of(
            "gate",
            "--baseline",
            out.toString(),
            "--current",
            run("on-5"),
            "--config",
            GATE_CONFIG);
    assertEquals(0, gate.code, gate.out + gate.err);
  }

  /**
   * A run of the same profile on another processor (kernel v595, AVX-512; RUNS' are v782, without
   * it).
   */
  private static final Path OTHER_MACHINE =
      SuiteHome.path()
          .resolve(
              Paths.get(
                  "results",
                  "reference",
                  "2026-11-22-issue13-paired-ci",
                  "gate",
                  "on-1",
                  "summary.json"));

  @Test
  void runsOfDifferentMachinesAreCombinedOnlyWhenAskedAndTheGateThenComparesOnlyWhenAsked() {
    Path out = dir.resolve("baseline.json");
    String v782 = run("on-2");
    CliRun refused = combine(out, v782, OTHER_MACHINE.toString());
    assertEquals(PmeBench.EXIT_USAGE, refused.code);
    assertTrue(
        refused.err.startsWith(
            "pmebench: "
                + OTHER_MACHINE
                + " is of another machine than "
                + v782
                + " (AMD EPYC, 2 cores, Linux 6.18.44-fc-v595 amd64"),
        refused.err);
    assertEquals(1, refused.err.split("\n").length, refused.err);
    assertFalse(Files.exists(out), "nothing written");
    CliRun across =
        CliRun.of(
            "combine",
            "--across-machines",
            "--output",
            out.toString(),
            v782,
            OTHER_MACHINE.toString());
    assertEquals(0, across.code, across.err);
    assertTrue(across.out.endsWith("combined from 2 runs, across 2 machines\n"), across.out);
    String current = run("on-5");
    CliRun gate = CliRun.of("gate", "--baseline", out.toString(), "--current", current);
    assertEquals(GateCommand.EXIT_NO_BASELINE, gate.code, gate.out + gate.err);
    assertTrue(gate.out.contains(out + " of across 2 machines:"), gate.out);
    gate =
        CliRun.of("gate", "--baseline", out.toString(), "--current", current, "--across-machines");
    assertTrue(gate.out.contains("**Across machines**"), gate.out);
    gate =
        CliRun.of(
            "gate",
            "--baseline",
            out.toString(),
            "--baseline",
            OTHER_MACHINE.toString(),
            "--baseline",
            v782,
            "--current",
            current,
            "--config",
            GATE_CONFIG);
    assertEquals(0, gate.code, gate.out + gate.err);
    assertTrue(
        gate.out.contains(
            "; baseline "
                + v782
                + " matched by model name, crypto flags, cores and kernel "
                + "string only (it predates machine identity)."),
        gate.out);
  }

  @Test
  void oneRunOrAFileThatIsNoSummaryIsAUsageError() throws Exception {
    Path out = dir.resolve("baseline.json");
    CliRun one = combine(out, run("on-2"));
    assertEquals(PmeBench.EXIT_USAGE, one.code);
    assertTrue(one.err.startsWith("pmebench: "), one.err);
    Files.write(dir.resolve("other.json"), "{\"schema\": \"something else\"}".getBytes("UTF-8"));
    CliRun other = combine(out, run("on-2"), dir.resolve("other.json").toString());
    assertEquals(PmeBench.EXIT_USAGE, other.code);
    assertEquals(
        "pmebench: "
            + dir.resolve("other.json")
            + ": not a pme-bench summary (schema pme-bench/summary/3)\n",
        other.err);
    assertFalse(Files.exists(out), "nothing written for bad input");
  }
}
