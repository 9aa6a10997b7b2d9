package org.pmebench.util;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A helper process whose command line and output go to a log (pip, Maven, a peer's driver): run to
 * its end within a time limit, killed when it overruns or the run is interrupted.
 */
public final class LoggedCommand {
  private LoggedCommand() {}

  /**
   * Runs {@code cmd} with {@code env} added to its environment; returns its exit status. An
   * IOException when it does not start, or names {@code what} and the log when it overruns.
   */
  public static int run(
      List<String> cmd, Map<String, String> env, Path log, long limitSeconds, String what)
      throws IOException {
    Files.write(
        log,
        ("$ " + String.join(" ", cmd) + "\n").getBytes(StandardCharsets.UTF_8),
        StandardOpenOption.CREATE,
        StandardOpenOption.APPEND);
    ProcessBuilder pb =
        new ProcessBuilder(cmd)
            .redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
    pb.environment().putAll(env);
    Process p;
    try {
      p = pb.start();
    } catch (IOException e) {
      throw new IOException(cmd.get(0) + " does not start (" + e.getMessage() + ")", e);
    }
    try {
      if (!p.waitFor(limitSeconds, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new IOException(what + ": no answer in " + limitSeconds + " s (log: " + log + ")");
      }
    } catch (InterruptedException e) {
      p.destroyForcibly();
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    }
    return p.exitValue();
  }
}
