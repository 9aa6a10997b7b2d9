package org.pmebench.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.PmeBenchProcess;

/** The spark family end to end with DataFusion Comet beside Spark's engine (see {@link SparkFamilyIT}). */
class SparkCometIT {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir
  Path dir;

  /**
   * Comet beside Spark's engine, from the command line to the report: every query on both engines and
   * both modes' tables, the same rows from each, the scans of Comet's plans counted, PME's rows on each engine.
   */
  @Test
  void cometRunsBesideSparksEngineAndItsNativeScansAreCounted() throws Exception {
    Path run = dir.resolve("comet-run");
    PmeBenchProcess r = PmeBenchProcess.run(dir, "run", "--families=spark", "--profile=smoke", "--spark-engine=comet",
        "--spark-io=off", "--spark-modes=PLAINTEXT,AES_GCM_V1", "--spark-queries=q03,parking_fines",
        "--no-spark-profile", "--output=" + run);
    assertEquals(0, r.status, r.out);
    assertTrue(r.out.contains("engines jvm and comet") && r.out.contains("AES_GCM_V1+comet"), r.out);
    JsonNode summary = JSON.readTree(run.resolve("summary.json").toFile());
    Set<String> rows = new HashSet<String>();
    for (JsonNode o : summary.path("overheads")) {
      rows.add(o.path("params").path("query").asText("write") + " " + o.path("params").path("engine").asText());
    }
    assertTrue(rows.contains("q03 comet") && rows.contains("q03 jvm") && rows.contains("geomean comet")
        && rows.contains("write jvm") && !rows.contains("write comet"), rows.toString());
    int counted = 0;
    for (JsonNode c : summary.path("sparkComet")) {
      assertTrue(c.path("scans").asInt() > 0 && c.path("nativeScansMax").asInt() <= c.path("scans").asInt(),
          c.toString());
      counted++;
    }
    assertEquals(2 * 3, counted, "q03 and parking_fines on PLAINTEXT, AES_GCM_V1 and CONTROL: "
        + summary.path("sparkComet"));
    String report = new String(Files.readAllBytes(run.resolve("report.md")), StandardCharsets.UTF_8);
    assertTrue(report.contains("#### DataFusion Comet: native scans and PME's cost per query"), report);
    // Comet 0.12.0 answers scan_sales's AVG over a decimal column with NULL: no timing from wrong rows.
    PmeBenchProcess wrong = PmeBenchProcess.run(dir, "run", "--families=spark", "--profile=smoke",
        "--spark-engine=comet", "--spark-io=off", "--spark-modes=PLAINTEXT,AES_GCM_V1", "--spark-queries=scan_sales",
        "--no-spark-profile", "--output=" + dir.resolve("comet-wrong"));
    assertEquals(1, wrong.status, wrong.out);
    assertTrue(wrong.out.contains("query scan_sales returns other rows on ") && wrong.out.contains("+comet tables")
        && wrong.out.contains("(1 rows vs 1; first difference: "), wrong.out);
  }
}
