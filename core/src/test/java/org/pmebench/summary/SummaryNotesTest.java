package org.pmebench.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pmebench.results.SequentialEntry;

/** The small typed parts of summary.json that its readers (gate, report, dashboards) decide by. */
class SummaryNotesTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void theGcThreadsAreTheJvmThreadsLessTheJitAndUnknownWhereEitherIs() {
    GcNote gc = new GcNote();
    assertTrue(
        Double.isNaN(gc.plaintextGcThreadsMicros()) && Double.isNaN(gc.encryptedGcThreadsMicros()));
    gc.plaintextJvmThreadsMicrosPerFile = 10.0;
    gc.encryptedJvmThreadsMicrosPerFile = 30.0;
    assertTrue(
        Double.isNaN(gc.plaintextGcThreadsMicros()) && Double.isNaN(gc.encryptedGcThreadsMicros()),
        "the JIT's part unknown");
    gc.plaintextJitMicrosPerFile = 4.0;
    gc.encryptedJitMicrosPerFile = 5.0;
    assertEquals(6.0, gc.plaintextGcThreadsMicros(), 0);
    assertEquals(25.0, gc.encryptedGcThreadsMicros(), 0);
    gc.plaintextJvmThreadsMicrosPerFile = null;
    gc.encryptedJvmThreadsMicrosPerFile = null;
    assertTrue(
        Double.isNaN(gc.plaintextGcThreadsMicros()) && Double.isNaN(gc.encryptedGcThreadsMicros()),
        "the JVM threads unknown");
  }

  @Test
  void anEstimateKnowsItsRatioItsIntervalItsVerdictAndItsSteadyState() {
    RowEstimate e = new RowEstimate();
    assertFalse(e.hasRatio() || e.hasInterval() || e.disagrees());
    assertEquals("", e.steadyClass());
    e.ratio = 1.05;
    e.low = 1.04;
    assertTrue(e.hasRatio());
    assertFalse(e.hasInterval(), "one bound only");
    e.high = 1.06;
    assertTrue(e.hasInterval());
    e.low = Double.NaN;
    assertFalse(e.hasInterval(), "the other bound only");
    e.agrees = true;
    assertFalse(e.disagrees());
    e.agrees = false;
    assertTrue(e.disagrees());
    e.steadyState = new SteadyStateNote();
    assertEquals("", e.steadyClass());
    e.steadyState.kind = "warm-up";
    assertEquals("warm-up", e.steadyClass());
  }

  @Test
  void aSteadyStatesNumbersAreKnownOnlyWhenWrittenAndNotNaN() {
    assertTrue(Double.isNaN(SteadyStateNote.value(null)));
    assertEquals(2.5, SteadyStateNote.value(2.5), 0);
    assertFalse(SteadyStateNote.known(null) || SteadyStateNote.known(Double.NaN));
    assertTrue(SteadyStateNote.known(0.0));
    SteadyStateNote s = new SteadyStateNote();
    assertFalse(s.hasFastFromIteration() || s.hasFromIteration());
    s.fastFromIteration = 3;
    s.fromIteration = 1;
    assertTrue(s.hasFastFromIteration() && s.hasFromIteration());
  }

  @Test
  void anAttributionSaysWhetherTheProfilerRanAndItsSamples() throws Exception {
    AttributionNote a = new AttributionNote();
    assertFalse(a.profiled());
    assertEquals(0, a.sampleCount());
    a.available = false;
    assertFalse(a.profiled());
    a.available = true;
    a.samples = 1234L;
    assertTrue(a.profiled());
    assertEquals(1234, a.sampleCount());
    AttributionNote read =
        JSON.readValue(
            "{\"available\":true,\"samples\":9,\"modes\":{\"AES_GCM_V1\":{\"samples\":"
                + "9,\"cipher\":{\"value\":0.25,\"low\":0.2,\"high\":0.3},\"rest\":{\"value\":0.75}}}}",
            AttributionNote.class);
    Map<String, AttributionNote.Share> shares = read.modes.get("AES_GCM_V1").shares();
    assertEquals("[cipher, rest]", shares.keySet().toString());
    assertEquals(0.25, shares.get("cipher").value, 0);
    assertEquals(0.3, shares.get("cipher").high, 0);
    assertTrue(Double.isNaN(shares.get("rest").low));
  }

  @Test
  void aPrecisionNoteIsResolvedOnlyWithinItsTarget() {
    SequentialEntry file = new SequentialEntry();
    file.targetPoints = 25;
    file.looks = 2;
    file.maxLooks = 3;
    file.confidence = 1 - 0.05 / 3;
    file.stopped = "resolved";
    file.forkSpreadPoints = 0.4;
    file.fromRoundsPoints = 0.2;
    RowEstimate judged = new RowEstimate();
    judged.ratio = 1.5;
    judged.low = 1.25;
    judged.high = 1.75;
    PrecisionNote n = PrecisionNote.of(file, judged, 5);
    assertEquals(25, n.halfWidthPoints, 0);
    assertTrue(n.resolved, "a half-width equal to the target reaches it");
    assertEquals(5, n.forks);
    assertEquals(2, n.looks);
    assertEquals(3, n.maxLooks);
    assertEquals(file.confidence, n.confidence, 0);
    assertEquals("resolved", n.stopped);
    assertEquals(0.4, n.forkSpreadPoints, 0);
    assertEquals(0.2, n.fromRoundsPoints, 0);
    assertEquals(25, n.targetPoints, 0);
    judged.high = 1.7501;
    assertFalse(PrecisionNote.of(file, judged, 5).resolved);
    judged.low = Double.NaN;
    PrecisionNote none = PrecisionNote.of(file, judged, 5);
    assertNull(none.halfWidthPoints);
    assertFalse(none.resolved);
  }

  @Test
  void aRowsSpecAndItsCpuEstimateAndItsExtraCostFallBackToWhatItHas() {
    OverheadRow row = new OverheadRow();
    assertEquals("", row.spec());
    row.params.put("spec", "R1");
    assertEquals("R1", row.spec());
    assertEquals("R1", row.text("spec"));
    assertEquals("", row.text("rows"));
    assertSame(row.headline, row.cpuOrRow());
    row.cpu = new RowEstimate();
    assertSame(row.cpu, row.cpuOrRow(), "the CPU estimate even without a ratio");
    assertSame(row.headline, row.cpuOrHeadline());
    ExtraCostNote extra = new ExtraCostNote();
    assertNull(extra.cpuOrWall());
    extra.wallMicros = AttributionNote.Share.of(1, 0, 2);
    assertSame(extra.wallMicros, extra.cpuOrWall());
    extra.cpuMicros = AttributionNote.Share.of(3, 2, 4);
    assertSame(extra.cpuMicros, extra.cpuOrWall());
  }

  @Test
  void aFamilysNotesGoBeforeTheKeyTheyAreGiven() {
    OverheadRow row = new OverheadRow();
    row.id = "x";
    ObjectNode notes = JsonNodeFactory.instance.objectNode().put("note", 1);
    List<String> keys = new ArrayList<String>();
    SummaryJson.withNotes(row, notes, "pairing").fieldNames().forEachRemaining(keys::add);
    assertEquals(keys.indexOf("pairing") - 1, keys.indexOf("note"), keys.toString());
    assertFalse(SummaryJson.withNotes(row, null, "pairing").has("note"));
    assertFalse(
        SummaryJson.withNotes(row, JsonNodeFactory.instance.objectNode(), "pairing").has("note"));
    assertEquals(SummaryJson.tree(row).size(), SummaryJson.withNotes(row, null, "pairing").size());
  }

  @Test
  void aFamilysSectionsAndNotesAreReadTyped() throws Exception {
    JsonNode json =
        JSON.readTree(
            "{\"overheads\":[],\"s\":[{\"value\":1},{\"value\":2}],\"e\":{\"a\":{\"value\":3},"
                + "\"b\":{\"value\":4}}}");
    SummaryFile file = SummaryFile.of(json);
    List<AttributionNote.Share> rows = file.rows("s", AttributionNote.Share.class);
    assertEquals(2, rows.size());
    assertEquals(2, rows.get(1).value, 0);
    assertTrue(file.rows("none", AttributionNote.Share.class).isEmpty());
    Map<String, AttributionNote.Share> entries = file.entries("e", AttributionNote.Share.class);
    assertEquals("[a, b]", entries.keySet().toString());
    assertEquals(4, entries.get("b").value, 0);
    OverheadRow row = new OverheadRow();
    assertNull(SummaryFile.note(row, "gc", GcNote.class), "a row without its JSON");
    row.json = JSON.readTree("{\"gc\":{\"plaintextCollectionsPerRound\":0.5},\"text\":\"x\"}");
    assertEquals(0.5, SummaryFile.note(row, "gc", GcNote.class).plaintextCollectionsPerRound, 0);
    assertNull(SummaryFile.note(row, "text", GcNote.class), "not an object");
    assertNull(SummaryFile.note(row, "none", GcNote.class));
  }

  @Test
  void aMachineIsItsIdOrWhatAnOlderRunRecorded() {
    RunInfo.Machine a = new RunInfo.Machine();
    a.cpuModel = "AMD EPYC";
    a.cpuCryptoFlags = java.util.Collections.singletonList("aes");
    a.cores = 2;
    a.os = "Linux 6";
    assertEquals("unidentified: AMD EPYC [aes], 2 cores, Linux 6", a.identity());
    RunInfo.Machine b = new RunInfo.Machine();
    b.cpuModel = "AMD EPYC";
    b.cpuCryptoFlags = java.util.Collections.singletonList("aes");
    b.cores = 2;
    b.os = "Linux 6";
    assertEquals(RunInfo.Match.RECORDED_FIELDS, RunInfo.Machine.match(a, b));
    a.id = "cpu-0c3cd4b67412";
    assertEquals("cpu-0c3cd4b67412", a.identity());
    b.id = "cpu-0c3cd4b67412";
    assertEquals(RunInfo.Match.SAME, RunInfo.Machine.match(a, b));
    b.id = "cpu-000000000000";
    assertEquals(RunInfo.Match.DIFFERENT, RunInfo.Machine.match(a, b));
    assertEquals(RunInfo.Match.DIFFERENT, RunInfo.Machine.match(a, null));
  }
}
