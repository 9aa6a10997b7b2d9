package org.pmebench.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pmebench.PmeBenchProcess;

/**
 * The spark family end to end with DataFusion Comet beside Spark's engine (see {@link
 * SparkFamilyIT}).
 */
class SparkCometIT extends SparkEndToEnd {
  /**
   * Comet beside Spark's engine, from the command line to the report: every query on both engines
   * and both modes' tables, the same rows from each, the scans of Comet's plans counted, PME's rows
   * on each engine. Comet 0.12.0 answers scan_sales's AVG over a decimal column with NULL: that
   * query is dropped from the application, named, and no timing comes from its wrong rows, while
   * the others are measured.
   */
  @Test
  void cometRunsBesideSparksEngineAndItsNativeScansAreCounted() throws Exception {
    Path run = dir.resolve("comet-run");
    PmeBenchProcess r =
        smokeRun(
            run,
            "--spark-engine=comet",
            "--spark-io=off",
            "--spark-modes=PLAINTEXT,AES_GCM_V1",
            "--spark-queries=q03,parking_fines,scan_sales",
            "--no-spark-profile");
    assertEquals(1, r.status, "the dropped query is a part of the run that failed: " + r.out);
    assertTrue(
        r.out.contains(
                "query scan_sales dropped from this application: query scan_sales returns other rows on ")
            && r.out.contains("+comet tables")
            && r.out.contains("(1 rows vs 1; first difference: "),
        r.out);
    assertTrue(
        r.out.contains("pmebench: skipped ")
            && r.out.contains("-query-scan_sales: query scan_sales returns " + "other rows on "),
        r.out);
    assertTrue(
        r.out.contains("engines jvm and comet") && r.out.contains("AES_GCM_V1+comet"), r.out);
    JsonNode summary = JSON.readTree(run.resolve("summary.json").toFile());
    Set<String> rows = new HashSet<String>();
    for (JsonNode o : summary.path("overheads")) {
      rows.add(
          o.path("params").path("query").asText("write")
              + " "
              + o.path("params").path("engine").asText());
    }
    assertTrue(
        rows.contains("q03 comet")
            && rows.contains("q03 jvm")
            && rows.contains("geomean comet")
            && rows.contains("write jvm")
            && !rows.contains("write comet"),
        rows.toString());
    assertFalse(
        rows.contains("scan_sales comet") || rows.contains("scan_sales jvm"),
        "no row of the wrong rows: " + rows);
    int counted = 0;
    for (JsonNode c : summary.path("sparkComet")) {
      assertTrue(
          c.path("scans").asInt() > 0
              && c.path("nativeScansMax").asInt() <= c.path("scans").asInt(),
          c.toString());
      // Every scan native, the PME tables' included: a fall-back to Spark's reader would measure
      // Spark, not Comet.
      assertEquals(
          c.path("scans").asInt(),
          c.path("nativeScansMin").asInt(),
          "a scan Comet left to Spark: " + c);
      counted++;
    }
    assertEquals(
        2 * 3,
        counted,
        "q03 and parking_fines on PLAINTEXT, AES_GCM_V1 and CONTROL: "
            + summary.path("sparkComet"));
    String report =
        new String(Files.readAllBytes(run.resolve("report.md")), StandardCharsets.UTF_8);
    assertTrue(
        report.contains("#### DataFusion Comet: native scans and PME's cost per query"), report);
  }
}
