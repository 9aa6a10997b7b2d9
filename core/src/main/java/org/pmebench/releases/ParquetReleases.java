package org.pmebench.releases;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.pmebench.util.LoggedCommand;

/**
 * Other parquet-java releases, side by side with the 1.13.1 the suite is built on: each resolved by
 * the project's Maven from Maven Central into {@code target/parquet-versions/<v>/jars/}
 * (parquet-hadoop and its runtime dependencies, Hadoop stays provided), to go in front of {@code
 * target/benchmarks.jar} on a class path so that its classes win. Nothing is shaded or replaced:
 * benchmarks.jar keeps 1.13.1.
 */
public final class ParquetReleases {
  /** The release the suite is built and shaded with. */
  public static final String BUILT_IN = "1.13.1";

  /**
   * The benchmarks a run repeats on other releases (the parquet and parking families'), by package.
   */
  private static final String[] RELEASED_BENCHMARKS = {
    "org.pmebench.parquet.", "org.pmebench.parking."
  };

  /** Whether a result or overhead row of {@code benchmark} can come from another release's run. */
  public static boolean runsOnReleases(String benchmark) {
    for (String prefix : RELEASED_BENCHMARKS) {
      if (benchmark.startsWith(prefix)) {
        return true;
      }
    }
    return false;
  }

  /** From 1.17.0 parquet-java needs Java 11. */
  public static final int FIRST_JAVA_11_MINOR = 17;

  private static final Pattern VERSION = Pattern.compile("1\\.\\d{1,2}\\.\\d{1,2}");

  private ParquetReleases() {}

  public static boolean isVersion(String v) {
    return VERSION.matcher(v).matches();
  }

  /** The oldest Java a release runs on. */
  public static int minimumJava(String version) {
    return Integer.parseInt(version.split("\\.")[1]) >= FIRST_JAVA_11_MINOR ? 11 : 8;
  }

  /**
   * The directory of {@code version}'s jars, resolved first if missing; the output goes to {@code
   * log}.
   */
  public static Path jars(Path home, String version, Path log) throws IOException {
    if (!isVersion(version)) {
      throw new IOException("'" + version + "' is not a parquet-java release number (1.x.y)");
    }
    Path dir = home.resolve("target/parquet-versions").resolve(version);
    Path jars = dir.resolve("jars");
    Path done = dir.resolve("resolved");
    if (Files.isRegularFile(done)) {
      return jars;
    }
    Files.createDirectories(dir);
    Path pom = dir.resolve("pom.xml");
    Files.write(pom, pom(version).getBytes(StandardCharsets.UTF_8));
    Path mvnw = home.resolve("mvnw");
    int status =
        LoggedCommand.run(
            Arrays.asList(
                mvnw.toString(),
                "-q",
                "-B",
                "-f",
                pom.toString(),
                "dependency:copy-dependencies",
                "-DoutputDirectory=" + jars,
                "-DincludeScope=runtime",
                // The suite's own logging stays: parquet only needs the API.
                "-DexcludeArtifactIds=slf4j-api"),
            Collections.<String, String>emptyMap(),
            log,
            TimeUnit.MINUTES.toSeconds(10),
            "resolving parquet-hadoop " + version);
    if (status != 0 || !Files.isRegularFile(jars.resolve("parquet-hadoop-" + version + ".jar"))) {
      throw new IOException(
          "parquet-hadoop "
              + version
              + " cannot be resolved from Maven Central (log: "
              + log
              + ")");
    }
    Files.write(done, new byte[0]);
    return jars;
  }

  static String pom(String version) {
    return "<project xmlns=\"http://maven.apache.org/POM/4.0.0\">\n  <modelVersion>4.0.0</modelVersion>\n"
        + "  <groupId>org.pmebench</groupId>\n  <artifactId>parquet-"
        + version
        + "</artifactId>\n"
        + "  <version>1</version>\n  <packaging>pom</packaging>\n  <dependencies>\n    <dependency>\n"
        + "      <groupId>org.apache.parquet</groupId>\n      <artifactId>parquet-hadoop</artifactId>\n"
        + "      <version>"
        + version
        + "</version>\n    </dependency>\n  </dependencies>\n</project>\n";
  }
}
