package org.pmebench;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@code pmebench} as a user runs it, from the built jars: a JVM of its own on
 * target/benchmarks.jar (which starts target/spark-bench.jar's applications where a family needs
 * them), its output kept in a log file beside the test's files.
 */
public final class PmeBenchProcess {
  /**
   * The project's top directory (the build passes it; tests run from the it module's directory).
   */
  public static final Path HOME =
      Paths.get(System.getProperty("pmebench.home", "..")).toAbsolutePath().normalize();

  public final int status;

  /** What it printed, stdout and stderr as they came. */
  public final String out;

  private PmeBenchProcess(int status, String out) {
    this.status = status;
    this.out = out;
  }

  /** Runs {@code pmebench args} to its end; its output goes to a new log file in {@code logDir}. */
  public static PmeBenchProcess run(Path logDir, String... args) throws Exception {
    List<String> cmd =
        new ArrayList<String>(
            Arrays.asList(
                Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dpmebench.home=" + HOME,
                "-cp",
                HOME.resolve("target").resolve("benchmarks.jar").toString(),
                "org.pmebench.cli.PmeBench"));
    cmd.addAll(Arrays.asList(args));
    Path log = logDir.resolve("pmebench-" + System.nanoTime() + ".log");
    Process p =
        new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    int status = p.waitFor();
    // The JVM's own note on the build's JAVA_TOOL_OPTIONS (see the parent pom) is not the suite's
    // output.
    String out =
        new String(Files.readAllBytes(log), StandardCharsets.UTF_8)
            .replaceFirst("^Picked up JAVA_TOOL_OPTIONS: .*\n", "");
    return new PmeBenchProcess(status, out);
  }
}
