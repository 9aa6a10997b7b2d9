package org.pmebench.security;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.pmebench.releases.ParquetReleases;

/**
 * Another parquet-java release as a reader of the mutant campaign: {@link FuzzReadMain} in a JVM of
 * its own.
 */
final class FuzzRelease {
  private FuzzRelease() {}

  /**
   * The release's jars (resolved from Maven Central into target/parquet-versions/ the first time)
   * in front of this JVM's class path; a 1 GB heap, so that a length in the file that asks for more
   * ends in OutOfMemoryError, and the campaign's address-space limit well above what the JVM
   * reserves.
   */
  static PeerReader reader(String version, Path log) throws IOException {
    Path jars = ParquetReleases.jars(Paths.get(".").toAbsolutePath().normalize(), version, log);
    StringBuilder cp = new StringBuilder();
    try (Stream<Path> files = java.nio.file.Files.list(jars)) {
      for (Object o : files.sorted().toArray()) {
        cp.append(o).append(File.pathSeparator);
      }
    }
    cp.append(System.getProperty("java.class.path"));
    List<String> command =
        new ArrayList<String>(
            Arrays.asList(
                Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx1g",
                "-XX:TieredStopAtLevel=1",
                "-cp",
                cp.toString(),
                FuzzReadMain.class.getName()));
    return new PeerReader("parquet-java " + version, command, 16L << 30);
  }
}
