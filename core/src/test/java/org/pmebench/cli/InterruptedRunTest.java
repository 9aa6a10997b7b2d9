package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Collections;
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
    String said;
    try (ChildRun child =
        ChildRun.start(
            dir,
            Collections.emptyList(),
            "run",
            "--profile=smoke",
            "--families=cipher,kms",
            "--sizes=16B",
            "--providers=SunJCE",
            "--output=" + run)) {
      // After the start lines, the first invocation's.
      child.await(() -> child.printed("\n[1/"), "its first invocation");
      child.process.destroy(); // SIGTERM
      assertTrue(child.process.waitFor(60, TimeUnit.SECONDS), "the run did not stop");
      said = child.err();
    }
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
