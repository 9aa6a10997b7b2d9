package org.pmebench.family.s3;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import org.pmebench.crypto.kms.KmsEncryption;
import org.pmebench.run.ForkTarget;
import org.pmebench.run.StepContext;
import org.pmebench.sparkapp.SparkLauncher;

/**
 * The s3 family's committer application ({@code org.pmebench.spark.SparkCommitterApp}) on one
 * server: Spark embedded from target/spark-bench.jar with Spark's jars, its progress on the
 * console, its outcomes as rows of the step's result file. A failed application is named in the
 * run's skipped list; the step goes on.
 */
final class S3CommittersRun {
  static final String APP_CLASS = "org.pmebench.spark.SparkCommitterApp";
  private static final String PROGRESS_PREFIX = "pmebench-s3-committers: ";
  private static final ObjectMapper JSON = new ObjectMapper();

  private final S3Step step;
  private final ForkTarget target;
  private final List<String> cipherCheckArgs;
  private final S3Matrix matrix;
  private final Path home;

  S3CommittersRun(
      S3Step step, ForkTarget target, List<String> cipherCheckArgs, S3Matrix matrix, Path home) {
    this.step = step;
    this.target = target;
    this.cipherCheckArgs = cipherCheckArgs;
    this.matrix = matrix;
    this.home = home;
  }

  ArrayNode run(StepContext context, Path dir, S3Endpoint endpoint) throws IOException {
    ArrayNode rows = JSON.createArrayNode();
    if (matrix.committers.isEmpty()) {
      return rows;
    }
    if (target.major >= SparkLauncher.FIRST_UNSUPPORTED_JDK) {
      context.partFailed(
          step.id + "-committers",
          step.jvmLabel,
          "Spark 3.5 fails on JDK "
              + SparkLauncher.FIRST_UNSUPPORTED_JDK
              + " and later (Hadoop's UserGroupInformation)");
      return rows;
    }
    CommitterSpec spec = spec(endpoint, dir);
    Path specFile = dir.resolve("committers.spec.json");
    Path resultFile = dir.resolve("committers.result.json");
    Path logFile = dir.resolve("committers.log");
    Files.deleteIfExists(resultFile);
    JSON.writerWithDefaultPrettyPrinter().writeValue(specFile.toFile(), spec);
    List<String> command = command(specFile, resultFile);
    ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
    SparkLauncher.environment(pb.environment(), KmsEncryption.demoKeyList(42), null);
    int jobs =
        matrix.committerRounds * matrix.committers.size() * (1 + 2 * matrix.materials.size())
            + matrix.faults.size() * matrix.committers.size() * matrix.materials.size();
    announce(context, jobs);
    context.log.println("# s3 committers: " + String.join(" ", command));
    Process p = pb.start();
    copyOutput(context, p, logFile, jobs);
    int status = SparkLauncher.waitFor(p, "s3 committers");
    CommitterResult result =
        Files.isRegularFile(resultFile)
            ? JSON.readValue(resultFile.toFile(), CommitterResult.class)
            : null;
    report(context, result, status, logFile);
    if (result != null) {
      rows.addAll(CommitterJson.rows(spec, result));
    }
    return rows;
  }

  /**
   * The application's spec: the matrix's committer settings on {@code endpoint}, under a fresh
   * prefix, staging in {@code dir/committer-staging} (made here).
   */
  private CommitterSpec spec(S3Endpoint endpoint, Path dir) throws IOException {
    CommitterSpec spec = new CommitterSpec();
    spec.endpoint = endpoint.url;
    spec.bucket = endpoint.bucket;
    spec.accessKey = endpoint.accessKey();
    spec.secretKey = endpoint.secretKey();
    spec.prefix = "pmebench/committers-" + UUID.randomUUID();
    spec.committers = new ArrayList<String>(matrix.committers);
    spec.materials = new ArrayList<String>(matrix.materials);
    spec.faults = new ArrayList<String>(matrix.faults);
    spec.rows = matrix.committerRows;
    spec.files = matrix.committerFiles;
    spec.rounds = matrix.committerRounds;
    spec.latencyMillis = matrix.committerLatencyMillis;
    Path staging = Files.createDirectories(dir.resolve("committer-staging"));
    spec.stagingDir = staging.toAbsolutePath().toString();
    return spec;
  }

  /** The command line of the application, Spark embedded, in the target JVM. */
  private List<String> command(Path specFile, Path resultFile) {
    String java =
        target.javaExecutable != null
            ? target.javaExecutable
            : Paths.get(System.getProperty("java.home"), "bin", "java").toString();
    List<String> jvmArgs = new ArrayList<String>(target.neededArgs);
    jvmArgs.addAll(SparkLauncher.jvmArgs(target.major));
    jvmArgs.add("-Xmx2g");
    // The sizes the application's cipher check covers, the run's forks'
    // (ForkSettings.cipherCheckArgs).
    jvmArgs.addAll(cipherCheckArgs);
    return SparkLauncher.inProject(home)
        .embeddedCommand(java, jvmArgs, APP_CLASS, specFile.toString(), resultFile.toString());
  }

  /** Says on the console how many jobs the application is to run, and what they are. */
  private void announce(StepContext context, int jobs) {
    context.console.printf(
        Locale.ROOT,
        "%s: %d Spark write jobs through committers %s (%d rows into %d files each, "
            + "%d ms per request)%n",
        step.id,
        jobs,
        String.join(", ", matrix.committers),
        matrix.committerRows,
        matrix.committerFiles,
        matrix.committerLatencyMillis);
  }

  /**
   * Copies the application's output to {@code logFile} as it comes, with a progress line on the
   * console every 10 jobs done.
   */
  private static void copyOutput(StepContext context, Process p, Path logFile, int jobs)
      throws IOException {
    int done = 0;
    try (BufferedReader lines =
            new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        PrintStream log = new PrintStream(Files.newOutputStream(logFile), true, "UTF-8")) {
      for (String line; (line = lines.readLine()) != null; ) {
        log.println(line);
        if (line.startsWith(PROGRESS_PREFIX) && ++done % 10 == 0) {
          context.console.printf(Locale.ROOT, "  committer jobs: %d of %d%n", done, jobs);
        }
      }
    }
  }

  /**
   * Names a failed application (no result, its own failure, or a non-zero exit) in the run's
   * skipped list, and says which providers gave right answers before the first job.
   */
  private void report(StepContext context, CommitterResult result, int status, Path logFile)
      throws IOException {
    if (result == null || result.failure != null || status != 0) {
      context.partFailed(
          step.id + "-committers",
          step.jvmLabel,
          (result != null && result.failure != null
                  ? result.failure
                  : "exit status " + status + ": " + SparkLauncher.lastLines(logFile))
              + " (log: "
              + logFile
              + ")");
    }
    if (result != null && result.providerRuns != null) {
      context.console.printf(
          Locale.ROOT,
          "  committer application: right answers from %s before the first job%n",
          result.providerRuns);
    }
  }
}
