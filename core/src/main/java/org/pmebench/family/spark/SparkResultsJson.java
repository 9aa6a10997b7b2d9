package org.pmebench.family.spark;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pmebench.stats.PairedRatio;

/**
 * The spark family's measurements in JMH's JSON format, so that summary.json, the gate and the
 * report read them like every other family's paired results (the counters of
 * {@code org.pmebench.paired.RoundTotals}: per fork and iteration, the rounds, each variant's
 * nanoseconds and the sums of ln(ratio) and its square).
 *
 * <ul>
 *   <li>{@code SparkTpcds.query}: PME, paired inside each application: a fork is one application,
 *       an iteration one measured round, PLAINTEXT against each encrypted mode, per query and for
 *       the {@code total} (sum over the queries) and the {@code geomean} (geometric mean over them).
 *   <li>{@code SparkTpcds.write}: PME on writing every table, one round per application (in the
 *       session that wrote the tables).
 *   <li>{@code SparkTpcds.ioEncryption}: spark.io.encryption on against off, per PME mode; counter
 *       prefix {@value #IO_PREFIX}. Where one application alternated the settings in its JVM, paired
 *       like PME: a fork is one application, an iteration one measured round (the on session's
 *       round against the off session's round of the same round). Otherwise across applications:
 *       one fork whose iterations are the repetitions, each the application with the setting on
 *       against the one with it off started in the same repetition (each query's geometric mean over
 *       its rounds), and {@link PairedRatio#APPLICATION_PAIRS} says that its iterations are pairs of
 *       JVMs.
 * </ul>
 *
 * <p>CPU time is the tasks' executor CPU time (Spark's task metrics, any master) where every
 * application has it for every query and write, else the driver process's (embedded runs), else
 * none; the rows' {@code cpu} parameter says which ({@value #CPU_TASKS}, {@value #CPU_PROCESS},
 * {@value #CPU_NONE}).
 */
public final class SparkResultsJson {
  public static final String BENCHMARK = "org.pmebench.spark.SparkTpcds";
  public static final String TOTAL = "total";
  public static final String GEOMEAN = "geomean";
  public static final String WRITE = "write";
  /**
   * The pme parameter of a spark.io.encryption row over every mode's tables: per query and round,
   * the geometric mean of its runs on each mode's tables in a session. The shuffle streams do not
   * depend on how the tables are encrypted, so this pools several runs per session into each pair.
   */
  public static final String ALL_TABLES = "ALL";
  /** Counter prefix of the io-encrypted side, as PairedRatio knows it. */
  public static final String IO_PREFIX = "ioEncrypted";
  public static final String CPU_TASKS = "tasks";
  public static final String CPU_PROCESS = "process";
  public static final String CPU_NONE = "none";
  /** The ioEncryption rows' {@code ioPairs} parameter: what each pair is. */
  public static final String IO_PAIRS_SESSIONS = "sessions";
  public static final String IO_PAIRS_APPLICATIONS = "applications";
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Map<String, String> PREFIX = new LinkedHashMap<String, String>();

  static {
    PREFIX.put("PLAINTEXT", "plaintext");
    PREFIX.put("AES_GCM_V1", "gcm");
    PREFIX.put("AES_GCM_CTR_V1", "gcmCtr");
    PREFIX.put(SparkMatrix.CONTROL, "control");
  }

  /** One application that finished, and which repetition it belonged to. */
  public static final class AppRun {
    public final int repetition;
    public final SparkAppResult result;

    public AppRun(int repetition, SparkAppResult result) {
      this.repetition = repetition;
      this.result = result;
    }
  }

  private final SparkMatrix matrix;
  private final List<AppRun> runs;

  public SparkResultsJson(SparkMatrix matrix, List<AppRun> runs) {
    this.matrix = matrix;
    this.runs = runs;
  }

  public ArrayNode toJson() {
    ArrayNode out = JSON.createArrayNode();
    List<String> keys = new ArrayList<String>(matrix.queries);
    keys.add(TOTAL);
    keys.add(GEOMEAN);
    for (String io : matrix.io) {
      List<AppRun> apps = runsOf(io);
      if (apps.isEmpty()) {
        continue;
      }
      for (String key : keys) {
        out.add(pmeResult("query", key, io, apps, false));
      }
      List<AppRun> writers = new ArrayList<AppRun>();
      for (AppRun a : apps) {
        if (!a.result.writes.isEmpty()) {
          writers.add(a);
        }
      }
      if (!writers.isEmpty()) {
        out.add(pmeResult(WRITE, WRITE, io, writers, true));
      }
    }
    for (String base : new String[] {"off", SparkMatrix.UNBATCHED}) {
      if (!matrix.io.contains(base)) {
        continue;
      }
      for (String io : matrix.io) {
        // Against off: every other setting; against unbatched: the encrypting ones (their crypto streams alone).
        if (io.equals(base) || !"off".equals(base) && !SparkMatrix.encrypts(io)) {
          continue;
        }
        List<AppRun[]> pairs = pairs(io, base);
        if (pairs.isEmpty()) {
          continue;
        }
        List<String> ioKeys = new ArrayList<String>(keys);
        if (!inOneJvm(pairs)) {
          // In one JVM only one session wrote the tables: writes shuffle nothing anyway.
          ioKeys.add(WRITE);
        }
        List<String> ioModes = new ArrayList<String>(matrix.modes);
        if (inOneJvm(pairs) && matrix.modes.size() > 1) {
          ioModes.add(ALL_TABLES);
        }
        for (String mode : ioModes) {
          for (String key : ioKeys) {
            out.add(ioResult(key, mode, io, base, pairs));
          }
        }
      }
    }
    return out;
  }

  private List<AppRun> runsOf(String io) {
    List<AppRun> apps = new ArrayList<AppRun>();
    for (AppRun r : runs) {
      if (io.equals(r.result.io)) {
        apps.add(r);
      }
    }
    return apps;
  }

  /** Per repetition, the application (or session) with {@code io} and the one with {@code base}, where both finished. */
  private List<AppRun[]> pairs(String io, String base) {
    List<AppRun[]> pairs = new ArrayList<AppRun[]>();
    for (AppRun on : runsOf(io)) {
      for (AppRun off : runsOf(base)) {
        if (off.repetition == on.repetition) {
          pairs.add(new AppRun[] {off, on});
        }
      }
    }
    return pairs;
  }

  /**
   * Per pair, the io control session of the same application ({@link SparkMatrix#IO_CONTROL}); null
   * unless every pair's application has one with every query measured.
   */
  private List<AppRun> controls(List<AppRun[]> pairs) {
    List<AppRun> offs = new ArrayList<AppRun>();
    for (AppRun[] p : pairs) {
      offs.add(p[0]);
    }
    return controlsOf(offs);
  }

  /** Per application, its io control session; null unless every one has it with every query measured. */
  private List<AppRun> controlsOf(List<AppRun> apps) {
    List<AppRun> controls = new ArrayList<AppRun>();
    for (AppRun a : apps) {
      AppRun found = null;
      for (AppRun r : runsOf(SparkMatrix.IO_CONTROL)) {
        if (r.repetition == a.repetition && r.result.appName != null
            && r.result.appName.equals(a.result.appName) && r.result.queries.keySet().containsAll(matrix.queries)) {
          found = r;
        }
      }
      if (found == null) {
        return null;
      }
      controls.add(found);
    }
    return controls;
  }

  /** The geometric mean of two sessions' wall and CPU times. */
  private static long[] pooled(long[] a, long[] b) {
    return new long[] {Math.round(Math.sqrt((double) a[0] * b[0])), Math.round(Math.sqrt((double) a[1] * b[1]))};
  }

  /** Whether each pair's two settings ran in one application (alternating sessions), not in two. */
  private static boolean inOneJvm(List<AppRun[]> pairs) {
    for (AppRun[] p : pairs) {
      if (p[0].result.appName == null || !p[0].result.appName.equals(p[1].result.appName)) {
        return false;
      }
    }
    return true;
  }

  /**
   * PME inside each application: PLAINTEXT against each encrypted mode, round by round. With
   * spark.io.encryption off and an io control session in every application, each round's times are
   * the geometric mean of both io-off sessions' (the same settings, twice the runs in each pair).
   */
  private ObjectNode pmeResult(String method, String key, String io, List<AppRun> apps, boolean write) {
    Map<String, String> params = new LinkedHashMap<String, String>();
    if (!write) {
      params.put("query", key);
    }
    params.put("io", io);
    List<AppRun> twins = "off".equals(io) && !write ? controlsOf(apps) : null;
    if (twins != null) {
      params.put("pmeSessions", "off+" + SparkMatrix.IO_CONTROL);
    }
    List<SparkAppResult> results = new ArrayList<SparkAppResult>();
    for (AppRun a : apps) {
      results.add(a.result);
    }
    for (AppRun a : twins == null ? java.util.Collections.<AppRun>emptyList() : twins) {
      results.add(a.result);
    }
    List<String> modes = measuredModes(results, write);
    String cpu = cpuSource(results);
    params.put("cpu", cpu);
    common(params);
    Counters c = new Counters(apps.size());
    for (int f = 0; f < apps.size(); f++) {
      SparkAppResult r = apps.get(f).result;
      int rounds = write ? 1 : matrix.rounds;
      for (int i = 0; i < rounds; i++) {
        c.iteration(f);
        for (String mode : modes) {
          long[] t = write ? writeTimes(r, mode, cpu) : twins == null ? roundTimes(r, key, mode, i, cpu)
              : pooled(roundTimes(r, key, mode, i, cpu), roundTimes(twins.get(f).result, key, mode, i, cpu));
          c.add(f, PREFIX.get(mode), t[0], t[1]);
          if (write) {
            c.set(f, PREFIX.get(mode) + "FileBytes", r.writes.get(mode).bytes);
          }
        }
        c.ratios(f, PREFIX.get("PLAINTEXT"), comparedPrefixes(modes));
      }
    }
    return result(method, params, apps.get(0).result, c, "plaintext");
  }

  /** spark.io.encryption {@code io} against {@code base} (off, or unbatched), for one PME mode. */
  private ObjectNode ioResult(String key, String mode, String io, String base, List<AppRun[]> pairs) {
    Map<String, String> params = new LinkedHashMap<String, String>();
    params.put("query", key);
    params.put("io", io);
    if (!"off".equals(base)) {
      params.put("ioBase", base);
    }
    params.put("pme", mode);
    // The cipher commons-crypto really gave Spark's streams (the application refuses a silent fallback).
    String cipher = pairs.get(0)[1].result.ioCipherClass;
    params.put("ioCipher", cipher == null ? "none" : cipher.substring(cipher.lastIndexOf('.') + 1));
    List<AppRun> controls = "off".equals(base) && inOneJvm(pairs) ? controls(pairs) : null;
    List<SparkAppResult> results = new ArrayList<SparkAppResult>();
    for (AppRun[] p : pairs) {
      results.add(p[0].result);
      results.add(p[1].result);
    }
    for (AppRun r : controls == null ? java.util.Collections.<AppRun>emptyList() : controls) {
      results.add(r.result);
    }
    String cpu = cpuSource(results);
    params.put("cpu", cpu);
    params.put("ioPairs", inOneJvm(pairs) ? IO_PAIRS_SESSIONS : IO_PAIRS_APPLICATIONS);
    common(params);
    List<String> tables = ALL_TABLES.equals(mode) ? queriedModes(results) : java.util.Collections.singletonList(mode);
    if (ALL_TABLES.equals(mode)) {
      params.put("pmeModes", String.join("+", tables));
    }
    if (inOneJvm(pairs)) {
      // A fork per application, an iteration per round: the on session's round against the off session's.
      Counters c = new Counters(pairs.size());
      List<String> compared = controls == null ? java.util.Collections.singletonList(IO_PREFIX)
          : java.util.Arrays.asList(IO_PREFIX, PREFIX.get(SparkMatrix.CONTROL));
      for (int f = 0; f < pairs.size(); f++) {
        for (int i = 0; i < matrix.rounds; i++) {
          c.iteration(f);
          long[] off = roundTimes(pairs.get(f)[0].result, key, tables, i, cpu);
          long[] on = roundTimes(pairs.get(f)[1].result, key, tables, i, cpu);
          c.add(f, "plaintext", off[0], off[1]);
          c.add(f, IO_PREFIX, on[0], on[1]);
          if (controls != null) {
            // The io A/A: a second session with spark.io.encryption off, in the same rounds.
            long[] again = roundTimes(controls.get(f).result, key, tables, i, cpu);
            c.add(f, PREFIX.get(SparkMatrix.CONTROL), again[0], again[1]);
          }
          c.ratios(f, "plaintext", compared);
          // Its streams: those of the first pooled mode's tables (a shuffle is the same on every mode's).
          SparkAppResult.Tasks tasks = tasks(pairs.get(f)[1].result, key, tables.get(0));
          if (tasks != null) {
            c.set(f, IO_PREFIX + "StreamPairs", streamPairs(tasks));
            c.set(f, IO_PREFIX + "StreamBytes", streamBytes(tasks));
          }
        }
      }
      return result("ioEncryption", params, pairs.get(0)[1].result, c, "plaintext");
    }
    // One fork whose iterations are the repetitions: each iteration pairs two applications (JVMs).
    Counters c = new Counters(1);
    for (AppRun[] pair : pairs) {
      c.iteration(0);
      double[] off = typical(pair[0].result, key, mode, cpu);
      double[] on = typical(pair[1].result, key, mode, cpu);
      c.add(0, "plaintext", Math.round(off[0]), Math.round(off[1]));
      c.add(0, IO_PREFIX, Math.round(on[0]), Math.round(on[1]));
      c.ratios(0, "plaintext", java.util.Collections.singletonList(IO_PREFIX));
      c.set(0, PairedRatio.APPLICATION_PAIRS, 1);
    }
    return result("ioEncryption", params, pairs.get(0)[1].result, c, "plaintext");
  }

  /**
   * The tasks of {@code key} (a query or the total over the queries) on {@code mode}'s tables in
   * one application's last measured round; null for the geometric mean, or when a query has none.
   */
  private SparkAppResult.Tasks tasks(SparkAppResult r, String key, String mode) {
    if (GEOMEAN.equals(key)) {
      return null;
    }
    SparkAppResult.Tasks sum = new SparkAppResult.Tasks();
    for (String q : TOTAL.equals(key) ? matrix.queries : java.util.Collections.singletonList(key)) {
      SparkAppResult.Tasks t = r.queries.get(q).tasks.get(mode);
      if (t == null) {
        return null;
      }
      sum.add(t);
    }
    return sum;
  }

  /**
   * The stream pairs spark.io.encryption uses in a query: every shuffle block is written through
   * one encrypting stream and read back through one decrypting stream (empty blocks are neither;
   * counted here: exactly one stream of each kind per block fetched), as SparkCryptoStreamBenchmark
   * prices a segment written and read back. Spills pass through streams too; they are counted as
   * bytes only (their stream count is not in the task metrics).
   */
  static long streamPairs(SparkAppResult.Tasks t) {
    return t.shuffleBlocksFetched;
  }

  /** Bytes written through those streams (and read back once): the shuffle's, and the spills'. */
  static long streamBytes(SparkAppResult.Tasks t) {
    return t.shuffleWriteBytes + t.spillDiskBytes;
  }

  /**
   * The matrix's modes, and the A/A control where every application measured it (runs before it did
   * not): in its table writes, or in every query (a session that wrote no tables queries them too).
   */
  private List<String> measuredModes(List<SparkAppResult> apps, boolean write) {
    List<String> modes = new ArrayList<String>(matrix.modes);
    boolean control = matrix.modes.contains("PLAINTEXT");
    for (SparkAppResult r : apps) {
      if (write) {
        control &= r.writes.containsKey(SparkMatrix.CONTROL);
        continue;
      }
      for (String q : matrix.queries) {
        SparkAppResult.QueryTimes t = r.queries.get(q);
        control &= t != null && t.wallNanos.containsKey(SparkMatrix.CONTROL);
      }
    }
    if (control) {
      modes.add(SparkMatrix.CONTROL);
    }
    return modes;
  }

  /** The counter prefixes compared with PLAINTEXT's: the encrypted modes' and the control's. */
  private List<String> comparedPrefixes(List<String> modes) {
    List<String> p = new ArrayList<String>();
    for (String mode : modes) {
      if (!"PLAINTEXT".equals(mode)) {
        p.add(PREFIX.get(mode));
      }
    }
    return p;
  }

  private void common(Map<String, String> params) {
    params.put("scale", scaleText(matrix.scale));
    // Not "columns": that names the parking family's column subsets.
    params.put("pmeColumns", matrix.columns);
  }

  public static String scaleText(double scale) {
    return scale == Math.rint(scale) ? String.valueOf((long) scale) : String.valueOf(scale);
  }

  /** Which CPU time every one of {@code apps} has: the tasks', the process's or none. */
  static String cpuSource(List<SparkAppResult> apps) {
    boolean tasks = true;
    boolean process = true;
    for (SparkAppResult r : apps) {
      tasks &= r.taskMetrics;
      process &= r.cpuMeasured;
    }
    return tasks ? CPU_TASKS : process ? CPU_PROCESS : CPU_NONE;
  }

  private static long cpuOf(SparkAppResult.QueryTimes t, String mode, int i, String cpu) {
    if (CPU_NONE.equals(cpu)) {
      return 0;
    }
    return (CPU_TASKS.equals(cpu) ? t.taskCpuNanos : t.cpuNanos).get(mode).get(i);
  }

  private static long[] writeTimes(SparkAppResult r, String mode, String cpu) {
    SparkAppResult.Timing w = r.writes.get(mode);
    return new long[] {w.wallNanos,
        CPU_TASKS.equals(cpu) ? w.taskCpuNanos : CPU_PROCESS.equals(cpu) ? w.cpuNanos : 0};
  }

  /** Wall and CPU nanoseconds of round {@code i} of {@code key} (a query, the total or the geometric mean). */
  private long[] roundTimes(SparkAppResult r, String key, String mode, int i, String cpuSource) {
    return roundTimes(r, key, java.util.Collections.singletonList(mode), i, cpuSource);
  }

  /** The same over the geometric mean of a query's runs on several modes' tables in the round. */
  private long[] roundTimes(SparkAppResult r, String key, List<String> modes, int i, String cpuSource) {
    if (TOTAL.equals(key) || GEOMEAN.equals(key)) {
      double wall = 0;
      double cpu = 0;
      for (String q : matrix.queries) {
        double[] t = queryTimes(r.queries.get(q), modes, i, cpuSource);
        wall += TOTAL.equals(key) ? t[0] : Math.log(t[0]) / matrix.queries.size();
        cpu += TOTAL.equals(key) ? t[1] : Math.log(t[1]) / matrix.queries.size();
      }
      long c = TOTAL.equals(key) ? Math.round(cpu) : Math.round(Math.exp(cpu));
      return new long[] {TOTAL.equals(key) ? Math.round(wall) : Math.round(Math.exp(wall)),
          CPU_NONE.equals(cpuSource) ? 0 : c};
    }
    SparkAppResult.QueryTimes t = r.queries.get(key);
    if (modes.size() == 1) {
      return new long[] {t.wallNanos.get(modes.get(0)).get(i), cpuOf(t, modes.get(0), i, cpuSource)};
    }
    double[] q = queryTimes(t, modes, i, cpuSource);
    return new long[] {Math.round(q[0]), CPU_NONE.equals(cpuSource) ? 0 : Math.round(q[1])};
  }

  /** One query's wall and CPU (at least 1) in round {@code i}: the geometric mean over {@code modes}' runs. */
  private static double[] queryTimes(SparkAppResult.QueryTimes t, List<String> modes, int i, String cpuSource) {
    double wall = 0;
    double cpu = 0;
    for (String mode : modes) {
      wall += Math.log(t.wallNanos.get(mode).get(i)) / modes.size();
      cpu += Math.log(Math.max(1, cpuOf(t, mode, i, cpuSource))) / modes.size();
    }
    return new double[] {Math.exp(wall), Math.exp(cpu)};
  }

  /** The application modes every one of {@code results} ran every query on. */
  private List<String> queriedModes(List<SparkAppResult> results) {
    List<String> modes = new ArrayList<String>();
    for (String mode : matrix.applicationModes()) {
      boolean everywhere = true;
      for (SparkAppResult r : results) {
        for (String q : matrix.queries) {
          SparkAppResult.QueryTimes t = r.queries.get(q);
          everywhere &= t != null && t.wallNanos.containsKey(mode);
        }
      }
      if (everywhere) {
        modes.add(mode);
      }
    }
    return modes;
  }

  /** One application's typical time of {@code key} in {@code mode}: the geometric mean of its rounds. */
  private double[] typical(SparkAppResult r, String key, String mode, String cpuSource) {
    if (WRITE.equals(key)) {
      long[] t = writeTimes(r, mode, cpuSource);
      return new double[] {t[0], t[1]};
    }
    double wall = 0;
    double cpu = 0;
    for (int i = 0; i < matrix.rounds; i++) {
      long[] t = roundTimes(r, key, mode, i, cpuSource);
      wall += Math.log(t[0]) / matrix.rounds;
      cpu += Math.log(Math.max(1, t[1])) / matrix.rounds;
    }
    return new double[] {Math.exp(wall), CPU_NONE.equals(cpuSource) ? 0 : Math.exp(cpu)};
  }

  private ObjectNode result(String method, Map<String, String> params, SparkAppResult r, Counters c,
      String primaryPrefix) {
    ObjectNode node = JSON.createObjectNode();
    node.put("jmhVersion", "pme-bench spark family");
    node.put("benchmark", BENCHMARK + "." + method);
    node.put("mode", "avgt");
    node.put("threads", 1);
    node.put("forks", c.forks());
    node.put("jvm", "spark " + r.sparkVersion + " " + r.master);
    ArrayNode args = node.putArray("jvmArgs");
    for (String a : r.jvmArgs) {
      args.add(a);
    }
    node.put("jdkVersion", r.javaVersion);
    node.put("vmName", r.javaVmName);
    node.put("warmupIterations", 0);
    node.put("warmupTime", "0 s");
    node.put("measurementIterations", c.maxIterations());
    node.put("measurementTime", "0 s");
    ObjectNode p = node.putObject("params");
    for (Map.Entry<String, String> e : params.entrySet()) {
      p.put(e.getKey(), e.getValue());
    }
    double[][] primary = c.perIteration(primaryPrefix + "WallNanos", 1e-6);
    node.set("primaryMetric", metric(primary, "ms/op"));
    ObjectNode secondary = node.putObject("secondaryMetrics");
    for (String name : c.names()) {
      secondary.set(name, metric(c.perIteration(name, 1), "#"));
    }
    return node;
  }

  private static ObjectNode metric(double[][] raw, String unit) {
    ObjectNode m = JSON.createObjectNode();
    double sum = 0;
    int n = 0;
    ArrayNode forks = JSON.createArrayNode();
    for (double[] fork : raw) {
      ArrayNode values = forks.addArray();
      for (double v : fork) {
        values.add(v);
        sum += v;
        n++;
      }
    }
    m.put("score", n == 0 ? 0 : sum / n);
    m.put("scoreError", "NaN");
    m.put("scoreUnit", unit);
    m.set("rawData", forks);
    return m;
  }

  /** Per fork, per iteration values of each counter. */
  private static final class Counters {
    private final List<Map<String, List<Double>>> forks = new ArrayList<Map<String, List<Double>>>();
    private final List<String> names = new ArrayList<String>();

    Counters(int forkCount) {
      for (int f = 0; f < forkCount; f++) {
        forks.add(new LinkedHashMap<String, List<Double>>());
      }
    }

    int forks() {
      return forks.size();
    }

    int maxIterations() {
      int max = 0;
      for (Map<String, List<Double>> f : forks) {
        List<Double> rounds = f.get("rounds");
        max = Math.max(max, rounds == null ? 0 : rounds.size());
      }
      return max;
    }

    List<String> names() {
      return names;
    }

    void iteration(int f) {
      append(f, "rounds", 1);
    }

    void add(int f, String prefix, long wall, long cpu) {
      set(f, prefix + "WallNanos", wall);
      set(f, prefix + "CpuNanos", Math.max(0, cpu));
      set(f, prefix + "FileBytes", 0);
    }

    /** Sets the last iteration's value of {@code name}, adding the iteration when it is new. */
    void set(int f, String name, double value) {
      List<Double> values = values(f, name);
      int iteration = forks.get(f).get("rounds").size();
      while (values.size() < iteration) {
        values.add(0.0);
      }
      values.set(iteration - 1, value);
    }

    void ratios(int f, String base, List<String> prefixes) {
      double baseWall = last(f, base + "WallNanos");
      double baseCpu = last(f, base + "CpuNanos");
      for (String p : prefixes) {
        double ln = Math.log(last(f, p + "WallNanos") / baseWall);
        set(f, p + "LnWallRatio", ln);
        set(f, p + "LnWallRatioSquares", ln * ln);
        double cpu = last(f, p + "CpuNanos");
        double lnCpu = baseCpu > 0 && cpu > 0 ? Math.log(cpu / baseCpu) : 0;
        set(f, p + "LnCpuRatio", lnCpu);
        set(f, p + "LnCpuRatioSquares", lnCpu * lnCpu);
      }
    }

    private double last(int f, String name) {
      List<Double> v = values(f, name);
      return v.get(v.size() - 1);
    }

    private void append(int f, String name, double value) {
      values(f, name).add(value);
    }

    private List<Double> values(int f, String name) {
      List<Double> v = forks.get(f).get(name);
      if (v == null) {
        v = new ArrayList<Double>();
        forks.get(f).put(name, v);
        if (!names.contains(name)) {
          names.add(name);
        }
      }
      return v;
    }

    double[][] perIteration(String name, double scale) {
      double[][] out = new double[forks.size()][];
      for (int f = 0; f < forks.size(); f++) {
        List<Double> v = forks.get(f).get(name);
        int n = forks.get(f).get("rounds").size();
        out[f] = new double[n];
        for (int i = 0; i < n; i++) {
          out[f][i] = v == null || i >= v.size() ? 0 : v.get(i) * scale;
        }
      }
      return out;
    }
  }
}
