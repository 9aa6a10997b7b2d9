package org.pmebench.build;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scripts/skipped-tests.sh, which ends every verify: each skipped test with its reason, from the
 * reports.
 */
class SkippedTestsScriptTest {
  @TempDir Path dir;

  @Test
  void everySkippedTestIsListedWithTheReasonItsReportGives() throws Exception {
    Path reports = Files.createDirectories(dir.resolve("core/target/surefire-reports"));
    Files.write(
        reports.resolve("TEST-a.RunFaultsTest.xml"),
        ("<?xml version=\"1.0\"?>\n<testsuite name=\"a\" time=\"1\">\n"
                + "  <testcase name=\"ran\" classname=\"a.RunFaultsTest\" time=\"0.1\"/>\n"
                + "  <testcase name=\"aFullDisk\" classname=\"a.RunFaultsTest\" time=\"0.0\">\n"
                + "    <skipped type=\"org.opentest4j.TestAbortedException\"><![CDATA[org.opentest4j.TestAbortedException: "
                + "Assumption failed: cannot mount a small tmpfs here (it needs root)\n\tat org.junit.X.y(X.java:1)\n]]>"
                + "</skipped>\n  </testcase>\n</testsuite>\n")
            .getBytes(StandardCharsets.UTF_8));
    Path failsafe = Files.createDirectories(dir.resolve("it/target/failsafe-reports"));
    Files.write(
        failsafe.resolve("TEST-b.CampaignIT.xml"),
        ("<testsuite name=\"b\">\n  <testcase name=\"campaign\" "
                + "classname=\"b.CampaignIT\" time=\"0.0\">\n    <skipped message=\"Environment variable [X] does not exist\"/>\n"
                + "  </testcase>\n</testsuite>\n")
            .getBytes(StandardCharsets.UTF_8));
    assertEquals(
        "Skipped tests of the last build (2), each with why it did not run:\n"
            + "  a.RunFaultsTest#aFullDisk: Assumption failed: cannot mount a small tmpfs here (it needs root)\n"
            + "  b.CampaignIT#campaign: Environment variable [X] does not exist\n",
        run());

    Files.delete(reports.resolve("TEST-a.RunFaultsTest.xml"));
    Files.delete(failsafe.resolve("TEST-b.CampaignIT.xml"));
    assertEquals("Skipped tests of the last build: none\n", run());
  }

  private String run() throws IOException, InterruptedException {
    Path out = dir.resolve("out.txt");
    Process p =
        new ProcessBuilder(
                "bash", Paths.get("scripts", "skipped-tests.sh").toString(), dir.toString())
            .redirectErrorStream(true)
            .redirectOutput(out.toFile())
            .start();
    assertEquals(0, p.waitFor());
    return new String(Files.readAllBytes(out), StandardCharsets.UTF_8);
  }
}
