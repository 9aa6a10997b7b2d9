package org.pmebench.summary;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * A recorded run for tests: R1 read, 200k rows, JDK 17 and 25, from the reference machine (run.json
 * and JMH JSON).
 */
public final class RecordedRun {
  private static final String[] FILES = {
    "run.json", "jdk17-parquet-read-intrinsics-on.json", "jdk25-parquet-read-intrinsics-on.json"
  };

  private RecordedRun() {}

  /** Copies the run's files into {@code dir} (created if needed) and returns it. */
  public static Path copyTo(Path dir) throws IOException {
    Files.createDirectories(dir);
    for (String name : FILES) {
      try (InputStream in = RecordedRun.class.getResourceAsStream("/summary/" + name)) {
        Files.copy(in, dir.resolve(name), StandardCopyOption.REPLACE_EXISTING);
      }
    }
    return dir;
  }
}
