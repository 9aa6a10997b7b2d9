package org.pmebench.cpuprofile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;

/**
 * Frame classification on a recorded profile: async-profiler 4.6's collapsed stacks of a paired R1
 * read fork (JDK 17, SunJCE, PLAINTEXT + AES_GCM_V1 + AES_GCM_CTR_V1), the benchmark thread's
 * stacks with 4 or more samples or with crypto frames and a 3% sample of the other threads'.
 */
class StackClassifierTest {
  private static final String WORKER =
      "[org.pmebench.parquet.ParquetPairedReadBenchmark.readRound-jmh-worker-1 " + "tid=20823]";

  static List<String> recorded() throws Exception {
    List<String> lines = new ArrayList<String>();
    try (BufferedReader r =
        new BufferedReader(
            new InputStreamReader(
                new GZIPInputStream(
                    StackClassifierTest.class.getResourceAsStream(
                        "/profile/jdk17-r1-paired.collapsed.gz")),
                StandardCharsets.UTF_8))) {
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        lines.add(line);
      }
    }
    return lines;
  }

  @Test
  void everyRecordedSampleLandsInExactlyOnePlace() throws Exception {
    SampleCounts counts =
        new SampleCounts(Arrays.asList("PLAINTEXT", "AES_GCM_V1", "AES_GCM_CTR_V1"));
    long total = 0;
    for (String line : recorded()) {
      counts.addLine(line);
      total += Long.parseLong(line.substring(line.lastIndexOf(' ') + 1));
    }
    Map<String, Long> c = counts.labelled();
    long placed = 0;
    for (Map.Entry<String, Long> e : c.entrySet()) {
      if (!e.getKey().endsWith("." + SampleCounts.STUBS)) {
        placed += e.getValue();
      }
    }
    assertEquals(total, placed);
    // The plaintext file has no cipher work; both encrypted files have cipher and PME code.
    assertEquals(0L, c.get("profile.PLAINTEXT.cipher"));
    assertTrue(c.get("profile.AES_GCM_V1.cipher") > 0, c.toString());
    assertTrue(c.get("profile.AES_GCM_CTR_V1.cipher") > 0, c.toString());
    assertTrue(c.get("profile.AES_GCM_V1.parquetCrypto") > 0, c.toString());
    assertTrue(c.get("profile.AES_GCM_V1.cipherStubs") > 0, c.toString());
    assertTrue(c.get("profile.AES_GCM_V1.cipherStubs") <= c.get("profile.AES_GCM_V1.cipher"));
    assertTrue(c.get(SampleCounts.OTHER_THREADS) > 0, c.toString());
    assertTrue(c.get("profile.PLAINTEXT.rest") > 0, c.toString());
  }

  @Test
  void aRecordedAesStubUnderTheGcmVariantIsCipherWorkOfThatMode() throws Exception {
    String stub = null;
    for (String line : recorded()) {
      if (line.contains("ModeFrames.AES_GCM_V1;")
          && line.substring(0, line.lastIndexOf(' ')).endsWith(";aescrypt_encryptBlock")) {
        stub = line.substring(0, line.lastIndexOf(' '));
      }
    }
    StackClassifier.Place p = StackClassifier.classify(stub);
    assertEquals(CpuCategory.CIPHER, p.category);
    assertEquals("AES_GCM_V1", p.mode);
    assertTrue(p.stub);
  }

  @Test
  void parquetCryptoWithoutACipherFrameIsPmeFramingAndACipherCallUnderItIsCipher() {
    String framing =
        WORKER
            + ";org/pmebench/paired/ModeFrames.run;org/pmebench/paired/ModeFrames.AES_GCM_CTR_V1;"
            + "org/apache/parquet/hadoop/ParquetFileReader.readChunkPages;"
            + "org/apache/parquet/crypto/InternalFileDecryptor.getColumnSetup";
    StackClassifier.Place p = StackClassifier.classify(framing);
    assertEquals(CpuCategory.PARQUET_CRYPTO, p.category);
    assertEquals("AES_GCM_CTR_V1", p.mode);
    StackClassifier.Place c =
        StackClassifier.classify(
            framing
                + ";org/apache/parquet/crypto/AesCtrDecryptor.decrypt;"
                + "javax/crypto/Cipher.update;com/sun/crypto/provider/CounterMode.implCrypt");
    assertEquals(CpuCategory.CIPHER, c.category);
    assertFalse(c.stub);
  }

  @Test
  void otherThreadsAndUnwalkableStacksAreNamedNotCountedAsWork() {
    assertEquals(
        CpuCategory.OTHER_THREADS,
        StackClassifier.classify("[C2 CompilerThread0 tid=20810];Compile::Optimize").category);
    StackClassifier.Place lost = StackClassifier.classify(WORKER + ";I2C/C2I adapters");
    assertEquals(CpuCategory.UNATTRIBUTED, lost.category);
    assertNull(lost.mode);
    // Outside any variant of a paired fork: unassigned, never a mode's.
    SampleCounts counts = new SampleCounts(Arrays.asList("PLAINTEXT", "AES_GCM_V1"));
    counts.addLine(WORKER + ";org/pmebench/parquet/ParquetPairedReadBenchmark.readRound 7");
    counts.addLine("not a collapsed line");
    assertEquals(7L, counts.labelled().get(SampleCounts.UNASSIGNED));
    // A benchmark of one mode owns its samples without a mode frame.
    SampleCounts one = new SampleCounts(Arrays.asList(SampleCounts.ALL));
    one.addLine(
        WORKER + ";org/pmebench/cipher/AesGcmBenchmark.encrypt;javax/crypto/Cipher.doFinal 5");
    assertEquals(5L, one.labelled().get("profile.all.cipher"));
  }
}
