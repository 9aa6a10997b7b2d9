package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * A pmebench command in a JVM of its own, so that a test can kill it, or a process it started, as a
 * user or the kernel would. Its stdout and stderr go to files beside {@code logDir}'s others.
 */
final class ChildRun implements AutoCloseable {
  static final String FORKED_MAIN = "org.openjdk.jmh.runner.ForkedMain";

  final Process process;
  private final Path out;
  private final Path err;

  private ChildRun(Process process, Path out, Path err) {
    this.process = process;
    this.out = out;
    this.err = err;
  }

  /**
   * Starts {@code args} with the test JVM's java and class path; {@code properties} are -D settings
   * for it.
   */
  static ChildRun start(Path logDir, List<String> properties, String... args) throws IOException {
    List<String> command =
        new ArrayList<String>(
            Arrays.asList(
                Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djmh.ignoreLock=" + System.getProperty("jmh.ignoreLock", "true")));
    command.addAll(properties);
    command.addAll(
        Arrays.asList("-cp", System.getProperty("java.class.path"), "org.pmebench.cli.PmeBench"));
    command.addAll(Arrays.asList(args));
    Path out = Files.createTempFile(logDir, "child", ".out");
    Path err = Files.createTempFile(logDir, "child", ".err");
    return new ChildRun(
        new ProcessBuilder(command)
            .redirectOutput(out.toFile())
            .redirectError(err.toFile())
            .start(),
        out,
        err);
  }

  String out() throws IOException {
    return new String(Files.readAllBytes(out), StandardCharsets.UTF_8);
  }

  String err() throws IOException {
    return new String(Files.readAllBytes(err), StandardCharsets.UTF_8);
  }

  /** Whether it has printed {@code what} to stdout so far; not while its output cannot be read. */
  boolean printed(String what) {
    try {
      return out().contains(what);
    } catch (IOException e) {
      return false;
    }
  }

  /** Its exit code, once it has ended by itself. */
  int exitCode() throws Exception {
    assertTrue(
        process.waitFor(120, TimeUnit.SECONDS), "the run did not end; its output:\n" + out());
    return process.exitValue();
  }

  /**
   * The pid of a JMH fork the run has started, once there is one; fails when the run ends first.
   */
  long awaitFork() throws Exception {
    return awaitDescendant(FORKED_MAIN);
  }

  /**
   * The pid of a process below the run whose command line holds {@code part}, once there is one.
   */
  long awaitDescendant(String part) throws Exception {
    long[] found = new long[1];
    await(() -> (found[0] = descendant(part)) != 0, "a process running " + part);
    return found[0];
  }

  private long descendant(String part) {
    for (long pid : Procs.descendants(Procs.pid(process))) {
      if (Procs.commandLine(pid).contains(part)) {
        return pid;
      }
    }
    return 0;
  }

  /**
   * Waits (polling) until {@code condition} holds while the run is alive; fails when it ends first.
   */
  void await(BooleanSupplier condition, String what) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    while (!condition.getAsBoolean()) {
      if (!process.isAlive() || System.nanoTime() > deadline) {
        fail(
            "the run "
                + (process.isAlive() ? "went on" : "ended")
                + " without "
                + what
                + "; its output:\n"
                + out()
                + err());
      }
      Thread.sleep(10);
    }
  }

  /** Kills the run and whatever it started, should a test fail before it ends. */
  @Override
  public void close() throws Exception {
    for (long pid : Procs.descendants(Procs.pid(process))) {
      Procs.kill9(pid);
    }
    process.destroyForcibly();
  }
}
