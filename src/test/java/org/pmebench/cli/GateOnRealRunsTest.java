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
 * The committed gate config on real benchmark runs (the ci profile, reads of R1 and R7 in plaintext
 * and AES_GCM_V1): the same build and JVM twice passes; the same benchmarks with the AES intrinsics
 * switched off, the cost of a CPU without AES-NI, fail on the encrypted reads, which the failing row
 * names. About 4.5 minutes: the ci profile warms each fork up for 15 s.
 */
class GateOnRealRunsTest {
  private static final Path CONFIG = Paths.get("results", "gate", "gate.json");

  @TempDir
  static Path dir;

  private static Path first;
  private static Path second;
  private static Path withoutAesNi;

  @BeforeAll
  static void runTheSameBenchmarksThreeTimes() {
    first = run("first", "intrinsics-on");
    second = run("second", "intrinsics-on");
    withoutAesNi = run("off", "intrinsics-off");
  }

  private static Path run(String name, String variant) {
    Path out = dir.resolve(name);
    StringWriter err = new StringWriter();
    int code = PmeBench.execute(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true), "run",
        "--profile=ci", "--families=parquet", "--specs=R1,R7", "--modes=PLAINTEXT,AES_GCM_V1",
        "--variants=" + variant, "--output=" + out);
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
  }

  @Test
  void theSameBenchmarksWithoutAesIntrinsicsFailOnTheEncryptedRow() {
    assertEquals(GateCommand.EXIT_REGRESSION, gate(first, withoutAesNi, "--ignore-variant"), gateOutput);
    String encryptedReads = "| ParquetReadBenchmark.readFile io=memory rows=20000 spec=R1+R7 (geometric mean) | java "
        + RunCommandTest.currentMajor() + " | any variant | avgt t1 | AES_GCM_V1 |";
    assertTrue(gateOutput.contains(encryptedReads), gateOutput);
    String row = gateOutput.substring(gateOutput.indexOf(encryptedReads));
    assertTrue(row.substring(0, row.indexOf('\n')).endsWith("| FAIL regression |"), gateOutput);
  }

  @Test
  void withoutIgnoringVariantsTheOffRunIsADifferentRowNotARegression() {
    assertEquals(GateCommand.EXIT_REGRESSION, gate(first, withoutAesNi), gateOutput);
    assertTrue(gateOutput.contains("| FAIL missing |"), gateOutput);
  }
}
