package org.pmebench.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.PmeBenchProcess;

/**
 * The s3 family's committer jobs end to end, as a user runs them (the built jars, a real S3Proxy):
 * each committer's outcome after a job, a retried task and an aborted job, with PME files and their
 * key material inside or beside them; and the family's file reads in the same run, their requests
 * counted by S3A and by the server.
 */
class S3CommittersIT {
  @TempDir Path dir;

  /**
   * Three files per job, not the default 8: on the application's two cores the aborted job's
   * failing last task starts only once another has committed, so v2 always shows a file of it (with
   * two files it raced).
   */
  @Test
  void everyCommitterAndFaultLeavesWhatTheReportSays() throws Exception {
    Path out = dir.resolve("run");
    PmeBenchProcess run =
        PmeBenchProcess.run(
            dir,
            "run",
            "--families=s3",
            "--profile=smoke",
            "--s3-rows=200",
            "--s3-material=internal,external",
            "--s3-footers=encrypted",
            "--s3-citations=true",
            "--s3-fadvise=normal,sequential",
            "--s3-committers=file-v1,file-v2,magic,directory",
            "--s3-committer-rows=2000",
            "--s3-committer-files=3",
            "--output=" + out);
    int status = run.status;
    String output = run.out;
    assertEquals(0, status, output);
    assertTrue(
        output.contains("committer application: right answers from SunJCE"),
        "its cipher check: " + output);
    JsonNode summary = new ObjectMapper().readTree(out.resolve("summary.json").toFile());
    filesCountRequestsAndTheServerStops(out, summary, output);
    JsonNode rows = summary.path("s3Committers");
    // 4 committers x (plaintext + 2 modes x 2 materials) + 2 faults x 4 committers x 2 materials.
    assertEquals(4 * 5 + 2 * 4 * 2, rows.size(), output);
    for (JsonNode r : rows) {
      String c = r.path("committer").asText();
      String fault = r.path("fault").asText();
      boolean external = "external".equals(r.path("material").asText());
      String what =
          c
              + " "
              + fault
              + " "
              + r.path("encryption").asText()
              + " "
              + r.path("material").asText()
              + ": "
              + r.path("verdict").asText();
      assertEquals(0, r.path("pendingUploads").asLong(), what);
      // Every visible file of an encrypted job is encrypted: the INSERT's OPTIONS reached parquet.
      assertEquals(0, r.path("unencryptedFiles").asLong(-1), what);
      if ("directory".equals(c) && external && !"job-aborted".equals(fault)) {
        // The staging committer uploads a task's files but not the hidden _KEY_MATERIAL_FOR_ ones
        // beside them.
        assertTrue(r.path("succeeded").asBoolean(), what);
        assertTrue(r.path("dataLoss").asBoolean(), what);
        assertEquals(
            r.path("parquetFiles").asLong(), r.path("filesWithoutKeyMaterial").asLong(), what);
      } else if ("job-aborted".equals(fault)) {
        assertFalse(r.path("succeeded").asBoolean(), what);
        assertFalse(r.path("dataLoss").asBoolean(), what);
        // Only v2 moves a task's files into place at task commit: the others show nothing of a
        // failed job.
        assertEquals("file-v2".equals(c), r.path("parquetFiles").asLong() > 0, what);
      } else {
        assertEquals("complete", r.path("verdict").asText(), what);
      }
    }
    // Reading a table back through Spark: key material inside the files costs no request, beside
    // them more.
    for (JsonNode r : rows) {
      if (!"none".equals(r.path("fault").asText())
          || "PLAINTEXT".equals(r.path("encryption").asText())
          || r.path("unreadableFiles").asLong() > 0) {
        continue;
      }
      long plain = -1;
      for (JsonNode q : rows) {
        if ("PLAINTEXT".equals(q.path("encryption").asText())
            && q.path("committer").equals(r.path("committer"))) {
          plain = total(q.path("sparkReadRequests"));
        }
      }
      long n = total(r.path("sparkReadRequests"));
      String what =
          r.path("committer").asText()
              + " "
              + r.path("encryption").asText()
              + " "
              + r.path("material").asText()
              + ": "
              + r.path("sparkReadRequests")
              + " vs plaintext "
              + plain;
      if ("internal".equals(r.path("material").asText())) {
        assertEquals(plain, n, what);
      } else {
        assertTrue(n > plain, what);
      }
    }
    int paired = 0;
    for (JsonNode o : summary.path("overheads")) {
      if (o.path("params").has("committer")) {
        paired++;
        assertEquals("interleaved", o.path("pairing").asText(), o.toString());
      }
    }
    assertEquals(
        4 * 2 * 2,
        paired,
        "each committer x key material: GCM and GCM-CTR jobs over the plaintext job");
    assertEquals(
        4,
        summary.path("overheads").size() - paired,
        "GCM and GCM-CTR reads, internal and external material");
    assertTrue(
        new String(Files.readAllBytes(out.resolve("report.md")), StandardCharsets.UTF_8)
            .contains("### Spark's output committers"));
  }

  /**
   * The file reads: every request counted by S3A and by the server, reads through JMH, the server
   * stopped.
   */
  private static void filesCountRequestsAndTheServerStops(Path out, JsonNode summary, String output)
      throws Exception {
    JsonNode requests = summary.path("s3Requests");
    // R1's file: plaintext + 2 modes x 2 materials, written once, read with 2 policies. The
    // citations
    // file: plaintext and 2 modes x 2 materials x 2 column sets; the plaintext and sensitive files
    // also read only their plaintext columns.
    assertEquals(5 * (1 + 2) + 4 * (1 + 2) + 5 * (1 + 2 * 2), requests.size(), requests.toString());
    for (JsonNode r : requests) {
      assertTrue(r.path("serverAgrees").asBoolean(), "the server counted what S3A counted: " + r);
      if ("external".equals(r.path("material").asText())) {
        assertEquals(2, r.path("extraRequests").asLong(), "the key material object: " + r);
      } else if ("internal".equals(r.path("material").asText())) {
        assertEquals(0, r.path("extraRequests").asLong(), r.toString());
      }
    }
    assertTrue(Files.readAllLines(out.resolve("report.md")).contains("## PME on S3 (S3A)"));
    String log = new String(Files.readAllBytes(out.resolve("jmh.log")), StandardCharsets.UTF_8);
    assertTrue(log.contains("S3PairedReadBenchmark"), "the reads ran through JMH");
    JsonNode manifest = new ObjectMapper().readTree(out.resolve("run.json").toFile());
    assertEquals(0, manifest.path("skipped").size(), manifest.path("skipped").toString());
    // The server the run started is gone: its address no longer answers.
    Matcher url = Pattern.compile("S3Proxy \\S+ at http://127\\.0\\.0\\.1:(\\d+)").matcher(log);
    assertTrue(url.find(), "the run's log names its server");
    try (Socket s = new Socket()) {
      s.connect(
          new InetSocketAddress(InetAddress.getLoopbackAddress(), Integer.parseInt(url.group(1))),
          2000);
      fail("the run's S3Proxy still answers after the run: " + output);
    } catch (IOException refused) {
      // stopped, as it should be
    }
  }

  private static long total(JsonNode byKind) {
    assertTrue(byKind.isObject() && byKind.size() > 0, "requests counted: " + byKind);
    long n = 0;
    for (JsonNode v : byKind) {
      n += v.asLong();
    }
    return n;
  }
}
