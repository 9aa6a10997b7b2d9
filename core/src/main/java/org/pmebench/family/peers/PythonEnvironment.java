package org.pmebench.family.peers;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.pmebench.util.PythonVenv;

/**
 * The Python peers' environment (pyarrow, DuckDB): a virtual environment under {@code
 * target/peers/python/} with the pinned packages of {@code peers/python/requirements.txt} from
 * PyPI, made once and made again when the requirements change (a stamp holds the ones it was made
 * with).
 */
public final class PythonEnvironment {
  static final String DIR = "peers/python";
  static final String REQUIREMENTS = DIR + "/requirements.txt";

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
    return PythonVenv.python(requirements, home.resolve("target/peers/python"), basePython, log);
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
}
