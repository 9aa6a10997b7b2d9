package org.pmebench.family.spark;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.pmebench.crypto.ExternalProviders;
import org.pmebench.run.ForkTarget;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.Progress;
import org.pmebench.run.RunStep;
import org.pmebench.run.StepContext;
import org.pmebench.sparkapp.SparkLauncher;
import org.pmebench.util.AtomicFiles;

/**
 * The spark family on one JVM: for each repetition, one Spark application that alternates every
 * spark.io.encryption setting in its own JVM (embedded runs, {@link SparkMatrix#ioInOneJvm}), or
 * one application per setting in a freshly shuffled order, one after the other (clusters). Their
 * progress lines go to the console, Spark's own log to {@code <run>/spark/<app>.log}; an
 * application that fails is named with its reason and the others go on. Writes every finished
 * application's measurements as one JMH-format result file ({@link SparkResultsJson}).
 */
public final class SparkStep extends RunStep {
  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
  private static final String PROGRESS_PREFIX = "pmebench-spark: ";

  final ForkTarget target;
  final SparkMatrix matrix;
  private final SparkLauncher launcher;
  private final String keyList;
  private final Path openSsl;

  /**
   * The cipher check's JVM arguments for the driver and every executor, as the run's forks get
   * them.
   */
  private final List<String> cipherCheckArgs;

  private final Random random = new Random();

  SparkStep(
      ForkTarget target,
      SparkMatrix matrix,
      SparkLauncher launcher,
      String keyList,
      Path openSsl,
      List<String> cipherCheckArgs) {
    super(
        target.invocationId("spark"),
        target.label,
        JvmVariant.INTRINSICS_ON.id(),
        matrix.applications(),
        estimatedSeconds(matrix));
    this.target = target;
    this.matrix = matrix;
    this.launcher = launcher;
    this.keyList = keyList;
    this.openSsl = openSsl;
    this.cipherCheckArgs = cipherCheckArgs;
  }

  /**
   * A first guess of one application's seconds on 2 cores: start-up, writing the tables in each
   * mode, and every query round on each mode's tables (fitted to runs here at scale 0.01 and 1:
   * about 70 s and 120 s).
   */
  static double estimatedSeconds(SparkMatrix m) {
    int modes = m.applicationModes().size();
    // The user's tables as the TPC-DS scale of as many bytes, guessing 400 MB of Parquet per unit
    // of scale
    // (sf0.002 is 8 MB here, most of it the fixed dimensions): only for the time shown while
    // running.
    double scale = m.userWorkload() ? Math.max(0.01, m.userTableBytes / 4e8) : m.scale;
    int sessions = m.ioInOneJvm() ? m.applicationIo().size() : 1;
    double writes = modes * (4 + 12 * scale);
    double queries =
        (m.warmupRounds + m.rounds)
            * m.queries.size()
            * (modes + (m.primeQueries ? 1 : 0))
            * (0.3 + 0.6 * scale);
    // Embedded, the sessions alternate query by query: a restart per query and setting (starting
    // one took
    // 0.04 s at scale 1 here, 109 starts in 4.3 s; stopping the last one and its garbage come on
    // top).
    double restarts =
        sessions > 1 ? 0.2 * sessions * m.queries.size() * (m.warmupRounds + m.rounds) : 0;
    return 15 + writes + sessions * queries + restarts;
  }

  @Override
  public List<String> jvmArgs() {
    List<String> args = new ArrayList<String>(target.neededArgs);
    args.addAll(SparkLauncher.jvmArgs(target.major));
    // Providers added with --provider-jar, for the driver and (through the launcher) every
    // executor.
    args.addAll(ExternalProviders.jvmArgs());
    // The sizes the provider's check covers there, the run's forks' (ForkSettings.cipherCheckArgs).
    args.addAll(cipherCheckArgs);
    return args;
  }

  @Override
  public void run(StepContext context) throws Failure {
    Path dir = context.runDir.resolve("spark");
    String work =
        matrix.workPath != null
            ? matrix.workPath
            : SparkMatrix.directory(
                context
                    .runDir
                    .resolve("spark-work")
                    .toAbsolutePath()
                    .normalize()
                    .toUri()
                    .toString());
    List<SparkResultsJson.AppRun> finished = new ArrayList<SparkResultsJson.AppRun>();
    try {
      Files.createDirectories(dir);
      for (int rep = 1; rep <= matrix.repetitions; rep++) {
        List<String> providers = new ArrayList<String>(matrix.applicationProviders());
        Collections.shuffle(providers, random);
        for (String provider : providers) {
          repetition(context, dir, work, rep, provider, finished);
        }
      }
      if (matrix.workPath == null) {
        deleteIfEmpty(context.runDir.resolve("spark-work"));
      }
      if (finished.isEmpty()) {
        throw new Failure("every Spark application failed (reasons above and in run.json)", dir);
      }
      // After the applications: the stream benchmark pads its SparkConf to as many settings as
      // theirs held.
      ArrayNode streams =
          new SparkStreamCostsRun(this, launcher, keyList, openSsl)
              .run(context, dir, finished.get(0).result.sparkConfSettings);
      ArrayNode rows = new SparkResultsJson(matrix, finished).toJson();
      rows.addAll(streams);
      rows.addAll(new SparkStreamProfileRun(this).run(context, dir, work, profiled(finished)));
      AtomicFiles.writeString(
          context.runDir.resolve(id + ".json.partial"), JSON.writeValueAsString(rows));
    } catch (IOException e) {
      throw new Failure("spark: " + e.getMessage(), dir);
    }
  }

  /**
   * The applications of one repetition with {@code provider}: one alternating every setting, or one
   * per setting.
   */
  private void repetition(
      StepContext context,
      Path dir,
      String work,
      int rep,
      String provider,
      List<SparkResultsJson.AppRun> finished)
      throws IOException, Failure {
    String with =
        matrix.providers.isEmpty() ? "" : "-with-" + provider.replaceAll("[^A-Za-z0-9]", "");
    if (matrix.ioInOneJvm()) {
      String app = id + with + "-r" + rep;
      SparkAppSpec spec = spec(app, matrix.io.get(0), work, rep, provider);
      spec.ioSessions = matrix.applicationIo();
      SparkAppResult result = runApplication(context, dir, app, spec);
      if (result != null) {
        for (SparkAppResult session : result.sessions.values()) {
          finished.add(new SparkResultsJson.AppRun(rep, session));
        }
        for (java.util.Map.Entry<String, String> failed : result.sessionFailures.entrySet()) {
          context.partFailed(
              id + "-io-" + failed.getKey() + with + "-r" + rep,
              jvmLabel,
              failed.getValue() + " (Spark's log: " + dir.resolve(app + ".log") + ")");
        }
      }
      return;
    }
    List<String> order = new ArrayList<String>(matrix.io);
    Collections.shuffle(order, random);
    for (String io : order) {
      String app = id + "-io-" + io + with + "-r" + rep;
      SparkAppResult result = runApplication(context, dir, app, spec(app, io, work, rep, provider));
      if (result != null) {
        finished.add(new SparkResultsJson.AppRun(rep, result));
      }
    }
  }

  /**
   * The encrypting settings to profile in situ: those some application measured, where the matrix
   * asks for it.
   */
  private List<String> profiled(List<SparkResultsJson.AppRun> finished) {
    List<String> settings = new ArrayList<String>();
    if (!matrix.profilesStreams()) {
      return settings;
    }
    for (SparkResultsJson.AppRun r : finished) {
      String io = r.result.io;
      if (matrix.io.contains(io) && SparkMatrix.encrypts(io) && !settings.contains(io)) {
        settings.add(io);
      }
    }
    return settings;
  }

  /** An application's spec with the first of the run's providers (the in-situ profiles'). */
  SparkAppSpec spec(String app, String io, String work, int rep) {
    return spec(app, io, work, rep, matrix.applicationProviders().get(0));
  }

  SparkAppSpec spec(String app, String io, String work, int rep, String provider) {
    SparkAppSpec s = new SparkAppSpec();
    s.provider = provider;
    s.appName = app;
    s.master = matrix.master.startsWith("local") ? matrix.master : null;
    s.scale = matrix.scale;
    s.datasetPath = matrix.dataPath;
    s.workPath = work + "/" + app;
    s.queries = matrix.queries;
    s.userTables = matrix.userTables;
    s.userQueries = matrix.userQueries;
    s.modes = matrix.applicationModes();
    s.columns = matrix.columns;
    s.format = matrix.format;
    s.engines = new java.util.ArrayList<String>(matrix.engines);
    s.io = io;
    s.warmupRounds = matrix.warmupRounds;
    s.primeQueries = matrix.primeQueries;
    s.rounds = matrix.rounds;
    s.seed = random.nextLong();
    s.conf.putAll(matrix.conf);
    if ("openssl".equals(io) && openSsl != null && !matrix.master.startsWith("local")) {
      // Executors elsewhere load commons-crypto's OpenSSL from the same directory on their machine.
      s.conf.put("spark.executorEnv.LD_LIBRARY_PATH", openSsl.toString());
    }
    return s;
  }

  private SparkAppResult runApplication(
      StepContext context, Path dir, String app, SparkAppSpec spec) throws IOException, Failure {
    return runApplication(context, dir, app, spec, Collections.<String>emptyList(), true);
  }

  /**
   * Starts one application, with {@code extraJvmArgs} too, and waits for it; its result, or null
   * when it failed (recorded as such). {@code measured}: one of the matrix's applications (its
   * progress counts).
   */
  SparkAppResult runApplication(
      StepContext context,
      Path dir,
      String app,
      SparkAppSpec spec,
      List<String> extraJvmArgs,
      boolean measured)
      throws IOException, Failure {
    Path specFile = dir.resolve(app + ".spec.json");
    Path resultFile = dir.resolve(app + ".result.json");
    Path logFile = dir.resolve(app + ".log");
    AtomicFiles.writeString(specFile, JSON.writeValueAsString(spec));
    List<String> command = applicationCommand(extraJvmArgs, specFile, resultFile);
    ProcessBuilder pb = applicationProcess(command, spec, logFile);
    announce(context, app, spec);
    context.log.println("# " + app + ": " + String.join(" ", command));
    long start = System.nanoTime();
    Process p = pb.start();
    relayOutput(context, app, p);
    int status = SparkLauncher.waitFor(p, app);
    double seconds = (System.nanoTime() - start) / 1e9;
    if (measured) {
      context.progress.finished(estimatedSecondsPerConfiguration);
    }
    SparkAppResult result =
        Files.isRegularFile(resultFile)
            ? JSON.readValue(resultFile.toFile(), SparkAppResult.class)
            : null;
    if (failed(context, dir, app, status, result, logFile)) {
      return null;
    }
    for (java.util.Map.Entry<String, String> dropped : result.queryFailures.entrySet()) {
      context.partFailed(
          app + "-query-" + dropped.getKey(),
          jvmLabel,
          dropped.getValue() + " (Spark's log: " + logFile + ")");
    }
    if (measured) {
      context.console.printf(
          Locale.ROOT,
          "[%d/%d] %s: done in %s | %s%n",
          context.progress.done(),
          context.progress.total(),
          app,
          Progress.duration(seconds),
          context.progress.status());
    } else {
      context.console.printf(Locale.ROOT, "%s: done in %s%n", app, Progress.duration(seconds));
    }
    return result;
  }

  /** The target's java executable, or this JVM's where the target names none. */
  String javaExecutable() {
    return target.javaExecutable != null
        ? target.javaExecutable
        : Paths.get(System.getProperty("java.home"), "bin", "java").toString();
  }

  /**
   * The command that starts an application of {@code specFile}: the step's JVM arguments, then
   * {@code extraJvmArgs}, on the matrix's master.
   */
  private List<String> applicationCommand(
      List<String> extraJvmArgs, Path specFile, Path resultFile) {
    String java = javaExecutable();
    List<String> args = new ArrayList<String>(jvmArgs());
    args.addAll(extraJvmArgs);
    return launcher.command(java, args, matrix.master, matrix.sparkSubmit, specFile, resultFile);
  }

  /**
   * The application's process, its stderr (Spark's log) to {@code logFile}, with the key list,
   * OpenSSL's library where a session of {@code spec} uses it, and SPARK_HOME in its environment.
   */
  private ProcessBuilder applicationProcess(List<String> command, SparkAppSpec spec, Path logFile) {
    ProcessBuilder pb =
        new ProcessBuilder(command)
            .redirectErrorStream(false)
            .redirectError(ProcessBuilder.Redirect.to(logFile.toFile()));
    boolean openSslUsed = "openssl".equals(spec.io) || spec.ioSessions.contains("openssl");
    SparkLauncher.environment(pb.environment(), keyList, openSslUsed ? openSsl : null);
    pb.environment().put("SPARK_HOME", launcher.sparkHome().toString());
    return pb;
  }

  /** The console line of an application starting: its settings, master, data and size. */
  private void announce(StepContext context, String app, SparkAppSpec spec) {
    context.console.printf(
        Locale.ROOT,
        "%s: starting (spark.io.encryption %s, %s, %s, %d queries x %d " + "rounds%s)%n",
        app,
        spec.ioSessions.isEmpty() ? spec.io : String.join(", ", spec.ioSessions) + " in turn",
        matrix.master,
        matrix.userWorkload() ? "your tables" : "scale " + SparkResultsJson.scaleText(matrix.scale),
        matrix.queries.size(),
        matrix.rounds,
        matrix.providers.isEmpty() ? "" : ", provider " + spec.provider);
  }

  /**
   * Every line the application prints goes to the run's log; its progress lines to the console too.
   * Returns when the application closed its output.
   */
  private static void relayOutput(StepContext context, String app, Process p) throws IOException {
    try (BufferedReader out =
        new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line; (line = out.readLine()) != null; ) {
        context.log.println(app + ": " + line);
        if (line.startsWith(PROGRESS_PREFIX)) {
          context.console.println("  " + line.substring(PROGRESS_PREFIX.length()));
          context.console.flush();
        }
      }
    }
  }

  /**
   * Whether the application failed, recorded as a failed part with its reason; a Failure of the
   * whole step where its input was unusable (then no application can be measured).
   */
  private boolean failed(
      StepContext context, Path dir, String app, int status, SparkAppResult result, Path logFile)
      throws IOException, Failure {
    if (result != null && result.inputFailure) {
      throw new Failure(
          "spark: "
              + result.failure
              + " (no application was measured; Spark's log: "
              + logFile
              + ")",
          dir);
    }
    if (status != 0 || result == null || result.failure != null) {
      String reason =
          result != null && result.failure != null
              ? result.failure
              : "exit status " + status + ": " + SparkLauncher.lastLines(logFile);
      context.partFailed(app, jvmLabel, reason + " (Spark's log: " + logFile + ")");
      return true;
    }
    return false;
  }

  /** The default work directory goes when its applications deleted their tables, as they do. */
  private static void deleteIfEmpty(Path dir) throws IOException {
    try {
      Files.deleteIfExists(dir);
    } catch (java.nio.file.DirectoryNotEmptyException e) {
      // An application that was killed left tables: keep them to look at.
    }
  }
}
