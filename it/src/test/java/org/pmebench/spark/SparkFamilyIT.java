package org.pmebench.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.File;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pmebench.PmeBenchProcess;

/**
 * The spark family end to end, as a user runs it: {@code pmebench run --families=spark} from the
 * built jars (target/benchmarks.jar starting target/spark-bench.jar applications), at the smoke
 * profile's tiny scale factor. Its other end-to-end runs, each a class of its own so that the build
 * runs them beside each other: {@link SparkUserTablesIT}, {@link SparkIcebergIT}, {@link
 * SparkCometIT}.
 */
class SparkFamilyIT extends SparkEndToEnd {
  /**
   * One run for two behaviours (each Spark application takes half a minute here): every layer is
   * measured, profiled in situ and summarized, and the configuration that fails (OpenSSL from a
   * library that is not one) is named while the others go on: the application drops that setting's
   * session, the stream benchmark that cipher. PME with AES_GCM_V1 only: the summary's layers do
   * not depend on the mode, and EncryptedTablesTest writes and reads AES_GCM_CTR_V1 tables in
   * Spark.
   */
  @Test
  void aSmokeRunMeasuresEveryLayerNamesTheConfigurationThatFailsAndWritesSummaryAndReport()
      throws Exception {
    Path fake = Files.createDirectories(dir.resolve("not-openssl"));
    Files.write(fake.resolve("libcrypto.so"), new byte[] {1, 2, 3});
    Path run = dir.resolve("run");
    PmeBenchProcess r =
        smokeRun(
            run,
            "--spark-io=off,jce,openssl",
            "--spark-modes=PLAINTEXT,AES_GCM_V1",
            "--spark-openssl=" + fake);
    assertEquals(1, r.status, r.out);
    assertTrue(
        r.out.contains(
            "-spark-io-openssl-r1: commons-crypto has no org.apache.commons.crypto.cipher.OpenSslCipher here"),
        r.out);
    assertTrue(
        r.out.contains("jdk")
            && r.out.contains(
                "-spark-r1: starting (spark.io.encryption off, jce, openssl, " + "control in turn"),
        r.out);
    assertTrue(r.out.contains("round 1/1 [io jce] q03"), "progress per query: " + r.out);
    assertTrue(
        r.out.contains(
            "-spark-profile-jce: where spark.io.encryption jce spends CPU in Spark (async-profiler, "
                + "PLAINTEXT tables, 0 + 4 rounds;"),
        "the profile runs 4 rounds where the run has 1: " + r.out);
    JsonNode summary = JSON.readTree(run.resolve("summary.json").toFile());
    Set<String> layers = new HashSet<String>();
    for (JsonNode o : summary.path("overheads")) {
      JsonNode p = o.path("params");
      layers.add(
          o.path("encryption").asText()
              + " "
              + p.path("query").asText("write")
              + " "
              + p.path("io").asText()
              + (p.has("pme") ? " " + p.path("pme").asText() : ""));
      assertTrue(o.path("ratio").asDouble() > 0, o.toString());
      assertFalse(
          "openssl".equals(p.path("io").asText()), "nothing from the failed configuration: " + o);
    }
    for (String expected :
        new String[] {
          "AES_GCM_V1 q03 off",
          "AES_GCM_V1 scan_sales jce",
          "AES_GCM_V1 geomean off",
          "AES_GCM_V1 total jce",
          "AES_GCM_V1 write off",
          "spark.io.encryption geomean jce PLAINTEXT",
          "spark.io.encryption q03 jce AES_GCM_V1",
          "AES_GCM_V1 parking_fines off",
          "spark.io.encryption total jce ALL"
        }) {
      assertTrue(layers.contains(expected), expected + " in " + layers);
    }
    assertFalse(
        layers.toString().contains(" control"),
        "the io A/A session is no layer of its own: " + layers);
    for (JsonNode o : summary.path("overheads")) {
      if ("spark.io.encryption".equals(o.path("encryption").asText())) {
        assertTrue(
            o.path("control").isObject(), "every io row has its A/A (a second off session): " + o);
      }
    }
    String report =
        new String(Files.readAllBytes(run.resolve("report.md")), StandardCharsets.UTF_8);
    assertTrue(
        report.contains("### What PME and spark.io.encryption cost a TPC-DS query mix (Spark)"),
        report);
    assertTrue(report.contains("## Spark: TPC-DS queries through Spark SQL"), report);
    assertTrue(Files.exists(run.resolve("charts").resolve("spark-pme-overhead.png")));
    assertTrue(Files.exists(run.resolve("spark-overhead.md")));
    JsonNode manifest = JSON.readTree(run.resolve("run.json").toFile());
    assertEquals(
        "complete except 2 skipped run(s)", manifest.path("status").asText(), manifest.toString());
    assertTrue(
        r.out.contains("-spark-streams-openssl: cipher=openssl: the streams get none ("),
        "the stream " + "benchmark refuses to measure JCE under OpenSSL's name: " + r.out);
    assertTrue(
        summary.path("sparkStreamCosts").has("jce")
            && summary.path("sparkStreamCosts").has("default"),
        summary.path("sparkStreamCosts").toString());
    // The in-situ profile: the measured settings that encrypt (not the failed one), the agent from
    // the suite's jar.
    JsonNode profile = summary.path("sparkStreamProfile");
    assertTrue(
        profile.path("jce").path("querySamples").asLong() > 0
            && profile.path("jce").path("streamSamples").asLong() > 0
            && !profile.has("openssl"),
        profile.toString());
    assertTrue(report.contains("Where the crypto streams spend CPU inside Spark"), report);
    try (java.util.stream.Stream<Path> files = Files.list(run.resolve("spark"))) {
      assertEquals(
          1,
          files
              .filter(f -> f.getFileName().toString().endsWith("-spark-profile-jce.profile.json"))
              .count(),
          "the profile's row kept for a rebuild");
    }
    assertFalse(
        Files.exists(run.resolve("spark").resolve("libasyncProfiler.so")),
        "the extracted agent is removed");
    assertFalse(
        Files.exists(run.resolve("spark-work"))
            && new File(run.resolve("spark-work").toString()).list().length > 0,
        "every application deletes its tables");
  }

  @Test
  void anUnreachableMasterFailsBeforeAnythingRuns() throws Exception {
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    Path run = dir.resolve("run");
    PmeBenchProcess r =
        PmeBenchProcess.run(
            dir,
            "run",
            "--families=spark",
            "--spark-master=spark://127.0.0.1:" + port,
            "--output=" + run);
    assertEquals(2, r.status, r.out);
    assertTrue(
        r.out.startsWith(
            "pmebench: spark master spark://127.0.0.1:" + port + " cannot be reached: "),
        r.out);
    assertEquals(1, r.out.trim().split("\n").length, r.out);
    assertFalse(Files.exists(run));
  }
}
