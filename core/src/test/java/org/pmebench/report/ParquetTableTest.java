package org.pmebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pmebench.results.JmhResult;
import org.pmebench.stats.OverheadRatio;

class ParquetTableTest {
  private static JmhResult result(String spec, String mode, double ms, double error, String jdk) {
    Map<String, String> params = new HashMap<String, String>();
    params.put("spec", spec);
    params.put("mode", mode);
    params.put("rows", "1000");
    Map<String, JmhResult.Metric> secondary = new HashMap<String, JmhResult.Metric>();
    // 110 MB per file at `ms` per file, as JMH reports an OPERATIONS counter in a time mode.
    secondary.put("fileBytes", new JmhResult.Metric(ms / 110e6, Double.NaN, "ms/op"));
    return new JmhResult(
        "org.pmebench.parquet.ParquetWriteBenchmark.writeFile",
        "avgt",
        1,
        1,
        jdk,
        "VM",
        Collections.<String>emptyList(),
        params,
        ms,
        error,
        "ms/op",
        5,
        secondary);
  }

  @Test
  void overheadDividesByThePlaintextResultThatMatchesInEverythingElse() {
    ParquetTable table = new ParquetTable();
    JmhResult plain = result("W1", "PLAINTEXT", 100, 3, "17");
    JmhResult gcm = result("W1", "AES_GCM_V1", 120, 4, "17");
    JmhResult otherJdk = result("W1", "PLAINTEXT", 50, 1, "25");
    JmhResult orphan = result("W5", "AES_GCM_V1", 10, 1, "17");
    table.addAll(Arrays.asList(otherJdk, gcm, plain, orphan));

    assertEquals(plain, table.baselineOf(gcm));
    OverheadRatio overhead = table.overhead(gcm);
    assertEquals(1.2, overhead.ratio, 1e-12);
    assertEquals(1.2 * Math.exp(Math.hypot(0.03, 4.0 / 120)), overhead.high, 1e-12);
    assertNull(table.overhead(orphan), "no plaintext W5 to divide by");
  }

  @Test
  void everyOtherParameterMustMatchToo() {
    JmhResult plainMemory = result("W1", "PLAINTEXT", 100, 3, "17");
    JmhResult plainDisk = withIo(result("W1", "PLAINTEXT", 150, 3, "17"), "disk");
    JmhResult gcmDisk = withIo(result("W1", "AES_GCM_V1", 165, 3, "17"), "disk");
    ParquetTable table = new ParquetTable();
    table.addAll(Arrays.asList(plainMemory, plainDisk, gcmDisk));
    assertEquals(
        plainDisk, table.baselineOf(gcmDisk), "an on-disk write is compared with an on-disk write");
  }

  private static JmhResult withIo(JmhResult r, String io) {
    Map<String, String> params = new HashMap<String, String>(r.params);
    params.put("io", io);
    return new JmhResult(
        r.benchmark,
        r.mode,
        r.threads,
        r.forks,
        r.jdkVersion,
        r.vmName,
        r.jvmArgs,
        params,
        r.score,
        r.scoreError,
        r.unit,
        r.samples,
        r.secondary);
  }

  @Test
  void fileBytesGiveMegabytesPerSecond() {
    assertEquals(
        1100.0, ParquetTable.megabytesPerSecond(result("W1", "PLAINTEXT", 100, 1, "17")), 1e-6);
  }

  @Test
  void markdownShowsTimeRateAndOverhead() {
    ParquetTable table = new ParquetTable();
    table.addAll(
        Arrays.asList(
            result("W1", "PLAINTEXT", 100, 3, "17"),
            result("W1", "AES_GCM_V1", 120, Double.NaN, "17")));
    String md = table.toMarkdown();
    assertTrue(
        md.contains(
            "| W1 | AES_GCM_V1 | 1000 | intrinsics-on | 17 | 120.0 ± ? ms/op | 916.7 | +20.0% (?) |"),
        md);
    assertTrue(
        md.contains(
            "| W1 | PLAINTEXT | 1000 | intrinsics-on | 17 | 100.0 ± 3.0 ms/op | 1100.0 |  |"),
        md);
  }
}
