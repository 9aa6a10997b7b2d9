package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * The calibration test runs first: its calibration is the one the class's other estimates find
 * cached.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class EstimateCommandTest {
  /** One calibration for the class: the first estimate makes it, the others find it cached. */
  @TempDir static Path cache;

  @TempDir Path dir;
  private String out;
  private String err;
  private Path plaintext;

  private int pmebench(String... args) {
    StringWriter o = new StringWriter();
    StringWriter e = new StringWriter();
    java.util.List<String> all = new java.util.ArrayList<String>(java.util.Arrays.asList(args));
    if ("estimate".equals(args[0]) && !all.contains("--calibration-cache")) {
      all.addAll(
          java.util.Arrays.asList(
              "--calibration-cache", cache.toString(), "--calibration-seconds", "0.05"));
    }
    int code =
        PmeBench.execute(
            new PrintWriter(o, true), new PrintWriter(e, true), all.toArray(new String[0]));
    out = o.toString();
    err = e.toString();
    return code;
  }

  @BeforeEach
  void files() {
    Path csv = dir.resolve("c.csv");
    assertEquals(
        0, pmebench("dataset", "--rows", "300", "--seed", "5", "--output", csv.toString()), err);
    plaintext = dir.resolve("p.parquet");
    assertEquals(
        0, pmebench("convert", csv.toString(), plaintext.toString(), "--encrypt", "none"), err);
  }

  @Test
  void aPlaintextFileGetsBothModesForReadsAndWritesAndItsColumnsRanked() {
    assertEquals(0, pmebench("estimate", plaintext.toString(), "--seconds", "0.05"), err);
    assertTrue(out.contains("19 column(s), 1 row group(s), "), out);
    assertTrue(out.contains("a plaintext read takes "), out);
    assertTrue(out.contains("| AES_GCM_V1 | "), out);
    assertTrue(out.contains("| AES_GCM_CTR_V1 | "), out);
    assertTrue(out.contains("Per column, AES_GCM_V1 read"), out);
    assertTrue(out.contains("| ticket_number | "), out);
  }

  @Test
  void theJsonHasEveryFileModeAndColumn() throws Exception {
    Path json = dir.resolve("estimate.json");
    com.fasterxml.jackson.databind.JsonNode root = estimateJson(json, plaintext, plaintext);
    assertEquals(2, root.path("files").size());
    com.fasterxml.jackson.databind.JsonNode file = root.path("files").get(0);
    assertEquals(19, file.path("encrypted").size());
    assertTrue(file.path("plaintextRead").path("millis").asDouble() > 0, file.toString());
    com.fasterxml.jackson.databind.JsonNode ctrRead =
        file.path("modes").path("AES_GCM_CTR_V1").path("read");
    assertTrue(
        ctrRead.path("ctrModules").asLong() > 0
            && ctrRead.path("crypto").path("millis").asDouble() > 0,
        ctrRead.toString());
    assertEquals(2 + 4 * 19, ctrRead.path("cipherObjects").asInt());
    // The extra CPU: the cipher price and the fitted work around each module and each of the 19
    // columns; its ± adds
    // the fit's misses.
    com.fasterxml.jackson.databind.JsonNode around = root.path("calibration").path("aroundRead");
    double crypto = ctrRead.path("crypto").path("millis").asDouble();
    double extra =
        crypto
            + (around.path("perModule").asDouble()
                        * (ctrRead.path("gcmModules").asLong()
                            + ctrRead.path("ctrModules").asLong())
                    + around.path("perByte").asDouble()
                        * (ctrRead.path("gcmBytes").asLong() + ctrRead.path("ctrBytes").asLong())
                    + around.path("perColumn").asDouble() * 19)
                / 1e6;
    // A short C1-only calibration (this build's) can fit anything, a negative extra too: the
    // arithmetic is what counts.
    double tolerance = 1e-9 * (Math.abs(extra) + crypto);
    assertEquals(
        extra, ctrRead.path("extra").path("millis").asDouble(), tolerance, ctrRead.toString());
    double fit =
        new org.apache.commons.math3.distribution.TDistribution(around.path("reads").size() - 3)
                .inverseCumulativeProbability(0.975)
            * around.path("relativeError").asDouble()
            * extra;
    double cryptoHalf = ctrRead.path("crypto").path("halfWidthMillis").asDouble();
    assertEquals(
        Math.sqrt(cryptoHalf * cryptoHalf + fit * fit),
        ctrRead.path("extra").path("halfWidthMillis").asDouble(),
        tolerance);
    assertEquals(
        extra / file.path("plaintextRead").path("millis").asDouble(),
        ctrRead.path("overhead").asDouble(),
        1e-9);
    assertEquals(19, file.path("perColumn").size());
    // 300 rows: no column of 1,000 values, so the read is as wide as the calibration's and nothing
    // is said.
    assertEquals(0, file.path("manyValueColumns").asInt(), file.toString());
    assertFalse(file.path("outsideCalibration").asBoolean(), file.toString());
    assertFalse(out.contains("outside the calibration"), out);
    assertTrue(
        root.path("calibration").path("provider").asText().startsWith("SunJCE"), root.toString());
  }

  @Test
  @Order(1)
  void theCalibrationIsMadeOnceInAJvmOfItsOwnPerProviderAndCachedUntilAskedAgain()
      throws Exception {
    Path own = cache;
    String[] estimate = estimateCalibratedIn(own);
    assertEquals(0, pmebench(estimate), err);
    assertTrue(
        out.contains("calibration: timing parquet's module ciphers and encrypted reads on Java "),
        out);
    java.util.List<Path> files = list(own);
    assertEquals(1, files.size(), files.toString());
    assertTrue(
        files.get(0).getFileName().toString().matches("jdk\\d+-SunJCE-[0-9a-f]{12}\\.json"),
        files.toString());
    com.fasterxml.jackson.databind.JsonNode made =
        new com.fasterxml.jackson.databind.ObjectMapper().readTree(files.get(0).toFile());
    assertEquals(10, made.path("batches").size(), made.toString());
    assertTrue(made.path("batches").get(0).path("gcmDecryptByte").asDouble() > 0, made.toString());
    assertTrue(made.path("provider").asText().startsWith("SunJCE"), made.toString());
    // The reads around the cipher calls: two modes at each page size, each with its rounds and its
    // miss.
    com.fasterxml.jackson.databind.JsonNode reads = made.path("aroundRead").path("reads");
    assertEquals(
        2 * ReadPathCalibration.LAYOUTS.length, reads.size(), made.path("aroundRead").toString());
    assertTrue(
        reads.get(0).path("rounds").asInt() >= 3
            && reads.get(0).path("modules").asLong() > reads.get(8).path("modules").asLong(),
        reads.toString());
    // Its key and record: the JVM's flags, the environment's included (this build's C1-only
    // JAVA_TOOL_OPTIONS
    // would make costs of another JVM), and the length asked for.
    String tool = System.getenv("JAVA_TOOL_OPTIONS");
    assertTrue(
        tool == null || made.path("jvmFlags").asText().contains("JAVA_TOOL_OPTIONS=" + tool.trim()),
        made.path("jvmFlags").asText());
    assertEquals(0.05, made.path("askedSeconds").asDouble(), 1e-12);
    // The host's speed on both sides of it, and the estimate's own beside them.
    assertEquals(2, made.path("hostGcmMegabytesPerSecond").size(), made.toString());
    assertTrue(
        made.path("hostGcmMegabytesPerSecond").get(0).asDouble() > 0
            && made.path("hostGcmMegabytesPerSecond").get(1).asDouble() > 0,
        made.toString());
    assertTrue(
        out.matches(
            "(?s).*\\nhost: SunJCE's 64 KiB AES-GCM runs at \\d+ MB/s here now, \\d+ and \\d+ MB/s "
                + "around the calibration: \\d\\.\\d\\d times its speed, .*"),
        out);
    // Its JVM checked the ciphers it prices before timing them: GCM from the provider, CTR from
    // whoever serves it.
    assertTrue(
        made.path("cipherCheck")
            .get(0)
            .asText()
            .startsWith("SunJCE AES/GCM/NoPadding: 1322 published vectors"),
        made.path("cipherCheck").toString());
    assertTrue(
        made.path("cipherCheck")
            .get(1)
            .asText()
            .startsWith("SunJCE AES/CTR/NoPadding: 12 published vectors"),
        made.path("cipherCheck").toString());
    assertEquals(0, pmebench(estimate), err);
    assertTrue(out.contains("(cached in " + files.get(0) + "; --recalibrate for a new one)"), out);
    // A second provider, then --recalibrate on it. Conscrypt: native code, so a calibration takes
    // half of a Java
    // provider's under the build's C1-only JVMs (3 s against SunJCE's 6 s and BC's 5 s here).
    String[] second = plus(estimate, "--provider=Conscrypt");
    assertEquals(0, pmebench(second), err);
    assertTrue(out.contains("calibration: timing"), out);
    java.util.List<Path> both = list(own);
    assertEquals(2, both.size(), "a calibration per provider: " + both);
    Path conscrypt = both.get(0).equals(files.get(0)) ? both.get(1) : both.get(0);
    String first =
        new com.fasterxml.jackson.databind.ObjectMapper()
            .readTree(conscrypt.toFile())
            .path("calibrated")
            .asText();
    assertEquals(0, pmebench(plus(second, "--recalibrate")), err);
    assertTrue(out.contains("calibration: timing"), out);
    assertFalse(
        first.equals(
            new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(conscrypt.toFile())
                .path("calibrated")
                .asText()),
        "made again");
    assertEquals(2, list(own).size(), "in the same file");
    // Another length is another calibration: the key holds it (named without making one, which
    // takes seconds).
    org.pmebench.jvm.JdkInfo jdk = firstJdk();
    CalibrationCache named = new CalibrationCache(own);
    assertEquals(files.get(0), named.file(jdk, "SunJCE", 0.05));
    assertFalse(named.file(jdk, "SunJCE", 0.05).equals(named.file(jdk, "SunJCE", 0.1)));
  }

  @Test
  @Order(2)
  void anotherMachinesCalibrationIsRefusedInOneLineUnlessAskedForAndThenSaid() throws Exception {
    Path own = dir.resolve("cache");
    java.nio.file.Files.createDirectories(own);
    com.fasterxml.jackson.databind.ObjectMapper json =
        new com.fasterxml.jackson.databind.ObjectMapper();
    Path file = null;
    for (Path f : list(cache)) {
      if (f.getFileName().toString().contains("-Conscrypt-")) {
        com.fasterxml.jackson.databind.node.ObjectNode costs =
            (com.fasterxml.jackson.databind.node.ObjectNode) json.readTree(f.toFile());
        assertEquals(
            org.pmebench.results.MachineInfo.current().id(),
            costs.path("machineId").asText(),
            "recorded");
        costs
            .put("machineId", "cpu-000000000000")
            .put("machine", "Elsewhere CPU (family 1, model 2)");
        file = own.resolve(f.getFileName());
        json.writeValue(file.toFile(), costs);
      }
    }
    String[] estimate =
        estimateCalibratedIn(
            own, "--provider", "Conscrypt", "--json", dir.resolve("e.json").toString());
    assertEquals(2, pmebench(estimate), out);
    assertTrue(
        err.contains(
            "was made on another machine (Elsewhere CPU (family 1, model 2) [cpu-000000000000]; "
                + "this is "),
        err);
    assertEquals(1, err.trim().split("\n").length, err);
    assertEquals(0, pmebench(plus(estimate, "--across-machines")), err);
    assertTrue(out.contains("calibration: ACROSS MACHINES, made on Elsewhere CPU"), out);
    assertTrue(
        json.readTree(dir.resolve("e.json").toFile()).path("acrossMachines").asBoolean(),
        "labelled");
    com.fasterxml.jackson.databind.node.ObjectNode older =
        (com.fasterxml.jackson.databind.node.ObjectNode) json.readTree(file.toFile());
    older.remove("machineId");
    json.writeValue(file.toFile(), older);
    assertEquals(0, pmebench(estimate), err);
    assertTrue(out.contains("does not say which machine made it; making one"), out);
    assertTrue(
        !json.readTree(dir.resolve("e.json").toFile()).path("acrossMachines").asBoolean(),
        "its own");
  }

  @Test
  void aCachedCalibrationWithoutItsMachineOrItsReadsIsOutdated() {
    org.pmebench.crypto.ModuleCosts cached = new org.pmebench.crypto.ModuleCosts();
    assertEquals("does not say which machine made it", CalibrationCache.outdated(cached));
    cached.machineId = "cpu-0c3cd4b67412";
    assertEquals(
        "prices the cipher calls alone (made before reads were calibrated)",
        CalibrationCache.outdated(cached));
    cached.aroundRead = new org.pmebench.crypto.AroundCipherCosts();
    assertEquals(null, CalibrationCache.outdated(cached));
    org.pmebench.crypto.AroundCipherCosts.Point read =
        new org.pmebench.crypto.AroundCipherCosts.Point();
    cached.aroundRead.reads.add(read);
    assertEquals(
        "does not record its reads' values a column (made before format 2)",
        CalibrationCache.outdated(cached));
    read.valuesPerColumn = 1;
    assertEquals(null, CalibrationCache.outdated(cached));
  }

  @Test
  void anotherRecordFormatIsAnotherCacheFile() {
    org.pmebench.jvm.JdkInfo jdk = firstJdk();
    CalibrationCache named = new CalibrationCache(dir);
    assertEquals(
        named.file(jdk, "SunJCE", 2, CalibrationCache.FORMAT), named.file(jdk, "SunJCE", 2));
    assertFalse(
        named
            .file(jdk, "SunJCE", 2, CalibrationCache.FORMAT - 1)
            .equals(named.file(jdk, "SunJCE", 2)));
  }

  /** The first JVM the suite would run on here. */
  private static org.pmebench.jvm.JdkInfo firstJdk() {
    return org.pmebench.run.JvmSelection.resolve(
            java.util.Collections.<String>emptyList(),
            System.getenv(),
            org.pmebench.run.SuiteHome.path())
        .jvms
        .values()
        .iterator()
        .next();
  }

  /** {@code args}, then {@code more}. */
  private static String[] plus(String[] args, String... more) {
    java.util.List<String> all = new java.util.ArrayList<String>(java.util.Arrays.asList(args));
    all.addAll(java.util.Arrays.asList(more));
    return all.toArray(new String[0]);
  }

  /**
   * The JSON of a 0.05-second estimate of {@code files} (files or table directories) written to
   * {@code json}; the estimate must succeed.
   */
  private com.fasterxml.jackson.databind.JsonNode estimateJson(Path json, Path... files)
      throws java.io.IOException {
    String[] names = new String[files.length];
    for (int i = 0; i < files.length; i++) {
      names[i] = files[i].toString();
    }
    String[] args = plus(new String[] {"estimate"}, names);
    assertEquals(0, pmebench(plus(args, "--seconds", "0.05", "--json", json.toString())), err);
    return new com.fasterxml.jackson.databind.ObjectMapper().readTree(json.toFile());
  }

  /**
   * A 0.05-second estimate of the plaintext file with a 0.05-second calibration cached in {@code
   * calibrations}, then {@code more}.
   */
  private String[] estimateCalibratedIn(Path calibrations, String... more) {
    return plus(
        new String[] {
          "estimate",
          plaintext.toString(),
          "--seconds",
          "0.05",
          "--calibration-cache",
          calibrations.toString(),
          "--calibration-seconds",
          "0.05"
        },
        more);
  }

  private static java.util.List<Path> list(Path dir) throws java.io.IOException {
    try (java.util.stream.Stream<Path> s = java.nio.file.Files.list(dir)) {
      return s.sorted().collect(java.util.stream.Collectors.toList());
    }
  }

  @Test
  void aDirectoryIsOneTableItsModulesCountedOverEveryFile() throws Exception {
    Path table = dir.resolve("t");
    java.nio.file.Files.createDirectories(table);
    java.nio.file.Files.copy(plaintext, table.resolve("part-00000.parquet"));
    java.nio.file.Files.copy(plaintext, table.resolve("part-00001.parquet"));
    Path json = dir.resolve("table.json");
    com.fasterxml.jackson.databind.JsonNode root = estimateJson(json, plaintext, table);
    com.fasterxml.jackson.databind.JsonNode one = root.path("files").get(0);
    com.fasterxml.jackson.databind.JsonNode two = root.path("files").get(1);
    assertEquals(2, two.path("parquetFiles").asInt());
    assertEquals(
        2 * one.path("modes").path("AES_GCM_V1").path("read").path("gcmBytes").asLong(),
        two.path("modes").path("AES_GCM_V1").path("read").path("gcmBytes").asLong());
    assertEquals(
        2 * (2 + 4 * 19),
        two.path("modes").path("AES_GCM_V1").path("write").path("cipherObjects").asInt());
    assertTrue(out.contains(table + ": 2 files, 19 column(s), 2 row group(s), "), out);
  }

  @Test
  void aTableOnS3IsEstimatedThroughS3aAsTheSameTableHere() throws Exception {
    Path json = dir.resolve("s3.json");
    try (org.pmebench.family.s3.S3ProxyServer server =
        org.pmebench.family.s3.S3ProxyServer.start(
            org.pmebench.family.s3.S3ProxyServer.jarIn(java.nio.file.Paths.get(".")),
            org.pmebench.family.s3.S3ProxyServer.currentJava(),
            dir.resolve("s3"),
            0)) {
      org.apache.hadoop.conf.Configuration conf =
          server.endpoint().configure(new org.apache.hadoop.conf.Configuration());
      org.apache.hadoop.fs.Path table = new org.apache.hadoop.fs.Path("s3a://pmebench/orders/");
      table
          .getFileSystem(conf)
          .copyFromLocalFile(
              new org.apache.hadoop.fs.Path(plaintext.toUri()),
              new org.apache.hadoop.fs.Path(table, "part-0.parquet"));
      java.util.List<String> args =
          new java.util.ArrayList<String>(
              java.util.Arrays.asList(
                  "estimate",
                  plaintext.toString(),
                  table.toString(),
                  "--seconds",
                  "0.05",
                  "--json",
                  json.toString()));
      for (String key :
          new String[] {
            "fs.s3a.endpoint",
            "fs.s3a.access.key",
            "fs.s3a.secret.key",
            "fs.s3a.path.style.access",
            "fs.s3a.endpoint.region",
            "fs.s3a.connection.ssl.enabled"
          }) {
        args.add("--hadoop-conf=" + key + "=" + conf.get(key));
      }
      assertEquals(0, pmebench(args.toArray(new String[0])), err);
    }
    com.fasterxml.jackson.databind.JsonNode files =
        new com.fasterxml.jackson.databind.ObjectMapper().readTree(json.toFile()).path("files");
    assertEquals("s3a://pmebench/orders", files.get(1).path("file").asText().replaceAll("/$", ""));
    assertEquals(
        files
            .get(0)
            .path("modes")
            .toString()
            .replaceAll("\"(crypto|extra)\":\\{[^}]*\\}", "")
            .replaceAll("\"overhead\":[0-9.E-]+", ""),
        files
            .get(1)
            .path("modes")
            .toString()
            .replaceAll("\"(crypto|extra)\":\\{[^}]*\\}", "")
            .replaceAll("\"overhead\":[0-9.E-]+", ""),
        "the same modules counted through S3A as here");
    assertEquals(PmeBench.EXIT_USAGE, pmebench("estimate", "nosuch://bucket/t"));
    assertEquals(
        "pmebench: nosuch://bucket/t: no Hadoop file system for scheme 'nosuch' here (pmebench brings file: "
            + "and s3a:; put another's connector on the class path)",
        err.trim());
  }

  @Test
  void aDirectoryIsItsParquetFilesWithoutMarkers() throws Exception {
    Path table = dir.resolve("t");
    java.nio.file.Files.createDirectories(table.resolve("year=2026"));
    java.nio.file.Files.copy(plaintext, table.resolve("year=2026/part-00000.parquet"));
    java.nio.file.Files.copy(plaintext, table.resolve("part-00001.parquet"));
    java.nio.file.Files.createFile(table.resolve("_SUCCESS"));
    java.nio.file.Files.createFile(table.resolve(".part-00002.parquet.crc"));
    assertEquals(
        java.util.Arrays.asList(
            table.resolve("part-00001.parquet").toString(),
            table.resolve("year=2026/part-00000.parquet").toString()),
        org.pmebench.userfiles.TableFiles.of(
                table.toString(), new org.apache.hadoop.conf.Configuration(false))
            .names);
    // The same table as a Hadoop path: the same files, listed through Hadoop's file system.
    assertEquals(
        java.util.Arrays.asList(
            table.resolve("part-00001.parquet").toUri().toString().replace("file:///", "file:/"),
            table
                .resolve("year=2026/part-00000.parquet")
                .toUri()
                .toString()
                .replace("file:///", "file:/")),
        org.pmebench.userfiles.TableFiles.of(
                table.toUri().toString(), new org.apache.hadoop.conf.Configuration())
            .names);
  }

  @Test
  void aSampleIsEvenlySpacedRowGroupsOfAboutTheBudgetAndNoneForASmallFile() {
    java.util.List<Long> tenOf100 = java.util.Collections.nCopies(10, 100L);
    assertEquals(null, EstimateCommand.sample(tenOf100, 1000));
    assertEquals(
        new java.util.TreeSet<Integer>(java.util.Arrays.asList(0, 2, 5, 7)),
        EstimateCommand.sample(tenOf100, 400));
    assertEquals(
        java.util.Collections.singleton(0), EstimateCommand.sample(tenOf100, 10), "at least one");
    assertEquals(
        null,
        EstimateCommand.sample(java.util.Collections.singletonList(5000L), 10),
        "one row group: all");
  }

  @Test
  void aColumnSetIsEstimatedAsAWhole() {
    assertEquals(
        0,
        pmebench(
            "estimate",
            plaintext.toString(),
            "--encrypt",
            "ticket_number,vin",
            "--seconds",
            "0.05",
            "--replay"),
        err);
    assertTrue(
        out.contains("encrypting ticket_number, vin, every column under a key of its own"), out);
    assertEquals(
        2,
        out.split("\\|   replayed \\| the same modules through parquet's ciphers \\| ", -1).length
            - 1,
        "the replay beside each mode's calibrated price: " + out);
    assertTrue(!out.contains("Per column"), out);
  }

  @Test
  void aReadWiderThanTheCalibrationsIsSaidToBeOutsideIt() throws Exception {
    // R7 at 2,000 rows: eight columns of 2,000 values each, compressed or not.
    Path r7 = dir.resolve("r7.parquet");
    assertEquals(
        0, pmebench("dataset", "--table", "R7", "--rows", "2000", "--output", r7.toString()), err);
    Path json = dir.resolve("wide.json");
    com.fasterxml.jackson.databind.JsonNode file = estimateJson(json, r7).path("files").get(0);
    assertEquals(8, file.path("manyValueColumns").asInt(), file.toString());
    // This class's calibration is short: its tables are cut to 256 rows, no column of them 1,000
    // values.
    assertEquals(0, file.path("calibratedManyValueColumns").asInt(), file.toString());
    assertTrue(file.path("outsideCalibration").asBoolean(), file.toString());
    assertTrue(
        out.contains(
            "outside the calibration: a read decodes 8 encrypted columns of 1,000 values or more "
                + "side by side, the calibration's reads 0 at most."),
        out);
    assertTrue(out.contains("the extra CPU can miss in either direction by more than its ±."), out);
  }

  @Test
  void badInputIsOneLineAndExitTwo() {
    Path json = dir.resolve("never.json");
    assertEquals(
        PmeBench.EXIT_USAGE,
        pmebench("estimate", plaintext.toString(), "--encrypt", "ssn", "--json", json.toString()));
    assertTrue(!java.nio.file.Files.exists(json), "nothing written for bad input");
    assertTrue(
        err.startsWith(
            "pmebench: " + plaintext + ": no column 'ssn'; its columns: ticket_number, "),
        err);
    Path encrypted = dir.resolve("e.parquet");
    assertEquals(
        0,
        pmebench(
            "convert", dir.resolve("c.csv").toString(), encrypted.toString(), "--key-seed", "3"));
    assertEquals(PmeBench.EXIT_USAGE, pmebench("estimate", encrypted.toString()));
    assertEquals(
        "pmebench: "
            + encrypted
            + ": encrypted (an encrypted footer, PARE): give the plaintext file, the suite encrypts it",
        err.trim());
    assertEquals(PmeBench.EXIT_USAGE, pmebench("estimate", dir.resolve("none.parquet").toString()));
    assertTrue(err.contains("none.parquet: no such file or directory"), err);
    Path empty = dir.resolve("table");
    assertEquals(true, empty.toFile().mkdir());
    assertEquals(PmeBench.EXIT_USAGE, pmebench("estimate", empty.toString()));
    assertEquals("pmebench: " + empty + ": a directory with no .parquet file", err.trim());
    assertEquals(PmeBench.EXIT_USAGE, pmebench("estimate", plaintext.toString(), "--seconds", "0"));
    assertEquals("pmebench: invalid --seconds 0.0; use 0.05 to 600", err.trim());
    assertEquals(
        PmeBench.EXIT_USAGE,
        pmebench("estimate", plaintext.toString(), "--provider", "commons-crypto"));
    assertEquals(
        "pmebench: --provider commons-crypto: not a JCA provider, and parquet's PME takes its ciphers from "
            + "JCA; use one of SunJCE, BC, ACCP, Conscrypt",
        err.trim());
    assertEquals(
        PmeBench.EXIT_USAGE, pmebench("estimate", plaintext.toString(), "--provider", "Foo"));
    assertTrue(err.startsWith("pmebench: --provider: unknown provider 'Foo'; allowed: "), err);
  }
}
