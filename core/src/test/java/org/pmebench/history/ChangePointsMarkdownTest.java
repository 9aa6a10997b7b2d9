package org.pmebench.history;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Collections;
import org.junit.jupiter.api.Test;

/**
 * The change points as a page's table: every number from history.json, one line per pair of runs,
 * the rows made short, and a cause only where one is given for a pair that is there.
 */
class ChangePointsMarkdownTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String R1_GCM =
      "ParquetPairedReadBenchmark.readRound io=memory rows=20000 spec=R1 | jdk17 | intrinsics-on "
          + "| avgt t1 AES_GCM_V1";
  private static final String R1_CTR_SLOWED =
      "ParquetPairedReadBenchmark.readRound io=memory rows=20000 spec=R1 | jdk17 | "
          + "intrinsics-on+regression-5pct | avgt t1 AES_GCM_CTR_V1";
  private static final String CTR_SPEED =
      "AesCtrBenchmark.decrypt chunkSize=64KiB jitWarmupChunk=4KiB keyBits=128 provider=SunJCE "
          + "| jdk17 | intrinsics-on | thrpt t1";

  /** Steps between runs a-2 and a-3 in two series of machine a, one between b-1 and b-2 on b. */
  private static ObjectNode history(boolean withOtava) {
    ObjectNode h = JSON.createObjectNode();
    h.put("schema", "pmebench-change-points/1");
    h.put("runs", 7);
    h.putArray("machines").add("cpu-aaaaaaaaaaaa").add("cpu-bbbbbbbbbbbb");
    h.put("series", 4);
    if (withOtava) {
      h.putObject("otava")
          .put("version", "0.8.0")
          .put("seriesLooked", 2)
          .put("pValue", 0.001)
          .put("magnitude", 0.0);
    }
    ArrayNode changes = h.putArray("changePoints");
    // Not in time order: b's step is the later one, and the table puts it last.
    change(changes, CTR_SPEED, "throughput", "b", "MBps", 1, 18883.7, 18036.9);
    change(changes, R1_GCM, "overhead", "a", "cpu", 2, 6.86, 2.04);
    change(changes, R1_CTR_SLOWED, "overhead", "a", "wall", 2, 9.93, 12.59);
    return h;
  }

  private static void change(
      ArrayNode all,
      String row,
      String kind,
      String machine,
      String metric,
      int before,
      double a,
      double b) {
    ObjectNode c = all.addObject();
    c.putObject("series")
        .put("row", row)
        .put("machine", "a".equals(machine) ? "cpu-aaaaaaaaaaaa" : "cpu-bbbbbbbbbbbb")
        .put("profile", "ci")
        .put("kind", kind);
    c.put("metric", metric)
        .put("lastRunBefore", "runs/" + machine + "-" + before)
        .put("firstRunAfter", "runs/" + machine + "-" + (before + 1))
        .put("time", "2026-11-2" + ("a".equals(machine) ? 4 : 5) + "T10:00:00Z")
        .put("meanBefore", a)
        .put("meanAfter", b)
        .put("pValue", 0.00012);
  }

  @Test
  void eachPairOfRunsIsALineWithEverySeriesThatSteppedThereAndItsCause() {
    String md =
        ChangePointsMarkdown.of(
            history(true),
            Collections.singletonMap("`a-2` → `a-3`", "the configuration-parse fix"));
    assertTrue(
        md.startsWith(
            "7 runs, 4 series on 2 machines; Otava 0.8.0 looked at the 2 series of 3 runs or more"
                + " (p-value at most 0.001, magnitude at least 0.0) and found 3 change points, "
                + "between 2 pairs of runs.\n\n"),
        md);
    assertTrue(
        md.contains(
            "| `a-2` → `a-3` | M1, `ci` | R1 GCM [cpu] 6.9 → 2.0% (0.0001); R1 regression-5pct "
                + "GCM-CTR [wall] 9.9 → 12.6% (0.0001) | the configuration-parse fix |\n"),
        md);
    assertTrue(
        md.contains(
            "| `b-1` → `b-2` | M2, `ci` | AesCtrBenchmark.decrypt 64KiB SunJCE [MBps] 18,884 → "
                + "18,037 MBps (0.0001) | not explained |\n"),
        md);
    assertTrue(md.indexOf("`a-2` → `a-3`") < md.indexOf("`b-1` → `b-2`"), "in time order");
    assertTrue(
        md.endsWith(
            "\nRuns under `runs/`. Machines: M1 `cpu-aaaaaaaaaaaa`, M2 `cpu-bbbbbbbbbbbb`.\n"),
        md);
  }

  @Test
  void withoutOtavasRecordTheSentenceSaysWhatWasRead() {
    JsonNode h = history(false);
    assertTrue(
        ChangePointsMarkdown.of(h, Collections.<String, String>emptyMap())
            .startsWith(
                "7 runs, 4 series on 2 machines; 3 change points, between 2 pairs of runs.\n\n"));
  }

  @Test
  void aRowIsMadeShortAndATinyPValueIsSaidAsSuch() {
    assertEquals("R1 GCM", ChangePointsMarkdown.label(R1_GCM));
    assertEquals("R1 regression-5pct GCM-CTR", ChangePointsMarkdown.label(R1_CTR_SLOWED));
    assertEquals("AesCtrBenchmark.decrypt 64KiB SunJCE", ChangePointsMarkdown.label(CTR_SPEED));
    assertEquals(
        "SparkTpcds.ioEncryption openssl q55 spark.io.encryption",
        ChangePointsMarkdown.label(
            "SparkTpcds.ioEncryption cpu=tasks io=openssl pme=AES_GCM_CTR_V1 query=q55 scale=0.01 "
                + "| jdk17 | intrinsics-on | avgt t1 spark.io.encryption"));
    assertEquals(
        "W1 intrinsics-off GCM",
        ChangePointsMarkdown.label(
            "ParquetPairedWriteBenchmark.writeRound spec=W1 | jdk17 | intrinsics-off | avgt t1 AES_GCM_V1"));
    ObjectNode h = history(true);
    ((ObjectNode) h.path("changePoints").get(0)).put("pValue", 0.00009);
    ((ObjectNode) h.path("changePoints").get(1)).put("pValue", 0.0001);
    String md = ChangePointsMarkdown.of(h, Collections.<String, String>emptyMap());
    assertTrue(md.contains("18,037 MBps (<0.0001)"), md);
    assertTrue(md.contains("6.9 → 2.0% (0.0001)"), md);
  }

  @Test
  void aCauseForAPairWithoutAChangePointIsRefused() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                ChangePointsMarkdown.of(
                    history(true), Collections.singletonMap("`a-1` → `a-2`", "a cause")));
    assertEquals("a cause is given for `a-1` → `a-2`, which holds no change point", e.getMessage());
  }

  @Test
  void noChangePointIsTheSentenceAlone() {
    ObjectNode h = history(true);
    h.putArray("changePoints");
    assertEquals(
        "7 runs, 4 series on 2 machines; Otava 0.8.0 looked at the 2 series of 3 runs or more "
            + "(p-value at most 0.001, magnitude at least 0.0) and found 0 change points, between 0 "
            + "pairs of runs.\n\n",
        ChangePointsMarkdown.of(h, Collections.<String, String>emptyMap()));
  }
}
