package org.pmebench.family.peers;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.pmebench.util.LoggedCommand;

/**
 * The Python peers' environment (pyarrow, DuckDB): a virtual environment under {@code
 * target/peers/python/} with the pinned packages of {@code peers/python/requirements.txt} from
 * PyPI, made once and made again when the requirements change (a stamp holds the ones it was made
 * with).
 */
public final class PythonEnvironment {
  static final String DIR = "peers/python";
  static final String REQUIREMENTS = DIR + "/requirements.txt";
  private static final long INSTALL_MINUTES = 10;

  private PythonEnvironment() {}

  /**
   * The driver script of a Python peer ({@code pyarrow_peer.py}, {@code duckdb_peer.py}) in the
   * project at {@code home}.
   */
  public static Path driver(Path home, String script) {
    return home.resolve(DIR).resolve(script);
  }

  /**
   * The environment's python, made first if missing or stale; {@code basePython} makes the venv.
   */
  public static Path python(Path home, String basePython, Path log) throws IOException {
    Path requirements = home.resolve(REQUIREMENTS);
    if (!Files.isRegularFile(requirements)) {
      throw new IOException(home + " has no " + REQUIREMENTS + " (run pmebench from its project)");
    }
    Path dir = home.resolve("target/peers/python");
    Path python = dir.resolve("venv/bin/python");
    Path stamp = dir.resolve("installed-requirements.txt");
    byte[] wanted = Files.readAllBytes(requirements);
    if (Files.isExecutable(python)
        && Files.isRegularFile(stamp)
        && Arrays.equals(wanted, Files.readAllBytes(stamp))) {
      return python;
    }
    Files.createDirectories(dir);
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
    return python;
  }

  /** The version the requirements pin for {@code pkg} ({@code pkg==X}). */
  public static String pinnedVersion(Path home, String pkg) throws IOException {
    for (String line : Files.readAllLines(home.resolve(REQUIREMENTS), StandardCharsets.UTF_8)) {
      if (line.trim().startsWith(pkg + "==")) {
        return line.trim().substring(pkg.length() + 2);
      }
    }
    throw new IOException(REQUIREMENTS + " pins no " + pkg + " version");
  }

  /**
   * Runs a command, its output appended to {@code log}; an IOException names the command and the
   * log on failure.
   */
  static void run(Path log, String... command) throws IOException {
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
