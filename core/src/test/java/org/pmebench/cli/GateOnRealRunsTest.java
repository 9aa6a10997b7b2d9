package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The committed gate config on real paired runs (R1 reads, plaintext and AES_GCM_V1 in the
 * same rounds, 20,000 rows, two forks of 20 s warm-up and 4 s measurement each): the same build and
 * JVM twice passes; the same benchmarks with the AES intrinsics off (a CPU without AES-NI) fail,
 * and so does a calibrated 20% regression of the encrypted path, on an AES_GCM_V1 row the output
 * names. The gate's sensitivity to 10% and 5% is measured
 * with the ci profile (scripts/gate-false-alarms.sh), not here: two forks of this host's noise do
 * not resolve it reliably. About 4 minutes (R7 as well took 8, and added no other decision).
 */
class GateOnRealRunsTest {
  private static final Path CONFIG = Paths.get("results", "gate", "gate.json");

  @TempDir
  static Path dir;

  private static Path first;
  private static Path second;
  private static Path withoutAesNi;
  private static Path slowed;

  @BeforeAll
  static void runTheSameBenchmarksFourTimes() {
    first = run("first", "--variants=intrinsics-on");
    second = run("second", "--variants=intrinsics-on");
    withoutAesNi = run("off", "--variants=intrinsics-off");
    slowed = run("slowed", "--calibrated-regression=20%");
  }

  /**
   * One run, measured again (once) when a row's A/A control came out biased: the gate refuses such
   * rows (GateCommandTest covers that), and this test is about the gate's decisions on rows it
   * compares. One plaintext file running 1-3% slower than an identical copy in both forks happens
   * here now and then.
   */
  private static Path run(String name, String option) {
    Path summary = measure(name, option);
    return biasedControl(summary) ? measure(name + "-again", option) : summary;
  }

  private static boolean biasedControl(Path summary) {
    try {
      for (com.fasterxml.jackson.databind.JsonNode o : new com.fasterxml.jackson.databind.ObjectMapper()
          .readTree(summary.toFile()).path("overheads")) {
        if (org.pmebench.results.Summary.CONTROL_BIASED.equals(o.path("control").path("verdict").asText())) {
          return true;
        }
      }
      return false;
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static Path measure(String name, String option) {
    Path out = dir.resolve(name);
    StringWriter err = new StringWriter();
    int code = PmeBench.execute(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true), "run",
        "--profile=ci", "--families=parquet", "--specs=R1", "--modes=AES_GCM_V1", "--forks=2",
        // Two forks, so the errors the gate reads cover the forks: one fork's plaintext file can run
        // 2% slower than an identical copy for the whole fork (seen: both rows at 0.98 against the same
        // build, the A/A control shows such forks), which no number of rounds in that fork reveals.
        // Four measured iterations: three are the fewest the steady-state check classifies.
        // 20 s of warm-up, not ci's 12: R1's large-input GCM path was seen compiled only after 15 s
        // here, and a baseline measured on that plateau (+24% instead of ~+10%) hides a regression.
        "--warmup-iterations=20", "--measurement-iterations=4", option, "--output=" + out);
    assertEquals(0, code, err.toString());
    return out.resolve("summary.json");
  }

  private String gateOutput;

  private int gate(Path baseline, Path current, String... more) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    String[] args = new String[7 + more.length];
    String[] fixed = {"gate", "--baseline", baseline.toString(), "--current", current.toString(), "--config",
        CONFIG.toString()};
    System.arraycopy(fixed, 0, args, 0, fixed.length);
    System.arraycopy(more, 0, args, fixed.length, more.length);
    int code = PmeBench.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
    gateOutput = out + err.toString();
    return code;
  }

  @Test
  void theSameBuildAndJvmTwicePasses() {
    assertEquals(0, gate(first, second), gateOutput);
    assertEquals(0, gate(second, first), gateOutput);
    assertTrue(gateOutput.contains("Smallest regression this config detects: +"), gateOutput);
  }

  @Test
  void theSameBenchmarksWithoutAesIntrinsicsFailOnTheEncryptedRows() {
    assertFails(gate(first, withoutAesNi, "--ignore-variant"));
  }

  @Test
  void aCalibratedTwentyPercentRegressionOfTheEncryptedPathFails() {
    assertFails(gate(first, slowed, "--ignore-variant"));
  }

  /** Exit 1, with an AES_GCM_V1 row named as a regression. */
  private void assertFails(int code) {
    assertEquals(GateCommand.EXIT_REGRESSION, code, gateOutput);
    boolean failed = false;
    for (String line : gateOutput.split("\n")) {
      failed |= line.startsWith("| ParquetPairedReadBenchmark.readRound") && line.contains("| AES_GCM_V1 |")
          && line.endsWith("| FAIL regression |");
    }
    assertTrue(failed, gateOutput);
  }

  @Test
  void withoutIgnoringVariantsTheOffRunIsADifferentRowNotARegression() {
    assertEquals(GateCommand.EXIT_REGRESSION, gate(first, withoutAesNi), gateOutput);
    assertTrue(gateOutput.contains("| FAIL missing |"), gateOutput);
  }
}
