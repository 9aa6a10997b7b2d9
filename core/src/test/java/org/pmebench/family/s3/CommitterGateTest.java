package org.pmebench.family.s3;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.summary.SectionSummary;

/** New data loss fails the gate; data loss the baseline already had is a known finding, listed. */
class CommitterGateTest {
  @TempDir Path dir;

  @Test
  void newDataLossFailsKnownDataLossIsListed() throws Exception {
    Path base =
        summary("base", row("directory", "external", true) + "," + row("magic", "external", false));
    Path same =
        summary("same", row("directory", "external", true) + "," + row("magic", "external", false));
    Path worse =
        summary("worse", row("directory", "external", true) + "," + row("magic", "external", true));
    CommitterGate known = CommitterGate.compare(base, same);
    assertTrue(known.passed());
    assertTrue(known.toMarkdown().contains("data loss, as in the baseline"), known.toMarkdown());
    CommitterGate failed = CommitterGate.compare(base, worse);
    assertFalse(failed.passed());
    assertTrue(
        failed
            .toMarkdown()
            .contains(
                "| magic AES_GCM_V1 material=external fault=none rows=100 | readable | "
                    + "data loss | FAIL new data loss: "),
        failed.toMarkdown());
    assertTrue(
        CommitterGate.compare(summary("none", ""), summary("none2", "")).toMarkdown().isEmpty());
  }

  private static String row(String committer, String material, boolean loss) {
    return "{\"committer\":\""
        + committer
        + "\",\"encryption\":\"AES_GCM_V1\",\"material\":\""
        + material
        + "\",\"fault\":\"none\",\"rows\":\"100\",\"dataLoss\":"
        + loss
        + ",\"verdict\":\"v\"}";
  }

  private Path summary(String name, String rows) throws Exception {
    return SectionSummary.write(dir, name, "s3Committers", rows);
  }
}
