package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pmebench.run.SuiteVersion;

public class RunCommandTest extends CommandTest {

  public static String currentMajor() {
    String spec = System.getProperty("java.specification.version");
    return spec.startsWith("1.") ? spec.substring(2) : spec;
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "--providers=SunJCE,OpenSSL | pmebench: unknown provider 'OpenSSL'; allowed: SunJCE, BC, ACCP, Conscrypt, commons-crypto",
        "--providers=commons-crypto | pmebench: --providers commons-crypto: the file families need a JCA provider (PME gets its ciphers from javax.crypto.Cipher); allowed there: SunJCE, BC, ACCP, Conscrypt",
        "--sizes=1KiB,3GiB | pmebench: chunk size '3GiB' is too large; the maximum is 1GiB",
        "--sizes=12 | pmebench: invalid chunk size '12'; use a whole number with B, KiB, MiB or GiB, e.g. 16B, 64KiB, 4MiB",
        "--threads=0 | pmebench: invalid thread count 0; use 1 to 256",
        "--algorithms=ccm | pmebench: unknown algorithm 'ccm'; allowed: gcm, ctr",
        "--variants=aesni-off | pmebench: unknown JVM variant 'aesni-off'; allowed: intrinsics-on, intrinsics-off",
        "--profile=huge | pmebench: unknown profile 'huge'; allowed: first, smoke, quick, ci, standard, full",
        "--key-bits=512 | pmebench: invalid key length 512; allowed: 128, 192, 256",
        "--families=cipher,hsm | pmebench: unknown benchmark family 'hsm'; allowed: cipher, parquet, parking, files, kms, spark, s3, peers",
        "--specs=R1,R8 | pmebench: unknown workload id 'R8'; allowed: R1, R2, R3, R4, R5, R6, R7, W1, W2, W3, W4, W5, W6, W7",
        "--modes=AES_GCM_V2 | pmebench: unknown encryption mode 'AES_GCM_V2'; allowed: PLAINTEXT, AES_GCM_V1, AES_GCM_CTR_V1",
        "--rows=0 | pmebench: invalid --rows 0; use 1 to 1500000 (rows are built in memory before timing)",
        "--rows=-5 | pmebench: invalid --rows -5; use 1 to 1500000 (rows are built in memory before timing)",
        "--jvm=/no/such/jdk | pmebench: --jvm /no/such/jdk: no java executable at /no/such/jdk",
        "--jvm=99 | pmebench: --jvm 99: no Java 99 found; set JAVA99_HOME or pass its path (see pmebench jvms)",
        "--pairing=twin | pmebench: unknown pairing 'twin'; allowed: interleaved, separate, duet",
        "--precision=tight | pmebench: invalid --precision 'tight'; give points of overhead for reads and writes, e.g. 1 "
            + "or 1,1.5 (or off)",
        "--precision=0 | pmebench: invalid --precision '0'; each half-width must be from 0.05 to 50 points",
        "--precision=1,2,3 | pmebench: invalid --precision '1,2,3'; give points of overhead for reads and writes, e.g. 1 "
            + "or 1,1.5 (or off)",
        "--precision=1 --budget=soon | pmebench: invalid --budget 'soon'; give a duration, e.g. 3m30s, 5m or 300",
        "--precision=1 --budget=5 | pmebench: invalid --budget 5; use 10 to 604800 seconds",
        "--profile=ci --budget=5m | pmebench: --budget limits the forks --precision adds: give --precision too (e.g. "
            + "--precision 1,1.5)",
        "--precision=1 --pairing=separate | pmebench: --precision adds forks to interleaved rounds, whose forks are the "
            + "replicates: leave --pairing at interleaved",
        "--precision=1 --profile=quick | pmebench: --precision needs a first look of 2 forks or more: its interval must "
            + "hold the JVM-to-JVM spread, which one fork's rounds leave out; give --forks 2 or more, or a profile with "
            + "more forks (first, ci, standard, full)",
        "--precision=1 --forks=1 | pmebench: --precision needs a first look of 2 forks or more: its interval must "
            + "hold the JVM-to-JVM spread, which one fork's rounds leave out; give --forks 2 or more, or a profile with "
            + "more forks (first, ci, standard, full)",
        "--modes=PLAINTEXT | pmebench: --modes PLAINTEXT: paired runs measure each encrypted mode against PLAINTEXT; "
            + "name AES_GCM_V1 and/or AES_GCM_CTR_V1 (or use --pairing separate)",
        "--calibrated-regression=ten | pmebench: invalid --calibrated-regression 'ten'; give a percentage, e.g. 10%",
        "--calibrated-regression=0% | pmebench: invalid --calibrated-regression '0%'; use more than 0% and at most 1000%",
        "--calibrated-regression=10% | pmebench: --calibrated-regression slows PME's ciphers only: use it with "
            + "--families parquet, parking and/or files, not cipher",
        "--heap=big | pmebench: unknown --heap 'big'; allowed: fixed, consumer",
        "--heap=consumer,consumer | pmebench: --heap consumer given twice",
        "--families=cipher --heap=consumer | pmebench: --heap sets the heap of the file families' forks: use it "
            + "with --families parquet, parking and/or files",
        "--warmup-until-quiet=0 | pmebench: invalid --warmup-until-quiet 0; use 1 to 600 seconds",
        "--warmup-until-quiet=30 --warmup-iterations=5 | pmebench: --warmup-until-quiet replaces the warm-up "
            + "iterations: give it or --warmup-iterations, not both",
        "--warmup-until-quiet=30 --pairing=separate | pmebench: --warmup-until-quiet warms up the interleaved "
            + "rounds of the parquet, parking and files families: use it with one of them and leave --pairing at "
            + "interleaved",
        "--warmup-until-quiet=30 --families=cipher | pmebench: --warmup-until-quiet warms up the interleaved "
            + "rounds of the parquet, parking and files families: use it with one of them and leave --pairing at "
            + "interleaved"
      })
  void badValuesGiveOneLineNamingTheAllowedOnes(String option, String message) {
    refusedInOneLine(message, option.split(" "));
  }

  /**
   * {@code run} with these arguments exits 2 with {@code message} as its one line and creates no
   * run directory.
   */
  private void refusedInOneLine(String message, String... args) {
    Path out = dir.resolve("run");
    List<String> all = new ArrayList<String>(Arrays.asList("run"));
    all.addAll(Arrays.asList(args));
    all.add("--output=" + out);
    assertEquals(PmeBench.EXIT_USAGE, pmebench(all.toArray(new String[0])));
    assertEquals(message, err.trim());
    assertFalse(Files.exists(out), "no run directory is created for bad input");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "--kms-delays=1ms | pmebench: invalid --kms-delays value '1ms'; use whole microseconds, e.g. 0,1000",
        "--kms-delays=-1 | pmebench: invalid --kms-delays value -1; use 0 to 10000000",
        "--kms-wrapping=triple | pmebench: unknown wrapping 'triple'; allowed: single, double",
        "--kms-columns=3 | pmebench: unknown kms column count '3'; allowed: 1, 2, 19"
      })
  void badKmsValuesGiveOneLine(String option, String message) {
    refusedInOneLine(message, "--families=kms", option);
  }

  @Test
  void anOptionOfAFamilyTheRunLeavesOutIsRefusedNotIgnored() {
    Path out = dir.resolve("run");
    assertEquals(PmeBench.EXIT_USAGE, pmebench("run", "--kms-delays=0", "--output=" + out));
    assertEquals(
        "pmebench: --kms-delays is an option of the kms family, which this run leaves out; add it: "
            + "--families cipher,parquet,parking,kms",
        err.trim());
    assertEquals(
        PmeBench.EXIT_USAGE, pmebench("run", "--families=cipher", "--specs=R1", "--output=" + out));
    assertEquals(
        "pmebench: --specs is an option of the parquet family, which this run leaves out; add it: "
            + "--families cipher,parquet",
        err.trim());
    assertFalse(Files.exists(out));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "--spark-scale=0 | pmebench: invalid --spark-scale 0.0; use more than 0 and at most 1000",
        "--spark-queries=q03,q99 | pmebench: unknown spark query 'q99'; allowed: q03, q07, q19, q42, q55, q73, q96, "
            + "scan_sales, scan_customer, parking_fines",
        "--spark-modes=AES_GCM_V1 | pmebench: --spark-modes AES_GCM_V1: give PLAINTEXT and at least one encrypted mode "
            + "(PME's cost is measured against PLAINTEXT in the same application)",
        "--spark-io=on | pmebench: unknown spark.io.encryption setting 'on'; allowed: off, openssl, jce, unbatched",
        "--spark-columns=some | pmebench: unknown spark column choice 'some'; allowed: all, sensitive",
        "--spark-repetitions=0 | pmebench: invalid --spark-repetitions 0; use 1 to 1000",
        "--spark-conf=shuffle=8 | pmebench: invalid --spark-conf 'shuffle=8'; use spark.KEY=VALUE",
        "--spark-openssl=/no/such/dir | pmebench: --spark-openssl /no/such/dir: no libcrypto.so in it (OpenSSL 1.1's, "
            + "e.g. from scripts/fetch-openssl11.sh)",
        "--providers=SunJCE,ACCP | pmebench: --providers ACCP: the spark family's application jar carries SunJCE and "
            + "BC; give ACCP's jar with --provider-jar JAR --provider-class CLASS, under the name it then takes",
        "--key-list=footer_key | pmebench: --key-list: master key entry 'footer_key' is not keyId:base64Key",
        "--key-list=footer_key:AAECAwQFBgcICQoLDA0ODw== | pmebench: --key-list: no master key 'column_key'; the spark "
            + "family encrypts footers with footer_key and columns with column_key"
      })
  void badSparkValuesGiveOneLine(String option, String message) {
    refusedInOneLine(message, "--families=spark", option);
  }

  @Test
  void pairingsAndTheCalibratedRegressionRefuseWhatTheyCannotMeasure() {
    Path out = dir.resolve("run");
    assertEquals(
        PmeBench.EXIT_USAGE,
        pmebench("run", "--families=parking", "--pairing=duet", "--output=" + out));
    assertTrue(err.contains("--pairing duet is offered for the parquet family only"), err);
    assertEquals(
        PmeBench.EXIT_USAGE,
        pmebench(
            "run",
            "--families=parquet",
            "--pairing=separate",
            "--calibrated-regression=10%",
            "--output=" + out));
    assertTrue(err.contains("use it with --pairing interleaved"), err);
    assertEquals(
        PmeBench.EXIT_USAGE, pmebench("run", "--families=cipher", "--floor", "--output=" + out));
    assertTrue(
        err.contains("--floor prices the cost models of the parquet and parking families"), err);
    assertFalse(Files.exists(out));
  }

  @Test
  void aProfileIntervalOutsideItsRangeIsAUsageError() {
    Path out = dir.resolve("run");
    assertEquals(
        PmeBench.EXIT_USAGE,
        pmebench(
            "run",
            "--families=parquet",
            "--profile-cpu",
            "--profile-interval=50",
            "--output=" + out));
    assertTrue(err.contains("invalid --profile-interval 50; use 100 to 1000000 microseconds"), err);
    assertFalse(Files.exists(out));
  }

  @Test
  void unknownOptionsAreUsageErrors() {
    assertEquals(PmeBench.EXIT_USAGE, pmebench("run", "--bogus"));
    assertTrue(err.startsWith("pmebench: Unknown option: '--bogus'"), err);
    assertFalse(err.contains("Exception"), err);
  }

  @Test
  void anOutputDirectoryThatCannotBeCreatedIsAUserError() throws Exception {
    Path file = Files.createFile(dir.resolve("a-file"));
    assertEquals(
        PmeBench.EXIT_USAGE, pmebench("run", "--profile=smoke", "--output=" + file.resolve("run")));
    assertTrue(err.startsWith("pmebench: cannot create output directory"), err);
  }

  /**
   * One tiny run: its files, the refusal to run into it again, and a resume after an interruption.
   */
  @Test
  void aTinyRunWritesJmhJsonTheTableAndACompleteManifestAndResumesWhenInterrupted()
      throws Exception {
    Path out = dir.resolve("resumable");
    assertEquals(0, pmebench(RunFiles.tinyRun(out)), err);
    String jdk = "jdk" + currentMajor() + "-";
    assertTrue(Files.exists(out.resolve(jdk + "cipher-warm-intrinsics-on-t1.json")));
    assertTrue(Files.exists(out.resolve(jdk + "cipher-cold-intrinsics-on-t1.json")));
    assertFalse(Files.exists(out.resolve(jdk + "cipher-warm-intrinsics-on-t1.json.partial")));
    String table = new String(Files.readAllBytes(out.resolve("cipher-throughput.md")), "UTF-8");
    assertTrue(
        table.contains("| AesCtr | encrypt | SunJCE | key 128 | 1 thr | warm | intrinsics-on |"),
        table);
    JsonNode written = new ObjectMapper().readTree(out.resolve("run.json").toFile());
    assertEquals("complete", written.path("status").asText());
    assertEquals("smoke", written.path("profile").path("id").asText());
    assertEquals(2, written.path("resultFiles").size());
    assertTrue(written.path("machine").path("cores").asInt() > 0);
    assertTrue(
        written.path("machine").path("id").asText().matches("cpu-[0-9a-f]{12}"),
        written.toString());
    assertTrue(
        written.path("machine").path("fingerprint").isMissingNode(),
        "a smoke run measures no cipher speed");
    // Each fork's cipher checks, with their seed and time: the warm one's after its JIT warm-up and
    // after the measurement.
    for (int i = 0; i < 2; i++) {
      JsonNode entry = written.path("resultFiles").path(i);
      List<String> said = new ArrayList<String>();
      for (JsonNode c : entry.path("checks")) {
        assertEquals(
            "AesCtrBenchmark.encrypt",
            c.path("configuration").asText().split(" ")[0],
            c.toString());
        assertEquals(1, c.path("fork").asInt(), c.toString());
        said.add(
            c.path("check")
                .asText()
                .replaceFirst(
                    ": SunJCE AES/CTR/NoPadding: \\d+ published vectors and \\d+ "
                        + "sizes right against reference \\(.*\\), seed -?\\d+ \\(\\d+ operations, [0-9.]+ MB, [0-9.]+ s\\)$",
                    ""));
      }
      assertEquals(
          entry.path("file").asText().contains("-warm-")
              ? Arrays.asList(
                  "cipher check after its JIT warm-up", "cipher check after the measurement")
              : Arrays.asList("cipher check after the measurement"),
          said,
          entry.toString());
    }
    if (Files.isReadable(Paths.get("/proc/stat"))) {
      // What the host did while measuring: the run's and each result file's, shares of all cores.
      for (JsonNode host :
          new JsonNode[] {written.path("host"), written.path("resultFiles").path(0).path("host")}) {
        double neighbours = host.path("neighbours").asDouble(-1);
        assertTrue(
            neighbours >= 0 && neighbours <= 1 && host.path("seconds").asDouble() > 0,
            written.toString());
      }
    }
    // A second run into the same directory would mix results: refused.
    assertEquals(PmeBench.EXIT_USAGE, pmebench("run", "--profile=smoke", "--output=" + out));
    assertTrue(err.contains("already holds results"), err);

    ObjectMapper json = new ObjectMapper();
    com.fasterxml.jackson.databind.node.ObjectNode manifest =
        (com.fasterxml.jackson.databind.node.ObjectNode)
            json.readTree(out.resolve("run.json").toFile());
    assertEquals(
        "[\"--profile=smoke\",\"--families=cipher\",\"--sizes=16B\",\"--providers=SunJCE\","
            + "\"--algorithms=ctr\",\"--operations=encrypt\",\"--variants=intrinsics-on\"]",
        manifest.path("arguments").toString(),
        "the command, without where it wrote");
    assertEquals(PmeBench.EXIT_USAGE, pmebench("run", "--resume", out.toString()));
    assertTrue(err.contains("the run is complete; nothing left to run"), err);

    // Interrupted during the cold invocation: its half-written file is there, its result is not.
    Path warm = out.resolve(jdk + "cipher-warm-intrinsics-on-t1.json");
    Path cold = out.resolve(jdk + "cipher-cold-intrinsics-on-t1.json");
    byte[] warmBefore = Files.readAllBytes(warm);
    Files.move(cold, out.resolve(cold.getFileName() + ".partial"));
    manifest.put("status", "running").remove("finished");
    String started = manifest.path("started").asText();
    Files.write(out.resolve("run.json"), json.writeValueAsBytes(manifest));

    assertEquals(PmeBench.EXIT_USAGE, pmebench("run", "--resume", out.toString(), "--profile=ci"));
    assertTrue(err.contains("--resume takes no other option"), err);
    assertEquals(0, pmebench("run", "--resume=" + out), err);
    assertTrue(
        java.util.Arrays.equals(warmBefore, Files.readAllBytes(warm)),
        "the finished invocation is kept");
    assertTrue(Files.exists(cold));
    assertFalse(Files.exists(out.resolve(cold.getFileName() + ".partial")));
    JsonNode resumed = json.readTree(out.resolve("run.json").toFile());
    assertEquals("complete", resumed.path("status").asText());
    assertEquals(2, resumed.path("resultFiles").size());
    assertEquals(started, resumed.path("started").asText());
    assertTrue(resumed.path("resumed").isTextual(), resumed.toString());
    assertEquals(manifest.path("arguments"), resumed.path("arguments"));

    // Runs that cannot be resumed say why.
    assertEquals(
        PmeBench.EXIT_USAGE, pmebench("run", "--resume", dir.resolve("nothing").toString()));
    assertTrue(err.contains("no run.json there"), err);
    manifest.put("status", "running").remove("arguments");
    Files.write(out.resolve("run.json"), json.writeValueAsBytes(manifest));
    assertEquals(PmeBench.EXIT_USAGE, pmebench("run", "--resume", out.toString()));
    assertTrue(err.contains("records no command"), err);
    manifest.set("arguments", resumed.path("arguments"));
    com.fasterxml.jackson.databind.node.ObjectNode otherJdk =
        ((com.fasterxml.jackson.databind.node.ObjectNode) manifest.path("jvms")).putObject("jdk99");
    otherJdk.put("version", "99.0.1").put("javaHome", "/opt/jdk-99");
    Files.write(out.resolve("run.json"), json.writeValueAsBytes(manifest));
    assertEquals(PmeBench.EXIT_USAGE, pmebench("run", "--resume", out.toString()));
    assertTrue(
        err.contains("cannot resume " + out + ": it ran on {jdk" + currentMajor())
            && err.contains(
                "jdk99=Java 99.0.1 at /opt/jdk-99}, this would run on {jdk" + currentMajor()),
        err);
    ((com.fasterxml.jackson.databind.node.ObjectNode) manifest.path("jvms")).remove("jdk99");
    if (!SuiteVersion.gitCommit().equals("unknown")) {
      manifest.set("arguments", resumed.path("arguments"));
      ((com.fasterxml.jackson.databind.node.ObjectNode) manifest.path("suite"))
          .put("gitCommit", "0123456789ab");
      Files.write(out.resolve("run.json"), json.writeValueAsBytes(manifest));
      assertEquals(PmeBench.EXIT_USAGE, pmebench("run", "--resume", out.toString()));
      assertTrue(err.contains("measured with suite commit 0123456789ab"), err);
    }
  }

  @Test
  void precisionAddsForksLookByLookAndSaysWhichRowsItResolved() throws Exception {
    Path out = dir.resolve("precise");
    // Two forks of one short iteration cannot reach ±0.05 points: every look runs, then the run
    // says so.
    tinyParquetRun(out, "R7", "AES_GCM_CTR_V1", "--forks=2", "--precision=0.05", "--no-floor");
    String read = "jdk" + currentMajor() + "-parquet-read-intrinsics-on";
    assertTrue(Files.exists(out.resolve("looks").resolve(read + "-look2.json")));
    assertTrue(Files.exists(out.resolve("looks").resolve(read + "-look3.json")));
    JsonNode run = new ObjectMapper().readTree(out.resolve("run.json").toFile());
    JsonNode sequential = run.path("resultFiles").path(0).path("sequential");
    assertEquals(
        6,
        sequential.path("forks").asInt(),
        "2 planned forks and 2 per further look: " + sequential);
    assertEquals(3, sequential.path("looks").asInt());
    assertFalse(sequential.path("resolved").asBoolean());
    assertEquals("looks: all 3 used", sequential.path("stopped").asText());
    // The host's state covers every look: the first's and each later one's, and their whole in
    // "host".
    JsonNode entry = run.path("resultFiles").path(0);
    JsonNode byLook = entry.path("hostByLook");
    assertEquals(3, byLook.size(), entry.toString());
    double seconds = 0;
    for (JsonNode h : byLook) {
      assertTrue(h.path("seconds").asDouble() > 0, h.toString());
      seconds += h.path("seconds").asDouble();
    }
    assertEquals(seconds, entry.path("host").path("seconds").asDouble(), 1e-9, entry.toString());
    // Every fork of every look checked its provider before warm-up (GCM and CTR) and after it, at
    // its module sizes.
    Map<String, List<String>> checksByFork = new TreeMap<String, List<String>>();
    for (JsonNode c : entry.path("checks")) {
      String fork = c.path("look").asInt() + "." + c.path("fork").asInt();
      checksByFork
          .computeIfAbsent(fork, f -> new ArrayList<String>())
          .add(
              c.path("check")
                  .asText()
                  .replaceFirst("^(cipher check [a-z -]+):.*?SunJCE AES/(GCM|CTR)/.*", "$1 $2"));
    }
    assertEquals(
        "[1.1, 1.2, 2.1, 2.2, 3.1, 3.2]", checksByFork.keySet().toString(), entry.toString());
    for (List<String> said : checksByFork.values()) {
      assertEquals(
          Arrays.asList(
              "cipher check before warm-up GCM",
              "cipher check before warm-up CTR",
              "cipher check after warm-up GCM"),
          said,
          entry.toString());
    }
    JsonNode row = CliRun.summary(out).path("overheads").path(0);
    assertEquals(6, row.path("forks").asInt(), "the looks' forks are the row's replicates: " + row);
    assertEquals(1 - 0.05 / 3, row.path("precision").path("confidence").asDouble(), 1e-9);
    assertFalse(row.path("precision").path("resolved").asBoolean());
    String report =
        new String(Files.readAllBytes(out.resolve("report.md")), StandardCharsets.UTF_8);
    assertTrue(report.contains("1 paired rows were measured to a precision (--precision)"), report);
    assertTrue(report.contains("0 reached their target, 1 did not: R7 AES_GCM_CTR_V1"), report);
  }

  @Test
  void aConsumersHeapRunsBesideTheSuitesWithItsOwnRowsAndEveryRowHasTheProcessClock()
      throws Exception {
    Path out = dir.resolve("heaps");
    tinyParquetRun(out, "R7", "AES_GCM_V1", "--heap=fixed,consumer", "--no-floor");
    String jdk = "jdk" + currentMajor() + "-";
    assertTrue(Files.exists(out.resolve(jdk + "parquet-read-intrinsics-on.json")));
    JsonNode consumer =
        new ObjectMapper()
            .readTree(out.resolve(jdk + "parquet-read-intrinsics-on-consumer-heap.json").toFile())
            .get(0);
    assertEquals("consumer", consumer.path("params").path("heap").asText());
    assertTrue(
        consumer.path("jvmArgs").toString().contains("-Xmx")
            && !consumer.path("jvmArgs").toString().contains("-Xmn"),
        "G1 sizes the young generation itself: " + consumer.path("jvmArgs"));
    assertTrue(
        consumer.path("jvmArgs").toString().contains("\"-XX:+UseG1GC\""),
        "G1 named, not the JDK's default: " + consumer.path("jvmArgs"));
    JsonNode rows = CliRun.summary(out).path("overheads");
    assertEquals(2, rows.size(), "R7 in each heap");
    assertTrue(
        rows.get(0).path("params").path("heap").isMissingNode(),
        "the suite's heap is the default, unnamed");
    assertEquals("consumer", rows.get(1).path("params").path("heap").asText());
    for (JsonNode o : rows) {
      assertTrue(o.path("processCpu").path("ratio").asDouble() > 0, o.toString());
      assertTrue(o.path("gc").path("encryptedJvmThreadsMicrosPerFile").isNumber(), o.toString());
    }
    String report =
        new String(Files.readAllBytes(out.resolve("report.md")), StandardCharsets.UTF_8);
    assertTrue(report.contains("| R7 heap=consumer |"), report);
  }

  @Test
  void aTinyParquetRunWritesTheOverheadTable() throws Exception {
    Path out = dir.resolve("parquet");
    // With the floor where this machine has openssl (it is a step of its own; without openssl it is
    // skipped).
    boolean openssl = hasOpenssl();
    tinyParquetRun(out, "R7,W7", "PLAINTEXT,AES_GCM_CTR_V1", openssl ? "--floor" : "--no-floor");
    String jdk = "jdk" + currentMajor() + "-";
    assertTrue(Files.exists(out.resolve(jdk + "parquet-read-intrinsics-on.json")));
    assertTrue(Files.exists(out.resolve(jdk + "parquet-write-intrinsics-on.json")));
    String table = new String(Files.readAllBytes(out.resolve("parquet-overhead.md")), "UTF-8");
    String jvm = "jdk" + currentMajor();
    assertTrue(
        table.contains(
            "| R7 | " + jvm + " | intrinsics-on | AES_GCM_CTR_V1 | SunJCE | interleaved | 200 |"),
        table);
    assertTrue(
        table.contains(
            "| W7 | " + jvm + " | intrinsics-on | AES_GCM_CTR_V1 | SunJCE | interleaved | 200 |"),
        table);
    if (openssl) {
      // A smoke run's floor: the two sizes its chord takes, for GCM and CTR.
      assertEquals(
          4,
          new com.fasterxml.jackson.databind.ObjectMapper()
              .readTree(out.resolve("floor-openssl.json").toFile())
              .size(),
          "openssl speed at 16 B and 16 KiB only");
    }
    JsonNode summary = CliRun.summary(out);
    assertEquals(
        2, summary.path("overheads").size(), "R7 and W7, each paired with its plaintext file");
    for (JsonNode o : summary.path("overheads")) {
      assertTrue(o.path("rounds").asLong() >= 1, o.toString());
      assertTrue(o.path("cpu").path("ratio").isNumber(), "thread CPU time is measured too: " + o);
      assertTrue(
          o.path("model").path("split").path("points").path("objects").isNumber(),
          "the cost model's replay is split: " + o.path("model"));
      assertEquals(
          openssl,
          o.path("model").path("floor").path("ratio").asDouble() > 1,
          o.path("model").toString());
    }
    if (Files.isReadable(Paths.get("/proc/stat"))) {
      assertTrue(
          summary.path("host").path("neighbours").isNumber(),
          "the run's host load: " + summary.path("host"));
      assertTrue(
          summary.path("overheads").path(0).path("host").path("steal").isNumber(),
          "each row says the host load of its result file's step");
      String report = new String(Files.readAllBytes(out.resolve("report.md")), "UTF-8");
      assertTrue(report.contains("- Host while measuring ("), report);
    }
    // The tamper matrix is a step of the run; the report shows the summary's, running nothing.
    assertEquals(
        24, summary.path("integrity").path("tamper").size(), summary.path("integrity").toString());
    assertTrue(Files.exists(out.resolve("integrity/tamper-matrix.json")));
    String withIntegrity = new String(Files.readAllBytes(out.resolve("report.md")), "UTF-8");
    assertTrue(
        withIntegrity.contains("## Integrity: what AES_GCM_CTR_V1 gives up")
            && withIntegrity.contains("**WRONG VALUES, NO ERROR**"),
        withIntegrity);
    if (openssl) {
      assertTrue(
          summary.path("floor").path("ctr").path("perByteNanos").asDouble() > 0,
          summary.path("floor").toString());
      assertTrue(table.contains("## Where the crypto work goes"), table);
      assertTrue(Files.exists(out.resolve("floor-openssl.json")));
    }
  }

  /** Whether an openssl command runs here. */
  static boolean hasOpenssl() {
    try {
      return new ProcessBuilder("openssl", "version").redirectErrorStream(true).start().waitFor()
          == 0;
    } catch (IOException | InterruptedException e) {
      return false;
    }
  }

  @Test
  void theSeparateForkPairingStaysAvailableForComparison() throws Exception {
    Path out = dir.resolve("separate");
    tinyParquetRun(out, "R7", "PLAINTEXT,AES_GCM_CTR_V1", "--pairing=separate");
    String jdk = "jdk" + currentMajor() + "-";
    assertTrue(Files.exists(out.resolve(jdk + "parquet-read-separate-intrinsics-on.json")));
    String table = new String(Files.readAllBytes(out.resolve("parquet-overhead.md")), "UTF-8");
    assertTrue(table.contains("| R7 | AES_GCM_CTR_V1 | 200 | intrinsics-on |"), table);
    JsonNode summary = CliRun.summary(out);
    assertEquals("separate", summary.path("overheads").get(0).path("pairing").asText());
  }

  @Test
  void aTinyColumnSubsetRunReadsPlaintextColumnsWithoutColumnKeysAndSummarizesTheShare()
      throws Exception {
    Path out = dir.resolve("columns");
    assertEquals(
        0,
        pmebench(
            "run",
            "--profile=smoke",
            "--families=parking",
            "--parking-specs=R1",
            "--parking-modes=AES_GCM_CTR_V1",
            "--parking-columns=sensitive",
            "--parking-rows=2000",
            "--output=" + out),
        err);
    String jdk = "jdk" + currentMajor() + "-";
    for (String kind : new String[] {"read", "read-plaintext-columns"}) {
      assertTrue(Files.exists(out.resolve(jdk + "parking-" + kind + "-intrinsics-on.json")), kind);
    }
    JsonNode summary = CliRun.summary(out);
    assertEquals(
        2,
        summary.path("overheads").size(),
        "read all and read plaintext columns, each over its plaintext");
    for (JsonNode o : summary.path("overheads")) {
      assertEquals("sensitive", o.path("params").path("columns").asText());
      double share = o.path("encryptedShare").asDouble();
      assertTrue(
          share > 0.01 && share < 0.5,
          "the 2 sensitive columns are a minority of the file: " + share);
    }
    String report = new String(Files.readAllBytes(out.resolve("report.md")), "UTF-8");
    assertTrue(report.contains("## Column subsets (LA parking citations)"), report);
    assertTrue(Files.exists(out.resolve("charts/parking-overhead-intrinsics-on.png")));
  }

  /** The orders sample, plaintext, on disk. */
  /**
   * A smoke run of the parquet family into {@code out}, 200 rows of {@code specs} in {@code modes},
   * with {@code more} options; it must succeed.
   */
  private void tinyParquetRun(Path out, String specs, String modes, String... more) {
    String[] args = new String[7 + more.length];
    args[0] = "run";
    args[1] = "--profile=smoke";
    args[2] = "--families=parquet";
    args[3] = "--specs=" + specs;
    args[4] = "--modes=" + modes;
    args[5] = "--rows=200";
    System.arraycopy(more, 0, args, 6, more.length);
    args[args.length - 1] = "--output=" + out;
    assertEquals(0, pmebench(args), err);
  }

  /** encrypted.parquet: {@code orders} with every column and the footer under AES_GCM_V1. */
  private Path encryptedCopy(Path orders) throws Exception {
    Path encrypted = dir.resolve("encrypted.parquet");
    org.pmebench.userfiles.LayoutCopy.copy(
        org.pmebench.workload.DiskFiles.input(orders),
        org.pmebench.workload.DiskFiles.output(encrypted),
        new org.pmebench.crypto.ExplicitKeys(1)
            .encryptAll(
                org.pmebench.crypto.EncryptionMode.AES_GCM_V1,
                org.pmebench.userfiles.SampleFiles.ORDERS));
    return encrypted;
  }

  private Path orders() throws Exception {
    Path file = dir.resolve("orders.parquet");
    if (!Files.exists(file)) {
      assertEquals(
          0, pmebench("dataset", "--table=orders", "--rows=3000", "--output=" + file), err);
    }
    return file;
  }

  @Test
  void theFilesFamilyRefusesWhatItCannotMeasureInOneLineBeforeAnything() throws Exception {
    Path orders = orders();
    String files = "--files=" + orders;
    refusedInOneLine(
        "pmebench: the files family measures your Parquet files: give them with --files PATH[,PATH...]",
        "--families=files");
    refusedInOneLine(
        "pmebench: --files is an option of the files family, which this run leaves out; add it: "
            + "--families parquet,files",
        "--families=parquet",
        files);
    refusedInOneLine(
        "pmebench: --files " + dir.resolve("none.parquet") + ": no such file or directory",
        "--families=files",
        "--files=" + dir.resolve("none.parquet"));
    Path text =
        Files.write(
            dir.resolve("notes.parquet"), "not parquet at all".getBytes(StandardCharsets.UTF_8));
    refusedInOneLine(
        "pmebench: " + text + ": not a Parquet file: it does not end in PAR1",
        "--families=files",
        "--files=" + text);
    refusedInOneLine(
        "pmebench: "
            + orders
            + ": no column 'email'; its columns: order_id, status, ssn, card_number, "
            + "amount, created, address.street, address.zip, items.sku, items.quantity",
        "--families=files",
        files,
        "--encrypt=ssn,email");
    refusedInOneLine(
        "pmebench: --encrypt: column set 'ssn,ssn' names ssn twice",
        "--families=files",
        files,
        "--encrypt=ssn,ssn");
    refusedInOneLine(
        "pmebench: --encrypt: column set 'all' given twice",
        "--families=files",
        files,
        "--encrypt=all;all");
    refusedInOneLine(
        "pmebench: --read-columns all: the whole file is always read; name the columns of a projection",
        "--families=files",
        files,
        "--read-columns=all");
    refusedInOneLine(
        "pmebench: --pairing separate: the files family measures in interleaved rounds only",
        "--families=files",
        files,
        "--pairing=separate");
    Path empty = dir.resolve("empty.parquet");
    org.apache.parquet.hadoop.ParquetWriter<org.apache.parquet.example.data.Group> writer =
        org.apache.parquet.hadoop.example.ExampleParquetWriter.builder(
                org.pmebench.workload.DiskFiles.output(empty))
            .withType(org.pmebench.userfiles.SampleFiles.ORDERS)
            .withConf(new org.apache.hadoop.conf.Configuration(false))
            .build();
    writer.close();
    refusedInOneLine(
        "pmebench: " + empty + ": no rows: there is nothing to read or write",
        "--families=files",
        "--files=" + empty);
    Path encrypted = encryptedCopy(orders);
    refusedInOneLine(
        "pmebench: "
            + encrypted
            + ": encrypted (an encrypted footer, PARE): give the plaintext file, the suite encrypts it",
        "--families=files",
        "--files=" + encrypted);
  }

  @Test
  void theSparkFamilyRefusesTheUsersTablesAndQueriesInOneLineBeforeAnything() throws Exception {
    Path orders = orders();
    Path sql =
        Files.write(
            dir.resolve("by_status.sql"),
            ("-- orders per status\nSELECT status, count(*) FROM orders " + "GROUP BY status;\n")
                .getBytes(StandardCharsets.UTF_8));
    String tables = "--spark-tables=orders=" + orders;
    String queries = "--spark-sql=" + sql;
    refusedInOneLine(
        "pmebench: --spark-tables: give the queries to run on them with --spark-sql FILE|DIR",
        "--families=spark",
        tables);
    refusedInOneLine(
        "pmebench: --spark-sql: give the tables its queries read with --spark-tables NAME=PATH,...",
        "--families=spark",
        queries);
    refusedInOneLine(
        "pmebench: --spark-tables '"
            + orders
            + "': give NAME=PATH, the name your queries use and the "
            + "table's file or directory",
        "--families=spark",
        "--spark-tables=" + orders,
        queries);
    refusedInOneLine(
        "pmebench: --spark-tables: '1orders' is no table name your queries can use (letters, digits "
            + "and _, not first a digit)",
        "--families=spark",
        "--spark-tables=1orders=" + orders,
        queries);
    refusedInOneLine(
        "pmebench: --spark-tables: table ORDERS is given twice (Spark's names ignore case)",
        "--families=spark",
        tables + ",ORDERS=" + orders,
        queries);
    refusedInOneLine(
        "pmebench: --spark-tables orders: " + dir.resolve("none") + ": no such file or directory",
        "--families=spark",
        "--spark-tables=orders=" + dir.resolve("none"),
        queries);
    Path text =
        Files.write(
            dir.resolve("notes.parquet"), "not parquet at all".getBytes(StandardCharsets.UTF_8));
    refusedInOneLine(
        "pmebench: --spark-tables orders: "
            + text
            + ": not a Parquet file: it does not end in PAR1",
        "--families=spark",
        "--spark-tables=orders=" + text,
        queries);
    refusedInOneLine(
        "pmebench: --spark-sql " + dir.resolve("none.sql") + ": no such file or directory",
        "--families=spark",
        tables,
        "--spark-sql=" + dir.resolve("none.sql"));
    Path total = Files.write(dir.resolve("total.sql"), "SELECT 1".getBytes(StandardCharsets.UTF_8));
    refusedInOneLine(
        "pmebench: --spark-sql "
            + total
            + ": name the file after its query with letters, digits, '_', "
            + "'.' and '-' (not total, geomean, write, maintenance)",
        "--families=spark",
        tables,
        "--spark-sql=" + total);
    Path comments =
        Files.write(dir.resolve("nothing.sql"), "-- to do\n;\n".getBytes(StandardCharsets.UTF_8));
    refusedInOneLine(
        "pmebench: --spark-sql " + comments + ": no query in it",
        "--families=spark",
        tables,
        "--spark-sql=" + comments);
    refusedInOneLine(
        "pmebench: --spark-columns: no table has email; their columns: orders (order_id, status, ssn, "
            + "card_number, amount, created, address.street, address.zip, items.sku, items.quantity)",
        "--families=spark",
        tables,
        queries,
        "--spark-columns=ssn,email");
    refusedInOneLine(
        "pmebench: --spark-columns sensitive names TPC-DS's personal columns; name yours (dotted paths "
            + "joined with ',') or give all",
        "--families=spark",
        tables,
        queries,
        "--spark-columns=sensitive");
    refusedInOneLine(
        "pmebench: unknown spark table format 'delta'; allowed: parquet, iceberg",
        "--families=spark",
        "--spark-format=delta");
    refusedInOneLine(
        "pmebench: unknown spark engine 'velox'; allowed: jvm, comet",
        "--families=spark",
        "--spark-engine=comet,velox");
    refusedInOneLine(
        "pmebench: --spark-modes AES_GCM_CTR_V1: Iceberg's table encryption writes AES_GCM_V1 only",
        "--families=spark",
        "--spark-format=iceberg",
        "--spark-modes=PLAINTEXT,AES_GCM_CTR_V1");
    refusedInOneLine(
        "pmebench: --spark-columns sensitive: Iceberg's table encryption encrypts every column of a file "
            + "under one key; give all",
        "--families=spark",
        "--spark-format=Iceberg",
        "--spark-columns=sensitive");
    refusedInOneLine(
        "pmebench: --spark-scale chooses TPC-DS's tables or queries; with --spark-tables and --spark-sql "
            + "the applications query yours",
        "--families=spark",
        tables,
        queries,
        "--spark-scale=1");
    Path encrypted = encryptedCopy(orders);
    refusedInOneLine(
        "pmebench: --spark-tables orders: "
            + encrypted
            + ": encrypted (an encrypted footer, PARE): give "
            + "the plaintext file, the suite encrypts it",
        "--families=spark",
        "--spark-tables=orders=" + encrypted,
        queries);
  }

  @Test
  void aTinyFilesRunMeasuresTheUsersFileWithItsColumnSetsAndAProjection() throws Exception {
    Path out = dir.resolve("files");
    assertEquals(
        0,
        pmebench(
            "run",
            "--profile=smoke",
            "--families=files",
            "--files=" + orders(),
            "--encrypt=ssn,address",
            "--read-columns=ssn,items.sku",
            "--files-modes=AES_GCM_CTR_V1",
            "--output=" + out),
        err);
    JsonNode summary = CliRun.summary(out);
    List<String> rows = new ArrayList<String>();
    for (JsonNode o : summary.path("overheads")) {
      JsonNode p = o.path("params");
      rows.add(
          o.path("benchmark").asText().replaceAll(".*\\.", "")
              + " "
              + p.path("encrypt").asText()
              + " "
              + p.path("readColumns").asText("-"));
      double share = o.path("encryptedShare").asDouble();
      assertTrue(
          share > 0.05 && share < 0.6, "ssn and the address are a part of the file: " + share);
      assertTrue(o.path("model").isObject(), "a cost model beside every row");
    }
    java.util.Collections.sort(rows);
    assertEquals(
        Arrays.asList(
            "readRound ssn+address all",
            "readRound ssn+address ssn+items.sku",
            "writeRound ssn+address -"),
        rows);
    String report =
        new String(Files.readAllBytes(out.resolve("report.md")), StandardCharsets.UTF_8);
    assertTrue(report.contains("## Your files"), report);
    assertTrue(
        report.contains(
            "| orders.parquet | read (reading ssn,items.sku) | AES_GCM_CTR_V1 | ssn,address |"),
        report);
  }

  @Test
  void aCsvExportIsWrittenAsParquetWithItsInferredSchemaAndMeasured() throws Exception {
    Path csv = dir.resolve("payments.csv");
    StringBuilder text = new StringBuilder("id,iban,amount\n");
    for (int i = 0; i < 2000; i++) {
      text.append(i)
          .append(",DE89370400440532")
          .append(String.format("%06d", i))
          .append(',')
          .append(i * 0.25)
          .append('\n');
    }
    Files.write(csv, text.toString().getBytes(StandardCharsets.UTF_8));
    Path out = dir.resolve("csv-run");
    assertEquals(
        0,
        pmebench(
            "run",
            "--profile=smoke",
            "--families=files",
            "--files=" + csv,
            "--encrypt=iban",
            "--files-modes=AES_GCM_V1",
            "--files-operations=read",
            "--output=" + out),
        err);
    JsonNode run = new ObjectMapper().readTree(out.resolve("run.json").toFile());
    assertTrue(
        run.path("profile")
            .path("description")
            .asText()
            .contains(
                "files: payments.csv as payments.parquet "
                    + "with the inferred schema message csv { required int64 id; required binary iban (STRING); required double "
                    + "amount; }"),
        run.path("profile").toString());
    JsonNode summary = CliRun.summary(out);
    assertEquals(1, summary.path("overheads").size());
    refusedInOneLine(
        "pmebench: --files "
            + Files.write(dir.resolve("bad.csv"), "a,b\n1\n".getBytes(StandardCharsets.UTF_8))
            + " line 2: 1 fields, the header has 2",
        "--families=files",
        "--files=" + dir.resolve("bad.csv"));
    refusedInOneLine(
        "pmebench: --csv-schema: --files names no .csv file",
        "--families=files",
        "--files=" + orders(),
        "--csv-schema=" + csv);
  }

  @Test
  void aTinyKeyManagementRunReportsTimePerFile() throws Exception {
    Path out = dir.resolve("kms");
    assertEquals(
        0,
        pmebench(
            "run",
            "--profile=smoke",
            "--families=kms",
            "--kms-wrapping=double",
            "--kms-cache=uncached",
            "--output=" + out),
        err);
    assertTrue(
        Files.exists(out.resolve("jdk" + currentMajor() + "-kms-internal-intrinsics-on.json")));
    assertTrue(
        Files.exists(out.resolve("jdk" + currentMajor() + "-kms-external-intrinsics-on.json")));
    JsonNode summary = CliRun.summary(out);
    assertEquals(
        4, summary.path("results").size(), "wrap and unwrap, internal and external material");
    String report =
        new String(Files.readAllBytes(out.resolve("report.md")), StandardCharsets.UTF_8);
    assertTrue(report.contains("| write: wrap keys | double | external | uncached |"), report);
  }
}
