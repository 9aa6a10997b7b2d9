package org.pmebench.family.peers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Paths;
import org.junit.jupiter.api.Test;
import org.pmebench.summary.SummaryFile;

/** parquet-java beside the peers on the process's clock, from a committed run of both. */
class SameClockTableTest {
  private static final String RUN = "results/reference/2026-11-25-issue44-garbage/";

  @Test
  void aRunOfParquetJavaAndThePeersGetsOneRowPerWorkloadAndModeOnTheProcessClock()
      throws Exception {
    String md =
        SameClockTable.toMarkdown(
            SummaryFile.read(Paths.get(RUN + "parquet-peers-ci/summary.json")));
    assertTrue(
        md.contains(
            "| workload | mode | parquet-java (jdk17) | parquet-java (jdk17), less JIT | pyarrow 26.0.1 "
                + "| arrow-rs 58.4.1 |"),
        md);
    // † where the estimate is not from one steady state: arrow-rs's read is flat, the others'
    // process clocks not.
    assertTrue(
        md.contains(
            "| R1 | AES_GCM_V1 | +5.6% (+1.3% to +10.2%) † | +5.6% (+3.8% to +7.4%) † | +60.9% (+55.1% "
                + "to +67.0%) † | +2.1% (+1.2% to +2.9%) |"),
        md);
    assertTrue(
        md.contains("| R1 | AES_GCM_CTR_V1 |") && md.contains("| – |"),
        "arrow-rs has no GCM-CTR: " + md);
  }

  @Test
  void withoutPeersOrWithoutParquetJavaThereIsNoTable() throws Exception {
    assertEquals(
        "",
        SameClockTable.toMarkdown(SummaryFile.read(Paths.get(RUN + "ci-heaps-2/summary.json"))));
    assertEquals(
        "",
        SameClockTable.toMarkdown(
            SummaryFile.read(
                Paths.get("results/reference/2026-11-24-issue28-arrow-rs/ci/summary.json"))),
        "peers without the process clock");
  }
}
