package org.pmebench.cli;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/**
 * A test of one command, run in-process in a fresh directory: its exit code, and what it printed.
 */
abstract class CommandTest {
  @TempDir Path dir;

  String out;
  String err;

  int pmebench(String... args) {
    CliRun run = CliRun.of(args);
    out = run.out;
    err = run.err;
    return run.code;
  }
}
