package org.pmebench.spark;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.apache.spark.SparkEnv;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.pmebench.crypto.kms.KmsEncryption;
import org.pmebench.family.spark.SparkAppResult;
import org.pmebench.family.spark.SparkAppSpec;
import org.pmebench.family.spark.SparkMatrix;
import org.pmebench.family.spark.TpcdsQuery;
import org.pmebench.workload.ReadFailures;

/**
 * One Spark application of the spark family: {@code SparkBenchApp SPEC.json RESULT.json}. It
 * writes the TPC-DS tables its queries read in every PME mode of the spec (timed, modes in a
 * shuffled order), runs warm-up rounds, then measured rounds in which every query runs on every
 * mode's tables back to back in a shuffled order, so that a PME overhead is a ratio within one
 * round of one JVM.
 *
 * <p>spark.io.encryption's key and cipher are fixed per SparkContext. With
 * {@link SparkAppSpec#ioSessions} (embedded runs), every round runs once per setting, each in a
 * SparkSession of its own, stopped and started again with the next setting in a shuffled order,
 * so that spark.io.encryption too is a ratio within one round of one JVM (its JIT-compiled code and
 * the tables' files stay warm). Without, the application keeps {@link SparkAppSpec#io} and the suite
 * pairs it across applications. Embedded ({@code local[*]} from the spec) or under spark-submit,
 * which gives the master.
 *
 * <p>Exit status: 0 every query ran; 1 a query, write or session failed (named in the result and on
 * stderr); 2 the spec or the environment is unusable.
 */
public final class SparkBenchApp {
  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  /** Where the application's SparkSessions come from: one per spark.io.encryption setting at a time. */
  interface Sessions {
    /** The Spark settings of {@code io}'s sessions; empty when the session is given, not made. */
    Map<String, String> conf(String io);

    SparkSession open(Map<String, String> conf);

    void close(SparkSession spark);
  }

  private final SparkAppSpec spec;
  private final SparkAppResult result;
  private final Sessions sessions;
  private final Random random;
  private final boolean alternating;
  /** The settings an alternating application still runs (a setting whose session fails leaves). */
  private final List<String> alternated = new ArrayList<String>();
  private final List<TpcdsQuery> queries = new ArrayList<TpcdsQuery>();
  /** Per mode, per table: where its PME table was written. */
  private final Map<String, Map<String, String>> written = new LinkedHashMap<String, Map<String, String>>();
  private OpenSession session;
  /** The work directory's file system, from the first session (it outlives the sessions). */
  private TableDirectories workDirs;

  /** An application on a session someone else made and stops (tests): it keeps {@code spec.io}. */
  SparkBenchApp(SparkAppSpec spec, final SparkSession spark, SparkAppResult result, List<TpcdsQuery> queries) {
    this(spec, result, queries, new Sessions() {
      @Override
      public Map<String, String> conf(String io) {
        return Collections.emptyMap();
      }

      @Override
      public SparkSession open(Map<String, String> conf) {
        return spark;
      }

      @Override
      public void close(SparkSession s) {}
    });
  }

  SparkBenchApp(SparkAppSpec spec, SparkAppResult result, List<TpcdsQuery> queries, Sessions sessions) {
    this.spec = spec;
    this.result = result;
    this.sessions = sessions;
    this.random = new Random(spec.seed);
    this.alternating = !spec.ioSessions.isEmpty();
    this.alternated.addAll(spec.ioSessions);
    this.queries.addAll(queries);
  }

  static List<TpcdsQuery> load(List<String> ids) {
    List<TpcdsQuery> queries = new ArrayList<TpcdsQuery>();
    for (String id : ids) {
      queries.add(TpcdsQuery.load(id));
    }
    return queries;
  }

  public static void main(String[] args) throws IOException {
    if (args.length != 2) {
      System.err.println("usage: SparkBenchApp SPEC.json RESULT.json (the suite's run --families spark writes the spec)");
      System.exit(2);
    }
    SparkAppSpec spec = JSON.readValue(new File(args[0]), SparkAppSpec.class);
    String env = System.getenv(SparkAppSpec.KEY_LIST_ENV);
    String keyList = env == null ? KmsEncryption.demoKeyList(42) : env;
    SparkAppResult result = new SparkAppResult();
    result.appName = spec.appName;
    result.io = spec.io;
    int status = new SparkBenchApp(spec, result, load(spec.queries), sessionsOf(spec, keyList)).run();
    if (result.failure != null) {
      System.err.println("pmebench-spark: " + spec.appName + ": " + result.failure);
    }
    write(result, new File(args[1]));
    System.exit(status);
  }

  /** Sessions as the application makes them: {@code spec}'s settings with {@code io}, stopped when done. */
  static Sessions sessionsOf(final SparkAppSpec spec, final String keyList) {
    return new Sessions() {
      @Override
      public Map<String, String> conf(String io) {
        return SparkSettings.of(spec, io, keyList);
      }

      @Override
      public SparkSession open(Map<String, String> conf) {
        return session(spec, conf);
      }

      @Override
      public void close(SparkSession spark) {
        spark.stop();
      }
    };
  }

  static SparkSession session(SparkAppSpec spec, Map<String, String> conf) {
    SparkSession.Builder builder = SparkSession.builder().appName(spec.appName);
    if (spec.master != null && System.getProperty("spark.master") == null) {
      builder.master(spec.master);
    }
    for (Map.Entry<String, String> e : conf.entrySet()) {
      builder.config(e.getKey(), e.getValue());
    }
    SparkSession spark = builder.getOrCreate();
    spark.sparkContext().setLogLevel("WARN");
    return spark;
  }

  /** Writes, warms up and measures; the failure, if any, goes into the result. */
  int run() throws IOException {
    try {
      measure();
    } catch (Failure e) {
      result.failure = e.getMessage();
    } finally {
      try {
        if (workDirs != null) {
          workDirs.delete(spec.workPath);
        }
      } finally {
        try {
          closeSession();
        } catch (Failure e) {
          if (result.failure == null) {
            result.failure = e.getMessage();
          }
        }
      }
    }
    return result.failure == null ? 0 : 1;
  }

  private void measure() throws IOException {
    open(spec.io);
    workDirs = session.dirs;
    List<String> names = TpcdsQuery.tables(queries);
    long g0 = System.nanoTime();
    if (new TpcdsDataset(session.spark, session.dirs, spec.datasetPath, spec.scale).ensure(names)) {
      result.generateSeconds = (System.nanoTime() - g0) / 1e9;
      progress("generated the TPC-DS tables at scale %s in %.1f s: %s", spec.scale, result.generateSeconds,
          spec.datasetPath);
    }
    writeTables(names);
    for (int r = 1; r <= spec.warmupRounds; r++) {
      rounds("warm-up", r, spec.warmupRounds, false);
    }
    for (int r = 1; r <= spec.rounds; r++) {
      rounds("round", r, spec.rounds, true);
    }
    checkAnswers();
  }

  /**
   * One round: the queries in a shuffled order; when the application alternates spark.io.encryption
   * settings, each query runs in a session of every setting back to back, the settings in a
   * shuffled order, so that a setting's pair is seconds apart, not a round (on a noisy host, minutes
   * of drift). A session is restarted only when the setting changes.
   */
  private void rounds(String what, int r, int of, boolean measured) {
    List<TpcdsQuery> order = new ArrayList<TpcdsQuery>(queries);
    Collections.shuffle(order, random);
    for (TpcdsQuery q : order) {
      if (!alternating) {
        query(what, r, of, q, measured);
        continue;
      }
      List<String> settings = new ArrayList<String>(alternated);
      Collections.shuffle(settings, random);
      for (String io : settings) {
        if (switchTo(io)) {
          query(what, r, of, q, measured);
        }
      }
    }
  }

  /** Whether the session of {@code io} is open: the current one, or one just started (else {@code io} was dropped). */
  private boolean switchTo(String io) {
    if (session != null && io.equals(session.recording.io)) {
      return true;
    }
    closeSession();
    try {
      open(io);
      return true;
    } catch (Failure e) {
      if (io.equals(spec.io)) {
        throw e;
      }
      drop(io, e.getMessage());
      return false;
    }
  }

  /**
   * A setting whose session cannot be had (its cipher is missing, the session does not start or
   * does not encrypt as asked) leaves the application with everything it measured, named with why;
   * the other settings go on. The writing session's setting cannot leave: the application fails.
   */
  private void drop(String io, String why) {
    alternated.remove(io);
    result.sessions.remove(io);
    result.sessionFailures.put(io, why);
    progress("spark.io.encryption %s dropped from this application: %s", io, why);
  }

  /**
   * Starts the session of {@code io} and checks that Spark's streams really get what it asks for:
   * encryption on or off, and the cipher commons-crypto gives outside Spark (a session that kept an
   * earlier session's settings, or a cipher that fell back, fails the application, named).
   */
  private void open(String io) {
    Map<String, String> conf = sessions.conf(io);
    String expected = null;
    boolean encrypts = SparkMatrix.encrypts(io);
    if (!conf.isEmpty() && encrypts) {
      try {
        expected = IoCipherProbe.cipherClass(conf);
      } catch (IoCipherProbe.ProbeFailure e) {
        throw new Failure(e.getMessage());
      }
      if ("openssl".equals(io) && !SparkSettings.OPENSSL_CIPHER.equals(expected)) {
        throw new Failure("asked for commons-crypto's OpenSSL cipher, got " + expected);
      }
    }
    long t0 = System.nanoTime();
    SparkSession spark;
    try {
      spark = sessions.open(conf);
    } catch (RuntimeException e) {
      throw new Failure("starting the Spark session with spark.io.encryption " + io + " failed: " + oneLine(e));
    }
    SparkAppResult recording = recording(io);
    session = new OpenSession(spark, recording);
    String actual = SessionCipherProbe.cipherClass(SparkEnv.get().serializerManager());
    if (!conf.isEmpty() && (encrypts == (actual == null) || expected != null && !expected.equals(actual))) {
      throw new Failure("the Spark session for spark.io.encryption " + io + " encrypts its streams with "
          + (actual == null ? "nothing" : actual) + (expected == null ? "" : " instead of " + expected)
          + " (a session of other settings was still running?)");
    }
    if (!conf.isEmpty()) {
      recording.conf = SparkSettings.recordable(conf);
    }
    recording.io = io;
    recording.ioEncryptionEnabled = actual != null;
    recording.ioCipherClass = actual;
    recording.sparkConfSettings = SparkEnv.get().conf().getAll().length;
    describeRuntime(spark, recording);
    if (alternating && result.sparkVersion == null) {
      describeRuntime(spark, result);
    }
    double seconds = (System.nanoTime() - t0) / 1e9;
    recording.sessionStarts++;
    recording.sessionStartSeconds += seconds;
    if (alternating && recording.sessionStarts == 1) {
      progress("session with spark.io.encryption %s%s started in %.1f s (restarted whenever the setting changes)",
          io, actual == null ? "" : " (" + actual + ")", seconds);
    }
  }

  /** Where measurements of {@code io}'s sessions go: the result itself, or its entry for the setting. */
  private SparkAppResult recording(String io) {
    if (!alternating) {
      return result;
    }
    SparkAppResult r = result.sessions.get(io);
    if (r == null) {
      r = new SparkAppResult();
      r.appName = result.appName;
      result.sessions.put(io, r);
    }
    return r;
  }

  private void closeSession() {
    if (session == null) {
      return;
    }
    OpenSession s = session;
    session = null;
    s.recording.tasksOutsideGroups += s.taskMetrics.tasksOutsideGroups();
    s.taskMetrics.close();
    try {
      sessions.close(s.spark);
    } catch (RuntimeException e) {
      throw new Failure("stopping the Spark session with spark.io.encryption " + s.recording.io + " failed: "
          + oneLine(e));
    }
  }

  private void describeRuntime(SparkSession spark, SparkAppResult r) {
    boolean first = r.sparkVersion == null;
    r.sparkVersion = spark.version();
    r.master = spark.sparkContext().master();
    r.javaVersion = System.getProperty("java.version");
    r.javaVmName = System.getProperty("java.vm.name");
    r.jvmArgs = ManagementFactory.getRuntimeMXBean().getInputArguments();
    r.defaultParallelism = spark.sparkContext().defaultParallelism();
    r.cpuMeasured = session.cpuMeasured;
    if (first) {
      r.taskMetrics = true;
      if (!alternating || r == result) {
        progress("Spark %s, master %s, Java %s; spark.io.encryption %s%s", r.sparkVersion, r.master, r.javaVersion,
            alternating ? String.join(", ", spec.ioSessions) + " in turn" : spec.io,
            r.ioCipherClass == null || alternating ? "" : " (" + r.ioCipherClass + ")");
      }
    }
  }

  /** Small tables written once in every mode, untimed, so the first timed write does not pay the JIT's warm-up. */
  static final List<String> WRITE_WARM_UP = Collections.unmodifiableList(java.util.Arrays.asList("date_dim", "item"));

  /**
   * Every table in every mode: table by table, each in every mode back to back in a shuffled order
   * (as the queries), each write timed and summed per mode; after an untimed warm-up write of
   * {@link #WRITE_WARM_UP}.
   */
  private void writeTables(List<String> names) throws IOException {
    SparkAppResult recording = session.recording;
    for (String table : WRITE_WARM_UP) {
      if (names.contains(table) && spec.warmupRounds > 0) {
        for (String mode : spec.modes) {
          String dir = spec.workPath + "/warm-up/" + mode + "/" + table;
          write(table, mode, dir);
        }
      }
    }
    session.dirs.delete(spec.workPath + "/warm-up");
    for (String mode : spec.modes) {
      recording.writes.put(mode, new SparkAppResult.Timing());
      written.put(mode, new LinkedHashMap<String, String>());
    }
    for (String table : names) {
      List<String> modes = new ArrayList<String>(spec.modes);
      Collections.shuffle(modes, random);
      for (final String mode : modes) {
        final String dir = spec.workPath + "/" + mode + "/" + table;
        final SparkAppResult.Timing t = recording.writes.get(mode);
        SparkAppResult.Tasks tasks = session.taskMetrics.run(() -> {
          long c0 = cpuNanos();
          long w0 = System.nanoTime();
          write(table, mode, dir);
          t.wallNanos += System.nanoTime() - w0;
          t.cpuNanos = session.cpuMeasured ? Math.max(0, t.cpuNanos) + cpuNanos() - c0 : -1;
        });
        if (tasks == null) {
          recording.taskMetrics = false;
        } else {
          t.taskCpuNanos = Math.max(0, t.taskCpuNanos) + tasks.cpuNanos;
          if (t.tasks == null) {
            t.tasks = new SparkAppResult.Tasks();
          }
          t.tasks.add(tasks);
        }
        session.dirs.requireComplete(table, dir);
        t.bytes += session.dirs.bytes(dir);
        written.get(mode).put(table, dir);
      }
    }
    for (String mode : spec.modes) {
      SparkAppResult.Timing t = recording.writes.get(mode);
      progress("wrote %d tables as %s in %.1f s (%.1f MB)", names.size(), mode, t.wallNanos / 1e9, t.bytes / 1e6);
    }
  }

  private void write(String table, String mode, String dir) {
    Map<String, String> options = PmeWriteOptions.of(mode, spec.columns, table, TpcdsTables.columnNames(table));
    try {
      session.spark.read().parquet(spec.datasetPath + "/" + table).write().options(options).parquet(dir);
    } catch (Exception e) {
      // Spark throws its exceptions (SparkException, AnalysisException) undeclared.
      throw new Failure("writing " + table + " as " + mode + " failed: " + oneLine(e));
    }
  }

  /** One query of a round: once untimed (when primed), then on every mode's tables back to back, shuffled. */
  private void query(String what, int r, int of, TpcdsQuery q, boolean measured) {
    String io = alternating ? " [io " + session.recording.io + "]" : "";
    List<String> modes = new ArrayList<String>(spec.modes);
    Collections.shuffle(modes, random);
    StringBuilder line = new StringBuilder();
    if (spec.primeQueries) {
      runQuery(q, modes.get(random.nextInt(modes.size())), false);
    }
    for (String mode : modes) {
      long[] t = runQuery(q, mode, measured);
      line.append(String.format(Locale.ROOT, ", %s %.0f ms", mode, t[0] / 1e6));
    }
    progress("%s %d/%d%s %s%s", what, r, of, io, q.id, line);
  }

  /** Wall and CPU nanoseconds of one run of {@code q} on {@code mode}'s tables. */
  private long[] runQuery(final TpcdsQuery q, final String mode, boolean measured) {
    for (String table : q.tables) {
      session.table(mode, table).createOrReplaceTempView(table);
    }
    final SparkSession spark = session.spark;
    final boolean cpuMeasured = session.cpuMeasured;
    final List<List<Row>> out = new ArrayList<List<Row>>(1);
    final long[] t = new long[2];
    SparkAppResult.Tasks tasks = session.taskMetrics.run(() -> {
      long c0 = cpuNanos();
      long w0 = System.nanoTime();
      try {
        out.add(spark.sql(q.sql).collectAsList());
      } catch (Exception e) {
        throw new Failure("query " + q.id + " on " + mode + " tables failed: " + oneLine(e));
      }
      t[0] = System.nanoTime() - w0;
      t[1] = cpuMeasured ? cpuNanos() - c0 : -1;
    });
    List<Row> rows = out.get(0);
    long wall = t[0];
    long cpu = t[1];
    SparkAppResult recording = session.recording;
    SparkAppResult.QueryTimes times = recording.queries.get(q.id);
    if (times == null) {
      times = new SparkAppResult.QueryTimes();
      recording.queries.put(q.id, times);
    }
    String checksum = checksum(rows);
    if (times.checksum == null) {
      times.checksum = checksum;
      times.rows = rows.size();
    } else if (!times.checksum.equals(checksum)) {
      throw new Failure("query " + q.id + " returns other rows on " + mode + " tables than on the others ("
          + rows.size() + " rows vs " + times.rows + ")");
    }
    if (measured) {
      add(times.wallNanos, mode, wall);
      add(times.cpuNanos, mode, cpu);
      add(times.taskCpuNanos, mode, tasks == null ? -1 : tasks.cpuNanos);
      if (tasks == null) {
        recording.taskMetrics = false;
      } else {
        times.tasks.put(mode, tasks);
      }
    }
    return new long[] {wall, cpu};
  }

  /** Every query measured on every mode (in every session), returning the same rows under every setting. */
  private void checkAnswers() {
    List<SparkAppResult> recordings = alternating ? new ArrayList<SparkAppResult>(result.sessions.values())
        : Collections.singletonList(result);
    for (SparkAppResult r : recordings) {
      for (Map.Entry<String, SparkAppResult.QueryTimes> e : r.queries.entrySet()) {
        if (e.getValue().wallNanos.size() != spec.modes.size()) {
          throw new Failure("query " + e.getKey() + " was not measured on every mode"
              + (alternating ? " with spark.io.encryption " + r.io : ""));
        }
        String first = recordings.get(0).queries.get(e.getKey()).checksum;
        if (!first.equals(e.getValue().checksum)) {
          throw new Failure("query " + e.getKey() + " returns other rows with spark.io.encryption " + r.io
              + " than with " + recordings.get(0).io);
        }
      }
    }
  }

  private static void add(Map<String, List<Long>> times, String mode, long value) {
    List<Long> list = times.get(mode);
    if (list == null) {
      list = new ArrayList<Long>();
      times.put(mode, list);
    }
    list.add(value);
  }

  /** A hash of the rows in sorted order, so modes can be compared without keeping their rows. */
  static String checksum(List<Row> rows) {
    List<String> text = new ArrayList<String>();
    for (Row r : rows) {
      text.add(r.toString());
    }
    Collections.sort(text);
    try {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      for (String t : text) {
        sha.update(t.getBytes(StandardCharsets.UTF_8));
        sha.update((byte) '\n');
      }
      StringBuilder hex = new StringBuilder();
      byte[] digest = sha.digest();
      for (int i = 0; i < 8; i++) {
        hex.append(String.format(Locale.ROOT, "%02x", digest[i]));
      }
      return hex.toString();
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /** One line for a failed read, write or query: parquet's key and integrity failures as convert and inspect say them. */
  static String oneLine(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      String name = t.getClass().getName();
      if (name.startsWith("org.apache.parquet.crypto")) {
        return ReadFailures.footer(e);
      }
    }
    // Spark appends the query plan to an analysis error: its first line says what is wrong.
    return ReadFailures.rootMessage(e).split("\n", 2)[0].trim();
  }

  /** The whole process's CPU time: in an embedded run, the driver's and the executors' threads. */
  private static long cpuNanos() {
    java.lang.management.OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
    return os instanceof com.sun.management.OperatingSystemMXBean
        ? ((com.sun.management.OperatingSystemMXBean) os).getProcessCpuTime() : -1;
  }

  private void progress(String format, Object... args) {
    System.out.println("pmebench-spark: " + String.format(Locale.ROOT, format, args));
    System.out.flush();
  }

  static void write(SparkAppResult result, File file) throws IOException {
    File partial = new File(file.getPath() + ".partial");
    JSON.writeValue(partial, result);
    Files.move(partial.toPath(), file.toPath(), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  /** The open SparkSession, what it records into, and its tables as this session reads them. */
  private final class OpenSession {
    final SparkSession spark;
    final SparkAppResult recording;
    final TableDirectories dirs;
    final TaskMetricsListener taskMetrics;
    final boolean cpuMeasured;
    private final Map<String, Dataset<Row>> tables = new HashMap<String, Dataset<Row>>();

    OpenSession(SparkSession spark, SparkAppResult recording) {
      this.spark = spark;
      this.recording = recording;
      this.dirs = new TableDirectories(spark.sparkContext().hadoopConfiguration());
      this.taskMetrics = new TaskMetricsListener(spark.sparkContext());
      this.cpuMeasured = spark.sparkContext().master().startsWith("local");
    }

    Dataset<Row> table(String mode, String table) {
      String key = mode + "/" + table;
      Dataset<Row> d = tables.get(key);
      if (d == null) {
        d = spark.read().parquet(written.get(mode).get(table));
        tables.put(key, d);
      }
      return d;
    }
  }

  /** A write or query that failed: the configuration fails, named. */
  static final class Failure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Failure(String message) {
      super(message);
    }
  }
}
