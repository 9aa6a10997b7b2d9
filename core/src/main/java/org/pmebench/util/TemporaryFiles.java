package org.pmebench.util;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * Directories the suite writes for one command and removes, with what they hold, when the JVM
 * exits.
 */
public final class TemporaryFiles {
  private TemporaryFiles() {}

  public static void deleteAtExit(Path dir) {
    Runtime.getRuntime()
        .addShutdownHook(new Thread(() -> delete(dir), "pmebench-delete-" + dir.getFileName()));
  }

  /**
   * Removes {@code dir} and everything under it; what cannot be removed stays (a best effort at
   * exit).
   */
  public static void delete(Path dir) {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      // Left for the system's temporary-file cleaner.
    }
  }
}
