package org.pmebench.family.s3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.cli.CliRun;
import org.pmebench.cli.PmeBench;

/** The s3 family through the command line: refusals before anything runs, and a tiny run end to end on S3Proxy. */
class S3FamilyTest {
  @TempDir
  Path dir;

  @Test
  void badInputIsOneLineAndExit2BeforeAnythingRuns() throws Exception {
    int closedPort;
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      closedPort = s.getLocalPort();
    }
    Path out = dir.resolve("run");
    CliRun unreachable = CliRun.of("run", "--families=s3", "--profile=smoke", "--s3-endpoint=http://127.0.0.1:"
        + closedPort, "--output=" + out);
    assertEquals(PmeBench.EXIT_USAGE, unreachable.code, unreachable.err);
    assertTrue(unreachable.err.startsWith("pmebench: s3: http://127.0.0.1:" + closedPort + " is unreachable"),
        unreachable.err);
    assertEquals(1, unreachable.err.trim().split("\n").length, unreachable.err);
    assertFalse(Files.exists(out.resolve("run.json")), "nothing ran");

    CliRun latency = CliRun.of("run", "--families=s3", "--s3-endpoint=http://127.0.0.1:9", "--s3-latencies=0,20",
        "--output=" + out);
    assertEquals(PmeBench.EXIT_USAGE, latency.code);
    assertTrue(latency.err.contains("only the suite's S3Proxy adds one"), latency.err);

    CliRun workload = CliRun.of("run", "--families=s3", "--s3-workloads=8", "--output=" + out);
    assertEquals(PmeBench.EXIT_USAGE, workload.code);
    assertTrue(workload.err.contains("invalid --s3-workloads value 8"), workload.err);

    CliRun policy = CliRun.of("run", "--families=s3", "--s3-fadvise=fast", "--output=" + out);
    assertEquals(PmeBench.EXIT_USAGE, policy.code);
    assertTrue(policy.err.contains("fast"), policy.err);
    CliRun rowGroups = CliRun.of("run", "--families=s3", "--s3-row-groups=-1", "--output=" + out);
    assertEquals(PmeBench.EXIT_USAGE, rowGroups.code);
    assertTrue(rowGroups.err.contains("invalid --s3-row-groups value -1"), rowGroups.err);

    Path fakeJava = dir.resolve("java");
    Files.write(fakeJava, "#!/bin/sh\necho 'Error: could not reserve the heap' >&2\nexit 1\n".getBytes("UTF-8"));
    assertTrue(fakeJava.toFile().setExecutable(true));
    CliRun noServer = CliRun.of("run", "--families=s3", "--profile=smoke", "--s3-java=" + fakeJava, "--output=" + out);
    assertEquals(PmeBench.EXIT_USAGE, noServer.code, noServer.err);
    assertTrue(noServer.err.startsWith("pmebench: s3: the S3 server does not start: S3Proxy exited with status 1"),
        noServer.err);
    assertTrue(noServer.err.contains("could not reserve the heap"), noServer.err);
    assertEquals(1, noServer.err.trim().split("\n").length, noServer.err);
    assertFalse(Files.exists(out.resolve("run.json")), "nothing ran");

    CliRun bucket = CliRun.of("run", "--families=s3", "--s3-bucket=b", "--output=" + out);
    assertEquals(PmeBench.EXIT_USAGE, bucket.code);
    assertTrue(bucket.err.contains("--s3-bucket needs --s3-endpoint"), bucket.err);
  }

  @Test
  void aTinyRunCountsRequestsTimesReadsAndStopsItsServer() throws Exception {
    Path out = dir.resolve("tiny");
    CliRun run = CliRun.of("run", "--families=s3", "--profile=smoke", "--s3-rows=200", "--s3-material=internal,external",
        "--s3-footers=encrypted", "--s3-citations=true", "--s3-fadvise=normal,sequential", "--output=" + out);
    assertEquals(0, run.code, run.err);
    JsonNode summary = new ObjectMapper().readTree(out.resolve("summary.json").toFile());
    JsonNode requests = summary.path("s3Requests");
    // R1's file: plaintext + 2 modes x 2 materials, written once, read with 2 policies. The citations
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
    assertEquals(4, summary.path("overheads").size(), "GCM and GCM-CTR reads, internal and external material");
    assertTrue(Files.readAllLines(out.resolve("report.md")).contains("## PME on S3 (S3A)"));
    String log = new String(Files.readAllBytes(out.resolve("jmh.log")), "UTF-8");
    assertTrue(log.contains("S3PairedReadBenchmark"), "the reads ran through JMH");
    JsonNode manifest = new ObjectMapper().readTree(out.resolve("run.json").toFile());
    assertEquals(0, manifest.path("skipped").size(), manifest.path("skipped").toString());
    // The server the run started is gone: its address no longer answers.
    java.util.regex.Matcher url = java.util.regex.Pattern.compile("S3Proxy \\S+ at (http://127\\.0\\.0\\.1:\\d+)")
        .matcher(log);
    assertTrue(url.find(), "the run's log names its server");
    String problem = S3Endpoint.local(url.group(1)).problem();
    assertTrue(problem != null && problem.contains("unreachable"), String.valueOf(problem));
  }
}
