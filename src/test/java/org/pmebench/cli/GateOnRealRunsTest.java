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
 * The committed gate config on real paired runs (R1 and R7 reads, plaintext and AES_GCM_V1 in the
 * same rounds, 20,000 rows, one fork of 12 s warm-up and 2 s measurement each): the same build and
 * JVM twice passes; the same benchmarks with the AES intrinsics off (a CPU without AES-NI) fail,
 * and so does a calibrated 10% regression of the encrypted path, on the rows the output names.
 * About 2 minutes.
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
    slowed = run("slowed", "--calibrated-regression=10%");
  }

  private static Path run(String name, String option) {
    Path out = dir.resolve(name);
    StringWriter err = new StringWriter();
    int code = PmeBench.execute(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true), "run",
        "--profile=ci", "--families=parquet", "--specs=R1,R7", "--modes=AES_GCM_V1", "--forks=1",
        // Three measured iterations: the fewest the steady-state check classifies (fewer: "too short",
        // which the gate does not compare).
        "--warmup-iterations=12", "--measurement-iterations=3", option, "--output=" + out);
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

  private static final String MEAN_ROW = "| ParquetPairedReadBenchmark.readRound io=memory rows=20000 spec=R1+R7 "
      + "(geometric mean) | java " + RunCommandTest.currentMajor() + " | any variant | avgt t1 | AES_GCM_V1 |";

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
  void aCalibratedTenPercentRegressionOfTheEncryptedPathFails() {
    assertFails(gate(first, slowed, "--ignore-variant"));
  }

  private void assertFails(int code) {
    assertEquals(GateCommand.EXIT_REGRESSION, code, gateOutput);
    assertTrue(gateOutput.contains(MEAN_ROW), gateOutput);
    String row = gateOutput.substring(gateOutput.indexOf(MEAN_ROW));
    assertTrue(row.substring(0, row.indexOf('\n')).endsWith("| FAIL regression |"), gateOutput);
  }

  @Test
  void withoutIgnoringVariantsTheOffRunIsADifferentRowNotARegression() {
    assertEquals(GateCommand.EXIT_REGRESSION, gate(first, withoutAesNi), gateOutput);
    assertTrue(gateOutput.contains("| FAIL missing |"), gateOutput);
  }
}
