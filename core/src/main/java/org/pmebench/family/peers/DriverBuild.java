package org.pmebench.family.peers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.pmebench.util.LoggedCommand;

/**
 * What building a compiled peer's driver (arrow-go's, arrow-rs's) takes, whatever its toolchain.
 */
final class DriverBuild {
  private DriverBuild() {}

  /** Fails unless the project {@code home} has {@code dir}'s {@code first} and {@code second}. */
  static void requireSources(Path home, String dir, String first, String second)
      throws IOException {
    Path sources = home.resolve(dir);
    if (!Files.isRegularFile(sources.resolve(first))
        || !Files.isRegularFile(sources.resolve(second))) {
      throw new IOException(
          home
              + " has no "
              + dir
              + "/"
              + first
              + " and "
              + second
              + " (run pmebench from its project)");
    }
  }

  /**
   * Runs {@code tool}'s build {@code cmd} of {@code dir}, logged to {@code log}: {@code binary}
   * when the build made it; a tool that does not start fails with {@code advice}.
   */
  static Path build(
      String tool,
      String dir,
      List<String> cmd,
      Map<String, String> env,
      long minutes,
      String advice,
      Path log,
      Path binary)
      throws IOException {
    int status;
    try {
      status =
          LoggedCommand.run(
              cmd,
              env,
              log,
              TimeUnit.MINUTES.toSeconds(minutes),
              tool + " build (" + dir.substring(dir.indexOf('/') + 1) + " peer)");
    } catch (IOException e) {
      throw new IOException(e.getMessage() + "; " + advice, e);
    }
    if (status != 0 || !Files.isExecutable(binary)) {
      throw new IOException(
          tool + " build of " + dir + " failed with status " + status + " (log: " + log + ")");
    }
    return binary;
  }
}
