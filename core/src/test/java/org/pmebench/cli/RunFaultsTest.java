package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pmebench.run.ForkSettings;

/**
 * Faults a run survives (docs/running.md, "What a run survives"): a full disk, kill -9 of the
 * launcher and of a JMH fork, a fork out of memory. Each faulted run is a process of its own.
 * Afterwards no result file is half-written or counted, every failure is one line naming its cause,
 * and {@code --resume} completes the run with the same files as an uninterrupted one.
 */
class RunFaultsTest {
  @TempDir static Path shared;
  private static List<String> uninterrupted;

  @TempDir Path dir;

  @BeforeAll
  static void anUninterruptedRun() throws IOException {
    Path run = shared.resolve("uninterrupted");
    CliRun r = CliRun.of(RunFiles.tinyRun(run));
    assertEquals(0, r.code, r.err);
    uninterrupted = RunFiles.listing(run);
  }

  /** The resumed run ends complete, with the uninterrupted run's files and nothing half-written. */
  private static void resumeCompletes(Path run) throws IOException {
    CliRun resumed = CliRun.of("run", "--resume", run.toString());
    assertEquals(0, resumed.code, resumed.err);
    assertEquals(
        "complete",
        new ObjectMapper().readTree(run.resolve("run.json").toFile()).path("status").asText());
    assertEquals(uninterrupted, RunFiles.listing(run));
    RunFiles.assertNothingHalfWrittenCounted(run);
  }

  private static String status(Path run) throws IOException {
    return new ObjectMapper().readTree(run.resolve("run.json").toFile()).path("status").asText();
  }

  /** The lines of {@code err} that pmebench said (not the JVM's banner for JAVA_TOOL_OPTIONS). */
  private static List<String> said(String err) {
    return Arrays.stream(err.split("\n"))
        .filter(l -> l.startsWith("pmebench: "))
        .collect(Collectors.toList());
  }

  /** The lines of {@code err} that skip a step, after checking it holds no stack trace. */
  private static List<String> skips(String err) {
    RunFiles.assertNoStackTrace(err);
    return said(err).stream()
        .filter(l -> l.startsWith("pmebench: skipped "))
        .collect(Collectors.toList());
  }

  /**
   * Two sizes, so that the disk fills at two points: with two pages, run.json and the start of
   * jmh.log fit and the first JMH result file does not; with ten, the results fit and the tables or
   * report do not (here; wherever it fills, the same must hold).
   */
  @ParameterizedTest
  @ValueSource(strings = {"8k", "40k"})
  void aFullDiskStopsTheRunInOneLineAndResumeFinishesItOnceThereIsSpace(String size)
      throws Exception {
    Path disk = Files.createDirectories(dir.resolve("disk"));
    String mounted =
        command("mount", "-t", "tmpfs", "-o", "size=" + size, "tmpfs", disk.toString());
    Assumptions.assumeTrue(
        mounted == null,
        () ->
            "full disk not tried: cannot mount a small tmpfs here (it needs "
                + "root or CAP_SYS_ADMIN): "
                + mounted);
    try {
      Path run = disk.resolve("run");
      try (ChildRun child = ChildRun.start(dir, Collections.emptyList(), RunFiles.tinyRun(run))) {
        assertEquals(1, child.exitCode(), child.out() + child.err());
        String err = child.err();
        RunFiles.assertNoStackTrace(err);
        assertEquals(1, said(err).size(), err);
        assertTrue(
            said(err)
                .get(0)
                .startsWith(
                    "pmebench: the run stopped: no space left on the device of " + run + " ("),
            err);
        assertTrue(
            said(err)
                .get(0)
                .endsWith("free some space, then continue with ./pmebench run --resume " + run),
            err);
      }
      RunFiles.assertNothingHalfWrittenCounted(run);
      assertEquals("running", status(run));
      assertEquals(null, command("mount", "-o", "remount,size=4m", disk.toString()));
      resumeCompletes(run);
    } finally {
      command("umount", "-l", disk.toString());
    }
  }

  @Test
  void killingTheLauncherLeavesOnlyCompleteResultsAndResumeFinishesTheRun() throws Exception {
    Path run = dir.resolve("run");
    Path warm;
    List<Long> started;
    try (ChildRun child = ChildRun.start(dir, Collections.emptyList(), RunFiles.tinyRun(run))) {
      child.await(() -> resultFiles(run).size() == 1, "a first result file");
      warm = resultFiles(run).get(0);
      child.awaitFork(); // the second invocation's: killed in the middle of it
      started = Procs.descendants(Procs.pid(child.process));
      child.process.destroyForcibly(); // SIGKILL: no shutdown hook runs
      assertTrue(child.process.waitFor(30, TimeUnit.SECONDS));
    }
    for (long orphan : started) {
      // A fork whose launcher is gone loses its link to it and ends by itself.
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
      while (Procs.alive(orphan) && System.nanoTime() < deadline) {
        Thread.sleep(50);
      }
      if (Procs.alive(orphan)) {
        String what = Procs.commandLine(orphan);
        Procs.kill9(orphan);
        fail("an orphaned process of the killed run kept running: " + what);
      }
    }
    RunFiles.assertNothingHalfWrittenCounted(run);
    assertEquals("running", status(run));
    byte[] kept = Files.readAllBytes(warm);
    resumeCompletes(run);
    assertArrayEquals(
        kept, Files.readAllBytes(warm), "the finished invocation is kept, not measured again");
  }

  @Test
  void aKilledForkSkipsItsStepInOneLineAndResumeRunsItAgain() throws Exception {
    Path run = dir.resolve("run");
    String err;
    try (ChildRun child = ChildRun.start(dir, Collections.emptyList(), RunFiles.tinyRun(run))) {
      Procs.kill9(child.awaitFork()); // as the kernel's out-of-memory killer would
      assertEquals(1, child.exitCode(), child.out() + child.err());
      err = child.err();
    }
    List<String> skips = skips(err);
    assertEquals(1, skips.size(), err);
    Matcher skip =
        Pattern.compile(
                "pmebench: skipped (jdk\\d+-cipher-(warm|cold)-intrinsics-on-t1): forked VM failed "
                    + "with exit code 137 \\(killed by signal 9, SIGKILL[^)]*\\) \\(details in .*jmh.log\\); going on with the rest")
            .matcher(skips.get(0));
    assertTrue(skip.matches(), err);
    assertTrue(
        err.contains("pmebench: 1 run(s) skipped: " + skip.group(1) + " (reasons in run.json)"),
        err);
    assertTrue(
        Files.notExists(run.resolve(skip.group(1) + ".json")),
        "no result for the killed fork's invocation");
    RunFiles.assertNothingHalfWrittenCounted(run);
    assertEquals("complete except 1 skipped run(s)", status(run));
    resumeCompletes(run);
  }

  @Test
  void aForkOutOfMemorySkipsItsStepInOneLineAndTheRunGoesOn() throws Exception {
    Path run = dir.resolve("run");
    String err;
    // 16 MiB chunks in a 16 MiB heap: each invocation's setup runs out of memory.
    List<String> starved =
        Collections.singletonList("-D" + ForkSettings.EXTRA_ARGS_PROPERTY + "=-Xms16m -Xmx16m");
    try (ChildRun child = ChildRun.start(dir, starved, RunFiles.tinyRun(run, "--sizes=16MiB"))) {
      assertEquals(1, child.exitCode(), child.out() + child.err());
      err = child.err();
    }
    List<String> skips = skips(err);
    assertEquals(
        2, skips.size(), "the second invocation ran after the first ran out of memory: " + err);
    for (String line : skips) {
      assertTrue(
          line.matches(
              "pmebench: skipped jdk\\d+-cipher-(warm|cold)-intrinsics-on-t1: java.lang.OutOfMemoryError: "
                  + "Java heap space \\(details in .*jmh.log\\); going on with the rest"),
          err);
    }
    assertTrue(resultFiles(run).isEmpty(), "no result counted for a fork out of memory");
    JsonNode manifest = new ObjectMapper().readTree(run.resolve("run.json").toFile());
    assertEquals("complete except 2 skipped run(s)", manifest.path("status").asText());
    assertEquals(0, manifest.path("resultFiles").size());
    assertTrue(
        manifest
            .path("skipped")
            .path(0)
            .path("reason")
            .asText()
            .startsWith("java.lang.OutOfMemoryError"));
    RunFiles.assertNothingHalfWrittenCounted(run);
  }

  /**
   * A failed part of a step that finished (an s3 step's request count) is not measured again: it
   * stays skipped.
   */
  @Test
  void aResumedRunKeepsTheFailedPartsOfTheStepsItKeeps() throws Exception {
    Path run = dir.resolve("run");
    Files.createDirectories(run);
    try (Stream<Path> files = Files.list(shared.resolve("uninterrupted"))) {
      for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
        Files.copy(f, run.resolve(f.getFileName()));
      }
    }
    ObjectMapper json = new ObjectMapper();
    com.fasterxml.jackson.databind.node.ObjectNode manifest =
        (com.fasterxml.jackson.databind.node.ObjectNode)
            json.readTree(run.resolve("run.json").toFile());
    String warm = resultFiles(run).get(1).getFileName().toString().replace(".json", "");
    manifest.put("status", "complete except 1 skipped run(s)");
    manifest
        .withArray("skipped")
        .addObject()
        .put("run", warm + "-part")
        .put("jvm", "jdk")
        .put("reason", "it broke");
    Files.write(run.resolve("run.json"), json.writeValueAsBytes(manifest));

    CliRun resumed = CliRun.of("run", "--resume", run.toString());
    assertEquals(1, resumed.code, resumed.err);
    assertTrue(
        resumed.err.contains("pmebench: 1 run(s) skipped: " + warm + "-part (reasons in run.json)"),
        resumed.err);
    JsonNode after = json.readTree(run.resolve("run.json").toFile());
    assertEquals("complete except 1 skipped run(s)", after.path("status").asText());
    assertEquals("it broke", after.path("skipped").path(0).path("reason").asText());
  }

  /** The JMH result files in {@code run}, finished ones only. */
  private static List<Path> resultFiles(Path run) {
    try (Stream<Path> files = Files.list(run)) {
      return files
          .filter(f -> f.getFileName().toString().matches("jdk.*\\.json"))
          .sorted()
          .collect(Collectors.toList());
    } catch (IOException e) {
      return Collections.emptyList(); // not there yet
    }
  }

  /** Runs a system command; null when it succeeded, else what it said. */
  private static String command(String... command) throws Exception {
    Process p;
    try {
      p = new ProcessBuilder(command).redirectErrorStream(true).start();
    } catch (IOException e) {
      return String.join(" ", command) + ": " + e.getMessage(); // no such command here
    }
    String said = new String(readAll(p), StandardCharsets.UTF_8).trim();
    return p.waitFor() == 0
        ? null
        : String.join(" ", command) + ": exit " + p.exitValue() + " " + said;
  }

  private static byte[] readAll(Process p) throws IOException {
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    byte[] buf = new byte[4096];
    for (int n; (n = p.getInputStream().read(buf)) > 0; ) {
      out.write(buf, 0, n);
    }
    return out.toByteArray();
  }
}
