package org.pmebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Paths;
import java.util.Collections;
import org.junit.jupiter.api.Test;
import org.pmebench.summary.SummaryFile;

/** The report's garbage table, on committed runs with and without the JVM's threads. */
class GarbageTableTest {
  private static final RowLabels LABELS = new RowLabels(Collections.<ReportPart>emptyList());

  @Test
  void eachRowSaysWhatItAllocatedWhatTheJvmsThreadsDidAndThePriceOfTheExtraGarbage()
      throws Exception {
    SummaryFile s =
        SummaryFile.read(
            Paths.get("results/reference/2026-11-25-issue44-garbage/ci-heaps-2/summary.json"));
    String md = GarbageTable.toMarkdown(s.overheads, LABELS);
    assertTrue(md.startsWith("## Garbage, collections and the JVM's own threads"), md);
    assertTrue(
        md.contains(
            "| W1 heap=consumer | jdk17 | AES_GCM_V1 | 24.7 MB → 26.4 MB | 2.27 | 58 / 19 "
                + "| 708 + 13402 → 195 + 13401 | 3516 → 3415 | 31 (+0.1 pt) | +1.6% (-2.1% to +5.5%) | +0.4% (-3.1% to +4.1%) † "
                + "| +0.2% (-4.3% to +4.9%) † |"),
        md);
    assertEquals(8, md.split("\n\\| [RW]1").length - 1, "R1 and W1, two modes, two heaps");
  }

  @Test
  void runsBeforeThePausesWereSplitOutShowTheGcThreadsWholeAndNoPrice() throws Exception {
    SummaryFile s =
        SummaryFile.read(
            Paths.get("results/reference/2026-11-25-issue44-garbage/ci-heaps-1/summary.json"));
    String md = GarbageTable.toMarkdown(s.overheads, LABELS);
    assertTrue(
        md.contains(
            "| W1 heap=consumer | jdk17 | AES_GCM_V1 | 24.7 MB → 26.4 MB | 2.27 | 21 / 53 "
                + "| 14369 → 14941 | 4564 → 4919 | – |"),
        md);
  }

  @Test
  void runsWithoutTheJvmsThreadsHaveNoTable() throws Exception {
    SummaryFile s =
        SummaryFile.read(
            Paths.get("results/reference/2026-11-25-issue44-precision/default-1/summary.json"));
    assertEquals("", GarbageTable.toMarkdown(s.overheads, LABELS));
  }
}
