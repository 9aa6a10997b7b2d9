package org.pmebench.family.s3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.cli.CliRun;
import org.pmebench.cli.PmeBench;

/**
 * The s3 family through the command line: refusals before anything runs. A tiny run end to end on
 * S3Proxy is in the spark module's S3CommittersIT, which runs the same reads beside its committer
 * jobs.
 */
class S3FamilyTest {
  @TempDir Path dir;

  @Test
  void badInputIsOneLineAndExit2BeforeAnythingRuns() throws Exception {
    int closedPort;
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      closedPort = s.getLocalPort();
    }
    Path out = dir.resolve("run");
    CliRun unreachable =
        CliRun.family("s3", out, "--profile=smoke", "--s3-endpoint=http://127.0.0.1:" + closedPort);
    assertEquals(PmeBench.EXIT_USAGE, unreachable.code, unreachable.err);
    assertTrue(
        unreachable.err.startsWith(
            "pmebench: s3: http://127.0.0.1:" + closedPort + " is unreachable"),
        unreachable.err);
    assertEquals(1, unreachable.err.trim().split("\n").length, unreachable.err);
    assertFalse(Files.exists(out.resolve("run.json")), "nothing ran");

    CliRun.family("s3", out, "--s3-endpoint=http://127.0.0.1:9", "--s3-latencies=0,20")
        .assertRefused("only the suite's S3Proxy adds one");
    CliRun.family("s3", out, "--s3-workloads=8").assertRefused("invalid --s3-workloads value 8");

    CliRun.family("s3", out, "--s3-fadvise=fast").assertRefused("fast");
    CliRun.family("s3", out, "--s3-row-groups=-1")
        .assertRefused("invalid --s3-row-groups value -1");

    Path fakeJava = dir.resolve("java");
    Files.write(
        fakeJava,
        "#!/bin/sh\necho 'Error: could not reserve the heap' >&2\nexit 1\n".getBytes("UTF-8"));
    assertTrue(fakeJava.toFile().setExecutable(true));
    CliRun noServer = CliRun.family("s3", out, "--profile=smoke", "--s3-java=" + fakeJava);
    assertEquals(PmeBench.EXIT_USAGE, noServer.code, noServer.err);
    assertTrue(
        noServer.err.startsWith(
            "pmebench: s3: the S3 server does not start: S3Proxy exited with status 1"),
        noServer.err);
    assertTrue(noServer.err.contains("could not reserve the heap"), noServer.err);
    assertEquals(1, noServer.err.trim().split("\n").length, noServer.err);
    assertFalse(Files.exists(out.resolve("run.json")), "nothing ran");

    CliRun.family("s3", out, "--s3-committer-files=0")
        .assertRefused("invalid --s3-committer-files 0; use 1 to 1000");
    CliRun fewerRows =
        CliRun.family("s3", out, "--s3-committer-files=16", "--s3-committer-rows=10");
    assertEquals(PmeBench.EXIT_USAGE, fewerRows.code);
    assertTrue(
        fewerRows.err.contains("invalid --s3-committer-rows 10; use 16 to "),
        "a row per file at least: " + fewerRows.err);

    CliRun.family("s3", out, "--s3-bucket=b").assertRefused("--s3-bucket needs --s3-endpoint");
  }
}
