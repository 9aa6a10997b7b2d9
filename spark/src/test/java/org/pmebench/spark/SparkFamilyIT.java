package org.pmebench.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The spark family end to end, as a user runs it: {@code pmebench run --families spark} from the
 * built jars (target/benchmarks.jar starting target/spark-bench.jar applications), at the smoke
 * profile's tiny scale factor and two queries.
 */
class SparkFamilyIT {
  private static final Path HOME = Paths.get(System.getProperty("pmebench.home", "..")).toAbsolutePath().normalize();
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir
  Path dir;

  static final class Result {
    int status;
    String out;
  }

  private Result pmebench(String... args) throws Exception {
    List<String> cmd = new ArrayList<String>(Arrays.asList(Paths.get(System.getProperty("java.home"), "bin", "java")
        .toString(), "-Dpmebench.home=" + HOME, "-cp", HOME.resolve("target").resolve("benchmarks.jar").toString(),
        "org.pmebench.cli.PmeBench"));
    cmd.addAll(Arrays.asList(args));
    Path log = dir.resolve("pmebench-" + System.nanoTime() + ".log");
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    Result r = new Result();
    r.status = p.waitFor();
    // The JVM's own note on the build's JAVA_TOOL_OPTIONS (see the parent pom) is not the suite's output.
    r.out = new String(Files.readAllBytes(log), StandardCharsets.UTF_8)
        .replaceFirst("^Picked up JAVA_TOOL_OPTIONS: .*\n", "");
    return r;
  }

  /**
   * One run for two behaviours (each Spark application takes half a minute here): every layer is
   * measured, profiled in situ and summarized, and the configuration that fails (OpenSSL from a library that is not
   * one) is named while the others go on: the application drops that setting's session, the stream
   * benchmark that cipher. PME with AES_GCM_V1 only: the summary's layers do not
   * depend on the mode, and EncryptedTablesTest writes and reads AES_GCM_CTR_V1 tables in Spark.
   */
  @Test
  void aSmokeRunMeasuresEveryLayerNamesTheConfigurationThatFailsAndWritesSummaryAndReport() throws Exception {
    Path fake = Files.createDirectories(dir.resolve("not-openssl"));
    Files.write(fake.resolve("libcrypto.so"), new byte[] {1, 2, 3});
    Path run = dir.resolve("run");
    Result r = pmebench("run", "--families=spark", "--profile=smoke", "--spark-io=off,jce,openssl",
        "--spark-modes=PLAINTEXT,AES_GCM_V1",
        "--spark-openssl=" + fake, "--output=" + run);
    assertEquals(1, r.status, r.out);
    assertTrue(r.out.contains("-spark-io-openssl-r1: commons-crypto has no org.apache.commons.crypto.cipher.OpenSslCipher here"),
        r.out);
    assertTrue(r.out.contains("jdk") && r.out.contains("-spark-r1: starting (spark.io.encryption off, jce, openssl, "
        + "control in turn"), r.out);
    assertTrue(r.out.contains("round 1/1 [io jce] q03"), "progress per query: " + r.out);
    JsonNode summary = JSON.readTree(run.resolve("summary.json").toFile());
    Set<String> layers = new HashSet<String>();
    for (JsonNode o : summary.path("overheads")) {
      JsonNode p = o.path("params");
      layers.add(o.path("encryption").asText() + " " + p.path("query").asText("write") + " " + p.path("io").asText()
          + (p.has("pme") ? " " + p.path("pme").asText() : ""));
      assertTrue(o.path("ratio").asDouble() > 0, o.toString());
      assertFalse("openssl".equals(p.path("io").asText()), "nothing from the failed configuration: " + o);
    }
    for (String expected : new String[] {"AES_GCM_V1 q03 off", "AES_GCM_V1 scan_sales jce", "AES_GCM_V1 geomean off",
        "AES_GCM_V1 total jce", "AES_GCM_V1 write off", "spark.io.encryption geomean jce PLAINTEXT",
        "spark.io.encryption q03 jce AES_GCM_V1", "AES_GCM_V1 parking_fines off", "spark.io.encryption total jce ALL"}) {
      assertTrue(layers.contains(expected), expected + " in " + layers);
    }
    assertFalse(layers.toString().contains(" control"), "the io A/A session is no layer of its own: " + layers);
    for (JsonNode o : summary.path("overheads")) {
      if ("spark.io.encryption".equals(o.path("encryption").asText())) {
        assertTrue(o.path("control").isObject(), "every io row has its A/A (a second off session): " + o);
      }
    }
    String report = new String(Files.readAllBytes(run.resolve("report.md")), StandardCharsets.UTF_8);
    assertTrue(report.contains("### What PME and spark.io.encryption cost a TPC-DS query mix (Spark)"), report);
    assertTrue(report.contains("## Spark: TPC-DS queries through Spark SQL"), report);
    assertTrue(Files.exists(run.resolve("charts").resolve("spark-pme-overhead.png")));
    assertTrue(Files.exists(run.resolve("spark-overhead.md")));
    JsonNode manifest = JSON.readTree(run.resolve("run.json").toFile());
    assertEquals("complete except 2 skipped run(s)", manifest.path("status").asText(), manifest.toString());
    assertTrue(r.out.contains("-spark-streams-openssl: cipher=openssl: the streams get none ("), "the stream "
        + "benchmark refuses to measure JCE under OpenSSL's name: " + r.out);
    assertTrue(summary.path("sparkStreamCosts").has("jce") && summary.path("sparkStreamCosts").has("default"),
        summary.path("sparkStreamCosts").toString());
    // The in-situ profile: the measured settings that encrypt (not the failed one), the agent from the suite's jar.
    JsonNode profile = summary.path("sparkStreamProfile");
    assertTrue(profile.path("jce").path("querySamples").asLong() > 0 && profile.path("jce").path("streamSamples")
        .asLong() > 0 && !profile.has("openssl"), profile.toString());
    assertTrue(report.contains("Where the crypto streams spend CPU inside Spark"), report);
    try (java.util.stream.Stream<Path> files = Files.list(run.resolve("spark"))) {
      assertEquals(1, files.filter(f -> f.getFileName().toString().endsWith("-spark-profile-jce.profile.json")).count(),
          "the profile's row kept for a rebuild");
    }
    assertFalse(Files.exists(run.resolve("spark").resolve("libasyncProfiler.so")), "the extracted agent is removed");
    assertFalse(Files.exists(run.resolve("spark-work")) && new File(run.resolve("spark-work").toString()).list().length > 0,
        "every application deletes its tables");
  }

  /**
   * The user's table and query in place of TPC-DS's, from the command line to the report, with
   * SunJCE and Bouncy Castle FIPS (from its own jar) each in an application of its own, checked in
   * the driver and the executor.
   */
  @Test
  void theUsersTableAndQueryRunInPairsWithEachProviderAndReportAsTheirs() throws Exception {
    Path orders = dir.resolve("orders.parquet");
    Result d = pmebench("dataset", "--table=orders", "--rows=5000", "--output=" + orders);
    assertEquals(0, d.status, d.out);
    Path sql = Files.write(dir.resolve("cards_by_zip.sql"), ("-- cards per zip\nSELECT address.zip, "
        + "count(DISTINCT card_number) AS cards FROM orders GROUP BY address.zip;\n").getBytes(StandardCharsets.UTF_8));
    Path run = dir.resolve("user-run");
    Result r = pmebench("run", "--families=spark", "--profile=smoke", "--spark-io=off",
        "--spark-modes=PLAINTEXT,AES_GCM_V1", "--spark-tables=orders=" + orders, "--spark-sql=" + sql,
        "--spark-columns=card_number,address", "--providers=SunJCE,BCFIPS", "--provider-jar=" + HOME.resolve("target")
            .resolve("providers").resolve("bc-fips-2.1.3.jar"), "--provider-class=org.bouncycastle.jcajce.provider."
            + "BouncyCastleFipsProvider", "--output=" + run);
    assertEquals(0, r.status, r.out);
    assertTrue(r.out.contains("provider BCFIPS: right answers on the driver and 1 executor(s): BCFIPS (")
        && r.out.contains("provider SunJCE: right answers on the driver and 1 executor(s)"), r.out);
    assertTrue(r.out.contains("spark: your tables orders, 1 queries") && r.out.contains("card_number,address "
        + "columns encrypted"), r.out);
    JsonNode summary = JSON.readTree(run.resolve("summary.json").toFile());
    Set<String> rows = new HashSet<String>();
    for (JsonNode o : summary.path("overheads")) {
      JsonNode p = o.path("params");
      rows.add(o.path("encryption").asText() + " " + p.path("query").asText() + " " + p.path("tables").asText() + " "
          + p.path("pmeColumns").asText() + " " + p.path("provider").asText());
      assertFalse(p.has("scale"), "no TPC-DS scale: " + o);
    }
    assertTrue(rows.contains("AES_GCM_V1 cards_by_zip orders card_number,address SunJCE")
        && rows.contains("AES_GCM_V1 cards_by_zip orders card_number,address BCFIPS"), rows.toString());
    String report = new String(Files.readAllBytes(run.resolve("report.md")), StandardCharsets.UTF_8);
    assertTrue(report.contains("## Spark: your queries through Spark SQL") && report.contains("Your tables orders, "
        + "columns card_number, address encrypted"), report);
  }

  /** Iceberg tables from the command line to the report: PME data files, AGS1 manifests, KMS calls per table. */
  @Test
  void icebergTablesAreEncryptedByIcebergAndTheirKmsCallsAndMaintenanceReported() throws Exception {
    Path run = dir.resolve("iceberg-run");
    Result r = pmebench("run", "--families=spark", "--profile=smoke", "--spark-format=iceberg", "--spark-io=off",
        "--spark-queries=q03", "--no-spark-profile", "--output=" + run);
    assertEquals(0, r.status, r.out);
    assertTrue(r.out.contains("Iceberg tables (Hive catalog, embedded metastore)") && r.out.contains("maintained "),
        r.out);
    JsonNode summary = JSON.readTree(run.resolve("summary.json").toFile());
    Set<String> rows = new HashSet<String>();
    for (JsonNode o : summary.path("overheads")) {
      rows.add(o.path("benchmark").asText().replaceFirst(".*\\.", "") + " " + o.path("params").path("format").asText());
    }
    assertTrue(rows.contains("query iceberg") && rows.contains("write iceberg") && rows.contains("maintenance iceberg"),
        rows.toString());
    int modes = 0;
    for (JsonNode f : summary.path("sparkIceberg")) {
      modes++;
      boolean encrypted = "AES_GCM_V1".equals(f.path("mode").asText());
      double files = f.path("dataFiles").asDouble();
      assertTrue(files > 0, f.toString());
      assertEquals(encrypted ? files : 0, f.path("pmeDataFiles").asDouble(), f.toString());
      assertEquals(encrypted ? f.path("manifests").asDouble() + f.path("manifestLists").asDouble() : 0,
          f.path("encryptedMetadataFiles").asDouble(), f.toString());
      assertEquals(encrypted ? f.path("tables").asDouble() : 0, f.path("writeKmsCalls").asDouble(),
          "one KMS wrap per encrypted table, none per file: " + f);
      if (encrypted) {
        assertTrue(f.path("pmeCheck").asText().startsWith("read "), f.toString());
      }
    }
    assertEquals(3, modes, summary.path("sparkIceberg").toString());
    String report = new String(Files.readAllBytes(run.resolve("report.md")), StandardCharsets.UTF_8);
    assertTrue(report.contains("#### Iceberg tables: files, encryption and KMS calls") && report.contains(
        "table maintenance"), report);
    String key = org.pmebench.crypto.kms.KmsEncryption.demoKeyList(42).split(",")[0].split(":")[1].trim();
    try (java.util.stream.Stream<Path> files = Files.walk(run)) {
      for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
        assertFalse(new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1).contains(key),
            "no master key in " + f);
      }
    }
  }

  /**
   * Comet beside Spark's engine, from the command line to the report: every query on both engines and
   * both modes' tables, the same rows from each, the scans of Comet's plans counted, PME's rows on each engine.
   */
  @Test
  void cometRunsBesideSparksEngineAndItsNativeScansAreCounted() throws Exception {
    Path run = dir.resolve("comet-run");
    Result r = pmebench("run", "--families=spark", "--profile=smoke", "--spark-engine=comet", "--spark-io=off",
        "--spark-modes=PLAINTEXT,AES_GCM_V1", "--spark-queries=q03,parking_fines", "--no-spark-profile",
        "--output=" + run);
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
    Result wrong = pmebench("run", "--families=spark", "--profile=smoke", "--spark-engine=comet", "--spark-io=off",
        "--spark-modes=PLAINTEXT,AES_GCM_V1", "--spark-queries=scan_sales", "--no-spark-profile",
        "--output=" + dir.resolve("comet-wrong"));
    assertEquals(1, wrong.status, wrong.out);
    assertTrue(wrong.out.contains("query scan_sales returns other rows on ") && wrong.out.contains("+comet tables")
        && wrong.out.contains("(1 rows vs 1; first difference: "), wrong.out);
  }

  @Test
  void anUnreachableMasterFailsBeforeAnythingRuns() throws Exception {
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    Path run = dir.resolve("run");
    Result r = pmebench("run", "--families=spark", "--spark-master=spark://127.0.0.1:" + port, "--output=" + run);
    assertEquals(2, r.status, r.out);
    assertTrue(r.out.startsWith("pmebench: spark master spark://127.0.0.1:" + port + " cannot be reached: "), r.out);
    assertEquals(1, r.out.trim().split("\n").length, r.out);
    assertFalse(Files.exists(run));
  }
}
