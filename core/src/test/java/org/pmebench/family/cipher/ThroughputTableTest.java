package org.pmebench.family.cipher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pmebench.results.JmhResult;

class ThroughputTableTest {
  private static JmhResult result(
      String size, double score, double error, String mode, String unit) {
    Map<String, String> params = new HashMap<String, String>();
    params.put("provider", "SunJCE");
    params.put("keyBits", "128");
    params.put("chunkSize", size);
    return new JmhResult(
        "org.pmebench.cipher.AesGcmBenchmark.encrypt",
        mode,
        1,
        1,
        "17.0.15",
        "OpenJDK",
        Collections.<String>emptyList(),
        params,
        score,
        error,
        unit);
  }

  @Test
  void megabytesPerSecondUseTheChunkSizeOfEachResult() {
    ThroughputTable table = new ThroughputTable();
    table.addAll(
        Arrays.asList(
            result("1KiB", 1000, 10, "thrpt", "ops/s"),
            result("4MiB", 100, 5, "thrpt", "ops/s"),
            result("16B", 2, Double.NaN, "ss", "us/op")));
    Map<String, ThroughputTable.Row> bySize = new HashMap<String, ThroughputTable.Row>();
    for (ThroughputTable.Row row : table.rows()) {
      bySize.put(row.result.param("chunkSize"), row);
    }
    assertEquals(1.024, bySize.get("1KiB").megabytesPerSecond, 1e-9);
    assertEquals(0.01024, bySize.get("1KiB").megabytesPerSecondError, 1e-9);
    assertEquals(419.4304, bySize.get("4MiB").megabytesPerSecond, 1e-9);
    assertEquals(8.0, bySize.get("16B").megabytesPerSecond, 1e-9);
  }

  @Test
  void markdownHasOneColumnPerSizeAndOneRowPerConfiguration() {
    ThroughputTable table = new ThroughputTable();
    table.addAll(
        Arrays.asList(
            result("1KiB", 1000, 10, "thrpt", "ops/s"), result("4MiB", 100, 5, "thrpt", "ops/s")));
    String md = table.toMarkdown();
    assertTrue(
        md.startsWith(
            "| algorithm | op | provider | key | threads | measurement | variant | JDK | 1KiB | 4MiB |"),
        md);
    assertTrue(
        md.contains(
            "| AesGcm | encrypt | SunJCE | key 128 | 1 thr | warm | intrinsics-on | 17.0.15 | 1.02 ±1% | 419 ±5% |"),
        md);
  }

  @Test
  void csvHasAHeaderAndOneLinePerResult() {
    ThroughputTable table = new ThroughputTable();
    table.addAll(Collections.singletonList(result("1KiB", 1000, 10, "thrpt", "ops/s")));
    String[] lines = table.toCsv().split("\n");
    assertEquals(2, lines.length);
    assertTrue(lines[0].startsWith("\"benchmark\",\"operation\""), lines[0]);
    assertTrue(lines[1].contains("\"1.02400\""), lines[1]);
  }

  @Test
  void ignoresResultsWithoutAChunkSize() {
    JmhResult other =
        new JmhResult(
            "x.Y.z",
            "thrpt",
            1,
            1,
            "",
            "",
            Collections.<String>emptyList(),
            Collections.<String, String>emptyMap(),
            1,
            0,
            "ops/s");
    assertEquals(0, new ThroughputTable().addAll(Collections.singletonList(other)));
  }

  @Test
  void aCellThatIsNotFromOneSteadyStateSaysWhich() {
    Map<String, String> params = new HashMap<String, String>();
    params.put("provider", "SunJCE");
    params.put("keyBits", "128");
    params.put("chunkSize", "1MiB");
    // JDK 17's 1 MiB GCM plateau: ops/s per 1-s iteration.
    JmhResult plateau =
        new JmhResult(
            "org.pmebench.cipher.AesGcmBenchmark.encrypt",
            "thrpt",
            1,
            1,
            "17.0.15",
            "OpenJDK",
            Collections.<String>emptyList(),
            params,
            1000,
            10,
            "ops/s",
            6,
            Collections.<String, JmhResult.Metric>emptyMap(),
            new double[][] {{80, 84, 4500, 4550, 4480, 4520}},
            JmhResult.Timing.UNKNOWN);
    ThroughputTable table = new ThroughputTable();
    table.addAll(Arrays.asList(plateau, result("1KiB", 1000, 10, "thrpt", "ops/s")));
    assertTrue(table.toMarkdown().contains(" ±1% (warm-up) |"), table.toMarkdown());
    String csv = table.toCsv();
    assertTrue(csv.contains("\"warm-up\""), csv);
    assertTrue(csv.split("\n")[0].endsWith("\"steadyState\""), csv);
  }
}
