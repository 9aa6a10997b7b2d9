package org.pmebench.family.peers;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pmebench.util.PythonVenv;
import org.pmebench.util.Sha256;

/**
 * Another pyarrow measured beside the pinned one ({@code --peer-pyarrow}): a release from PyPI
 * ({@code 19.0.1}) or a local wheel, e.g. one built from a branch. A wheel is labelled by what it
 * is, {@code local-<its version>-<the first 8 hex digits of its SHA-256>}, so that two builds of
 * one version never share a label. Each gets a virtual environment of its own, the pinned
 * requirements with only pyarrow replaced; its rows carry the label as their version, its peer id
 * is {@code pyarrow@<label>}.
 */
final class PyarrowBuild {
  static final String PEER_PREFIX = Interop.PYARROW + "@";

  private static final Pattern RELEASE = Pattern.compile("\\d+\\.\\d+\\.\\d+");

  /** pyarrow-19.0.1-cp311-cp311-manylinux_2_28_x86_64.whl: the version is the second part. */
  private static final Pattern WHEEL = Pattern.compile("pyarrow-([^-]+)-.*\\.whl");

  /** The release number, or the wheel's label. */
  final String label;

  /** What pip installs: pyarrow==version, or the wheel's absolute path. */
  final String requirement;

  private PyarrowBuild(String label, String requirement) {
    this.label = label;
    this.requirement = requirement;
  }

  /** The build {@code text} names; anything else is refused with what to give instead. */
  static PyarrowBuild of(String text) {
    String t = text.trim();
    if (RELEASE.matcher(t).matches()) {
      return new PyarrowBuild(t, "pyarrow==" + t);
    }
    Path wheel = Paths.get(t);
    Matcher m = WHEEL.matcher(wheel.getFileName() == null ? "" : wheel.getFileName().toString());
    if (!m.matches()) {
      throw new IllegalArgumentException(
          "'" + t + "' is neither a pyarrow release (e.g. 19.0.1) nor a pyarrow-<version>-....whl");
    }
    if (!Files.isRegularFile(wheel)) {
      throw new IllegalArgumentException(t + ": no such wheel");
    }
    return new PyarrowBuild(
        "local-" + m.group(1) + "-" + sha256(wheel).substring(0, 8),
        wheel.toAbsolutePath().toString());
  }

  /** The peer id of its steps and rows. */
  String peer() {
    return PEER_PREFIX + label;
  }

  /**
   * Its environment's python, made first where missing or stale: the pinned requirements at {@code
   * home} with pyarrow's line replaced, in {@code target/peers/python-<label>/}.
   */
  Path python(Path home, String basePython, Path log) throws IOException {
    Path dir = home.resolve("target/peers/python-" + label);
    Files.createDirectories(dir);
    Path requirements = dir.resolve("requirements.txt");
    Files.write(
        requirements,
        requirements(Files.readAllLines(home.resolve(PythonEnvironment.REQUIREMENTS)))
            .getBytes(StandardCharsets.UTF_8));
    return PythonVenv.python(requirements, dir, basePython, log);
  }

  /** The pinned requirements' lines, pyarrow's replaced by this build's. */
  String requirements(List<String> pinned) {
    List<String> out = new ArrayList<String>();
    boolean replaced = false;
    for (String line : pinned) {
      if (line.trim().startsWith(Interop.PYARROW + "==")) {
        out.add(requirement);
        replaced = true;
      } else {
        out.add(line);
      }
    }
    if (!replaced) {
      out.add(requirement);
    }
    return String.join("\n", out) + "\n";
  }

  private static String sha256(Path file) {
    try {
      return Sha256.of(file);
    } catch (IOException e) {
      throw new IllegalArgumentException(file + ": cannot read: " + e.getMessage());
    }
  }
}
