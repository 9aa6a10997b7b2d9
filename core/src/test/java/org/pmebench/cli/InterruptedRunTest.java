package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run stopped with SIGTERM (a CI timeout; Ctrl-C is SIGINT and takes the same path) says what it
 * keeps and how to continue. The run is a process of its own, stopped once its first invocation has
 * finished.
 */
class InterruptedRunTest {
  @TempDir Path dir;

  @Test
  void aStoppedRunSaysHowToResume() throws Exception {
    Path run = dir.resolve("run");
    Path err = dir.resolve("err.txt");
    ProcessBuilder pb =
        new ProcessBuilder(
            Arrays.asList(
                Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                "org.pmebench.cli.PmeBench",
                "run",
                "--profile=smoke",
                "--families=cipher,kms",
                "--sizes=16B",
                "--providers=SunJCE",
                "--output=" + run));
    Process p = pb.redirectError(err.toFile()).start();
    try (BufferedReader out =
        new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
      String line;
      while ((line = out.readLine()) != null && !line.startsWith("[1/")) {
        // the start lines
      }
      p.destroy(); // SIGTERM
      assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the run did not stop");
    }
    String said = new String(Files.readAllBytes(err), StandardCharsets.UTF_8);
    assertTrue(said.contains("pmebench: interrupted; "), said);
    assertTrue(
        said.contains(
            " runs had finished, their results are kept in "
                + run
                + ". Continue with:\n"
                + "  ./pmebench run --resume "
                + run
                + "\n"),
        said);
  }
}
