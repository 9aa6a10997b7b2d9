package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pmebench.TextAssertions.assertContainsAll;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code run --dry-run}: the plan printed, nothing run or written; a bad option still refused in
 * one line.
 */
class DryRunTest {
  @TempDir Path dir;

  private String out;
  private String err;

  private int pmebench(String... args) {
    StringWriter o = new StringWriter();
    StringWriter e = new StringWriter();
    int code = PmeBench.execute(new PrintWriter(o, true), new PrintWriter(e, true), args);
    out = o.toString();
    err = e.toString();
    return code;
  }

  @Test
  void printsEveryStepWithItsJmhOptionsAndWritesNothing() {
    Path plan = dir.resolve("plan");
    assertEquals(
        0,
        pmebench(
            "run",
            "--dry-run",
            "--output",
            plan.toString(),
            "--families",
            "cipher,parquet",
            "--profile",
            "smoke",
            "--forks",
            "2",
            "--specs",
            "R3"),
        err);
    assertTrue(out.matches("(?s)plan: \\d+ step\\(s\\), smoke: .*"), out);
    assertContainsAll(
        out,
        "-cipher-warm-intrinsics-on-t1 on ",
        "-parquet-read-intrinsics-on on ",
        "     benchmarks: ^org\\.pmebench\\.parquet\\.ParquetPairedReadBenchmark\\.readRound$",
        "     param spec: R3\n",
        "     forks: 2\n",
        "     result: " + plan.resolve(""),
        "matrices: {",
        "\"parquet\" : {");
    assertFalse(Files.exists(plan), "nothing written");
    assertEquals("", err);
    assertFalse(out.contains("then, while a headline interval"), "no --precision: " + out);
  }

  @Test
  void saysWhatPrecisionMayAddAfterThePlannedForks() {
    assertEquals(
        0,
        pmebench(
            "run",
            "--dry-run",
            "--output",
            dir.resolve("plan").toString(),
            "--families",
            "parquet",
            "--profile",
            "ci",
            "--precision",
            "1,1.5",
            "--budget",
            "5m"),
        err);
    assertTrue(
        out.contains(
            "\nthen, while a headline interval is wider than asked: precision ±1 points on reads, "
                + "±1.5 on writes, within 5m"),
        out);
  }

  @Test
  void aBadOptionIsRefusedAsWithoutIt() {
    assertEquals(2, pmebench("run", "--dry-run", "--families", "parquet", "--specs", "R9"));
    assertEquals(1, err.trim().split("\n").length, err);
    assertEquals("", out);
  }
}
