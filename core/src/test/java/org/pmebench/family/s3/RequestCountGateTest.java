package org.pmebench.family.s3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.summary.SectionSummary;

/**
 * Request counts are exact: one more request per file than the baseline fails, with no tolerance.
 */
class RequestCountGateTest {
  @TempDir Path dir;

  @Test
  void oneExtraRequestFailsFewerOrTheSamePass() throws Exception {
    Path base = readsAndAWrite("base", 7);
    Path same = readsAndAWrite("same", 7);
    Path more = readsAndAWrite("more", 8);
    Path fewer = readsAndAWrite("fewer", 6);
    assertTrue(RequestCountGate.compare(base, same).passed());
    assertTrue(RequestCountGate.compare(base, fewer).passed());
    RequestCountGate failed = RequestCountGate.compare(base, more);
    assertFalse(failed.passed());
    assertTrue(
        failed
            .toMarkdown()
            .contains(
                "| w1 read AES_GCM_V1 material=external footer=encrypted rows=20000 | 7 | 8 "
                    + "| FAIL more requests |"),
        failed.toMarkdown());
  }

  @Test
  void aChangedMatrixIsNamedNotFailed() throws Exception {
    Path base = summary("base", row("read", "AES_GCM_V1", "external", 7));
    Path other = summary("other", row("read", "AES_GCM_V1", "internal", 5));
    RequestCountGate gate = RequestCountGate.compare(base, other);
    assertTrue(gate.passed());
    assertEquals(2, gate.rows.size());
    assertTrue(
        gate.toMarkdown().contains("| missing |") && gate.toMarkdown().contains("| new |"),
        gate.toMarkdown());
  }

  @Test
  void aBaselineFromBeforeInputPoliciesMatchesTheDefaultPolicysReadAndTheOtherPoliciesAreNew()
      throws Exception {
    Path old = summary("old", row("read", "AES_GCM_V1", "external", 7));
    String read =
        row("read", "AES_GCM_V1", "external", 8)
            .replace(
                "\"rows\"",
                "\"dataset\":\"standard\","
                    + "\"columns\":\"all\",\"fadvise\":\"normal\",\"projection\":\"all\",\"rows\"");
    Path current =
        summary(
            "current",
            read
                + ","
                + read.replace("normal", "random").replace(":8", ":7")
                + ","
                + read.replace("standard", "citations")
                    .replace("\"all\",\"fadvise", "\"sensitive\",\"fadvise")
                    .replace("\"projection\":\"all\"", "\"projection\":\"plaintext\""));
    RequestCountGate gate = RequestCountGate.compare(old, current);
    assertFalse(gate.passed(), gate.toMarkdown());
    assertTrue(
        gate.toMarkdown()
            .contains(
                "| w1 read AES_GCM_V1 material=external footer=encrypted rows=20000 | 7 | 8 "
                    + "| FAIL more requests |"),
        gate.toMarkdown());
    assertTrue(
        gate.toMarkdown()
            .contains(
                "| w1 read AES_GCM_V1 material=external footer=encrypted rows=20000 "
                    + "fadvise=random | - | 7 | new |"),
        gate.toMarkdown());
    assertTrue(
        gate.toMarkdown()
            .contains(
                "| citations(w1) columns=sensitive read AES_GCM_V1 material=external "
                    + "footer=encrypted rows=20000 read=plaintext-columns | - | 8 | new |"),
        gate.toMarkdown());
  }

  @Test
  void summariesWithoutCountsCompareNothingAndDuplicatesAreRefused() throws Exception {
    Path none = summary("none", "");
    assertTrue(RequestCountGate.compare(none, none).rows.isEmpty());
    Path twice =
        summary(
            "twice",
            row("read", "PLAINTEXT", "none", 5) + "," + row("read", "PLAINTEXT", "none", 5));
    assertThrows(InvalidResultsException.class, () -> RequestCountGate.compare(twice, none));
  }

  private static String row(String op, String encryption, String material, long requests) {
    return "{\"workload\":\"1\",\"operation\":\""
        + op
        + "\",\"encryption\":\""
        + encryption
        + "\",\"material\":\""
        + material
        + "\",\"footer\":\""
        + ("none".equals(material) ? "none" : "encrypted")
        + "\",\"rows\":\"20000\",\"requests\":"
        + requests
        + "}";
  }

  /**
   * A summary of an external-material GCM read of {@code readRequests} and a plaintext write of 2.
   */
  private Path readsAndAWrite(String name, int readRequests) throws Exception {
    return summary(
        name,
        row("read", "AES_GCM_V1", "external", readRequests)
            + ","
            + row("write", "PLAINTEXT", "none", 2));
  }

  private Path summary(String name, String rows) throws Exception {
    return SectionSummary.write(dir, name, "s3Requests", rows);
  }
}
