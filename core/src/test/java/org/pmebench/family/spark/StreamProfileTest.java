package org.pmebench.family.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.family.Families;
import org.pmebench.results.RunResults;
import org.pmebench.summary.Summary;

class StreamProfileTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String TASK =
      "[Executor task launch worker for task 0.0 in stage 3.0 (TID 7) tid=101];"
          + "java/lang/Thread.run;org/apache/spark/executor/Executor$TaskRunner.run;org/apache/spark/scheduler/Task.run;";
  private static final String OUT =
      "org/apache/spark/security/CryptoStreamUtils$.createCryptoOutputStream;";
  private static final String IN_CLOSE =
      "org/apache/spark/security/CryptoStreamUtils$ErrorHandlingInputStream.close;"
          + "org/apache/commons/crypto/stream/CryptoInputStream.close;org/apache/commons/crypto/stream/CryptoInputStream"
          + ".freeBuffers;";

  @TempDir Path dir;

  /**
   * A recorded profile: 1,000 query samples, 100 of them under the streams (10 of which are file
   * I/O).
   */
  static List<String> collapsed() {
    return Arrays.asList(
        TASK + "org/apache/spark/sql/execution/SparkPlan.execute;Unsafe_CopyMemory 900",
        TASK
            + OUT
            + "org/apache/spark/security/CryptoStreamUtils$CryptoParams.<init>;"
            + "org/apache/spark/security/CryptoStreamUtils$.toCryptoConf;scala/collection/MapLike.filter 20",
        TASK
            + OUT
            + "org/apache/commons/crypto/stream/CryptoOutputStream.<init>;org/apache/commons/crypto/utils/"
            + "Utils.getCipherInstance;org/apache/commons/crypto/cipher/CryptoCipherFactory.getCryptoCipher 10",
        TASK
            + OUT
            + "org/apache/spark/security/CryptoStreamUtils$.createInitializationVector;"
            + "org/apache/commons/crypto/random/OpenSslCryptoRandom.nextBytes 5",
        TASK
            + OUT
            + "org/apache/commons/crypto/stream/CryptoOutputStream.<init>;"
            + "org/apache/commons/crypto/stream/CryptoOutputStream.initCipher;com/sun/crypto/provider/AESCrypt.init 5",
        TASK + IN_CLOSE + "jdk/internal/ref/CleanerImpl$PhantomCleanableRef.clean 20",
        TASK
            + OUT
            + "org/apache/commons/crypto/stream/output/StreamOutput.<init>;java/nio/ByteBuffer.allocateDirect 10",
        TASK
            + "org/apache/spark/security/CryptoStreamUtils$ErrorHandlingOutputStream.write;"
            + "org/apache/commons/crypto/stream/CryptoOutputStream.write;com/sun/crypto/provider/CounterMode.implCrypt 20",
        TASK
            + "org/apache/spark/security/CryptoStreamUtils$ErrorHandlingOutputStream.flush;"
            + "java/io/FileOutputStream.write;java/io/FileOutputStream.writeBytes;__GI_write 10",
        // A table write's stream and another thread's: not the queries' task CPU.
        TASK
            + "org/apache/spark/sql/execution/datasources/FileFormatWriter$.executeTask;"
            + OUT
            + "org/apache/spark/security/CryptoStreamUtils$.toCryptoConf 500",
        "[main tid=1];java/lang/Thread.run;"
            + OUT
            + "org/apache/spark/security/CryptoStreamUtils$.toCryptoConf 300");
  }

  static Path write(Path dir, List<String> lines) throws Exception {
    Path f = dir.resolve("app.collapsed");
    Files.write(f, lines, StandardCharsets.UTF_8);
    return f;
  }

  @Test
  void countsTheQueriesTaskSamplesAndTheStreamsPartsLeavingOutWritesOtherThreadsAndFileIo()
      throws Exception {
    StreamProfile p = StreamProfile.read(write(dir, collapsed()));
    assertEquals(1000, p.querySamples);
    assertEquals(20, (long) p.parts.get(StreamProfile.Part.SETTINGS));
    assertEquals(10, (long) p.parts.get(StreamProfile.Part.CIPHER_CREATED));
    assertEquals(5, (long) p.parts.get(StreamProfile.Part.IV));
    assertEquals(5, (long) p.parts.get(StreamProfile.Part.CIPHER_INIT));
    assertEquals(20, (long) p.parts.get(StreamProfile.Part.BUFFERS_FREED));
    assertEquals(10, (long) p.parts.get(StreamProfile.Part.SETUP_OTHER));
    assertEquals(20, (long) p.parts.get(StreamProfile.Part.BYTES));
    assertEquals(10, (long) p.parts.get(StreamProfile.Part.FILE_IO));
    assertEquals(90, p.streamSamples(), "file I/O is what any stream does, not encryption");
    double[] share = p.share();
    assertEquals(0.09, share[0], 1e-12);
    assertEquals(0.09 - 1.96 * Math.sqrt(0.09 * 0.91 / 1000), share[1], 1e-12);
    assertEquals(1 / 0.91, p.cpuRatio()[0], 1e-12, "the streams' CPU over the rest's");
  }

  /**
   * An application of the profile's setting: 2 queries, 1,000 blocks and 8 MB per round, 4 s of
   * task CPU.
   */
  static SparkAppResult app() {
    SparkAppResult r = new SparkAppResult();
    r.appName = "jdk17-spark-profile-jce";
    r.io = "jce";
    r.ioCipherClass = "org.apache.commons.crypto.cipher.JceCipher";
    r.sparkVersion = "3.5.5";
    r.master = "local[*]";
    r.javaVersion = "17.0.15";
    r.javaVmName = "OpenJDK 64-Bit Server VM";
    r.sparkConfSettings = 16;
    for (String q : new String[] {"q03", "q07"}) {
      SparkAppResult.QueryTimes t = new SparkAppResult.QueryTimes();
      t.taskCpuNanos.put("PLAINTEXT", Arrays.asList(1_900_000_000L, 2_100_000_000L));
      SparkAppResult.Tasks tasks = new SparkAppResult.Tasks();
      tasks.shuffleBlocksFetched = 500;
      tasks.shuffleWriteBytes = 4_000_000;
      tasks.shuffleReadBytes = 4_000_000;
      t.tasks.put("PLAINTEXT", tasks);
      r.queries.put(q, t);
    }
    return r;
  }

  @Test
  void theSummaryPricesABlockInSituAgainstTheStreamBenchmark() throws Exception {
    StreamProfile p = StreamProfile.read(write(dir, collapsed()));
    ArrayNode rows = JSON.createArrayNode();
    rows.add(p.row(app(), java.util.Collections.singletonMap("scale", "1"), 2));
    // The benchmark: 20 us per block, no per-byte cost.
    rows.add(StreamCostsTest.result("jce", 3, 4, 20_000, 0.0, false));
    Path run = dir.resolve("run");
    Files.createDirectories(run);
    Files.write(run.resolve("jdk17-spark.json"), JSON.writeValueAsBytes(rows));
    Summary s = Summary.of(RunResults.load(run), Families.summaryParts());
    JsonNode jce = s.root.path("sparkStreamProfile").path("jce");
    assertEquals("JceCipher", jce.path("cipherClass").asText());
    assertEquals(1000, jce.path("pairsPerRound").asDouble(), 0);
    assertEquals(
        8_000_000, jce.path("bytesPerRound").asDouble(), 0, "bytes written, each read back once");
    assertEquals(4000, jce.path("taskCpuMillisPerRound").asDouble(), 1e-9);
    // 9% of 4 s per round over 1,000 blocks: 360 us a block, 18 times the benchmark's 20 us.
    assertEquals(360, jce.path("perPairMicros").asDouble(), 1e-6);
    assertEquals(20, jce.path("benchmarkPerPairMicros").asDouble(), 20 * 0.03);
    assertEquals(18, jce.path("inSituOverBenchmark").asDouble(), 18 * 0.03);
    JsonNode settings = jce.path("parts").get(1);
    assertEquals("settings", settings.path("part").asText());
    assertEquals(80, settings.path("perPairMicros").asDouble(), 1e-6);
    String md = org.pmebench.report.Report.of(s, "spark", Families.reportParts()).markdown();
    assertFalse(md.contains("NaN"), md);
  }
}
