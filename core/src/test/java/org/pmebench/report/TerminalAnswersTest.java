package org.pmebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pmebench.TextAssertions.assertContainsAll;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;
import org.pmebench.family.Families;
import org.pmebench.summary.SummaryFile;

/** What a run prints at its end, from committed reference runs. */
class TerminalAnswersTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  private static JsonNode summary(String run) throws IOException {
    return JSON.readTree(Paths.get("results", "reference", run, "summary.json").toFile());
  }

  /** What the terminal says of the reference run {@code run}'s summary. */
  private static String answers(String run) throws IOException {
    return TerminalAnswers.of(SummaryFile.of(summary(run)), Families.reportParts());
  }

  @Test
  void cipherThroughputAndEachWorkloadsOverheadPerModeWithItsBasis() throws IOException {
    String text = answers("2026-11-23-issue24-eleven-ci-runs/baseline");
    assertTrue(
        text.matches(
            "(?s)Raw cipher throughput, MB/s:\n  jdk17 intrinsics-on, SunJCE, 64KiB, 1 thread: "
                + "AES-GCM decrypt [0-9]+, encrypt [0-9]+; AES-CTR decrypt [0-9]+, encrypt [0-9]+\n.*"),
        text);
    assertTrue(
        text.contains(
            "\nEncryption overhead, encrypted time over plaintext time, with 95% intervals:\n"),
        text);
    assertTrue(
        text.endsWith(
            "\n  [CPU] thread CPU time, [wall] clock time; "
                + Answers.NOT_STEADY
                + " not from one steady state\n  [model] the cost model: PME's crypto work replayed, for comparison\n"),
        text);
    String[] lines = text.split("\n");
    String header = null;
    String r1 = null;
    for (String line : lines) {
      header = line.startsWith("  jdk17 intrinsics-on, SunJCE") ? line : header;
      r1 = line.startsWith("  R1 read ") ? line : r1;
    }
    assertTrue(
        header != null && header.indexOf("AES_GCM_V1") < header.indexOf("AES_GCM_CTR_V1"), text);
    assertTrue(
        r1 != null
            && r1.matches(
                "  R1 read +\\+[0-9.]+% \\(\\+[0-9.]+% to \\+[0-9.]+%\\) \\[(CPU|wall|model)\\]"
                    + " +\\+[0-9.]+% .*"),
        text);
    for (String w : new String[] {"R7 read", "W1 write", "W7 write"}) {
      assertTrue(text.contains("\n  " + w + " "), w + " in " + text);
    }
    for (String line : lines) {
      assertTrue(line.length() <= 120, "fits a terminal: " + line);
    }
  }

  @Test
  void theColumnSubsetsAndTheirPairedShareOfTheAllColumnsCost() throws IOException {
    String text = answers("2026-11-23-issue24-columns-one-round/sunjce");
    assertContainsAll(
        text,
        "\n  citations R1 read, 2 of 19 columns ",
        "\n  citations R1 read, all 19 columns ",
        "\n  citations R1 read, plaintext columns only ",
        "\n  citations W1 write, 2 of 19 columns ");
    assertTrue(
        text.matches(
            "(?s).*\n    R1: 2 of 19 / all 19, measured +[0-9.]+ \\(no interval\\) \\[CPU\\] +-?[0-9.]+ "
                + "\\(-?[0-9.]+ to [0-9.]+\\) \\[CPU\\]\n    R1: 2 of 19 / all 19, cost model +[0-9.]+ .*"),
        text);
    assertTrue(
        text.contains("\n    W1: 2 of 19 / all 19, measured "),
        "each workload its own quotient: " + text);
    // Which line answers, per mode: the summary's basis (here the model, checked per file with GCM
    // and against the measured quotient with GCM-CTR).
    assertTrue(
        text.matches("(?s).*\n    R1: answered by +cost model, checked per file +cost model\n.*"),
        text);
  }

  @Test
  void aSummaryWithoutCipherOrFileResultsPrintsNothing() {
    ObjectNode empty = JSON.createObjectNode();
    empty.putArray("results");
    empty.putArray("overheads");
    assertEquals("", TerminalAnswers.of(SummaryFile.of(empty), Families.reportParts()));
  }
}
