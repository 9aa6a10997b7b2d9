package org.pmebench.util;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Whether a file system is full: said by an exception, or found by writing a little. */
public final class DiskSpace {
  /**
   * A write probe: larger than a block, so a file system with a few bytes left still says it is
   * full.
   */
  private static final int PROBE_BYTES = 64 * 1024;

  private DiskSpace() {}

  /** Whether {@code e} or one of its causes is ENOSPC or EDQUOT, as the JDK words them. */
  public static boolean saysFull(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      String m = t.getMessage();
      if (m != null
          && (m.contains("No space left on device") || m.contains("Disk quota exceeded"))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether {@code dir} has no room for a small file now. Asked when a file came out incomplete
   * without an exception: JMH writes its result file through a PrintStream, which drops a failed
   * write silently.
   */
  public static boolean isFull(Path dir) {
    Path probe = null;
    try {
      probe = Files.createTempFile(dir, ".space-probe", ".tmp");
      Files.write(probe, new byte[PROBE_BYTES]);
      return false;
    } catch (IOException e) {
      return saysFull(e);
    } finally {
      if (probe != null) {
        try {
          Files.deleteIfExists(probe);
        } catch (IOException ignored) {
          // A probe left behind is a hidden temporary file, not a result.
        }
      }
    }
  }
}
