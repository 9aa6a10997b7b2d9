package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The s3 family's S3 server killed mid-run (docs/running.md, "What a run survives"): the step fails
 * in one line naming the server's end, nothing half-written is counted, and {@code --resume} runs
 * the step again with a new server, ending with the files of an uninterrupted run.
 */
class S3ServerKilledTest {
  /** One server, one file read: the fewest steps that still count requests and time reads on S3. */
  private static final String[] RUN = {
    "run",
    "--profile=smoke",
    "--families=s3",
    "--s3-latencies=0",
    "--s3-material=internal",
    "--s3-footers=encrypted"
  };

  @TempDir Path dir;

  private static String[] output(Path run) {
    List<String> args = new ArrayList<String>(Arrays.asList(RUN));
    args.add("--output=" + run);
    return args.toArray(new String[0]);
  }

  @Test
  void aKilledServerFailsItsStepInOneLineAndResumeRunsItAgain() throws Exception {
    Assumptions.assumeTrue(
        Files.isRegularFile(
            java.nio.file.Paths.get(
                "target", "s3proxy", "s3proxy-4.1.1-jar-with-dependencies.jar")),
        "the s3 family needs target/s3proxy/ (copied by the build's generate-resources)");
    Path reference = dir.resolve("uninterrupted");
    CliRun r = CliRun.of(output(reference));
    assertEquals(0, r.code, r.err);

    Path run = dir.resolve("run");
    String err;
    try (ChildRun child = ChildRun.start(dir, Collections.emptyList(), output(run))) {
      child.await(() -> child.printed("counting the S3 requests"), "the S3 server answering");
      Procs.kill9(child.awaitDescendant("s3proxy"));
      assertEquals(1, child.exitCode(), child.out() + child.err());
      err = child.err();
    }
    RunFiles.assertNoStackTrace(err);
    List<String> skips =
        Arrays.stream(err.split("\n"))
            .filter(l -> l.startsWith("pmebench: skipped "))
            .collect(Collectors.toList());
    assertEquals(1, skips.size(), err);
    assertTrue(
        skips
            .get(0)
            .matches(
                "pmebench: skipped jdk\\d+-s3-intrinsics-on: s3: the S3 server \\(S3Proxy at "
                    + "http://127\\.0\\.0\\.1:\\d+\\) stopped during the run with exit status 137 \\(killed by signal 9, SIGKILL\\); "
                    + "its log: .*; --resume runs this step again with a new server \\(details in .*\\); going on with the rest"),
        err);
    RunFiles.assertNothingHalfWrittenCounted(run);
    assertEquals(
        "complete except 1 skipped run(s)",
        new ObjectMapper().readTree(run.resolve("run.json").toFile()).path("status").asText());

    CliRun resumed = CliRun.of("run", "--resume", run.toString());
    assertEquals(0, resumed.code, resumed.err);
    assertEquals(
        "complete",
        new ObjectMapper().readTree(run.resolve("run.json").toFile()).path("status").asText());
    assertEquals(RunFiles.listing(reference), RunFiles.listing(run));
    RunFiles.assertNothingHalfWrittenCounted(run);
  }
}
