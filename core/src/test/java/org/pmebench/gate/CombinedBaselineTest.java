package org.pmebench.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.Collections;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.run.SuiteHome;
import org.pmebench.summary.Summary;

/**
 * Combining identical runs into one gate baseline, on two of the committed eleven ci runs (both
 * steady in every row).
 */
class CombinedBaselineTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Path RUNS =
      SuiteHome.path()
          .resolve(Paths.get("results", "reference", "2026-11-23-issue24-eleven-ci-runs"));
  private static final Path RUN_A = RUNS.resolve("on-4").resolve("summary.json");
  private static final Path RUN_B = RUNS.resolve("on-2").resolve("summary.json");

  @TempDir Path dir;

  private static JsonNode row(JsonNode summary, String spec, String mode) {
    for (JsonNode o : summary.path("overheads")) {
      if (spec.equals(o.path("params").path("spec").asText())
          && mode.equals(o.path("encryption").asText())) {
        return o;
      }
    }
    throw new AssertionError(spec + " " + mode);
  }

  @Test
  void eachRowIsTheGeometricMeanOfTheRunsWithTheirSpreadAsItsError() throws Exception {
    CombinedBaseline c = CombinedBaseline.of(Arrays.asList(RUN_A, RUN_B));
    JsonNode a = row(JSON.readTree(RUN_A.toFile()), "R1", "AES_GCM_V1");
    JsonNode b = row(JSON.readTree(RUN_B.toFile()), "R1", "AES_GCM_V1");
    JsonNode r = row(c.root, "R1", "AES_GCM_V1");
    // The row's own estimate (its headline) and each clock's.
    for (String field : new String[] {null, "cpu", "wall"}) {
      JsonNode ea = field == null ? a : a.path(field);
      JsonNode eb = field == null ? b : b.path(field);
      double la = Math.log(ea.path("ratio").asDouble());
      double lb = Math.log(eb.path("ratio").asDouble());
      JsonNode e = field == null ? r : r.path(field);
      assertTrue(la != lb, "two runs that differ: " + field);
      assertEquals(Math.exp((la + lb) / 2), e.path("ratio").asDouble(), 1e-12);
      // Two replicates: the standard error of their mean is half their difference.
      assertEquals(Math.abs(la - lb) / 2, e.path("logStdError").asDouble(), 1e-12);
      assertEquals(
          Math.exp((la + lb) / 2 + 12.706 * Math.abs(la - lb) / 2),
          e.path("high").asDouble(),
          1e-3);
      assertEquals(
          Math.exp((la + lb) / 2 - 12.706 * Math.abs(la - lb) / 2), e.path("low").asDouble(), 1e-3);
      assertEquals("runs", e.path("interval").asText());
      assertEquals(2, e.path("replicates").asInt());
    }
    assertEquals(8, c.root.path("overheads").size(), "R1, R7, W1, W7 x 2 modes");
    assertTrue(
        r.path("spread").isMissingNode() && r.path("model").isMissingNode(),
        "no per-run parts: " + r);
    assertEquals(2, c.root.path("combinedFrom").size());
    assertEquals(0, c.root.path("results").size());
    assertTrue(c.leftOut.isEmpty(), c.leftOut.toString());
  }

  @Test
  void aRunsRowWithABiasedControlOrNoSteadyStateIsLeftOutOfThatRow() throws Exception {
    ObjectNode biased = (ObjectNode) JSON.readTree(RUN_B.toFile());
    ((ObjectNode) row(biased, "R1", "AES_GCM_V1"))
        .putObject("control")
        .put("verdict", Summary.CONTROL_BIASED);
    ((ObjectNode) row(biased, "W1", "AES_GCM_V1").path("cpu"))
        .putObject("steadyState")
        .put("class", "warm-up");
    Path file = dir.resolve("biased.json");
    Files.write(file, JSON.writeValueAsBytes(biased));
    CombinedBaseline c = CombinedBaseline.of(Arrays.asList(RUN_A, file));
    assertEquals(6, c.root.path("overheads").size());
    assertEquals(2, c.leftOut.size(), c.leftOut.toString());
    assertTrue(
        c.leftOut.get(0).endsWith(": 1 of 2 runs steady with an unbiased control"),
        c.leftOut.toString());
  }

  @Test
  void badInputIsRefusedWithTheReason() throws IOException {
    assertThrows(
        InvalidResultsException.class, () -> CombinedBaseline.of(Collections.singletonList(RUN_A)));
    ObjectNode quick = (ObjectNode) JSON.readTree(RUN_B.toFile());
    ((ObjectNode) quick.path("profile")).put("id", "quick");
    Path file = dir.resolve("quick.json");
    Files.write(file, JSON.writeValueAsBytes(quick));
    InvalidResultsException e =
        assertThrows(
            InvalidResultsException.class, () -> CombinedBaseline.of(Arrays.asList(RUN_A, file)));
    assertTrue(
        e.getMessage()
            .endsWith("profile 'quick', not 'ci' as " + RUN_A + ": combine identical runs only"),
        e.getMessage());
    Files.write(dir.resolve("not.json"), "{}".getBytes("UTF-8"));
    assertThrows(
        InvalidResultsException.class,
        () -> CombinedBaseline.of(Arrays.asList(RUN_A, dir.resolve("not.json"))));
  }
}
