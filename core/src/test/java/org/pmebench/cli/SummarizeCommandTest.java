package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;
import org.pmebench.summary.RecordedRun;

class SummarizeCommandTest extends CommandTest {
  @Test
  void writesSummaryJsonIntoTheRunDirectory() throws Exception {
    RecordedRun.copyTo(dir);
    assertEquals(0, pmebench("summarize", dir.toString()), err);
    assertEquals(
        dir.resolve("summary.json") + ": 6 results, 4 overhead ratios", out.split("\n")[0].trim());
    assertTrue(Files.size(dir.resolve("summary.json")) > 0);
    assertTrue(Files.size(dir.resolve("overhead-ratios.github-action-benchmark.json")) > 0);
    assertTrue(Files.size(dir.resolve("overhead-ratios.bmf.json")) > 0);
  }

  @Test
  void badInputIsExitTwoWithTheFileNamedAndNothingWritten() throws Exception {
    Files.write(dir.resolve("cut.json"), "[{\"benchmark\": \"x.Y.z\", \"mode\"".getBytes("UTF-8"));
    assertEquals(PmeBench.EXIT_USAGE, pmebench("summarize", dir.toString()));
    assertTrue(err.startsWith("pmebench: " + dir.resolve("cut.json") + ": not valid JSON"), err);
    assertFalse(Files.exists(dir.resolve("summary.json")));
    assertFalse(Files.exists(dir.resolve("overhead-ratios.bmf.json")));

    assertEquals(PmeBench.EXIT_USAGE, pmebench("summarize", dir.resolve("absent").toString()));
    assertEquals("pmebench: " + dir.resolve("absent") + ": not a run directory", err.trim());
  }

  @Test
  void aDirectoryOfPlainJmhJsonCanBeSummarizedAndReportedAgain() throws Exception {
    // No run.json: every *.json is read, except what summarize itself wrote there.
    try (InputStream in =
        getClass().getResourceAsStream("/profiled/jdk25-cipher-warm-intrinsics-on-t1.json")) {
      Files.copy(in, dir.resolve("jmh.json"));
    }
    assertEquals(0, pmebench("summarize", dir.toString()), err);
    assertEquals(0, pmebench("summarize", dir.toString()), err);
    assertEquals(0, pmebench("report", dir.toString()), err);
    assertTrue(Files.exists(dir.resolve("report.md")));
  }
}
