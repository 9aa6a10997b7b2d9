package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.pmebench.summary.RecordedRun;

class ReportCommandTest extends CommandTest {
  @Test
  void writesTheReportWhereAskedAndSaysWhere() throws Exception {
    Path run = RecordedRun.copyTo(dir.resolve("run"));
    Path to = dir.resolve("out");
    assertEquals(0, pmebench("report", run.toString(), "--output", to.toString()), err);
    assertTrue(out.startsWith("report: " + to.resolve("report.html")), out);
    assertTrue(
        new String(Files.readAllBytes(to.resolve("report.md")), StandardCharsets.UTF_8)
            .startsWith("# pme-bench report: run\n"));
    assertTrue(Files.exists(to.resolve("charts/answers-overhead-intrinsics-on.png")));
    assertFalse(Files.exists(run.resolve("report.md")), "--output, not the run directory");
  }

  @Test
  void badInputIsExitTwoWithTheFileNamedAndNoReport() throws Exception {
    Files.write(dir.resolve("jmh.json"), "{\"not\": \"jmh\"}".getBytes(StandardCharsets.UTF_8));
    assertEquals(PmeBench.EXIT_USAGE, pmebench("report", dir.toString()));
    assertTrue(err.startsWith("pmebench: " + dir.resolve("jmh.json") + ": not JMH JSON"), err);
    assertFalse(Files.exists(dir.resolve("report.md")));
    assertFalse(Files.exists(dir.resolve("report.html")));

    Path empty = dir.resolve("empty");
    Files.createDirectories(empty);
    assertEquals(PmeBench.EXIT_USAGE, pmebench("report", empty.toString()));
    assertEquals("pmebench: " + empty + ": no JMH results in it", err.trim());
  }
}
