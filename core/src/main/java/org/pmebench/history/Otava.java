package org.pmebench.history;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.pmebench.run.UserError;
import org.pmebench.util.PythonVenv;

/**
 * Apache Otava, installed from PyPI into the suite's own environment ({@code history/
 * requirements.txt} into {@code target/history/python}) the first time it is needed, and run over
 * the series' CSV tests.
 */
public final class Otava {
  static final String REQUIREMENTS = "history/requirements.txt";
  private static final long ANALYZE_MINUTES = 10;

  private final Path executable;

  private Otava(Path executable) {
    this.executable = executable;
  }

  /**
   * Otava in the environment of the project at {@code home}, made with {@code basePython} where
   * missing; a Python too old or without venv is a {@link UserError} that says what to do.
   */
  public static Otava in(Path home, String basePython, Path log) throws IOException {
    Path requirements = home.resolve(REQUIREMENTS);
    if (!Files.isRegularFile(requirements)) {
      throw new UserError(
          "history: " + requirements + " is missing (run pmebench from its project directory)");
    }
    checkPython(basePython);
    Path python =
        PythonVenv.python(requirements, home.resolve("target/history/python"), basePython, log);
    return new Otava(python.resolveSibling("otava"));
  }

  private static void checkPython(String basePython) {
    String says =
        "history: Otava needs Python 3.10 or newer with venv, and "
            + basePython
            + " is not one: install it (Debian: apt-get install python3 python3-venv), give "
            + "--python, or --no-otava for the series without change points";
    try {
      Process p =
          new ProcessBuilder(
                  basePython, "-c", "import sys, venv; sys.exit(sys.version_info < (3, 10))")
              .redirectErrorStream(true)
              .redirectOutput(new java.io.File("/dev/null"))
              .start();
      if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
        p.destroyForcibly();
        throw new UserError(says);
      }
    } catch (IOException e) {
      throw new UserError(says);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new UserError(says);
    }
  }

  /**
   * {@code otava analyze} over every test of {@code input}: its JSON output; its log lines go to
   * {@code log}.
   */
  public String analyze(Path dir, OtavaInput input, double pValue, double magnitude, Path log)
      throws IOException {
    List<String> cmd = new ArrayList<String>();
    cmd.add(executable.toString());
    cmd.add("analyze");
    cmd.addAll(input.tests.keySet());
    cmd.add("--config-file");
    cmd.add(dir.resolve(OtavaInput.CONFIG).toString());
    cmd.add("--output");
    cmd.add("json");
    // Otava 0.8.0 declares its p-value option as the one name "-P, --p-value".
    cmd.add("-P, --p-value");
    cmd.add(String.format(Locale.ROOT, "%s", pValue));
    cmd.add("--magnitude");
    cmd.add(String.format(Locale.ROOT, "%s", magnitude));
    Path out = dir.resolve("otava-output.json");
    Process p =
        new ProcessBuilder(cmd)
            .redirectOutput(out.toFile())
            .redirectError(ProcessBuilder.Redirect.appendTo(log.toFile()))
            .start();
    try {
      if (!p.waitFor(ANALYZE_MINUTES, TimeUnit.MINUTES)) {
        p.destroyForcibly();
        throw new IOException(
            "otava analyze ran over " + ANALYZE_MINUTES + " minutes (log: " + log + ")");
      }
    } catch (InterruptedException e) {
      p.destroyForcibly();
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while otava analyzed");
    }
    if (p.exitValue() != 0) {
      throw new IOException(
          "otava analyze failed with status " + p.exitValue() + " (log: " + log + ")");
    }
    return new String(Files.readAllBytes(out), StandardCharsets.UTF_8);
  }

  /** The version the requirements pin, for the printed method. */
  public static String pinnedVersion(Path home) throws IOException {
    for (String line : Files.readAllLines(home.resolve(REQUIREMENTS), StandardCharsets.UTF_8)) {
      if (line.trim().startsWith("apache-otava==")) {
        return line.trim().substring("apache-otava==".length());
      }
    }
    return "?";
  }
}
