package org.pmebench.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine.IVersionProvider;

/** The suite's version (from the jar manifest) and the git commit of the working directory. */
public final class SuiteVersion implements IVersionProvider {
  @Override
  public String[] getVersion() {
    return new String[] {"pme-bench " + version() + " (commit " + gitCommit() + ")"};
  }

  public static String version() {
    String v = SuiteVersion.class.getPackage().getImplementationVersion();
    return v == null ? "dev" : v;
  }

  /** The commit checked out in the current directory, or "unknown" outside a git checkout. */
  public static String gitCommit() {
    try {
      Process p = new ProcessBuilder("git", "rev-parse", "--short=12", "HEAD").redirectErrorStream(true).start();
      String line;
      try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
        line = r.readLine();
      }
      return p.waitFor() == 0 && line != null && line.matches("[0-9a-f]+") ? line : "unknown";
    } catch (Exception e) {
      return "unknown";
    }
  }
}
