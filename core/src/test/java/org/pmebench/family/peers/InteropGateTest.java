package org.pmebench.family.peers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.summary.SectionSummary;

/**
 * A cell of the interoperability matrix that read in the baseline and does not now fails, whatever
 * the versions.
 */
class InteropGateTest {
  @TempDir Path dir;

  @Test
  void aCellThatStopsReadingFailsAcrossAnUpgradeAndKnownFailuresAreListed() throws Exception {
    String error = "read: ParquetCryptoRuntimeException";
    Path base =
        summary(
            "base",
            cell("pyarrow 26.0.1", "parquet-java 1.13.1", "AES_GCM_V1", true, "ok")
                + ","
                + cell("pyarrow 26.0.1", "parquet-java 1.13.1", "AES_GCM_CTR_V1", false, error));
    Path same =
        summary(
            "same",
            cell("pyarrow 27.0.0", "parquet-java 1.13.1", "AES_GCM_V1", true, "ok")
                + ","
                + cell("pyarrow 27.0.0", "parquet-java 1.13.1", "AES_GCM_CTR_V1", false, error));
    Path broken =
        summary(
            "broken",
            cell("pyarrow 27.0.0", "parquet-java 1.13.1", "AES_GCM_V1", false, "different values"));
    InteropGate upgrade = InteropGate.compare(base, same);
    assertTrue(upgrade.passed(), upgrade.toMarkdown());
    assertTrue(upgrade.toMarkdown().contains("fails, as in the baseline"), upgrade.toMarkdown());
    InteropGate failed = InteropGate.compare(base, broken);
    assertFalse(failed.passed());
    assertTrue(
        failed
            .toMarkdown()
            .contains(
                "| pyarrow → parquet-java AES_GCM_V1 footer=encrypted material=internal "
                    + "| ok (pyarrow 26.0.1 → parquet-java 1.13.1) | different values (pyarrow 27.0.0 → parquet-java 1.13.1) "
                    + "| FAIL no longer reads |"),
        failed.toMarkdown());
    assertTrue(failed.toMarkdown().contains("| missing |"), failed.toMarkdown());
  }

  @Test
  void theAadPrefixedFileIsACellOfItsOwnAndOldBaselinesKeepTheirKeys() throws Exception {
    String plain = cell("arrow-rs 58.4.1", "pyarrow 26.0.1", "AES_GCM_V1", true, "ok");
    String prefixed =
        plain
            .replace("\"ok\":true}", "\"ok\":false,\"aadPrefix\":\"stored\"}")
            .replace("\"outcome\":\"ok\"", "\"outcome\":\"read: bad tag\"");
    Path base = summary("old", plain);
    Path now = summary("now", plain.replace("}", ",\"aadPrefix\":\"none\"}") + "," + prefixed);
    InteropGate gate = InteropGate.compare(base, now);
    assertTrue(
        gate.passed(), "a new cell that fails has no baseline to fall from: " + gate.toMarkdown());
    assertEquals(
        2,
        gate.rows.size(),
        "the unprefixed cell matched the old baseline's, the prefixed one is new");
    assertTrue(gate.toMarkdown().contains("material=internal aad=stored"), gate.toMarkdown());
  }

  @Test
  void summariesWithoutTheMatrixCompareNothing() throws Exception {
    Path none = summary("none", "");
    assertTrue(InteropGate.compare(none, none).rows.isEmpty());
    assertTrue(InteropGate.compare(none, none).toMarkdown().isEmpty());
  }

  private static String cell(
      String writer, String reader, String mode, boolean ok, String outcome) {
    return "{\"writer\":\""
        + writer
        + "\",\"reader\":\""
        + reader
        + "\",\"encryption\":\""
        + mode
        + "\",\"footer\":\"encrypted\",\"material\":\"internal\",\"outcome\":\""
        + outcome
        + "\",\"ok\":"
        + ok
        + "}";
  }

  private Path summary(String name, String cells) throws Exception {
    return SectionSummary.write(dir, name, "interop", cells);
  }
}
