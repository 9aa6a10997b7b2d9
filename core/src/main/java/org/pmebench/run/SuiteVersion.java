package org.pmebench.run;

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

  /**
   * The commit checked out in the current directory, with "+uncommitted" when tracked files differ
   * from it (the launcher builds the jar from the work tree, so the commit alone would not say what
   * ran); "unknown" outside a git checkout.
   */
  public static String gitCommit() {
    String head = git("rev-parse", "--short=12", "HEAD");
    if (head == null || !head.matches("[0-9a-f]+")) {
      return "unknown";
    }
    String changes = git("status", "--porcelain", "--untracked-files=no");
    return changes == null || changes.isEmpty() ? head : head + UNCOMMITTED;
  }

  static final String UNCOMMITTED = "+uncommitted";

  /** The first line git prints (empty when none), or null when git fails. */
  private static String git(String... args) {
    try {
      String[] command = new String[args.length + 1];
      command[0] = "git";
      System.arraycopy(args, 0, command, 1, args.length);
      Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
      String line;
      try (BufferedReader r =
          new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
        line = r.readLine();
        while (r.readLine() != null) {
          // drain, so git never blocks on a full pipe
        }
      }
      return p.waitFor() == 0 ? (line == null ? "" : line) : null;
    } catch (Exception e) {
      return null;
    }
  }
}
