package org.pmebench.spark;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.pmebench.family.spark.CometPlans;
import org.pmebench.family.spark.SparkAppResult;
import org.pmebench.family.spark.SparkAppSpec;
import org.pmebench.family.spark.SparkMatrix;
import org.pmebench.family.spark.SparkQuery;

/**
 * One Spark application of the spark family: {@code SparkBenchApp SPEC.json RESULT.json}. It writes
 * the TPC-DS tables its queries read in every PME mode of the spec (timed, modes in a shuffled
 * order), runs warm-up rounds, then measured rounds in which every query runs on every mode's
 * tables back to back in a shuffled order, so that a PME overhead is a ratio within one round of
 * one JVM.
 *
 * <p>spark.io.encryption's key and cipher are fixed per SparkContext. With {@link
 * SparkAppSpec#ioSessions} (embedded runs), every round runs once per setting, each in a
 * SparkSession of its own, stopped and started again with the next setting in a shuffled order, so
 * that spark.io.encryption too is a ratio within one round of one JVM (its JIT-compiled code and
 * the tables' files stay warm). Without, the application keeps {@link SparkAppSpec#io} and the
 * suite pairs it across applications. Embedded ({@code local[*]} from the spec) or under
 * spark-submit, which gives the master.
 *
 * <p>Exit status: 0 every query ran; 1 a query, write or session failed (named in the result and on
 * stderr); 2 the spec or the environment is unusable.
 */
public final class SparkBenchApp {

  private final SparkAppSpec spec;
  private final SparkAppResult result;
  private final IoSessions sessions;
  private final Random random;
  private final boolean alternating;
  private final List<SparkQuery> queries = new ArrayList<SparkQuery>();

  /** Per mode, per table: where its PME table was written. */
  private final Map<String, Map<String, String>> written =
      new LinkedHashMap<String, Map<String, String>>();

  /** The work directory's file system, from the first session (it outlives the sessions). */
  private TableDirectories workDirs;

  /** The user's tables, when the spec gives them instead of TPC-DS's. */
  private UserTables userTables;

  /**
   * Per query, its first run's rows as text (sorted): to name the row that differs when a later
   * run's do.
   */
  private final Map<String, List<String>> firstRows = new java.util.HashMap<String, List<String>>();

  /** Per query, the variant (mode and engine) of that first run. */
  private final Map<String, String> firstVariant = new java.util.HashMap<String, String>();

  /** Whether the tables are Iceberg's ({@link SparkAppSpec#format}). */
  private final boolean iceberg;

  SparkBenchApp(
      SparkAppSpec spec, SparkAppResult result, List<SparkQuery> queries, AppSessions sessions) {
    this.spec = spec;
    this.result = result;
    this.sessions = new IoSessions(spec, result, sessions, written);
    this.random = new Random(spec.seed);
    this.alternating = this.sessions.alternating();
    this.queries.addAll(queries);
    this.iceberg = SparkMatrix.ICEBERG.equals(spec.format);
  }

  /** The open session. */
  private OpenSession session() {
    return sessions.current();
  }

  /** The spec's queries: the user's on every one of their tables, or the suite's TPC-DS queries. */
  static List<SparkQuery> load(SparkAppSpec spec) {
    List<SparkQuery> queries = new ArrayList<SparkQuery>();
    for (String id : spec.queries) {
      queries.add(
          UserTables.given(spec)
              ? SparkQuery.user(
                  id, spec.userQueries.get(id), new ArrayList<String>(spec.userTables.keySet()))
              : SparkQuery.load(id));
    }
    return queries;
  }

  public static void main(String[] args) throws IOException {
    SparkAppSpec spec =
        AppFiles.spec(
            args,
            "usage: SparkBenchApp SPEC.json RESULT.json (the suite's run --families spark writes the spec)",
            SparkAppSpec.class);
    String keyList = AppFiles.keyList();
    SparkAppResult result = new SparkAppResult();
    result.appName = spec.appName;
    result.io = spec.io;
    int status = new SparkBenchApp(spec, result, load(spec), AppSessions.made(spec, keyList)).run();
    if (result.failure != null) {
      System.err.println("pmebench-spark: " + spec.appName + ": " + result.failure);
    }
    for (SparkAppResult session : result.sessions.values()) {
      session.provider = result.provider;
    }
    AppFiles.write(result, new File(args[1]));
    System.exit(status);
  }

  /** Writes, warms up and measures; the failure, if any, goes into the result. */
  int run() throws IOException {
    try {
      measure();
    } catch (SparkAppFailure e) {
      result.failure = e.getMessage();
      result.inputFailure = e.input;
    } finally {
      try {
        if (workDirs != null) {
          workDirs.delete(spec.workPath);
        }
      } finally {
        try {
          sessions.close();
        } catch (SparkAppFailure e) {
          if (result.failure == null) {
            result.failure = e.getMessage();
          }
        } finally {
          if (iceberg) {
            deleteRecursively(IcebergTables.metastoreDirectory(spec));
          }
        }
      }
    }
    return result.failure == null ? 0 : 1;
  }

  private void measure() throws IOException {
    if (iceberg) {
      deleteRecursively(IcebergTables.metastoreDirectory(spec));
    }
    installProvider();
    sessions.open(spec.io);
    workDirs = session().dirs;
    checkExecutors(EXECUTORS_START_MILLIS);
    List<String> names = SparkQuery.tables(queries);
    if (UserTables.given(spec)) {
      userTables = UserTables.open(session().spark, spec);
      userTables.checkQueries(session().spark, queries);
    } else {
      long g0 = System.nanoTime();
      if (new TpcdsDataset(session().spark, session().dirs, spec.datasetPath, spec.scale)
          .ensure(names)) {
        result.generateSeconds = (System.nanoTime() - g0) / 1e9;
        progress(
            "generated the TPC-DS tables at scale %s in %.1f s: %s",
            spec.scale, result.generateSeconds, spec.datasetPath);
      }
    }
    writeTables(names);
    for (int r = 1; r <= spec.warmupRounds; r++) {
      rounds("warm-up", r, spec.warmupRounds, false);
    }
    for (int r = 1; r <= spec.rounds; r++) {
      rounds("round", r, spec.rounds, true);
    }
    checkAnswers();
    if (iceberg) {
      maintain(names);
    }
    // Executors that joined later ran tasks too: each must have reported a right answer.
    checkExecutors(EXECUTORS_LATE_MILLIS);
  }

  /** How long the first session's executors have to start and report their provider check. */
  static final long EXECUTORS_START_MILLIS = 180_000;

  /** How long an executor that joined after the first has for its report at the end. */
  static final long EXECUTORS_LATE_MILLIS = 30_000;

  /** The spec's provider first for PME in the driver, its answers checked before anything runs. */
  private void installProvider() {
    if (spec.provider == null) {
      return;
    }
    result.provider = spec.provider;
    try {
      result.providerRuns =
          ProviderChecks.install(spec.provider, ProviderChecks.algorithms(spec.modes));
    } catch (RuntimeException | LinkageError e) {
      throw new SparkAppFailure(
          "provider "
              + spec.provider
              + " failed its check on the driver: "
              + ProviderChecks.oneLine(e));
    }
  }

  /**
   * Every executor's provider check, as reported to the driver (nothing to wait for without a
   * provider).
   */
  private void checkExecutors(long timeoutMillis) {
    if (spec.provider == null) {
      return;
    }
    int before = result.providerExecutors.size();
    result.providerExecutors =
        ProviderChecks.awaitExecutors(session().spark.sparkContext(), spec.provider, timeoutMillis);
    if (result.providerExecutors.size() != before) {
      progress(
          "provider %s: right answers on the driver and %d executor(s): %s",
          spec.provider, result.providerExecutors.size(), result.providerRuns);
    }
  }

  /**
   * One round: the queries in a shuffled order; when the application alternates spark.io.encryption
   * settings, each query runs in a session of every setting back to back, the settings in a
   * shuffled order, so that a setting's pair is seconds apart, not a round (on a noisy host,
   * minutes of drift). A session is restarted only when the setting changes.
   */
  private void rounds(String what, int r, int of, boolean measured) {
    List<SparkQuery> order = new ArrayList<SparkQuery>(queries);
    Collections.shuffle(order, random);
    for (SparkQuery q : order) {
      if (!alternating) {
        query(what, r, of, q, measured);
        continue;
      }
      List<String> settings = sessions.settings();
      Collections.shuffle(settings, random);
      for (String io : settings) {
        if (queries.contains(q) && sessions.switchTo(io)) {
          query(what, r, of, q, measured);
        }
      }
    }
  }

  /**
   * Small tables written once in every mode, untimed, so the first timed write does not pay the
   * JIT's warm-up.
   */
  static final List<String> WRITE_WARM_UP =
      Collections.unmodifiableList(java.util.Arrays.asList("date_dim", "item"));

  /** Rows of each user table written in every mode for the same warm-up. */
  static final int USER_WARM_UP_ROWS = 20_000;

  /**
   * Every table in every mode: table by table, each in every mode back to back in a shuffled order
   * (as the queries), each write timed and summed per mode; after an untimed warm-up write of
   * {@link #WRITE_WARM_UP}.
   */
  private void writeTables(List<String> names) throws IOException {
    SparkAppResult recording = session().recording;
    if (iceberg) {
      IcebergTables.createNamespace(session().spark);
    }
    for (String table : userTables != null ? names : WRITE_WARM_UP) {
      if (names.contains(table) && spec.warmupRounds > 0) {
        for (String mode : spec.modes) {
          String dir =
              iceberg
                  ? IcebergTables.name(mode, table, true)
                  : spec.workPath + "/warm-up/" + mode + "/" + table;
          write(table, mode, dir, userTables != null ? USER_WARM_UP_ROWS : 0);
          if (iceberg) {
            IcebergTables.drop(session().spark, dir);
          }
        }
      }
    }
    session().dirs.delete(spec.workPath + "/warm-up");
    for (String mode : spec.modes) {
      recording.writes.put(mode, new SparkAppResult.Timing());
      written.put(mode, new LinkedHashMap<String, String>());
    }
    for (String table : names) {
      List<String> modes = new ArrayList<String>(spec.modes);
      Collections.shuffle(modes, random);
      for (final String mode : modes) {
        final String dir =
            iceberg
                ? IcebergTables.name(mode, table, false)
                : spec.workPath + "/" + mode + "/" + table;
        final SparkAppResult.Timing t = recording.writes.get(mode);
        final long wraps = IcebergKms.wraps();
        final long unwraps = IcebergKms.unwraps();
        if (!timed(t, () -> write(table, mode, dir, 0))) {
          recording.taskMetrics = false;
        }
        if (iceberg) {
          SparkAppResult.IcebergFacts facts = icebergFacts(recording, mode);
          facts.writeKmsWraps += IcebergKms.wraps() - wraps;
          facts.writeKmsUnwraps += IcebergKms.unwraps() - unwraps;
          long before = facts.dataBytes;
          IcebergTables.describe(session().spark, dir, encrypted(mode), facts);
          t.bytes += facts.dataBytes - before;
        } else {
          session().dirs.requireComplete(table, dir);
          t.bytes += session().dirs.bytes(dir);
        }
        written.get(mode).put(table, dir);
      }
    }
    for (String mode : spec.modes) {
      SparkAppResult.Timing t = recording.writes.get(mode);
      progress(
          "wrote %d tables as %s in %.1f s (%.1f MB)",
          names.size(), mode, t.wallNanos / 1e9, t.bytes / 1e6);
    }
  }

  /**
   * Writes {@code table} in {@code mode} to {@code dir}: all of it, or its first {@code rows} (a
   * warm-up).
   */
  private void write(String table, String mode, String dir, int rows) {
    SparkSession spark = session().spark;
    Map<String, String> options =
        PmeWriteOptions.of(
            mode,
            userTables != null
                ? userTables.encryptedColumns(table)
                : TpcdsTables.encryptedColumns(spec.columns, table));
    Dataset<Row> input =
        userTables != null
            ? userTables.read(spark, table)
            : spark.read().parquet(spec.datasetPath + "/" + table);
    try {
      if (iceberg) {
        IcebergTables.write(spark, rows > 0 ? input.limit(rows) : input, dir, encrypted(mode));
      } else {
        (rows > 0 ? input.limit(rows) : input).write().options(options).parquet(dir);
      }
    } catch (Exception e) {
      // Spark throws its exceptions (SparkException, AnalysisException) undeclared.
      throw new SparkAppFailure(
          "writing " + table + " as " + mode + " failed: " + SparkAppFailure.oneLine(e));
    }
  }

  /**
   * One query of a round: once untimed (when primed), then on every mode's tables back to back,
   * shuffled.
   */
  private void query(String what, int r, int of, SparkQuery q, boolean measured) {
    String io = alternating ? " [io " + session().recording.io + "]" : "";
    List<String> modes = variants();
    Collections.shuffle(modes, random);
    StringBuilder line = new StringBuilder();
    try {
      if (spec.primeQueries) {
        runQuery(q, modes.get(random.nextInt(modes.size())), false);
      }
      for (String mode : modes) {
        long[] t = runQuery(q, mode, measured);
        line.append(String.format(Locale.ROOT, ", %s %.0f ms", mode, t[0] / 1e6));
      }
    } catch (OtherRows e) {
      drop(q, e.getMessage());
      return;
    }
    progress("%s %d/%d%s %s%s", what, r, of, io, q.id, line);
  }

  /**
   * A query whose rows differ between variants (an engine's wrong answer): none of its times kept,
   * the others go on.
   */
  private void drop(SparkQuery q, String why) {
    queries.remove(q);
    result.queryFailures.put(q.id, why);
    result.queries.remove(q.id);
    for (SparkAppResult session : result.sessions.values()) {
      session.queries.remove(q.id);
      session.queryFailures.put(q.id, why);
    }
    firstRows.remove(q.id);
    firstVariant.remove(q.id);
    progress("query %s dropped from this application: %s", q.id, why);
  }

  /** A query that returned other rows on one variant's tables or engine than on another's. */
  private static final class OtherRows extends SparkAppFailure {
    private static final long serialVersionUID = 1L;

    OtherRows(String message) {
      super(message);
    }
  }

  /**
   * The modes on every engine: what each query runs on in a round ({@link SparkMatrix#variant}).
   */
  private List<String> variants() {
    List<String> variants = new ArrayList<String>();
    for (String mode : spec.modes) {
      for (String engine : spec.engines) {
        variants.add(SparkMatrix.variant(mode, engine));
      }
    }
    return variants;
  }

  /**
   * Wall and CPU nanoseconds of one run of {@code q} on the tables of {@code mode}, a {@link
   * SparkMatrix#variant}: on Comet, switched on for this query (its plugin is loaded in every
   * session of such a run).
   */
  private long[] runQuery(final SparkQuery q, final String mode, boolean measured) {
    final String tablesMode = SparkMatrix.modeOf(mode);
    useVariant(q, mode);
    long kms = IcebergTables.kmsCalls();
    QueryRun run = collect(q, mode);
    if (iceberg && measured) {
      SparkAppResult.IcebergFacts facts = icebergFacts(session().recording, tablesMode);
      facts.queryRuns++;
      facts.queryKmsCalls += IcebergTables.kmsCalls() - kms;
    }
    SparkAppResult recording = session().recording;
    SparkAppResult.QueryTimes times = recording.queries.get(q.id);
    if (times == null) {
      times = new SparkAppResult.QueryTimes();
      recording.queries.put(q.id, times);
    }
    if (spec.engines.contains(SparkMatrix.COMET) && measured && !times.scans.containsKey(mode)) {
      recordScans(times, mode, run.dataset);
    }
    checkRows(q, mode, times, run.rows);
    if (measured) {
      addTimes(recording, times, mode, run);
    }
    return new long[] {run.wallNanos, run.cpuNanos};
  }

  /**
   * Points the temporary views of {@code q}'s tables at those of {@code mode}'s tables and, in a
   * run with Comet, switches Comet on or off for {@code mode}'s engine.
   */
  private void useVariant(SparkQuery q, String mode) {
    String tablesMode = SparkMatrix.modeOf(mode);
    boolean comet = SparkMatrix.COMET.equals(SparkMatrix.engineOf(mode));
    for (String table : q.tables) {
      session().table(tablesMode, table).createOrReplaceTempView(table);
    }
    SparkSession spark = session().spark;
    if (spec.engines.contains(SparkMatrix.COMET)) {
      spark.conf().set(SparkSettings.COMET_ENABLED, String.valueOf(comet));
    }
  }

  /** One run of a query: its rows, its Dataset, its wall and CPU nanoseconds and its tasks'. */
  private static final class QueryRun {
    List<Row> rows;
    Dataset<Row> dataset;
    long wallNanos;

    /** The process's CPU nanoseconds, -1 where the session does not measure them. */
    long cpuNanos;

    /** Its tasks' metrics, null where Spark gave none. */
    SparkAppResult.Tasks tasks;
  }

  /** Runs {@code q} once on the current views, timed, and collects its rows. */
  private QueryRun collect(final SparkQuery q, final String mode) {
    final SparkSession spark = session().spark;
    final boolean cpuMeasured = session().cpuMeasured;
    final QueryRun run = new QueryRun();
    run.tasks =
        session()
            .taskMetrics
            .run(
                () -> {
                  long c0 = ProcessCpu.nanos();
                  long w0 = System.nanoTime();
                  try {
                    Dataset<Row> d = spark.sql(q.sql);
                    run.rows = d.collectAsList();
                    run.dataset = d;
                  } catch (Exception e) {
                    throw new SparkAppFailure(
                        "query "
                            + q.id
                            + " on "
                            + mode
                            + " tables failed: "
                            + SparkAppFailure.oneLine(e));
                  }
                  run.wallNanos = System.nanoTime() - w0;
                  run.cpuNanos = cpuMeasured ? ProcessCpu.nanos() - c0 : -1;
                });
    return run;
  }

  /**
   * Which scans Comet ran natively on {@code mode}, from the executed plan after the run (an
   * adaptive query's final one), and the plan.
   */
  private static void recordScans(
      SparkAppResult.QueryTimes times, String mode, Dataset<Row> dataset) {
    String plan = dataset.queryExecution().executedPlan().toString();
    CometPlans.Scans scans = CometPlans.of(plan);
    times.scans.put(mode, scans.scans);
    times.nativeScans.put(mode, scans.nativeScans);
    times.scanNodes.put(mode, scans.nodesText());
    times.plans.put(mode, plan);
  }

  /**
   * Keeps the rows of {@code q}'s first run (their checksum, count and text); a later run's must be
   * the same, else an {@link OtherRows} names the first row that differs.
   */
  private void checkRows(
      SparkQuery q, String mode, SparkAppResult.QueryTimes times, List<Row> rows) {
    String checksum = RowChecksum.of(rows);
    if (times.checksum == null) {
      times.checksum = checksum;
      times.rows = rows.size();
      firstRows.put(q.id, RowChecksum.texts(rows));
      firstVariant.put(q.id, mode);
    } else if (!times.checksum.equals(checksum)) {
      String first = firstVariant.get(q.id);
      throw new OtherRows(
          "query "
              + q.id
              + " returns other rows on "
              + mode
              + " tables than on "
              + (first == null ? "the others" : first + " tables")
              + " ("
              + rows.size()
              + " rows vs "
              + times.rows
              + RowChecksum.firstDifference(firstRows.get(q.id), RowChecksum.texts(rows))
              + ")");
    }
  }

  /**
   * Adds a measured run's wall, process CPU and tasks' CPU nanoseconds on {@code mode} to {@code
   * times}, and its tasks; a run without task metrics marks the recording as without them.
   */
  private static void addTimes(
      SparkAppResult recording, SparkAppResult.QueryTimes times, String mode, QueryRun run) {
    add(times.wallNanos, mode, run.wallNanos);
    add(times.cpuNanos, mode, run.cpuNanos);
    add(times.taskCpuNanos, mode, run.tasks == null ? -1 : run.tasks.cpuNanos);
    if (run.tasks == null) {
      recording.taskMetrics = false;
    } else {
      times.tasks.put(mode, run.tasks);
    }
  }

  /**
   * Every query measured on every mode (in every session), returning the same rows under every
   * setting.
   */
  private void checkAnswers() {
    List<SparkAppResult> recordings =
        alternating
            ? new ArrayList<SparkAppResult>(result.sessions.values())
            : Collections.singletonList(result);
    for (SparkAppResult r : recordings) {
      for (Map.Entry<String, SparkAppResult.QueryTimes> e : r.queries.entrySet()) {
        if (e.getValue().wallNanos.size() != spec.modes.size() * spec.engines.size()) {
          throw new SparkAppFailure(
              "query "
                  + e.getKey()
                  + " was not measured on every mode"
                  + (alternating ? " with spark.io.encryption " + r.io : ""));
        }
        String first = recordings.get(0).queries.get(e.getKey()).checksum;
        if (!first.equals(e.getValue().checksum)) {
          throw new SparkAppFailure(
              "query "
                  + e.getKey()
                  + " returns other rows with spark.io.encryption "
                  + r.io
                  + " than with "
                  + recordings.get(0).io);
        }
      }
    }
  }

  /**
   * Runs {@code operation} once and adds its wall, process CPU and tasks' CPU to {@code t}; false
   * when Spark gave no task metrics for it (then {@code t}'s task CPU is left as it was).
   */
  private boolean timed(SparkAppResult.Timing t, Runnable operation) {
    SparkAppResult.Tasks tasks =
        session()
            .taskMetrics
            .run(
                () -> {
                  long c0 = ProcessCpu.nanos();
                  long w0 = System.nanoTime();
                  operation.run();
                  t.wallNanos += System.nanoTime() - w0;
                  t.cpuNanos =
                      session().cpuMeasured
                          ? Math.max(0, t.cpuNanos) + ProcessCpu.nanos() - c0
                          : -1;
                });
    if (tasks == null) {
      return false;
    }
    t.taskCpuNanos = Math.max(0, t.taskCpuNanos) + tasks.cpuNanos;
    if (t.tasks == null) {
      t.tasks = new SparkAppResult.Tasks();
    }
    t.tasks.add(tasks);
    return true;
  }

  /**
   * Whether {@code mode}'s tables are encrypted (not PLAINTEXT, not the A/A control's second
   * plaintext copy).
   */
  private static boolean encrypted(String mode) {
    return !PmeWriteOptions.PLAINTEXT.equals(mode) && !SparkMatrix.CONTROL.equals(mode);
  }

  private static SparkAppResult.IcebergFacts icebergFacts(SparkAppResult recording, String mode) {
    SparkAppResult.IcebergFacts f = recording.iceberg.get(mode);
    if (f == null) {
      f = new SparkAppResult.IcebergFacts();
      recording.iceberg.put(mode, f);
    }
    return f;
  }

  /**
   * The maintenance a user runs on Iceberg tables ({@link IcebergTables#maintain}), timed like the
   * writes: table by table, every mode's back to back in a shuffled order, summed per mode.
   */
  private void maintain(List<String> names) {
    SparkAppResult recording = session().recording;
    for (String mode : spec.modes) {
      recording.maintenance.put(mode, new SparkAppResult.Timing());
    }
    for (String table : names) {
      List<String> modes = new ArrayList<String>(spec.modes);
      Collections.shuffle(modes, random);
      for (final String mode : modes) {
        final String name = written.get(mode).get(table);
        final SparkAppResult.Timing t = recording.maintenance.get(mode);
        long kms = IcebergTables.kmsCalls();
        // Iceberg's procedures run their Spark jobs from a thread pool of their own, outside this
        // thread's job
        // group: no task metrics, and the maintenance row falls back to the process's CPU (the
        // queries keep theirs).
        timed(
            t,
            () -> {
              try {
                IcebergTables.maintain(session().spark, name);
              } catch (Exception e) {
                throw new SparkAppFailure(
                    "maintaining " + name + " failed: " + SparkAppFailure.oneLine(e));
              }
            });
        icebergFacts(recording, mode).maintenanceKmsCalls += IcebergTables.kmsCalls() - kms;
      }
    }
    for (String mode : spec.modes) {
      progress(
          "maintained %d Iceberg tables as %s in %.1f s (rewrite_data_files, expire_snapshots)",
          names.size(), mode, recording.maintenance.get(mode).wallNanos / 1e9);
    }
  }

  private static void deleteRecursively(File f) {
    File[] children = f.listFiles();
    if (children != null) {
      for (File c : children) {
        deleteRecursively(c);
      }
    }
    f.delete();
  }

  private static void add(Map<String, List<Long>> times, String mode, long value) {
    List<Long> list = times.get(mode);
    if (list == null) {
      list = new ArrayList<Long>();
      times.put(mode, list);
    }
    list.add(value);
  }

  /** A line on the application's output, where the suite's log shows it. */
  static void progress(String format, Object... args) {
    System.out.println("pmebench-spark: " + String.format(Locale.ROOT, format, args));
    System.out.flush();
  }
}
