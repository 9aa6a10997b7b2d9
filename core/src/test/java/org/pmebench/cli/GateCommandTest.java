package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The gate's decisions on crafted summaries. */
class GateCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String R1_GCM =
      "ParquetReadBenchmark.readFile io=memory spec=R1 | java 17 | intrinsics-on"
          + " | avgt t1 | AES_GCM_V1";

  @TempDir Path dir;

  private String out;
  private String err;

  private static final String THIS_MACHINE = "cpu-aaaaaaaaaaaa";

  /** Records the machine {@code id} (a model name from it) in {@code summary}. */
  private static ObjectNode machine(ObjectNode summary, String id) {
    summary
        .putObject("machine")
        .put("id", id)
        .put("cpuModel", "CPU " + id)
        .put("cpuVendor", "AuthenticAMD")
        .put("cpuFamily", 25)
        .put("cpuModelNumber", 1)
        .put("cpuStepping", 1)
        .put("microcode", "0x1")
        .put("hypervisor", "none")
        .put("kernel", "6.1")
        .put("cores", 2)
        .put("os", "Linux 6.1 amd64");
    return summary;
  }

  private Path onMachine(Path summary, String id) throws Exception {
    ObjectNode root = (ObjectNode) JSON.readTree(summary.toFile());
    Path file = dir.resolve(id + "-" + summary.getFileName());
    Files.write(file, JSON.writeValueAsBytes(machine(root, id)));
    return file;
  }

  /** A row: spec, encryption, ratio, and the standard error of ln(ratio) (0 = exact). */
  private static Object[] row(String spec, String encryption, double ratio, double logStdError) {
    return new Object[] {spec, encryption, ratio, logStdError};
  }

  /** An AES_GCM_V1 {@link #row}. */
  private static Object[] gcm(String spec, double ratio, double logStdError) {
    return row(spec, "AES_GCM_V1", ratio, logStdError);
  }

  /** An AES_GCM_CTR_V1 {@link #row}. */
  private static Object[] ctr(String spec, double ratio, double logStdError) {
    return row(spec, "AES_GCM_CTR_V1", ratio, logStdError);
  }

  /** A paired AES_GCM_V1 row: spec, wall ratio, CPU ratio, the standard error of both. */
  private static Object[] pairedGcm(String spec, double wall, double cpu, double logStdError) {
    return new Object[] {spec, "AES_GCM_V1", wall, cpu, logStdError};
  }

  /** The baseline summary base.json, Java 17. */
  private Path base(Object[]... rows) throws Exception {
    return summary("base.json", 17, rows);
  }

  /** The current summary cur.json, Java 17. */
  private Path cur(Object[]... rows) throws Exception {
    return summary("cur.json", 17, rows);
  }

  private Path summary(String name, int javaMajor, Object[]... rows) throws Exception {
    return summary(name, javaMajor, "intrinsics-on", rows);
  }

  private Path summary(String name, int javaMajor, String variant, Object[]... rows)
      throws Exception {
    return write(
        name,
        "pme-bench/summary/2",
        "org.pmebench.parquet.ParquetReadBenchmark.readFile",
        javaMajor,
        variant,
        rows,
        (o, r) -> {
          double ratio = (Double) r[2];
          double d = (Double) r[3];
          o.put("ratio", ratio);
          o.put("low", ratio * Math.exp(-10 * d));
          o.put("high", ratio * Math.exp(10 * d));
          o.put("logStdError", d);
        });
  }

  /**
   * Writes {@code name}: a summary of {@code schema} on this machine, an {@link #overhead} row of
   * {@code benchmark} for each of {@code rows} with its figures put by {@code figures}.
   */
  private Path write(
      String name,
      String schema,
      String benchmark,
      int javaMajor,
      String variant,
      Object[][] rows,
      BiConsumer<ObjectNode, Object[]> figures)
      throws Exception {
    ObjectNode root = JSON.createObjectNode();
    root.put("schema", schema);
    machine(root, THIS_MACHINE);
    ArrayNode overheads = root.putArray("overheads");
    for (Object[] r : rows) {
      figures.accept(overhead(overheads, benchmark, r, javaMajor, variant), r);
    }
    return write(name, root);
  }

  /**
   * A new overhead row's identity: {@code benchmark} at spec {@code r[0]} (io memory), encryption
   * {@code r[1]}, avgt t1.
   */
  private static ObjectNode overhead(
      ArrayNode overheads, String benchmark, Object[] r, int javaMajor, String variant) {
    ObjectNode o = overheads.addObject();
    o.put("id", "row " + r[0] + " " + r[1]);
    o.put("benchmark", benchmark);
    o.putObject("params").put("spec", (String) r[0]).put("io", "memory");
    o.put("javaMajor", javaMajor);
    o.put("variant", variant);
    o.put("jmhMode", "avgt");
    o.put("threads", 1);
    o.put("encryption", (String) r[1]);
    return o;
  }

  private Path write(String name, ObjectNode summary) throws Exception {
    Path file = dir.resolve(name);
    Files.write(file, JSON.writeValueAsBytes(summary));
    return file;
  }

  private int gate(Path baseline, Path current, String... more) {
    StringWriter o = new StringWriter();
    StringWriter e = new StringWriter();
    String[] args = new String[5 + more.length];
    args[0] = "gate";
    args[1] = "--baseline";
    args[2] = baseline.toString();
    args[3] = "--current";
    args[4] = current.toString();
    System.arraycopy(more, 0, args, 5, more.length);
    int code = PmeBench.execute(new PrintWriter(o, true), new PrintWriter(e, true), args);
    out = o.toString();
    err = e.toString();
    return code;
  }

  /** {@link #gate} with {@code --config} a file of {@code json}. */
  private int gateWithConfig(Path baseline, Path current, String json) throws Exception {
    return gate(baseline, current, "--config", config(json).toString());
  }

  private Path config(String json) throws Exception {
    Path file = dir.resolve("gate.json");
    Files.write(file, json.getBytes(StandardCharsets.UTF_8));
    return file;
  }

  /**
   * The report to the digit: its counts and the config's figures, failing rows first, the smallest
   * regression caught.
   */
  @Test
  void theMarkdownCountsTheRowsPutsFailuresFirstAndNamesTheSmallestRegressionCaught()
      throws Exception {
    Path base = base(gcm("R1", 1.10, 0.01), gcm("R7", 1.10, 0.02));
    Path cur = cur(gcm("R1", 1.10, 0.01), gcm("R7", 1.60, 0.02));
    Path config =
        config("{\"tolerance\": 0.1, \"aggregateTolerance\": 0.05, \"confidence\": 0.99}");
    assertEquals(1, gate(base, cur, "--config", config.toString()), out + err);
    assertTrue(
        out.contains(
            "\n3 rows compared, 2 failing; ratios of thread CPU time (wall time where a row has none); "
                + "allowed = (1 + tolerance) x both sampling errors at 99.0% confidence, tolerance 10.0% per row and 5.0% for "
                + "the geometric mean over workloads.\n"),
        out);
    // Allowed = (1 + tolerance) x exp(z x both errors), z one-sided at 99%; the mean's errors are
    // the rows' over 2.
    double z = 2.3263478740408408;
    String r1 = R1_GCM;
    String r7 = R1_GCM.replace("spec=R1", "spec=R7");
    String mean = R1_GCM.replace("spec=R1", "spec=R1+R7 (geometric mean)");
    double meanError = Math.sqrt(0.01 * 0.01 + 0.02 * 0.02) / 2;
    assertTrue(
        out.contains(
            String.format(
                java.util.Locale.ROOT,
                "Smallest regression this config detects: +%.1f%% on "
                    + "one row (`%s`); every single row catches +%.1f%% or more; a regression of all workloads alike +%.1f%% (`%s`).",
                100 * (1.1 * Math.exp(z * Math.sqrt(2) * 0.01) - 1),
                r1,
                100 * (1.1 * Math.exp(z * Math.sqrt(2) * 0.02) - 1),
                100 * (1.05 * Math.exp(z * Math.sqrt(2) * meanError) - 1),
                mean)),
        out);
    int failing =
        out.indexOf(
            "| " + r7 + " | 1.100 | 1.600 | 1.455 (1.376 to 1.537) | 1.175 | FAIL regression |");
    int failingMean =
        out.indexOf(
            "| " + mean + " | 1.100 | 1.327 | 1.206 (1.169 to 1.244) | 1.089 | FAIL regression |");
    int passing =
        out.indexOf("| " + r1 + " | 1.100 | 1.100 | 1.000 (0.973 to 1.028) | 1.137 | pass |");
    assertTrue(
        failing > 0 && failingMean > failing && passing > failingMean,
        "failing rows first: " + out);
  }

  @Test
  void aNewReleaseIsGatedAgainstTheOldOnesRowsWithoutItsReleaseAndOtherFamiliesLeftOut()
      throws Exception {
    Path base = base(gcm("R1", 1.10, 0.02));
    Path cur = cur(gcm("R1", 1.10, 0.02), gcm("R1", 1.50, 0.02), ctr("R1", 1.05, 0.02));
    ObjectNode root = (ObjectNode) JSON.readTree(cur.toFile());
    // The second row ran on 1.18.1 (a child run's rows carry parquet=<release>); the third is
    // another family's.
    ((ObjectNode) root.path("overheads").get(1).path("params")).put("parquet", "1.18.1");
    ((ObjectNode) root.path("overheads").get(2))
        .put("benchmark", "org.pmebench.cipher.CipherBenchmark.run");
    Files.write(cur, JSON.writeValueAsBytes(root));
    assertEquals(0, gate(base, cur, "--releases", "1.13.1,1.13.1"), out + err);
    assertEquals(1, gate(base, cur, "--releases", "1.13.1,1.18.1"), out + err);
    assertTrue(out.contains("| " + R1_GCM + " | 1.100 | 1.500 |"), out);
    assertTrue(!out.contains("parquet=") && !out.contains("CipherBenchmark"), out);
    assertEquals(PmeBench.EXIT_USAGE, gate(base, cur, "--releases", "1.18.1"));
    assertTrue(err.contains("invalid --releases 1.18.1"), err);
    assertEquals(PmeBench.EXIT_USAGE, gate(base, cur, "--releases", "1.13.1,1.16.0"));
    assertTrue(err.contains("no parquet or parking rows of parquet-java 1.16.0"), err);
  }

  @Test
  void ofSeveralBaselinesTheOneOfTheCurrentMachineIsUsedAndNamed() throws Exception {
    Path good = summary("good.json", 17, gcm("R1", 1.10, 0.02));
    Path worse = summary("worse.json", 17, gcm("R1", 1.50, 0.02));
    Path elsewhere = onMachine(good, "cpu-bbbbbbbbbbbb");
    assertEquals(1, gate(elsewhere, worse, "--baseline", good.toString()), out + err);
    assertTrue(out.contains("; baseline " + good + " of the same machine."), out);
    assertTrue(out.contains("Machine: CPU cpu-aaaaaaaaaaaa"), out);
    assertEquals(
        0,
        gate(
            elsewhere,
            worse,
            "--baseline",
            onMachine(good, "cpu-cccccccccccc").toString(),
            "--baseline",
            worse.toString()),
        out + err);
  }

  @Test
  void withNoBaselineOfTheCurrentMachineTheGateSaysSoInOneLineWithExitThree() throws Exception {
    Path cur = cur(gcm("R1", 1.50, 0.02));
    Path elsewhere = onMachine(base(gcm("R1", 1.10, 0.02)), "cpu-bbbbbbbbbbbb");
    Path md = dir.resolve("gate.md");
    assertEquals(
        GateCommand.EXIT_NO_BASELINE, gate(elsewhere, cur, "--markdown", md.toString()), out + err);
    assertEquals(1, out.split("\n").length, out);
    assertTrue(
        out.startsWith("pmebench gate: no baseline of this machine (CPU cpu-aaaaaaaaaaaa"), out);
    assertTrue(out.contains(elsewhere + " of CPU cpu-bbbbbbbbbbbb"), out);
    assertTrue(
        new String(Files.readAllBytes(md), StandardCharsets.UTF_8).contains(out.trim()),
        "in the markdown too");
    assertEquals(1, gate(elsewhere, cur, "--across-machines"), out + err);
    assertTrue(out.contains("**Across machines**: current run on CPU cpu-aaaaaaaaaaaa"), out);
    assertTrue(out.contains("baseline " + elsewhere + " of CPU cpu-bbbbbbbbbbbb"), out);
  }

  @Test
  void theSameRatiosPass() throws Exception {
    Path a = summary("a.json", 17, gcm("R1", 1.10, 0.05), ctr("R1", 1.05, 0.05));
    assertEquals(0, gate(a, a), err);
    assertTrue(out.startsWith("### Encryption overhead gate: passed"), out);
  }

  @Test
  void aWorseRatioBeyondToleranceAndBothIntervalsFailsAndIsNamed() throws Exception {
    Path base = base(gcm("R1", 1.10, 0.02), ctr("R1", 1.05, 0.02));
    Path cur = cur(gcm("R1", 1.50, 0.02), ctr("R1", 1.06, 0.02));
    // allowed = (1 + 10%) * exp(z(0.99) * sqrt(0.02^2 + 0.02^2)) = 1.1 * exp(2.326 * 0.0283) =
    // 1.175 < 1.5 / 1.1
    assertEquals(1, gate(base, cur, "--markdown", dir.resolve("step.md").toString()));
    assertTrue(
        out.contains(
            "| "
                + R1_GCM
                + " | 1.100 | 1.500 | 1.364 (1.290 to 1.441) | 1.175 | FAIL regression |"),
        out);
    assertTrue(
        out.contains("AES_GCM_CTR_V1 | 1.050 | 1.060 | 1.010 (0.955 to 1.067) | 1.175 | pass |"),
        out);
    assertEquals(
        out, new String(Files.readAllBytes(dir.resolve("step.md")), StandardCharsets.UTF_8));
  }

  @Test
  void theSameWorseningInsideWideIntervalsPasses() throws Exception {
    Path base = base(gcm("R1", 1.10, 0.30));
    Path cur = cur(gcm("R1", 1.50, 0.30));
    // allowed = 1.1 * exp(2.326 * sqrt(0.09 + 0.09)) = 2.95 > 1.5 / 1.1
    assertEquals(0, gate(base, cur), out);
  }

  @Test
  void aLowerConfidenceAllowsLessSamplingError() throws Exception {
    Path base = base(gcm("R1", 1.10, 0.10));
    Path cur = cur(gcm("R1", 1.50, 0.10));
    // 0.99: 1.1 * exp(2.326 * 0.141) = 1.53 > 1.364; 0.6: 1.1 * exp(0.253 * 0.141) = 1.14 < 1.364
    assertEquals(0, gate(base, cur), out);
    assertEquals(1, gateWithConfig(base, cur, "{\"confidence\": 0.6}"), out);
  }

  @Test
  void variantsAreMatchedOnlyWhenAsked() throws Exception {
    Path on = summary("on.json", 17, "intrinsics-on", gcm("R1", 1.05, 0.02));
    Path off = summary("off.json", 17, "intrinsics-off", gcm("R1", 2.60, 0.02));
    assertEquals(1, gate(on, off), out);
    assertTrue(out.contains("FAIL missing"), "without the option the rows do not meet: " + out);
    assertEquals(1, gate(on, off, "--ignore-variant"), out);
    assertTrue(
        out.contains(
            "spec=R1 | java 17 | any variant | avgt t1 | AES_GCM_V1 | 1.050 | 2.600 | 2.476 (2.343 to 2.617) |"),
        out);
    assertTrue(out.contains("FAIL regression"), out);
  }

  @Test
  void aRatioAboveItsCapFailsEvenWithoutChange() throws Exception {
    Path a = summary("a.json", 17, gcm("R1", 1.40, 0.01));
    assertEquals(1, gateWithConfig(a, a, "{\"maxRatio\": {\"AES_GCM_V1\": 1.3}}"));
    assertTrue(out.contains("FAIL above cap"), out);
  }

  @Test
  void rowsMissingFromCurrentFailByDefaultAndNewRowsDoNot() throws Exception {
    Path base = base(gcm("R1", 1.1, 0.05), gcm("R7", 1.1, 0.05));
    Path cur = cur(gcm("R1", 1.1, 0.05), gcm("R5", 1.2, 0.05));
    assertEquals(1, gate(base, cur));
    assertTrue(
        out.contains(
            "spec=R7 | java 17 | intrinsics-on | avgt t1 | AES_GCM_V1 | 1.100 | – | – | – | FAIL missing |"),
        out);
    assertTrue(
        out.contains(
            "spec=R5 | java 17 | intrinsics-on | avgt t1 | AES_GCM_V1 | – | 1.200 | – | – | new |"),
        out);
    assertEquals(0, gateWithConfig(base, cur, "{\"missingFromCurrent\": \"warn\"}"), out);
  }

  @Test
  void rowsAreMatchedByJavaVersionNotAcrossIt() throws Exception {
    Path base = base(gcm("R1", 1.1, 0.05));
    Path cur = summary("cur.json", 21, gcm("R1", 1.1, 0.05));
    assertEquals(1, gate(base, cur), "the Java 17 row is missing from a Java 21 run");
  }

  @Test
  void invalidInputIsExitTwoNamingTheFile() throws Exception {
    Path good = summary("good.json", 17, gcm("R1", 1.1, 0.05));
    Path jmh = dir.resolve("jmh.json");
    Files.write(jmh, "[]".getBytes(StandardCharsets.UTF_8));
    assertEquals(PmeBench.EXIT_USAGE, gate(good, jmh));
    assertTrue(err.startsWith("pmebench: " + jmh + ": not a pme-bench summary"), err);

    Path cut = dir.resolve("cut.json");
    Files.write(cut, "{\"schema\": \"pme-bench/sum".getBytes(StandardCharsets.UTF_8));
    assertEquals(PmeBench.EXIT_USAGE, gate(cut, good));
    assertTrue(err.startsWith("pmebench: " + cut + ": not readable JSON"), err);

    Path empty = summary("empty.json", 17);
    assertEquals(PmeBench.EXIT_USAGE, gate(good, empty));
    assertTrue(err.contains("no overhead ratios to gate"), err);

    assertEquals(PmeBench.EXIT_USAGE, gateWithConfig(good, good, "{\"tolerance\": -1}"));
    assertTrue(err.contains("tolerance must be a number >= 0"), err);
    assertEquals(PmeBench.EXIT_USAGE, gateWithConfig(good, good, "{\"confidence\": 1.5}"));
    assertTrue(err.contains("confidence must be a number from 0.5 to below 1"), err);
    assertEquals(PmeBench.EXIT_USAGE, gate(good, dir.resolve("absent.json")));
  }

  @Test
  void theGeometricMeanOverWorkloadsCatchesWhatEachRowsToleranceLetsThrough() throws Exception {
    Path base = base(gcm("R1", 1.0, 0.0), gcm("R7", 1.1, 0.0));
    Path cur = cur(gcm("R1", 1.3, 0.0), gcm("R7", 1.43, 0.0));
    Path config = config("{\"tolerance\": 1.0, \"aggregateTolerance\": 0.2}");
    assertEquals(1, gate(base, cur, "--config", config.toString()), out);
    assertTrue(
        out.contains(
            "| ParquetReadBenchmark.readFile io=memory spec=R1+R7 (geometric mean) | java 17 | "
                + "intrinsics-on | avgt t1 | AES_GCM_V1 | 1.049 | 1.363 | 1.300 | 1.200 | FAIL regression |"),
        out);
    assertTrue(
        out.contains(
            "spec=R1 | java 17 | intrinsics-on | avgt t1 | AES_GCM_V1 | 1.000 | 1.300 | 1.300 | 2.000 | pass |"),
        out);
    assertEquals(0, gate(base, base, "--config", config.toString()), out);
  }

  /**
   * A summary/3 of paired rows: spec, encryption, wall ratio, CPU ratio, standard error of both.
   */
  private Path paired(String name, Object[]... rows) throws Exception {
    return write(
        name,
        "pme-bench/summary/3",
        "org.pmebench.parquet.ParquetPairedReadBenchmark.readRound",
        17,
        "intrinsics-on",
        rows,
        (o, r) -> {
          o.put("pairing", "interleaved");
          o.put("ratio", (Double) r[2]);
          o.put("logStdError", (Double) r[4]);
          ObjectNode cpu = o.putObject("cpu");
          cpu.put("ratio", (Double) r[3]);
          cpu.put("logStdError", (Double) r[4]);
        });
  }

  @Test
  void pairedRowsAreGatedOnTheirCpuRatioUnlessTheConfigSaysWall() throws Exception {
    Path base = paired("base.json", pairedGcm("R1", 1.04, 1.04, 0.002));
    // Wall time worsened (a noisy neighbour), CPU time did not: the CPU-time gate passes, the
    // wall-time gate fails.
    Path cur = paired("cur.json", pairedGcm("R1", 1.30, 1.045, 0.002));
    assertEquals(0, gateWithConfig(base, cur, "{\"tolerance\": 0.05}"), out);
    assertTrue(out.contains("ratios of thread CPU time"), out);
    assertEquals(1, gateWithConfig(base, cur, "{\"tolerance\": 0.05, \"metric\": \"wall\"}"), out);
    assertTrue(out.contains("ratios of wall time"), out);
    assertEquals(PmeBench.EXIT_USAGE, gateWithConfig(base, cur, "{\"metric\": \"cycles\"}"));
    assertTrue(err.contains("metric must be cpu or wall"), err);
  }

  /**
   * The summary {@code file} with every CPU estimate of {@code spec} given the steady-state class
   * {@code kind}.
   */
  private Path withSteadyState(Path file, String spec, String kind, int fromIteration)
      throws Exception {
    ObjectNode root = (ObjectNode) JSON.readTree(file.toFile());
    for (com.fasterxml.jackson.databind.JsonNode o : root.path("overheads")) {
      if (o.path("params").path("spec").asText().equals(spec)) {
        ObjectNode steady =
            ((ObjectNode) o.path("cpu"))
                .putObject("steadyState")
                .put("class", kind)
                .put("forks", 1)
                .put("outliers", 0);
        if (fromIteration > 0) {
          steady.put("fromIteration", fromIteration);
        }
      }
    }
    Files.write(file, JSON.writeValueAsBytes(root));
    return file;
  }

  @Test
  void rowsWithoutASteadyStateCannotBeComparedAndNeitherPassNorFail() throws Exception {
    Path base =
        withSteadyState(
            paired(
                "base.json",
                pairedGcm("R1", 1.04, 1.04, 0.002),
                pairedGcm("R7", 1.04, 1.04, 0.002)),
            "R1",
            "flat",
            0);
    // R1 got 50% worse, but its current iterations warmed up inside the window: not a comparable
    // ratio.
    Path cur =
        withSteadyState(
            paired(
                "cur.json", pairedGcm("R1", 1.56, 1.56, 0.002), pairedGcm("R7", 1.04, 1.04, 0.002)),
            "R1",
            "warm-up",
            3);
    assertEquals(0, gateWithConfig(base, cur, "{\"tolerance\": 0.05}"), out);
    assertTrue(out.contains("**1 row(s) cannot be compared**"), out);
    assertTrue(out.contains("| cannot compare (current: warm-up from iteration 3) |"), out);
    // Nor does it enter the geometric mean over workloads.
    assertFalse(out.contains("R1+R7"), out);
    // The same worsening with flat iterations fails; a series too short to classify is not compared
    // either.
    withSteadyState(cur, "R1", "flat", 0);
    assertEquals(1, gateWithConfig(base, cur, "{\"tolerance\": 0.05}"), out);
    withSteadyState(base, "R1", "too short", 0);
    assertEquals(0, gateWithConfig(base, cur, "{\"tolerance\": 0.05}"), out);
    assertTrue(out.contains("| cannot compare (baseline: too short) |"), out);
  }

  @Test
  void aRowWhoseControlIsBiasedCannotBeComparedAndIsNamedWithItsControl() throws Exception {
    Path base = paired("base.json", pairedGcm("R1", 1.04, 1.04, 0.002));
    Path cur = paired("cur.json", pairedGcm("R1", 1.04, 1.04, 0.002));
    ObjectNode root = (ObjectNode) JSON.readTree(cur.toFile());
    ObjectNode control = ((ObjectNode) root.path("overheads").get(0)).putObject("control");
    control.putObject("cpu").put("ratio", 1.03).put("low", 1.02).put("high", 1.04);
    control.put("verdict", "ok");
    Files.write(cur, JSON.writeValueAsBytes(root));
    assertEquals(0, gate(base, cur), err);
    control.put("verdict", "biased");
    Files.write(cur, JSON.writeValueAsBytes(root));
    assertEquals(
        0, gate(base, cur), "neither a pass nor a failure: the run is not refused for one row");
    assertTrue(
        out.contains("| cannot compare (current: A/A control biased, 1.030 (1.020 to 1.040)) |"),
        out);
    assertTrue(out.contains("**1 row(s) cannot be compared**"), out);
  }

  @Test
  void pairedAndSeparateForkSummariesAreNeverComparedWithEachOther() throws Exception {
    Path separate = summary("separate.json", 17, gcm("R1", 1.10, 0.05));
    Path paired = paired("paired.json", pairedGcm("R1", 1.04, 1.04, 0.002));
    assertEquals(PmeBench.EXIT_USAGE, gate(separate, paired));
    assertTrue(
        err.contains(
            "cannot compare "
                + separate
                + " (separate ratios) with "
                + paired
                + " (interleaved ratios)"),
        err);
    assertEquals(PmeBench.EXIT_USAGE, gate(paired, separate));
  }

  @Test
  void theGatePrintsTheSmallestRegressionItsConfigDetects() throws Exception {
    Path a =
        paired("a.json", pairedGcm("R1", 1.04, 1.04, 0.002), pairedGcm("R7", 1.05, 1.05, 0.004));
    assertEquals(0, gateWithConfig(a, a, "{\"tolerance\": 0.03, \"aggregateTolerance\": 0.02}"));
    // R1: 1.03 * exp(2.326 * sqrt(2) * 0.002) = 1.0368; R7: 1.03 * exp(2.326 * sqrt(2) * 0.004) =
    // 1.0438;
    // the mean: 1.02 * exp(2.326 * sqrt(2 * (0.002^2 + 0.004^2)) / 2) = 1.0275
    assertTrue(
        out.contains(
            "Smallest regression this config detects: +3.7% on one row (`ParquetPairedReadBenchmark"
                + ".readRound io=memory spec=R1 | java 17 | intrinsics-on | avgt t1 | AES_GCM_V1`); every single row catches "
                + "+4.4% or more; a regression of all workloads alike +2.8%"),
        out);
  }
}
