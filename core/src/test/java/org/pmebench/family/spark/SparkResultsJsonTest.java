package org.pmebench.family.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pmebench.TextAssertions.assertContainsAll;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.family.Families;
import org.pmebench.gate.Gate;
import org.pmebench.gate.GateConfig;
import org.pmebench.results.RunResults;
import org.pmebench.summary.Summary;

/**
 * Applications' measurements with known costs (GCM +10%, GCM-CTR +5% per query, jce +20%, openssl
 * +8%, writes +30%), through the JMH-format JSON, into summary.json's paired rows.
 */
class SparkResultsJsonTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final List<String> QUERIES = Arrays.asList("q03", "scan_sales");

  @TempDir Path dir;

  static SparkMatrix matrix() {
    SparkMatrix m = SparkMatrix.defaults(org.pmebench.run.MeasurementProfile.QUICK);
    m.queries = QUERIES;
    m.rounds = 3;
    m.repetitions = 3;
    return m;
  }

  /**
   * One application: every query's time is its base times the mode's and the io setting's factor,
   * with 1% noise.
   */
  static SparkAppResult app(String io, Random noise, SparkMatrix m) {
    return app(io, noise, m, 1.10);
  }

  static SparkAppResult app(String io, Random noise, SparkMatrix m, double gcm) {
    Map<String, Double> mode = new HashMap<String, Double>();
    mode.put("PLAINTEXT", 1.0);
    mode.put("AES_GCM_V1", gcm);
    mode.put("AES_GCM_CTR_V1", 1.05);
    mode.put(SparkMatrix.CONTROL, 1.0);
    double ioFactor = "jce".equals(io) ? 1.20 : "openssl".equals(io) ? 1.08 : 1.0;
    SparkAppResult r = new SparkAppResult();
    r.appName = "jdk17-spark-io-" + io;
    r.io = io;
    r.ioCipherClass =
        "off".equals(io)
            ? null
            : "jce".equals(io)
                ? "org.apache.commons.crypto.cipher.JceCipher"
                : "org.apache.commons.crypto.cipher.OpenSslCipher";
    r.sparkVersion = "3.5.5";
    r.master = "local[*]";
    r.javaVersion = "17.0.15";
    r.javaVmName = "OpenJDK 64-Bit Server VM";
    r.cpuMeasured = true;
    // The control's noise has a stream of its own, so the other modes' values do not depend on it.
    Random controlNoise = new Random(noise.nextLong());
    for (String q : m.queries) {
      SparkAppResult.QueryTimes t = new SparkAppResult.QueryTimes();
      double base = q.equals("q03") ? 400e6 : 100e6;
      for (String md : m.applicationModes()) {
        List<Long> wall = new ArrayList<Long>();
        List<Long> cpu = new ArrayList<Long>();
        for (int i = 0; i < m.rounds; i++) {
          Random n = SparkMatrix.CONTROL.equals(md) ? controlNoise : noise;
          double v = base * mode.get(md) * ioFactor * (1 + 0.01 * n.nextGaussian());
          wall.add(Math.round(v));
          cpu.add(Math.round(1.8 * v));
        }
        t.wallNanos.put(md, wall);
        t.cpuNanos.put(md, cpu);
      }
      r.queries.put(q, t);
    }
    for (String md : m.applicationModes()) {
      SparkAppResult.Timing w = new SparkAppResult.Timing();
      boolean plain = md.equals("PLAINTEXT") || md.equals(SparkMatrix.CONTROL);
      Random n = SparkMatrix.CONTROL.equals(md) ? controlNoise : noise;
      w.wallNanos = Math.round(5e9 * (plain ? 1 : 1.3) * (1 + 0.01 * n.nextGaussian()));
      w.cpuNanos = 2 * w.wallNanos;
      w.bytes = 1_000_000;
      r.writes.put(md, w);
    }
    return r;
  }

  private Summary summary(Path run, SparkMatrix m, List<SparkResultsJson.AppRun> runs)
      throws Exception {
    Files.createDirectories(run);
    Files.write(
        run.resolve("jdk17-spark.json"),
        JSON.writeValueAsBytes(new SparkResultsJson(m, runs).toJson()));
    return Summary.of(RunResults.load(run), Families.summaryParts());
  }

  private Map<String, JsonNode> summaryRows(SparkMatrix m, List<SparkResultsJson.AppRun> runs)
      throws Exception {
    Summary s = summary(dir, m, runs);
    Map<String, JsonNode> rows = new HashMap<String, JsonNode>();
    for (JsonNode o : s.overheads()) {
      JsonNode p = o.path("params");
      String key =
          o.path("benchmark").asText().replace(SparkResultsJson.BENCHMARK + ".", "")
              + " "
              + p.path("query").asText("-")
              + " "
              + p.path("io").asText()
              + " "
              + p.path("pme").asText("-")
              + " "
              + o.path("encryption").asText();
      assertTrue(rows.put(key, o) == null, "one row per key: " + key);
    }
    return rows;
  }

  @Test
  void pmeIsPairedInsideEachApplicationAndSparkIoAcrossApplicationsOfOneRepetition()
      throws Exception {
    SparkMatrix m = matrix();
    Random noise = new Random(1);
    List<SparkResultsJson.AppRun> runs = applications(3, m.io, (rep, io) -> app(io, noise, m));
    Map<String, JsonNode> rows = summaryRows(m, runs);
    // PME: 3 io settings x (2 queries + total + geomean + write) x 2 modes; io: 2 settings x 3 PME
    // modes x 5.
    assertEquals(3 * 5 * 2 + 2 * 3 * 5, rows.size(), rows.keySet().toString());
    JsonNode gcm = rows.get("query geomean off - AES_GCM_V1");
    assertEquals(1.10, gcm.path("ratio").asDouble(), 0.01);
    assertTrue(
        gcm.path("low").asDouble() < 1.10 && gcm.path("high").asDouble() > 1.10, gcm.toString());
    assertEquals(3, gcm.path("forks").asInt(), "one fork per application");
    assertEquals(9, gcm.path("rounds").asInt(), "3 measured rounds in each");
    assertEquals(
        1.10, gcm.path("cpu").path("ratio").asDouble(), 0.01, "CPU time is paired the same way");
    assertEquals(1.05, rows.get("query q03 jce - AES_GCM_CTR_V1").path("ratio").asDouble(), 0.01);
    assertEquals(1.05, rows.get("query total off - AES_GCM_CTR_V1").path("ratio").asDouble(), 0.01);
    assertEquals(1.30, rows.get("write - off - AES_GCM_V1").path("ratio").asDouble(), 0.03);
    JsonNode jce = rows.get("ioEncryption geomean jce PLAINTEXT spark.io.encryption");
    assertEquals(1.20, jce.path("ratio").asDouble(), 0.01);
    assertEquals(3, jce.path("rounds").asInt(), "one round per repetition: a pair of applications");
    assertTrue(
        jce.path("low").asDouble() < 1.20 && jce.path("high").asDouble() > 1.20, jce.toString());
    assertFalse(jce.has("note"), "its rounds are pairs of JVMs: no one-fork caveat");
    assertEquals("JceCipher", jce.path("params").path("ioCipher").asText());
    assertEquals("applications", jce.path("params").path("ioPairs").asText());
    assertEquals(
        1.08,
        rows.get("ioEncryption q03 openssl AES_GCM_V1 spark.io.encryption")
            .path("ratio")
            .asDouble(),
        0.01);
    assertEquals(
        1.0,
        rows.get("ioEncryption write jce PLAINTEXT spark.io.encryption").path("ratio").asDouble(),
        0.03,
        "these writes do not shuffle");
    assertEquals("interleaved", jce.path("pairing").asText());
  }

  /**
   * A query an application dropped (other rows on one variant): no row of it, and the total and
   * mean are the others'.
   */
  @Test
  void aQueryAnApplicationDroppedHasNoRowAndTheTotalsAreOverTheOthers() throws Exception {
    SparkMatrix m = matrix();
    m.io = Arrays.asList("off");
    Random noise = new Random(3);
    List<SparkResultsJson.AppRun> runs =
        applications(
            3,
            m.io,
            (rep, io) -> {
              SparkAppResult r = app(io, noise, m);
              if (rep == 2) {
                r.queries.remove("scan_sales");
                r.queryFailures.put(
                    "scan_sales", "query scan_sales returns other rows on AES_GCM_V1+comet tables");
              }
              return r;
            });
    Map<String, JsonNode> rows = summaryRows(m, runs);
    assertFalse(rows.keySet().toString().contains("scan_sales"), rows.keySet().toString());
    JsonNode q03 = rows.get("query q03 off - AES_GCM_V1");
    JsonNode total = rows.get("query total off - AES_GCM_V1");
    assertEquals(
        q03.path("ratio").asDouble(),
        total.path("ratio").asDouble(),
        1e-9,
        "the total is q03's alone");
    assertEquals(3, total.path("forks").asInt(), "every application's q03");
    assertEquals(
        Arrays.asList("q03", "scan_sales"),
        m.queries,
        "the run's matrix stays as it was asked for");
  }

  @Test
  void sparkIoIsPairedRoundByRoundWhereEachApplicationAlternatedItsSessionsInOneJvm()
      throws Exception {
    SparkMatrix m = matrix();
    Random noise = new Random(6);
    // Each JVM runs everything up to 30% faster or slower than the next: pairs inside it do not
    // see that.
    List<SparkResultsJson.AppRun> runs =
        applications(
            3, m.io, (rep, io) -> session(scaled(app(io, noise, m), 0.7 + 0.3 * rep), rep, io));
    Map<String, JsonNode> rows = summaryRows(m, runs);
    // PME: 3 io settings x (2 queries + total + geomean) x 2 modes + the off session's writes x 2;
    // io: 2 settings x (3 modes + all modes' tables pooled) x 4.
    assertEquals(3 * 4 * 2 + 2 + 2 * 4 * 4, rows.size(), rows.keySet().toString());
    assertFalse(
        rows.containsKey("write - jce - AES_GCM_V1"),
        "only the session that wrote the tables has writes");
    assertFalse(rows.containsKey("ioEncryption write jce PLAINTEXT spark.io.encryption"));
    JsonNode jce = rows.get("ioEncryption geomean jce PLAINTEXT spark.io.encryption");
    assertEquals(1.20, jce.path("ratio").asDouble(), 0.01);
    assertEquals(3, jce.path("forks").asInt(), "a fork per application");
    assertEquals(9, jce.path("rounds").asInt(), "a pair per measured round");
    assertEquals("sessions", jce.path("params").path("ioPairs").asText());
    assertTrue(
        jce.path("low").asDouble() > 1.15 && jce.path("high").asDouble() < 1.25,
        "the JVMs' 30% differences stay out of the ratio: " + jce);
    assertEquals(
        1.08,
        rows.get("ioEncryption q03 openssl AES_GCM_CTR_V1 spark.io.encryption")
            .path("ratio")
            .asDouble(),
        0.01);
    assertEquals(1.10, rows.get("query geomean jce - AES_GCM_V1").path("ratio").asDouble(), 0.01);
    JsonNode pooled = rows.get("ioEncryption geomean jce ALL spark.io.encryption");
    assertEquals(
        1.20,
        pooled.path("ratio").asDouble(),
        0.01,
        "every mode's tables pooled: the same io cost");
    assertEquals(
        "PLAINTEXT+AES_GCM_V1+AES_GCM_CTR_V1+CONTROL",
        pooled.path("params").path("pmeModes").asText());
    assertEquals(
        9,
        pooled.path("rounds").asInt(),
        "a pair per measured round, each over four runs per session");
  }

  @Test
  void sparkIoRowsCarryTheirStreamsAndTheStreamCostsPredictTheirCost() throws Exception {
    SparkMatrix m = matrix();
    m.io = Arrays.asList("off", "jce");
    Random noise = new Random(8);
    List<SparkResultsJson.AppRun> runs =
        applications(
            3,
            m.io,
            (rep, io) -> {
              SparkAppResult session = app(io, noise, m);
              session.appName = "jdk17-spark-r" + rep;
              for (Map.Entry<String, SparkAppResult.QueryTimes> q : session.queries.entrySet()) {
                for (String mode : m.applicationModes()) {
                  // jce costs +20% of CPU (1.8 x wall): 40 us per block (written through one
                  // stream, read through another).
                  SparkAppResult.Tasks t = new SparkAppResult.Tasks();
                  t.shuffleBlocksFetched = q.getKey().equals("q03") ? 3600 : 900;
                  t.shuffleWriteBytes = 1000;
                  t.shuffleReadBytes = 1000;
                  q.getValue().tasks.put(mode, t);
                }
              }
              return session;
            });
    ArrayNode rows = new SparkResultsJson(m, runs).toJson();
    rows.add(StreamCostsTest.result("jce", 3, 4, 40_000, 0.0, false));
    // The in-situ profile: the streams took 1/6 of the queries' task CPU, +20% over the rest.
    StreamProfile profile = new StreamProfile();
    profile.querySamples = 6000;
    profile.parts.put(StreamProfile.Part.BYTES, 1000L);
    rows.add(
        profile.row(StreamProfileTest.app(), java.util.Collections.singletonMap("scale", "1"), 2));
    Files.createDirectories(dir.resolve("run"));
    Files.write(dir.resolve("run").resolve("jdk17-spark.json"), JSON.writeValueAsBytes(rows));
    Summary s = Summary.of(RunResults.load(dir.resolve("run")), Families.summaryParts());
    JsonNode costs = s.root.path("sparkStreamCosts").path("jce");
    assertEquals(40_000, costs.path("perStreamNanos").path("value").asDouble(), 40_000 * 0.03);
    assertEquals("JceCipher", costs.path("cipherClass").asText());
    JsonNode total = null;
    for (JsonNode o : s.overheads()) {
      if (o.path("benchmark").asText().endsWith("ioEncryption")
          && "total".equals(o.path("params").path("query").asText())
          && "PLAINTEXT".equals(o.path("params").path("pme").asText())) {
        total = o;
      }
    }
    JsonNode model = total.path("streamModel");
    assertEquals(
        3600 + 900,
        model.path("streamPairsPerQuery").asDouble(),
        1e-9,
        "a stream pair per block fetched");
    assertEquals(
        2 * (3600 + 900),
        model.path("streamsPerQuery").asDouble(),
        1e-9,
        "two streams per block fetched");
    assertEquals(
        2000,
        model.path("bytesPerQuery").asDouble(),
        1e-9,
        "shuffle bytes written (each read back once)");
    assertEquals(1.20, model.path("cpu").path("ratio").asDouble(), 0.01, model.toString());
    // Predicted ±0.7 points on its own: the difference cannot lie within ±0.5, so not resolved.
    assertTrue(model.path("cpu").path("agrees").isMissingNode(), model.toString());
    assertEquals(180, model.path("extraCpuMillis").path("value").asDouble(), 180 * 0.03);
    JsonNode profiled = total.path("streamProfile");
    assertEquals(1.20, profiled.path("ratio").asDouble(), 1e-9, profiled.toString());
    assertTrue(
        profiled.path("agrees").isMissingNode(),
        "±1.4 points of samples: not resolved " + profiled);
    String md = org.pmebench.report.Report.of(s, "spark", Families.reportParts()).markdown();
    assertTrue(md.contains("- **jce** (JceCipher): 40."), md);
    assertTrue(
        md.contains(
            "- **What shuffle encryption adds** (all queries): on all modes' (PLAINTEXT+AES_GCM_V1+"
                // Over the pooled tables' CPU (GCM's +10% and GCM-CTR's +5% in it): a little less
                // than +20%.
                + "AES_GCM_CTR_V1+CONTROL) tables, 4,500 shuffle blocks per round of the mix, each written through an "
                + "encrypting stream and read back through a decrypting one, carrying 0.0 MB; jce: predicted +19."),
        md);
    assertContainsAll(
        md,
        "jce: predicted +19.",
        "of task CPU by the stream benchmark, +20.0% (+18.",
        "by the profile of its streams in Spark, measured +19.",
        "- **jce** (JceCipher): the streams took 16.67% (",
        "- **OpenSSL, JCE or the default list**, per shuffle block (its two streams) and per byte: "
            + "jce 40.",
        "GCM or GCM-CTR for the tables:** +10.",
        "- **spark.io.encryption jce on PLAINTEXT tables**, all queries: 4,500 shuffle blocks and "
            + "0.0 MB, each encrypted once and decrypted once, predict +20.");
  }

  /** {@code r} with every time multiplied by {@code factor}. */
  private static SparkAppResult scaled(SparkAppResult r, double factor) {
    for (SparkAppResult.QueryTimes t : r.queries.values()) {
      for (Map<String, List<Long>> times : Arrays.asList(t.wallNanos, t.cpuNanos)) {
        for (List<Long> values : times.values()) {
          values.replaceAll(v -> Math.round(v * factor));
        }
      }
    }
    return r;
  }

  @Test
  void sparkIoRowsCarryTheAaControlOfASecondOffSessionAndTheControlSessionIsNoLayerOfItsOwn()
      throws Exception {
    SparkMatrix m = matrix();
    m.io = Arrays.asList("off", "jce");
    assertEquals(Arrays.asList("off", "jce", SparkMatrix.IO_CONTROL), m.applicationIo());
    Random noise = new Random(8);
    List<SparkResultsJson.AppRun> runs =
        applications(
            4,
            m.applicationIo(),
            (rep, io) -> {
              SparkAppResult session = session(app(io, noise, m), rep, io);
              if (SparkMatrix.IO_CONTROL.equals(io)) {
                session.ioCipherClass = null;
              }
              return session;
            });
    Map<String, JsonNode> rows = summaryRows(m, runs);
    // PME: the off and jce sessions' rows only; io: jce against off (3 modes and pooled); the
    // control session adds
    // no row.
    assertEquals(2 * 4 * 2 + 2 + 4 * 4, rows.size(), rows.keySet().toString());
    JsonNode jce = rows.get("ioEncryption geomean jce PLAINTEXT spark.io.encryption");
    assertEquals(1.20, jce.path("ratio").asDouble(), 0.01);
    JsonNode control = jce.path("control");
    assertEquals(1.0, control.path("cpu").path("ratio").asDouble(), 0.01, control.toString());
    assertTrue(
        control.path("cpu").path("low").asDouble() < 1.0
            && control.path("cpu").path("high").asDouble() > 1.0,
        control.toString());

    SparkMatrix cluster = matrix();
    cluster.io = Arrays.asList("off", "jce");
    cluster.master = "spark://master:7077";
    assertEquals(
        Arrays.asList("off", "jce"),
        cluster.applicationIo(),
        "applications on a cluster: no control session");
    m.ioControl = false;
    assertEquals(Arrays.asList("off", "jce"), m.applicationIo());
  }

  @Test
  void pmeRowsWithIoOffPoolBothIoOffSessionsOfEachApplication() throws Exception {
    SparkMatrix m = matrix();
    m.io = Arrays.asList("off", "jce");
    Random noise = new Random(9);
    // GCM costs 10% in the off session and 20% in the control session: pooled, the geometric
    // mean of the two.
    List<SparkResultsJson.AppRun> runs =
        applications(
            4,
            m.applicationIo(),
            (rep, io) ->
                session(
                    app(io, noise, m, SparkMatrix.IO_CONTROL.equals(io) ? 1.20 : 1.10), rep, io));
    Map<String, JsonNode> rows = summaryRows(m, runs);
    JsonNode off = rows.get("query geomean off - AES_GCM_V1");
    assertEquals("off+control", off.path("params").path("pmeSessions").asText(), off.toString());
    assertEquals(
        Math.sqrt(1.10 * 1.20), off.path("cpu").path("ratio").asDouble(), 0.01, off.toString());
    assertEquals(
        1.0,
        off.path("control").path("cpu").path("ratio").asDouble(),
        0.01,
        "the PME A/A, pooled too");
    JsonNode jce = rows.get("query geomean jce - AES_GCM_V1");
    assertFalse(jce.path("params").has("pmeSessions"), "the jce session has no twin: " + jce);
    assertEquals(1.10, jce.path("cpu").path("ratio").asDouble(), 0.01);
    assertEquals(
        1.0,
        jce.path("control").path("cpu").path("ratio").asDouble(),
        0.01,
        "a session that wrote no tables has the A/A of the control tables it queried");
    JsonNode write = rows.get("write - off - AES_GCM_V1");
    assertFalse(write.path("params").has("pmeSessions"), "one session wrote the tables");

    // A control session that missed a query: the off session's rows alone, for every application.
    runs.get(2).result.queries.remove("q03");
    JsonNode alone = summaryRows(m, runs).get("query geomean off - AES_GCM_V1");
    assertFalse(alone.path("params").has("pmeSessions"), alone.toString());
    assertEquals(1.10, alone.path("cpu").path("ratio").asDouble(), 0.01);
  }

  @Test
  void everyPmeRowCarriesTheAaControlOfItsRoundsUnlessAnApplicationDidNotMeasureIt()
      throws Exception {
    SparkMatrix m = matrix();
    m.io = Arrays.asList("off");
    List<SparkResultsJson.AppRun> runs = offApplications(m, 5);
    Map<String, JsonNode> rows = summaryRows(m, runs);
    assertEquals(2 * 5, rows.size(), "the control is no row of its own: " + rows.keySet());
    JsonNode control = rows.get("query geomean off - AES_GCM_V1").path("control");
    assertEquals(1.0, control.path("wall").path("ratio").asDouble(), 0.01, control.toString());
    assertTrue(
        control.path("wall").path("low").asDouble() < 1.0
            && control.path("wall").path("high").asDouble() > 1.0,
        control.toString());
    assertEquals(
        1.0,
        rows.get("write - off - AES_GCM_CTR_V1")
            .path("control")
            .path("cpu")
            .path("ratio")
            .asDouble(),
        0.03);

    SparkAppResult old = runs.get(0).result;
    old.writes.remove(SparkMatrix.CONTROL);
    for (SparkAppResult.QueryTimes t : old.queries.values()) {
      t.wallNanos.remove(SparkMatrix.CONTROL);
      t.cpuNanos.remove(SparkMatrix.CONTROL);
    }
    JsonNode none = summaryRows(m, runs).get("query geomean off - AES_GCM_V1").path("control");
    assertTrue(
        none.isMissingNode() || none.isNull(),
        "an application from before the control: no control for any row");
  }

  @Test
  void aRepetitionWhoseOffApplicationFailedHasNoIoPairAndACrossJvmRunStaysReadable()
      throws Exception {
    SparkMatrix m = matrix();
    Random noise = new Random(2);
    List<SparkResultsJson.AppRun> runs = new ArrayList<SparkResultsJson.AppRun>();
    runs.add(new SparkResultsJson.AppRun(1, app("off", noise, m)));
    runs.add(new SparkResultsJson.AppRun(1, app("jce", noise, m)));
    runs.add(new SparkResultsJson.AppRun(2, app("jce", noise, m)));
    Map<String, JsonNode> rows = summaryRows(m, runs);
    JsonNode io = rows.get("ioEncryption geomean jce PLAINTEXT spark.io.encryption");
    assertNotNull(io);
    assertEquals(1, io.path("rounds").asInt(), "repetition 2 lost its io=off application");
    assertFalse(io.path("low").isNumber(), "one pair gives no interval");
    assertEquals(2, rows.get("query geomean jce - AES_GCM_V1").path("forks").asInt());
    assertFalse(rows.containsKey("query geomean openssl - AES_GCM_V1"), "openssl never ran");
  }

  /**
   * Each provider's applications apart: PME paired inside them, as rows of their own that say the
   * provider.
   */
  @Test
  void eachProvidersApplicationsGiveRowsOfTheirOwn() throws Exception {
    SparkMatrix m = matrix();
    m.io = Arrays.asList("off");
    m.providers = Arrays.asList("SunJCE", "BCFIPS");
    Random noise = new Random(4);
    List<SparkResultsJson.AppRun> runs =
        applications(
            3,
            m.providers,
            (rep, provider) -> {
              SparkAppResult r = app("off", noise, m, "BCFIPS".equals(provider) ? 1.20 : 1.10);
              r.provider = provider;
              return r;
            });
    Summary s = summary(dir, m, runs);
    Map<String, JsonNode> gcm = new HashMap<String, JsonNode>();
    for (JsonNode o : s.overheads()) {
      JsonNode p = o.path("params");
      if ("geomean".equals(p.path("query").asText())
          && "AES_GCM_V1".equals(o.path("encryption").asText())) {
        assertTrue(gcm.put(p.path("provider").asText(), o) == null, o.toString());
      }
    }
    assertEquals(1.10, gcm.get("SunJCE").path("ratio").asDouble(), 0.01);
    assertEquals(1.20, gcm.get("BCFIPS").path("ratio").asDouble(), 0.01);
    assertEquals(
        3, gcm.get("BCFIPS").path("forks").asInt(), "one fork per application of that provider");
    assertEquals(
        "PME AES_GCM_V1, spark.io.encryption off, provider BCFIPS",
        SparkSection.layer(org.pmebench.summary.SummaryFile.row(gcm.get("BCFIPS"))));
    String md = org.pmebench.report.Report.of(s, "spark", Families.reportParts()).markdown();
    assertTrue(
        md.contains("- **jdk17, provider SunJCE, GCM or GCM-CTR for the tables:** +10.")
            && md.contains("- **jdk17, provider BCFIPS, GCM or GCM-CTR for the tables:** +19."),
        md);
  }

  @Test
  void anEmbeddedRunWithoutCpuTimesHasWallRatiosOnly() throws Exception {
    SparkMatrix m = matrix();
    m.io = Arrays.asList("off");
    SparkAppResult r = app("off", new Random(3), m);
    r.cpuMeasured = false;
    Map<String, JsonNode> rows = summaryRows(m, Arrays.asList(new SparkResultsJson.AppRun(1, r)));
    JsonNode gcm = rows.get("query q03 off - AES_GCM_V1");
    assertTrue(gcm.path("cpu").isNull(), gcm.toString());
    assertEquals("none", gcm.path("params").path("cpu").asText());
    assertEquals(1.10, gcm.path("ratio").asDouble(), 0.02);
  }

  /**
   * A recorded Iceberg application (the smoke run's result.json: 3 queries, 1 round) through the
   * rows, the summary's sparkIceberg section and the report's table.
   */
  @Test
  void aRecordedIcebergApplicationGivesMaintenanceRowsKmsCallsAndThePmeCheck() throws Exception {
    SparkMatrix m = SparkMatrix.defaults(org.pmebench.run.MeasurementProfile.SMOKE);
    m.format = SparkMatrix.ICEBERG;
    m.modes = SparkMatrix.ICEBERG_MODES;
    m.io = Arrays.asList("off");
    SparkAppResult r;
    try (java.io.InputStream in =
        getClass().getResourceAsStream("/spark/iceberg-smoke.result.json")) {
      r = JSON.readValue(in, SparkAppResult.class);
    }
    Summary s = summary(dir, m, Arrays.asList(new SparkResultsJson.AppRun(1, r)));
    Map<String, JsonNode> rows = summaryRows(m, Arrays.asList(new SparkResultsJson.AppRun(1, r)));
    JsonNode maintenance = rows.get("maintenance - off - AES_GCM_V1");
    assertTrue(
        maintenance != null && "iceberg".equals(maintenance.path("params").path("format").asText()),
        rows.keySet().toString());
    JsonNode facts = s.file().json.path("sparkIceberg");
    assertEquals(3, facts.size(), facts.toString());
    JsonNode gcm = facts.get(1);
    assertEquals("AES_GCM_V1", gcm.path("mode").asText());
    assertEquals(5, gcm.path("pmeDataFiles").asInt());
    assertEquals(8, gcm.path("encryptedMetadataFiles").asInt());
    assertEquals(
        0.8, gcm.path("kmsCallsPerDataFile").asDouble(), 1e-9, "4 tables' wraps over 5 data files");
    assertEquals(33, gcm.path("maintenanceKmsCalls").asInt());
    assertTrue(gcm.path("pmeCheck").asText().startsWith("read 120527 rows"), gcm.toString());
    assertEquals(0, facts.get(0).path("writeKmsCalls").asInt(), "plaintext tables call no KMS");
    String md = IcebergFacts.markdown(s.file().rows(IcebergFacts.SECTION, IcebergFacts.Row.class));
    assertTrue(md.contains("| off | AES_GCM_V1 | 4 | 5 (5) | 4, 4 (8) |"), md);
  }

  /**
   * A recorded application with Comet beside Spark's engine (the smoke run's result.json: q03,
   * PLAINTEXT and AES_GCM_V1): rows per engine, the scans Comet ran natively in sparkComet, and the
   * report's table.
   */
  @Test
  void aRecordedCometApplicationGivesRowsPerEngineAndItsNativeScans() throws Exception {
    SparkMatrix m = SparkMatrix.defaults(org.pmebench.run.MeasurementProfile.SMOKE);
    m.modes = Arrays.asList("PLAINTEXT", "AES_GCM_V1");
    m.queries = Arrays.asList("q03");
    m.io = Arrays.asList("off");
    m.engines = SparkMatrix.ENGINES;
    SparkAppResult r;
    try (java.io.InputStream in =
        getClass().getResourceAsStream("/spark/comet-smoke.result.json")) {
      r = JSON.readValue(in, SparkAppResult.class);
    }
    Summary s = summary(dir, m, Arrays.asList(new SparkResultsJson.AppRun(1, r)));
    java.util.Set<String> rows = new java.util.TreeSet<String>();
    for (JsonNode o : s.overheads()) {
      rows.add(
          o.path("benchmark").asText().replaceFirst(".*\\.", "")
              + " "
              + o.path("params").path("query").asText("-")
              + " "
              + o.path("params").path("engine").asText());
    }
    assertTrue(
        rows.contains("query q03 comet")
            && rows.contains("query q03 jvm")
            && rows.contains("query geomean comet")
            && rows.contains("write - jvm")
            && !rows.contains("write - comet"),
        rows.toString());
    JsonNode comet = s.file().json.path("sparkComet");
    assertEquals(3, comet.size(), comet.toString());
    for (JsonNode c : comet) {
      assertEquals(3, c.path("scans").asInt(), c.toString());
      assertEquals(3, c.path("nativeScansMin").asInt(), "every scan native, PME or not: " + c);
    }
    String md =
        CometScans.markdown(
            s.file().rows(CometScans.SECTION, CometScans.Row.class), s.rows(), o -> "x");
    assertTrue(md.contains("| off | q03 | 3 of 3 | 3 of 3 | x | x |"), md);
  }

  /** Three applications with spark.io.encryption off, one per repetition. */
  private static List<SparkResultsJson.AppRun> offApplications(SparkMatrix m, long seed) {
    Random noise = new Random(seed);
    return applications(3, Arrays.asList("off"), (rep, io) -> app(io, noise, m));
  }

  /**
   * An application for each of {@code each} (io settings or providers) in turn, in each repetition
   * 1 to {@code repetitions}: what {@code make} gives for the repetition and that one.
   */
  private static List<SparkResultsJson.AppRun> applications(
      int repetitions,
      List<String> each,
      java.util.function.BiFunction<Integer, String, SparkAppResult> make) {
    List<SparkResultsJson.AppRun> runs = new ArrayList<SparkResultsJson.AppRun>();
    for (int rep = 1; rep <= repetitions; rep++) {
      for (String one : each) {
        runs.add(new SparkResultsJson.AppRun(rep, make.apply(rep, one)));
      }
    }
    return runs;
  }

  /**
   * {@code r} as the {@code io} session of repetition {@code rep}'s one application: named after
   * the repetition; only the io-off session writes the tables.
   */
  private static SparkAppResult session(SparkAppResult r, int rep, String io) {
    r.appName = "jdk17-spark-r" + rep;
    if (!"off".equals(io)) {
      r.writes.clear();
    }
    return r;
  }

  /** Task CPU in which GCM costs {@code gcm} (wall and process CPU keep their own factors). */
  private static SparkAppResult withTaskCpu(SparkAppResult r, SparkMatrix m, double gcm) {
    r.taskMetrics = true;
    for (SparkAppResult.QueryTimes t : r.queries.values()) {
      for (String md : m.applicationModes()) {
        List<Long> tasks = new ArrayList<Long>();
        for (long wall : t.wallNanos.get(md)) {
          double withoutMode =
              wall / (md.equals("AES_GCM_V1") ? 1.10 : md.equals("AES_GCM_CTR_V1") ? 1.05 : 1.0);
          tasks.add(Math.round(0.9 * withoutMode * (md.equals("AES_GCM_V1") ? gcm : 1.0)));
        }
        t.taskCpuNanos.put(md, tasks);
      }
    }
    for (SparkAppResult.Timing w : r.writes.values()) {
      w.taskCpuNanos = w.cpuNanos / 2;
    }
    return r;
  }

  @Test
  void cpuRatiosUseTheTasksCpuWhereEveryApplicationHasItAndSayWhichCpuTheyUse() throws Exception {
    SparkMatrix m = matrix();
    m.io = Arrays.asList("off");
    List<SparkResultsJson.AppRun> all = offApplications(m, 4);
    for (SparkResultsJson.AppRun a : all) {
      withTaskCpu(a.result, m, 1.04);
    }
    JsonNode tasks = summaryRows(m, all).get("query geomean off - AES_GCM_V1");
    assertEquals("tasks", tasks.path("params").path("cpu").asText());
    assertEquals(1.04, tasks.path("cpu").path("ratio").asDouble(), 0.01, "the tasks' CPU");
    assertEquals(1.10, tasks.path("ratio").asDouble(), 0.01, "wall time as before");

    all.get(1).result.taskMetrics = false;
    JsonNode process = summaryRows(m, all).get("query geomean off - AES_GCM_V1");
    assertEquals(
        "process",
        process.path("params").path("cpu").asText(),
        "one application without task metrics: every row falls back to the process's CPU, and says so");
    assertEquals(1.10, process.path("cpu").path("ratio").asDouble(), 0.01);
  }

  @Test
  void theGateComparesTheSparkRowsAndNamesAPmeRegression() throws Exception {
    SparkMatrix m = matrix();
    m.io = Arrays.asList("off", "jce");
    Path[] files = new Path[2];
    double[] gcm = {1.10, 1.40};
    for (int k = 0; k < 2; k++) {
      Random noise = new Random(10 + k);
      double cost = gcm[k];
      List<SparkResultsJson.AppRun> runs =
          applications(3, m.io, (rep, io) -> app(io, noise, m, cost));
      files[k] = dir.resolve("summary-" + k + ".json");
      summary(dir.resolve("run" + k), m, runs).write(files[k]);
    }
    Gate gate =
        Gate.compare(files[0], files[1], GateConfig.defaults(), false, Families.gateParts());
    assertFalse(gate.passed());
    boolean geomeanRegressed = false;
    for (Gate.Row row : gate.rows) {
      if (row.key.contains("SparkTpcds.query")
          && row.key.contains("query=geomean")
          && row.key.contains("AES_GCM_V1")
          && row.key.contains("io=off")) {
        geomeanRegressed = row.verdict == Gate.Verdict.REGRESSION;
      }
      if (row.key.contains("AES_GCM_CTR_V1") || row.key.contains("spark.io.encryption")) {
        assertFalse(row.fails, "unchanged layers pass: " + row.key + " " + row.reason);
      }
    }
    assertTrue(geomeanRegressed, gate.toMarkdown(GateConfig.defaults()));
  }
}
