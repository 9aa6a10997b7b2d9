package org.pmebench.results;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Writes files so that readers see the old content or the new one, never half of the new. */
public final class AtomicFiles {
  private AtomicFiles() {}

  public static void writeString(Path target, String content) throws IOException {
    write(target, content.getBytes(StandardCharsets.UTF_8));
  }

  public static void write(Path target, byte[] content) throws IOException {
    Path dir = target.toAbsolutePath().getParent();
    Files.createDirectories(dir);
    Path temp = Files.createTempFile(dir, "." + target.getFileName(), ".tmp");
    try {
      Files.write(temp, content);
      moveIntoPlace(temp, target);
    } finally {
      Files.deleteIfExists(temp);
    }
  }

  /** Renames a finished temporary file over {@code target}. */
  public static void moveIntoPlace(Path temp, Path target) throws IOException {
    try {
      Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
    }
  }
}
