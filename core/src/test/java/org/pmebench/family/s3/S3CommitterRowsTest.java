package org.pmebench.family.s3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.results.JmhJsonReader;
import org.pmebench.results.JmhResult;
import org.pmebench.stats.PairedRatio;

/**
 * Committer outcomes through the result file into summary rows: the verdicts a reader of the report
 * relies on.
 */
class S3CommitterRowsTest {
  @TempDir Path dir;

  @Test
  void visibleFilesThatDoNotReadBackAreDataLossWhateverTheJobSaid() throws Exception {
    CommitterSpec spec = new CommitterSpec();
    spec.rows = 100;
    spec.files = 4;
    CommitterResult result = new CommitterResult();
    result.javaVersion = "17";
    result.javaVmName = "vm";
    // Two rounds of a job that succeeded but left its key material behind; one round is enough to
    // lose data.
    result.outcomes.add(outcome("directory", "external", "none", 1, true, 4, 4, 0, 100));
    result.outcomes.add(outcome("directory", "external", "none", 2, true, 4, 0, 4, 0));
    result.outcomes.add(outcome("file-v1", "external", "none", 1, true, 4, 4, 0, 100));
    result.outcomes.add(outcome("file-v2", "external", "job-aborted", 0, false, 3, 3, 0, 75));
    result.outcomes.add(outcome("magic", "external", "job-aborted", 0, false, 0, 0, 0, 0));
    Path file = dir.resolve("committers.json");
    new ObjectMapper().writeValue(file.toFile(), CommitterJson.rows(spec, result));

    JsonNode rows =
        S3CommitterRows.of(JmhJsonReader.read(file), new ObjectMapper().createArrayNode());
    Map<String, JsonNode> byCase = new HashMap<String, JsonNode>();
    for (JsonNode r : rows) {
      byCase.put(r.path("committer").asText() + " " + r.path("fault").asText(), r);
    }
    assertEquals(4, rows.size(), "one row per committer, mode, material and fault; rounds inside");
    JsonNode lost = byCase.get("directory none");
    assertTrue(lost.path("dataLoss").asBoolean());
    assertEquals(2, lost.path("jobs").asInt());
    assertEquals(
        "job succeeded, 4 of 4 visible files unreadable (4 without their key material)",
        lost.path("verdict").asText());
    assertEquals(S3CommitterRows.COMPLETE, byCase.get("file-v1 none").path("verdict").asText());
    JsonNode partial = byCase.get("file-v2 job-aborted");
    assertFalse(partial.path("dataLoss").asBoolean());
    assertEquals(
        "partial: 3 files (75 of 100 rows) visible and readable after the job failed",
        partial.path("verdict").asText());
    assertEquals(
        S3CommitterRows.NOTHING_VISIBLE, byCase.get("magic job-aborted").path("verdict").asText());
  }

  @Test
  void theEncryptedJobsOfARoundArePairedWithThatRoundsPlaintextJob() throws Exception {
    CommitterSpec spec = new CommitterSpec();
    spec.committers = java.util.Collections.singletonList("magic");
    spec.materials = java.util.Collections.singletonList("internal");
    spec.rounds = 2;
    CommitterResult result = new CommitterResult();
    result.javaVersion = "17";
    result.javaVmName = "vm";
    long[][] millis = {{1000, 1100, 1050}, {2000, 2100, 2300}};
    String[] modes = {"PLAINTEXT", "AES_GCM_V1", "AES_GCM_CTR_V1"};
    for (int round = 1; round <= 2; round++) {
      for (int m = 0; m < 3; m++) {
        CommitterOutcome o =
            outcome("magic", m == 0 ? "none" : "internal", "none", round, true, 8, 8, 0, 100);
        o.mode = modes[m];
        o.jobMillis = millis[round - 1][m];
        result.outcomes.add(o);
      }
    }
    Path file = dir.resolve("paired.json");
    new ObjectMapper().writeValue(file.toFile(), CommitterJson.rows(spec, result));
    JmhResult paired = null;
    for (JmhResult r : JmhJsonReader.read(file)) {
      if (CommitterJson.PAIRED_BENCHMARK.equals(r.benchmark)) {
        paired = r;
      }
    }
    java.util.List<PairedRatio> ratios = PairedRatio.of(paired);
    assertEquals(2, ratios.size());
    assertEquals(
        Math.sqrt(1.1 * 1.05),
        ratios.get(0).wall.ratio,
        1e-9,
        "GCM: geometric mean of 1100/1000 and 2100/2000");
    assertEquals(Math.sqrt(1.05 * 1.15), ratios.get(1).wall.ratio, 1e-9, "GCM-CTR");
    assertEquals(null, ratios.get(0).cpu, "the job's CPU time is not measured");
  }

  private static CommitterOutcome outcome(
      String committer,
      String material,
      String fault,
      int round,
      boolean succeeded,
      int files,
      int readable,
      int unreadable,
      long rowsRead) {
    CommitterOutcome o = new CommitterOutcome();
    o.committer = committer;
    o.mode = "AES_GCM_V1";
    o.material = material;
    o.fault = fault;
    o.round = round;
    o.succeeded = succeeded;
    o.jobMillis = 1000 + round;
    o.parquetFiles = files;
    o.readableFiles = readable;
    o.rowsRead = rowsRead;
    for (int i = 0; i < unreadable; i++) {
      o.unreadable.put("part-" + i, "FileNotFoundException: _KEY_MATERIAL_FOR_part-" + i);
      o.withoutKeyMaterial.add("part-" + i);
    }
    return o;
  }
}
