package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.gate.CombinedBaseline;
import org.pmebench.stats.SteadyState;
import org.pmebench.summary.Summary;

/**
 * The committed gate config decides on real paired runs. Its decisions on the committed reference
 * runs of issue 24 (eleven identical ci runs on one machine and three with a calibrated 10%
 * regression; results/reference/2026-11-23-issue24-eleven-ci-runs/, all from one jar): each
 * identical run passes against the other ten combined (pmebench combine), and every 10% run fails
 * on a read geometric mean against all eleven. Those runs stay as measured, so these decisions are
 * exact; the gate's false-alarm and detection rates on fresh runs are measurements
 * (scripts/gate-false-alarms.sh), not tests. The committed baseline combines the runs measured
 * after reads lost their per-file Hadoop configuration parse; one short live run on the machine
 * running the test, with the AES intrinsics off (a CPU without AES-NI), fails against it on its
 * AES_GCM_V1 row, and is a different row without --ignore-variant.
 */
class GateOnRealRunsTest {
  private static final Path CONFIG = Paths.get("results", "gate", "gate.json");
  private static final Path RUNS =
      Paths.get("results", "reference", "2026-11-23-issue24-eleven-ci-runs");
  private static final Path BASELINE =
      Paths.get("results", "gate", "baseline-jdk17-ci.summary.json");

  /** The runs after the read fix and with the file forks' young generation fixed (2026-11-24). */
  private static final Path FIXED_READS =
      Paths.get("results", "reference", "2026-11-24-issue24-young-generation");

  private static final String GCM_ROW =
      "| ParquetPairedReadBenchmark.readRound io=memory rows=20000 spec=R1 |";

  @TempDir static Path dir;

  private static Path withoutAesNi;

  @BeforeAll
  static void measureOnceWithoutAesIntrinsics() {
    // The gate does not compare rows whose A/A control came out biased or that have no one steady
    // state (GateCommandTest covers both); this test is about the rows it compares. One fork's
    // plaintext copy now and then runs 1-3% slower, and a neighbour can slow its last iterations
    // (a "slowdown" in 1 of 5 verifies here; twice in a row once, 2026-11-28): up to three runs.
    withoutAesNi = measure("off");
    for (int again = 1;
        again < 3 && (biasedControl(withoutAesNi) || unsteady(withoutAesNi));
        again++) {
      withoutAesNi = measure("off-" + again);
    }
  }

  /**
   * R1 with AES_GCM_V1, ci's settings but one fork of 8 s warm-up (3 s, tried on 2026-11-30, needed
   * a second run in a build's load): the AES intrinsics off cost far more than 20%. No floor step:
   * the gate does not read it (RunCommandTest covers it).
   */
  private static Path measure(String name) {
    Path out = dir.resolve(name);
    CliRun run =
        CliRun.of(
            "run",
            "--profile=ci",
            "--families=parquet",
            "--specs=R1",
            "--modes=AES_GCM_V1",
            "--variants=intrinsics-off",
            "--forks=1",
            "--warmup-iterations=8",
            "--measurement-iterations=3",
            "--no-floor",
            "--output=" + out);
    assertEquals(0, run.code, run.err);
    try {
      // Any run but a smoke run labels its machine with the cipher speed measured at its start.
      JsonNode machine =
          new ObjectMapper().readTree(out.resolve("run.json").toFile()).path("machine");
      assertTrue(
          machine.path("fingerprint").path("ctrMegabytesPerSecond").asDouble() > 0,
          machine.toString());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.resolve("summary.json");
  }

  private static boolean biasedControl(Path summary) {
    try {
      for (JsonNode o : new ObjectMapper().readTree(summary.toFile()).path("overheads")) {
        if (Summary.CONTROL_BIASED.equals(o.path("control").path("verdict").asText())) {
          return true;
        }
      }
      return false;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Whether a row's ratio, as the gate measures it (CPU, else wall), comes from no one steady
   * state.
   */
  private static boolean unsteady(Path summary) {
    try {
      for (JsonNode o : new ObjectMapper().readTree(summary.toFile()).path("overheads")) {
        JsonNode measure = o.path("cpu").isObject() ? o.path("cpu") : o.path("wall");
        SteadyState.Kind kind =
            SteadyState.Kind.ofLabel(measure.path("steadyState").path("class").asText(""));
        if (kind != null && !kind.steady()) {
          return true;
        }
      }
      return false;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private String gateOutput;

  private int gate(Path baseline, Path current, String... more) {
    String[] args = new String[7 + more.length];
    String[] fixed = {
      "gate",
      "--baseline",
      baseline.toString(),
      "--current",
      current.toString(),
      "--config",
      CONFIG.toString()
    };
    System.arraycopy(fixed, 0, args, 0, fixed.length);
    System.arraycopy(more, 0, args, fixed.length, more.length);
    CliRun run = CliRun.of(args);
    gateOutput = run.out + run.err;
    return run.code;
  }

  private static Path run(String name) {
    return RUNS.resolve(name).resolve("summary.json");
  }

  private static final List<String> IDENTICAL =
      Arrays.asList(
          "baseline",
          "on-1",
          "on-2",
          "on-3",
          "on-4",
          "on-5",
          "on-6",
          "on-7",
          "on-8",
          "on-9",
          "on-10");

  @Test
  void theCommittedBaselineCombinesIdenticalRunsFromAfterTheReadFix() throws Exception {
    JsonNode baseline = new ObjectMapper().readTree(BASELINE.toFile());
    assertTrue(baseline.path("combinedFrom").size() >= 5, baseline.path("combinedFrom").toString());
    for (JsonNode from : baseline.path("combinedFrom")) {
      assertTrue(from.path("summary").asText().startsWith(FIXED_READS.toString()), from.toString());
    }
  }

  @Test
  void eachIdenticalCiRunPassesAgainstTheOtherTenCombined() throws Exception {
    for (String left : IDENTICAL) {
      List<Path> others = new ArrayList<Path>();
      for (String r : IDENTICAL) {
        if (!r.equals(left)) {
          others.add(run(r));
        }
      }
      Path combined = dir.resolve("without-" + left + ".json");
      CombinedBaseline.of(others).write(combined);
      assertEquals(0, gate(combined, run(left)), left + ": " + gateOutput);
      assertTrue(gateOutput.contains("Smallest regression this config detects: +"), gateOutput);
    }
  }

  /**
   * The eleven identical runs combined: the baseline the calibrated runs of the same jar are gated
   * against.
   */
  private static Path eleven() throws Exception {
    Path combined = dir.resolve("eleven.json");
    if (!combined.toFile().exists()) {
      List<Path> all = new ArrayList<Path>();
      for (String r : IDENTICAL) {
        all.add(run(r));
      }
      CombinedBaseline.of(all).write(combined);
    }
    return combined;
  }

  @Test
  void threeCalibratedTenPercentRegressionsFailOnTheReadGeometricMean() throws Exception {
    for (int i = 1; i <= 3; i++) {
      assertEquals(
          GateCommand.EXIT_REGRESSION,
          gate(eleven(), run("slowed-" + i), "--ignore-variant"),
          gateOutput);
      assertTrue(
          failed(
              "| ParquetPairedReadBenchmark.readRound io=memory rows=20000 spec=R1+R7 (geometric mean) |",
              "| AES_GCM_V1 |"),
          "slowed-" + i + ": " + gateOutput);
    }
  }

  @Test
  void theSameBenchmarkWithoutAesIntrinsicsFailsOnItsEncryptedRow() {
    assertEquals(
        GateCommand.EXIT_REGRESSION,
        gate(BASELINE, withoutAesNi, "--ignore-variant", "--across-machines"),
        gateOutput);
    assertTrue(failed(GCM_ROW, "| AES_GCM_V1 |"), gateOutput);
  }

  @Test
  void withoutIgnoringVariantsTheOffRunIsADifferentRowNotARegression() {
    assertEquals(
        GateCommand.EXIT_REGRESSION, gate(BASELINE, withoutAesNi, "--across-machines"), gateOutput);
    assertTrue(gateOutput.contains("| FAIL missing |"), gateOutput);
    assertTrue(!failed(GCM_ROW, "| AES_GCM_V1 |"), gateOutput);
  }

  /**
   * Whether the gate's table has a row starting with {@code row}, of {@code mode}, failed as a
   * regression.
   */
  private boolean failed(String row, String mode) {
    for (String line : gateOutput.split("\n")) {
      if (line.startsWith(row) && line.contains(mode) && line.endsWith("| FAIL regression |")) {
        return true;
      }
    }
    return false;
  }
}
