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
import org.pmebench.parquet.ReadFailures;

/**
 * One Spark application of the spark family: {@code SparkBenchApp SPEC.json RESULT.json}. It
 * writes the TPC-DS tables its queries read in every PME mode of the spec (timed, modes in a
 * shuffled order), runs warm-up rounds, then measured rounds in which every query runs on every
 * mode's tables back to back in a shuffled order, so that a PME overhead is a ratio within one
 * round of one JVM. spark.io.encryption is fixed for the application, so its overhead is paired
 * across applications by the suite. Embedded ({@code local[*]} from the spec) or under
 * spark-submit, which gives the master.
 *
 * <p>Exit status: 0 every query ran; 1 a query or write failed (named in the result and on
 * stderr); 2 the spec or the environment is unusable.
 */
public final class SparkBenchApp {
  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private final SparkAppSpec spec;
  private final SparkSession spark;
  private final SparkAppResult result;
  private final TableDirectories dirs;
  private final Random random;
  private final boolean cpuMeasured;
  private final TaskMetricsListener taskMetrics;
  private final List<TpcdsQuery> queries = new ArrayList<TpcdsQuery>();
  private final Map<String, Map<String, Dataset<Row>>> tables = new LinkedHashMap<String, Map<String, Dataset<Row>>>();

  SparkBenchApp(SparkAppSpec spec, SparkSession spark, SparkAppResult result) {
    this(spec, spark, result, load(spec.queries));
  }

  SparkBenchApp(SparkAppSpec spec, SparkSession spark, SparkAppResult result, List<TpcdsQuery> queries) {
    this.spec = spec;
    this.spark = spark;
    this.result = result;
    this.dirs = new TableDirectories(spark.sparkContext().hadoopConfiguration());
    this.random = new Random(spec.seed);
    this.cpuMeasured = spark.sparkContext().master().startsWith("local");
    this.taskMetrics = new TaskMetricsListener(spark.sparkContext());
    this.queries.addAll(queries);
  }

  private static List<TpcdsQuery> load(List<String> ids) {
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
    String keyList = System.getenv(SparkAppSpec.KEY_LIST_ENV);
    Map<String, String> conf = SparkSettings.of(spec, keyList == null ? KmsEncryption.demoKeyList(42) : keyList);
    SparkAppResult result = new SparkAppResult();
    result.appName = spec.appName;
    result.io = spec.io;
    result.conf = SparkSettings.recordable(conf);
    int status;
    try {
      result.ioCipherClass = "off".equals(spec.io) ? null : IoCipherProbe.cipherClass(conf);
      if ("openssl".equals(spec.io) && !SparkSettings.OPENSSL_CIPHER.equals(result.ioCipherClass)) {
        throw new IoCipherProbe.ProbeFailure("asked for commons-crypto's OpenSSL cipher, got " + result.ioCipherClass);
      }
      SparkSession spark = session(spec, conf);
      try {
        status = new SparkBenchApp(spec, spark, result).run();
      } finally {
        spark.stop();
      }
    } catch (IoCipherProbe.ProbeFailure e) {
      result.failure = e.getMessage();
      status = 1;
    }
    if (result.failure != null) {
      System.err.println("pmebench-spark: " + spec.appName + ": " + result.failure);
    }
    write(result, new File(args[1]));
    System.exit(status);
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
    describeRuntime();
    result.taskMetrics = true;
    try {
      List<String> names = TpcdsQuery.tables(queries);
      long g0 = System.nanoTime();
      if (new TpcdsDataset(spark, dirs, spec.datasetPath, spec.scale).ensure(names)) {
        result.generateSeconds = (System.nanoTime() - g0) / 1e9;
        progress("generated the TPC-DS tables at scale %s in %.1f s: %s", spec.scale, result.generateSeconds,
            spec.datasetPath);
      }
      writeTables(names);
      for (int r = 1; r <= spec.warmupRounds; r++) {
        round("warm-up", r, spec.warmupRounds, false);
      }
      for (int r = 1; r <= spec.rounds; r++) {
        round("round", r, spec.rounds, true);
      }
      checkAnswers();
      result.tasksOutsideGroups = taskMetrics.tasksOutsideGroups();
      return 0;
    } catch (Failure e) {
      result.failure = e.getMessage();
      return 1;
    } finally {
      taskMetrics.close();
      dirs.delete(spec.workPath);
    }
  }

  private void describeRuntime() {
    result.sparkVersion = spark.version();
    result.master = spark.sparkContext().master();
    result.javaVersion = System.getProperty("java.version");
    result.javaVmName = System.getProperty("java.vm.name");
    result.jvmArgs = ManagementFactory.getRuntimeMXBean().getInputArguments();
    result.defaultParallelism = spark.sparkContext().defaultParallelism();
    // What Spark's serializer manager really does to shuffle and spill streams, not what the conf asked for.
    result.ioEncryptionEnabled = SparkEnv.get().serializerManager().encryptionEnabled();
    result.cpuMeasured = cpuMeasured;
    progress("Spark %s, master %s, Java %s; spark.io.encryption %s%s", result.sparkVersion, result.master,
        result.javaVersion, spec.io, result.ioCipherClass == null ? "" : " (" + result.ioCipherClass + ")");
  }

  /** Small tables written once in every mode, untimed, so the first timed write does not pay the JIT's warm-up. */
  static final List<String> WRITE_WARM_UP = Collections.unmodifiableList(java.util.Arrays.asList("date_dim", "item"));

  /**
   * Every table in every mode: table by table, each in every mode back to back in a shuffled order
   * (as the queries), each write timed and summed per mode; after an untimed warm-up write of
   * {@link #WRITE_WARM_UP}.
   */
  private void writeTables(List<String> names) throws IOException {
    for (String table : WRITE_WARM_UP) {
      if (names.contains(table) && spec.warmupRounds > 0) {
        for (String mode : spec.modes) {
          String dir = spec.workPath + "/warm-up/" + mode + "/" + table;
          write(table, mode, dir);
        }
      }
    }
    dirs.delete(spec.workPath + "/warm-up");
    for (String mode : spec.modes) {
      result.writes.put(mode, new SparkAppResult.Timing());
      tables.put(mode, new LinkedHashMap<String, Dataset<Row>>());
    }
    for (String table : names) {
      List<String> modes = new ArrayList<String>(spec.modes);
      Collections.shuffle(modes, random);
      for (final String mode : modes) {
        final String dir = spec.workPath + "/" + mode + "/" + table;
        final SparkAppResult.Timing t = result.writes.get(mode);
        SparkAppResult.Tasks tasks = taskMetrics.run(() -> {
          long c0 = cpuNanos();
          long w0 = System.nanoTime();
          write(table, mode, dir);
          t.wallNanos += System.nanoTime() - w0;
          t.cpuNanos = cpuMeasured ? Math.max(0, t.cpuNanos) + cpuNanos() - c0 : -1;
        });
        if (tasks == null) {
          result.taskMetrics = false;
        } else {
          t.taskCpuNanos = Math.max(0, t.taskCpuNanos) + tasks.cpuNanos;
          if (t.tasks == null) {
            t.tasks = new SparkAppResult.Tasks();
          }
          t.tasks.add(tasks);
        }
        dirs.requireComplete(table, dir);
        t.bytes += dirs.bytes(dir);
        tables.get(mode).put(table, spark.read().parquet(dir));
      }
    }
    for (String mode : spec.modes) {
      SparkAppResult.Timing t = result.writes.get(mode);
      progress("wrote %d tables as %s in %.1f s (%.1f MB)", names.size(), mode, t.wallNanos / 1e9, t.bytes / 1e6);
    }
  }

  private void write(String table, String mode, String dir) {
    Map<String, String> options = PmeWriteOptions.of(mode, spec.columns, table, TpcdsTables.columnNames(table));
    try {
      spark.read().parquet(spec.datasetPath + "/" + table).write().options(options).parquet(dir);
    } catch (Exception e) {
      // Spark throws its exceptions (SparkException, AnalysisException) undeclared.
      throw new Failure("writing " + table + " as " + mode + " failed: " + oneLine(e));
    }
  }


  /** One round: the queries in a shuffled order, each on every mode's tables back to back, shuffled too. */
  private void round(String what, int r, int of, boolean measured) {
    List<TpcdsQuery> order = new ArrayList<TpcdsQuery>(queries);
    Collections.shuffle(order, random);
    for (TpcdsQuery q : order) {
      List<String> modes = new ArrayList<String>(spec.modes);
      Collections.shuffle(modes, random);
      StringBuilder line = new StringBuilder();
      for (String mode : modes) {
        long[] t = runQuery(q, mode, measured);
        line.append(String.format(Locale.ROOT, ", %s %.0f ms", mode, t[0] / 1e6));
      }
      progress("%s %d/%d %s%s", what, r, of, q.id, line);
    }
  }

  /** Wall and CPU nanoseconds of one run of {@code q} on {@code mode}'s tables. */
  private long[] runQuery(final TpcdsQuery q, final String mode, boolean measured) {
    for (String table : q.tables) {
      tables.get(mode).get(table).createOrReplaceTempView(table);
    }
    final List<List<Row>> out = new ArrayList<List<Row>>(1);
    final long[] t = new long[2];
    SparkAppResult.Tasks tasks = taskMetrics.run(() -> {
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
    SparkAppResult.QueryTimes times = result.queries.get(q.id);
    if (times == null) {
      times = new SparkAppResult.QueryTimes();
      result.queries.put(q.id, times);
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
        result.taskMetrics = false;
      } else {
        times.tasks.put(mode, tasks);
      }
    }
    return new long[] {wall, cpu};
  }

  private void checkAnswers() {
    for (Map.Entry<String, SparkAppResult.QueryTimes> e : result.queries.entrySet()) {
      if (e.getValue().wallNanos.size() != spec.modes.size()) {
        throw new Failure("query " + e.getKey() + " was not measured on every mode");
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

  /** A write or query that failed: the configuration fails, named. */
  static final class Failure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Failure(String message) {
      super(message);
    }
  }
}
