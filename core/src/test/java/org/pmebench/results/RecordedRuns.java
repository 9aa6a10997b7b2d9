package org.pmebench.results;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** Recorded run directories that tests load as a user's run would be. */
public final class RecordedRuns {
  /**
   * A profiled run from the reference machine: standard profile, R1 and W1 paired with 20,000 rows,
   * 3 forks, on JDK 17 and Temurin 25 ({@code --profile-cpu}), plus the JDK 25 SunJCE AES-CTR
   * encrypt 4 MiB run with 3 warm-up and 27 measured 1-s iterations.
   */
  static final String[] PROFILED = {
    "run.json",
    "jdk17-parquet-read-intrinsics-on.json",
    "jdk17-parquet-write-intrinsics-on.json",
    "jdk25-parquet-read-intrinsics-on.json",
    "jdk25-parquet-write-intrinsics-on.json",
    "jdk25-cipher-warm-intrinsics-on-t1.json"
  };

  private RecordedRuns() {}

  /** Copies the profiled run into {@code to} (created) and returns it. */
  public static Path profiled(Path to) throws Exception {
    Files.createDirectories(to);
    for (String name : PROFILED) {
      try (InputStream in = RecordedRuns.class.getResourceAsStream("/profiled/" + name)) {
        Files.copy(in, to.resolve(name));
      }
    }
    return to;
  }
}
