package org.pmebench.util;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A Python virtual environment with the pinned packages of a requirements file from PyPI, made once
 * in a directory of its own and made again when the requirements change (a stamp holds the ones it
 * was made with). The suite's Python tools (the peers' drivers, Otava) each have one.
 */
public final class PythonVenv {
  private static final long INSTALL_MINUTES = 10;

  private PythonVenv() {}

  /**
   * The python of the environment in {@code dir} for {@code requirements}, made first if missing or
   * stale with {@code basePython}; the commands' output goes to {@code log}.
   */
  public static Path python(Path requirements, Path dir, String basePython, Path log)
      throws IOException {
    Path python = dir.resolve("venv/bin/python");
    Path stamp = dir.resolve("installed-requirements.txt");
    byte[] wanted = Files.readAllBytes(requirements);
    if (made(python, stamp, wanted)) {
      return python;
    }
    Files.createDirectories(dir);
    // Another process (a second run, a test JVM beside this one) may be making it: one at a time,
    // and the second finds it made.
    try (FileChannel channel =
            FileChannel.open(
                dir.resolve(".making"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FileLock lock = channel.lock()) {
      if (made(python, stamp, wanted)) {
        return python;
      }
      Files.deleteIfExists(stamp);
      run(log, basePython, "-m", "venv", "--clear", dir.resolve("venv").toString());
      run(
          log,
          python.toString(),
          "-m",
          "pip",
          "install",
          "--disable-pip-version-check",
          "--quiet",
          "-r",
          requirements.toString());
      Files.write(stamp, wanted);
    }
    return python;
  }

  private static boolean made(Path python, Path stamp, byte[] wanted) throws IOException {
    return Files.isExecutable(python)
        && Files.isRegularFile(stamp)
        && Arrays.equals(wanted, Files.readAllBytes(stamp));
  }

  /**
   * Runs a command, its output appended to {@code log}; an IOException names the command and the
   * log on failure.
   */
  public static void run(Path log, String... command) throws IOException {
    List<String> cmd = Arrays.asList(command);
    int status =
        LoggedCommand.run(
            cmd,
            Collections.<String, String>emptyMap(),
            log,
            TimeUnit.MINUTES.toSeconds(INSTALL_MINUTES),
            String.join(" ", cmd));
    if (status != 0) {
      throw new IOException(
          String.join(" ", cmd) + " failed with status " + status + " (log: " + log + ")");
    }
  }
}
