package org.pmebench.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pmebench.TextAssertions.assertContainsAll;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.family.Families;
import org.pmebench.family.cipher.CipherCurves;
import org.pmebench.family.cipher.ThroughputCliffs;
import org.pmebench.results.RunResults;
import org.pmebench.summary.RecordedRun;
import org.pmebench.summary.Summary;
import org.pmebench.summary.SummaryFile;

class ReportTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final byte[] PNG_SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};

  @TempDir Path dir;

  /** A summary with one cipher curve per JVM: MB/s at each size. */
  private static ObjectNode cipherSummary(String jvm, double[] mbps, String... sizes) {
    ObjectNode root = JSON.createObjectNode();
    ArrayNode results = root.putArray("results");
    for (int i = 0; i < sizes.length; i++) {
      ObjectNode r = results.addObject();
      r.put("benchmark", "org.pmebench.cipher.AesGcmBenchmark.encrypt");
      r.put("jmhMode", "thrpt");
      r.put("threads", 1);
      r.put("jvm", jvm);
      r.put("variant", "intrinsics-on");
      r.putObject("params")
          .put("chunkSize", sizes[i])
          .put("provider", "SunJCE")
          .put("jitWarmupOps", "10000");
      r.put("score", 1000.0);
      r.put("scoreError", 100.0);
      r.put("megabytesPerSecond", mbps[i]);
    }
    return root;
  }

  @Test
  void cipherResultsBecomeOneChartPerAlgorithmOperationAndThreadsWithACurvePerJvm() {
    ObjectNode summary = cipherSummary("jdk17", new double[] {100, 4000}, "1KiB", "64KiB");
    ArrayNode more =
        (ArrayNode)
            cipherSummary("jdk21", new double[] {120, 8000}, "1KiB", "64KiB").get("results");
    ((ArrayNode) summary.get("results")).addAll(more);
    CipherCurves curves = CipherCurves.of(SummaryFile.of(summary));
    assertEquals(
        Arrays.asList("AES-GCM encrypt, 1 thread"),
        Arrays.asList(curves.charts.keySet().toArray()));
    assertEquals(
        Arrays.asList("jdk17 AES-NI on", "jdk21 AES-NI on"),
        Arrays.asList(curves.charts.get("AES-GCM encrypt, 1 thread").keySet().toArray()));
    assertEquals(
        8000,
        curves
            .charts
            .get("AES-GCM encrypt, 1 thread")
            .get("jdk21 AES-NI on")
            .get(65536L)
            .megabytesPerSecond,
        1e-9);
    assertEquals(
        0.1,
        curves
            .charts
            .get("AES-GCM encrypt, 1 thread")
            .get("jdk21 AES-NI on")
            .get(1024L)
            .relativeError,
        1e-9);
  }

  @Test
  void aSizeAtHalfTheBestSmallerSizeOrLessIsACliffAndOnlyThat() {
    // 512KiB drops from 4000 to 45 (JDK 17's GCM plateau); 1MiB at 40 is also below the best
    // (4000).
    CipherCurves curves =
        CipherCurves.of(
            SummaryFile.of(
                cipherSummary(
                    "jdk17",
                    new double[] {100, 4000, 2500, 45, 40},
                    "1KiB",
                    "64KiB",
                    "256KiB",
                    "512KiB",
                    "1MiB")));
    List<ThroughputCliffs.Cliff> cliffs = ThroughputCliffs.find(curves);
    assertEquals(2, cliffs.size());
    assertEquals(512 * 1024L, cliffs.get(0).bytes);
    assertEquals(64 * 1024L, cliffs.get(0).bestSmallerBytes);
    assertEquals(4000 / 45.0, cliffs.get(0).factor(), 1e-9);
    String md = ThroughputCliffs.toMarkdown(cliffs);
    assertTrue(
        md.contains(
            "| AES-GCM encrypt, 1 thread | jdk17 AES-NI on | 512KiB | 45.0 ±10% | 64KiB | 4000 ±10% | 88.9x |"),
        md);
    assertTrue(
        ThroughputCliffs.find(
                CipherCurves.of(
                    SummaryFile.of(
                        cipherSummary(
                            "jdk21", new double[] {100, 4000, 2100}, "1KiB", "64KiB", "1MiB"))))
            .isEmpty(),
        "2100 is above half of 4000");
  }

  @Test
  void writesMarkdownChartsAndASelfContainedHtmlFromARecordedRun() throws Exception {
    Path run = RecordedRun.copyTo(dir.resolve("run"));
    Path cipher = run.resolve("cipher");
    Files.createDirectories(cipher);
    try (InputStream in =
        getClass().getResourceAsStream("/jmh/cipher-warm-intrinsics-off-t1.json")) {
      Files.copy(in, cipher.resolve("cipher.json"));
    }
    Report parquet =
        Report.of(
            Summary.of(RunResults.load(run), Families.summaryParts()),
            "run",
            Families.reportParts());
    Path html = parquet.write(run);

    String md = new String(Files.readAllBytes(run.resolve("report.md")), StandardCharsets.UTF_8);
    assertContainsAll(
        md,
        "## Answers\n\n![What encryption costs, intrinsics-on, run run](charts/answers-overhead-intrinsics-on.png)",
        "| R1 | jdk17 | intrinsics-on | AES_GCM_V1 | SunJCE | separate | 200000 | all |",
        "This run has no warm cipher results.");
    byte[] png = Files.readAllBytes(run.resolve("charts/answers-overhead-intrinsics-on.png"));
    assertArrayEquals(PNG_SIGNATURE, Arrays.copyOf(png, 8));

    String page = new String(Files.readAllBytes(html), StandardCharsets.UTF_8);
    assertTrue(page.startsWith("<!DOCTYPE html>"), page);
    assertTrue(page.contains("<img src=\"data:image/png;base64,"), "charts are inlined");
    assertFalse(page.contains("src=\"charts/"), "nothing outside the file is referenced");
    assertTrue(page.contains("<table>"), "Markdown tables become HTML tables");

    Report ciphers =
        Report.of(
            Summary.of(RunResults.load(cipher), Families.summaryParts()),
            "cipher",
            Families.reportParts());
    ciphers.write(cipher);
    assertTrue(
        ciphers.charts.containsKey("cipher-aes-gcm-encrypt-1-thread.png"),
        ciphers.charts.keySet().toString());
    assertTrue(
        ciphers.markdown().contains("This run has no Parquet results with a plaintext partner."));
    assertTrue(ciphers.markdown().contains("### Throughput cliffs"));
  }

  @Test
  void columnSubsetRowsGetTheirOwnChartAgainstTheEncryptedShare() throws Exception {
    ObjectNode summary = JSON.createObjectNode();
    summary.putArray("results");
    ArrayNode overheads = summary.putArray("overheads");
    double[][] rows = {{0.11, 1.08}, {0.97, 1.61}};
    String[] sets = {"sensitive", "all"};
    for (int i = 0; i < rows.length; i++) {
      ObjectNode o = overheads.addObject();
      o.put("benchmark", "org.pmebench.parking.ParkingReadAllBenchmark.readFile");
      o.put("jvm", "jdk17");
      o.put("variant", "intrinsics-on");
      o.put("encryption", "AES_GCM_V1");
      o.putObject("params")
          .put("spec", "R1")
          .put("columns", sets[i])
          .put("rows", "500000")
          .put("io", "memory");
      o.put("ratio", rows[i][1]);
      o.put("logStdError", 0.05);
      o.put("encryptedShare", rows[i][0]);
      o.put("plaintextScore", 100.0);
      o.put("encryptedScore", 100.0 * rows[i][1]);
      o.put("unit", "ms/op");
    }
    RowLabels labels = new RowLabels(Families.reportParts());
    OverheadPoints points =
        OverheadPoints.of(SummaryFile.of(summary), o -> labels.owner(o) != null, labels);
    assertEquals(Arrays.asList("R1 all", "R1 sensitive"), Arrays.asList(points.ids.toArray()));
    assertTrue(
        OverheadPoints.of(SummaryFile.of(summary), o -> labels.owner(o) == null, labels).isEmpty(),
        "the parking family's section shows them, not the standard workloads' chart");
    String md = OverheadTable.toMarkdown(points.rows(), labels);
    assertTrue(
        md.contains(
            "| R1 sensitive | jdk17 | intrinsics-on | AES_GCM_V1 | SunJCE | separate | 500000 | 11.0% | 100 | 108 "
                + "| +8.0% (no interval) | – | – |"),
        md);
    byte[] png =
        Charts.overheadByShare("t", points.byVariant.get("intrinsics-on"), o -> o.param("columns"));
    assertArrayEquals(PNG_SIGNATURE, Arrays.copyOf(png, 8));
  }

  /** Paired overhead rows: jvm, mode, spec, ratio, log standard error, steady-state class. */
  private static ObjectNode overheadSummary(Object[]... rows) {
    ObjectNode root = JSON.createObjectNode();
    root.put("runDirectory", "results/runs/2026-11-23T07-05-standard");
    root.putArray("results");
    ArrayNode overheads = root.putArray("overheads");
    for (Object[] r : rows) {
      ObjectNode o = overheads.addObject();
      o.put("benchmark", "org.pmebench.parquet.ParquetPairedReadBenchmark.readRound");
      o.put("jvm", (String) r[0]);
      o.put("variant", "intrinsics-on");
      o.put("encryption", (String) r[1]);
      o.put("pairing", "interleaved");
      o.putObject("params").put("spec", (String) r[2]).put("rows", "1000000").put("io", "memory");
      double ratio = (Double) r[3];
      double se = (Double) r[4];
      o.put("ratio", ratio);
      o.put("low", ratio * Math.exp(-1.959964 * se));
      o.put("high", ratio * Math.exp(1.959964 * se));
      o.put("logStdError", se);
      o.put("plaintextScore", 100.0);
      o.put("encryptedScore", 100.0 * ratio);
      o.put("unit", "ms/op");
      o.putObject("steadyState").put("class", (String) r[5]).put("forks", 3).put("outliers", 0);
    }
    return root;
  }

  @Test
  void theAnswersComeFirstWithEachCostItsIntervalAndTheCheapestConfigurationNamed()
      throws Exception {
    ObjectNode summary =
        overheadSummary(
            new Object[] {"jdk17", "AES_GCM_V1", "R1", 1.10, 0.01, "flat"},
            new Object[] {"jdk17", "AES_GCM_CTR_V1", "R1", 1.05, 0.01, "flat"},
            new Object[] {"jdk17", "AES_GCM_V1", "W1", 1.20, 0.01, "flat"},
            new Object[] {"jdk17", "AES_GCM_CTR_V1", "W1", 1.08, 0.01, "warm-up"},
            new Object[] {"jdk25", "AES_GCM_V1", "R1", 1.04, 0.01, "flat"},
            new Object[] {"jdk25", "AES_GCM_CTR_V1", "R1", 1.03, 0.01, "flat"},
            new Object[] {"jdk25", "AES_GCM_V1", "W1", 1.05, 0.01, "flat"},
            new Object[] {"jdk25", "AES_GCM_CTR_V1", "W1", 1.04, 0.01, "flat"});
    String md = Answers.toMarkdown(SummaryFile.of(summary), Families.reportParts());
    assertTrue(
        md.startsWith(
            "## Answers\n\n**In one sentence:** on this machine, encryption adds +3.5% (+2.1% to "
                + "+4.9%) (jdk25 AES_GCM_CTR_V1) to +14.9%"),
        md);
    assertTrue(
        md.contains(
            "<details><summary>How these numbers were measured</summary>\n\nEvery number here "
                + "comes from run `2026-11-23T07-05-standard`"),
        md);
    assertContainsAll(
        md,
        "| JVM, mode | R1 | W1 | geometric mean |",
        "| jdk17 AES_GCM_CTR_V1 | +5.0% (+3.0% to +7.1%) [wall] | +8.0% (+5.9% to +10.1%) [wall] † |",
        "- **Cheapest here:** jdk25 AES_GCM_CTR_V1, +3.5% (+2.1% to +4.9%); not clearly below the "
            + "next (the intervals overlap), jdk25 AES_GCM_V1, +4.5%",
        "- **GCM-CTR instead of GCM** saves (percentage points of overhead): jdk17 8.4; jdk25 1.0.",
        "Results: none classified. Overheads: 7 flat, 1 warm-up.",
        "† not from one steady state");

    // JDK 8 sorts before JDK 17 by release, not by name.
    ObjectNode two =
        overheadSummary(
            new Object[] {"jdk17", "AES_GCM_V1", "R1", 1.10, 0.01, "flat"},
            new Object[] {"jdk8", "AES_GCM_V1", "R1", 1.30, 0.01, "flat"});
    String twoMd = Answers.toMarkdown(SummaryFile.of(two), Families.reportParts());
    assertTrue(twoMd.indexOf("| jdk8 AES_GCM_V1 |") < twoMd.indexOf("| jdk17 AES_GCM_V1 |"), twoMd);
    assertContainsAll(
        twoMd,
        "- **Cheapest here:** jdk17 AES_GCM_V1, +10.0% (+7.9% to +12.2%); clearly below the next",
        "Every result (0) and every overhead (2) of this run is *flat*");
    assertFalse(twoMd.contains("†"), twoMd);
  }

  @Test
  void aWarmUpIsAPlateauWithItsDurationAndAFlatCliffIsASlowPath() throws Exception {
    ObjectNode summary =
        cipherSummary("jdk17", new double[] {4000, 3000, 60}, "64KiB", "256KiB", "1MiB");
    ArrayNode results = (ArrayNode) summary.get("results");
    ((ObjectNode) results.get(1))
        .putObject("steadyState")
        .put("class", "warm-up")
        .put("forks", 1)
        .put("outliers", 0)
        .put("fromIteration", 3)
        .put("secondsBefore", 5.0)
        .put("fastFromIteration", 2)
        .put("secondsToFast", 4.0)
        .put("megabytesPerSecond", 8335.0);
    ((ObjectNode) results.get(2))
        .putObject("steadyState")
        .put("class", "flat")
        .put("forks", 1)
        .put("outliers", 0);
    String md = Answers.toMarkdown(SummaryFile.of(summary), Families.reportParts());
    assertContainsAll(
        md,
        "- AES-GCM encrypt, 1 thread, jdk17 AES-NI on, 256KiB: slow for 4 s (until measured iteration "
            + "2), then steady at 8335 MB/s (the measured window's mean, 3000 MB/s, mixes the states).",
        "- AES-GCM encrypt, 1 thread, jdk17 AES-NI on, 1MiB: 60.0 MB/s in every measured iteration, "
            + "67x below 4000 at 64KiB: a slow path for the whole measured window");
    String cliffs =
        ThroughputCliffs.toMarkdown(
            ThroughputCliffs.find(CipherCurves.of(SummaryFile.of(summary))));
    assertTrue(
        cliffs.contains(
            "| 1MiB | 60.0 ±10% | 64KiB | 4000 ±10% | 66.7x | flat | slow path for the whole "
                + "measurement |"),
        cliffs);
  }

  @Test
  void aRecordedProfiledRunOpensWithItsAnswersAndShowsWhereTheCpuGoes() throws Exception {
    Path run = org.pmebench.results.RecordedRuns.profiled(dir.resolve("profiled"));
    Report report =
        Report.of(
            Summary.of(RunResults.load(run), Families.summaryParts()),
            "profiled",
            Families.reportParts());
    report.write(run);
    String md = report.markdown();
    assertTrue(md.indexOf("## Answers") < md.indexOf("## Environment"), "answers first");
    assertContainsAll(
        md,
        "### What encryption costs, intrinsics-on\n\n| JVM, mode | R1 | W1 | geometric mean |",
        "| jdk17 AES_GCM_V1 | +4.8% (-4.3% to +14.8%) [CPU] |",
        "- **Cheapest here:** ",
        "- **GCM-CTR instead of GCM** saves",
        "- AES-CTR encrypt, 1 thread, jdk25 AES-NI on, 4MiB: slow for 10 s (until measured iteration "
            + "8), then steady at ",
        "## Where the CPU goes",
        "| R1 | jdk17 | intrinsics-on | AES_GCM_V1 | SunJCE | +4.8% (",
        "Check on the cipher family: the cipher's share of the benchmark thread's samples is 100% "
            + "at the median of 1 results");
    assertTrue(md.contains("| steady state |"), "the overhead table has the class");
    assertTrue(Files.exists(run.resolve("report.html")));
  }

  @Test
  void aCurveOfOneChunkSizeStillGetsAxesAroundIt() throws Exception {
    java.util.TreeMap<Long, Double> size = new java.util.TreeMap<Long, Double>();
    size.put(4L << 20, 12689.0);
    byte[] png =
        Charts.cipherThroughput("one size", java.util.Collections.singletonMap("jdk25", size));
    assertArrayEquals(PNG_SIGNATURE, Arrays.copyOf(png, 8));
  }
}
