package org.pmebench.family.spark;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.pmebench.run.StepContext;
import org.pmebench.sparkapp.SparkLauncher;

/**
 * The spark family's SparkCryptoStreamBenchmark (spark.io.encryption's cost per stream and per
 * byte) for each cipher of the matrix ({@link SparkMatrix#streamCiphers}), through JMH on the
 * application jar with Spark's jars: OpenSSL's with its libcrypto on the library path, the others
 * without, so that {@code default} shows what Spark gets on this host. A cipher JMH could not
 * measure is named in the run's skipped list; the applications go on without its prediction.
 */
final class SparkStreamCostsRun {
  static final String BENCHMARK = "org.pmebench.spark.SparkCryptoStreamBenchmark";
  private static final String PROGRESS_PREFIX = "pmebench-streams: ";
  private static final ObjectMapper JSON = new ObjectMapper();

  private final SparkStep step;
  private final SparkLauncher launcher;
  private final String keyList;
  private final Path openSsl;

  /**
   * Settings the benchmark adds to its own two (spark.io.encryption.enabled and the cipher list).
   */
  private int confSettings;

  SparkStreamCostsRun(SparkStep step, SparkLauncher launcher, String keyList, Path openSsl) {
    this.step = step;
    this.launcher = launcher;
    this.keyList = keyList;
    this.openSsl = openSsl;
  }

  /**
   * The JMH rows of every cipher measured (none when the matrix has no encrypting io setting), with
   * the benchmark's SparkConf padded to {@code appSettings} settings, as many as the applications'
   * held (Spark copies every setting into each stream).
   */
  ArrayNode run(StepContext context, Path dir, int appSettings) throws IOException {
    this.confSettings = Math.max(0, appSettings - 2);
    ArrayNode rows = JSON.createArrayNode();
    List<String> ciphers = step.matrix.streamCiphers();
    List<String> withoutOpenSsl = new ArrayList<String>(ciphers);
    withoutOpenSsl.remove("openssl");
    if (!withoutOpenSsl.isEmpty()) {
      run(context, dir, withoutOpenSsl, null, rows);
    }
    if (ciphers.contains("openssl")) {
      run(context, dir, Collections.singletonList("openssl"), openSsl, rows);
    }
    return rows;
  }

  private void run(
      StepContext context, Path dir, List<String> ciphers, Path libraryDir, ArrayNode rows)
      throws IOException {
    SparkMatrix matrix = step.matrix;
    String name = "streams-" + String.join("-", ciphers);
    Path out = dir.resolve(name + ".json");
    Path logFile = dir.resolve(name + ".log");
    List<String> jvmArgs = step.jvmArgs();
    List<String> jmh = jmhArgs(ciphers, jvmArgs, out);
    List<String> command = launcher.jmhCommand(step.javaExecutable(), jvmArgs, jmh);
    ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
    SparkLauncher.environment(pb.environment(), keyList, libraryDir);
    context.console.printf(
        Locale.ROOT,
        "%s: Spark's crypto streams per stream and per byte (%s), %d fork(s) x %d "
            + "iterations%n",
        step.id,
        String.join(", ", ciphers),
        matrix.streamForks,
        matrix.streamIterations);
    context.log.println("# " + name + ": " + String.join(" ", command));
    Process p = pb.start();
    logOutput(context, p, logFile);
    int status = SparkLauncher.waitFor(p, name);
    if (status != 0 || !Files.isRegularFile(out)) {
      context.partFailed(
          step.id + "-" + name,
          step.jvmLabel,
          "exit status "
              + status
              + ": "
              + SparkLauncher.lastLines(logFile)
              + " (JMH's output: "
              + logFile
              + ")");
      return;
    }
    addMeasured(context, ciphers, out, logFile, rows);
  }

  /**
   * JMH's arguments: the benchmark for {@code ciphers}, the matrix's forks and iterations, JSON
   * results to {@code out}, and the step's {@code jvmArgs} for its forks.
   */
  private List<String> jmhArgs(List<String> ciphers, List<String> jvmArgs, Path out) {
    SparkMatrix matrix = step.matrix;
    // JMH takes whole time units.
    String seconds = Math.round(matrix.streamIterationSeconds * 1000) + "ms";
    List<String> jmh =
        new ArrayList<String>(
            Arrays.asList(
                BENCHMARK,
                "-p",
                "cipher=" + String.join(",", ciphers),
                "-p",
                "confSettings=" + confSettings,
                "-f",
                String.valueOf(matrix.streamForks),
                "-wi",
                String.valueOf(matrix.streamIterations),
                "-w",
                seconds,
                "-i",
                String.valueOf(matrix.streamIterations),
                "-r",
                seconds,
                "-rf",
                "json",
                "-rff",
                out.toString()));
    if (!jvmArgs.isEmpty()) {
      jmh.add("-jvmArgsAppend");
      jmh.add(String.join(" ", jvmArgs));
    }
    return jmh;
  }

  /** JMH's output (stdout and stderr) to {@code logFile}, its progress lines to the console too. */
  private static void logOutput(StepContext context, Process p, Path logFile) throws IOException {
    try (BufferedReader lines =
            new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        PrintStream log = new PrintStream(Files.newOutputStream(logFile), true, "UTF-8")) {
      for (String line; (line = lines.readLine()) != null; ) {
        log.println(line);
        if (line.startsWith(PROGRESS_PREFIX)) {
          context.console.println("  " + line.substring(PROGRESS_PREFIX.length()));
        }
      }
    }
  }

  /**
   * Adds every row of JMH's results in {@code out} to {@code rows}, and names each cipher of {@code
   * ciphers} without one as a failed part.
   */
  private void addMeasured(
      StepContext context, List<String> ciphers, Path out, Path logFile, ArrayNode rows)
      throws IOException {
    List<String> measured = new ArrayList<String>();
    for (JsonNode row : JSON.readTree(out.toFile())) {
      rows.add(row);
      measured.add(row.path("params").path("cipher").asText());
    }
    // JMH goes on after a benchmark whose setup failed, and leaves its row out.
    for (String cipher : ciphers) {
      if (!measured.contains(cipher)) {
        context.partFailed(
            step.id + "-streams-" + cipher,
            step.jvmLabel,
            firstError(logFile) + " (JMH's output: " + logFile + ")");
      }
    }
  }

  /** The first exception line of a JMH log (a benchmark's setup that threw). */
  static String firstError(Path log) throws IOException {
    for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
      int at = line.indexOf("Exception: ");
      if (at >= 0) {
        return line.substring(at + "Exception: ".length()).trim();
      }
    }
    return "no result";
  }
}
