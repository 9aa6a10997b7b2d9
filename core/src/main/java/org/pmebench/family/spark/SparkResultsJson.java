package org.pmebench.family.spark;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pmebench.paired.PairedSlot;
import org.pmebench.paired.ResultCounter;
import org.pmebench.paired.SlotCounter;

/**
 * The spark family's measurements in JMH's JSON format, so that summary.json, the gate and the
 * report read them like every other family's paired results (the counters of {@code
 * org.pmebench.paired.RoundTotals}: per fork and iteration, the rounds, each variant's nanoseconds
 * and the sums of ln(ratio) and its square).
 *
 * <ul>
 *   <li>{@code SparkTpcds.query}: PME, paired inside each application: a fork is one application,
 *       an iteration one measured round, PLAINTEXT against each encrypted mode, per query and for
 *       the {@code total} (sum over the queries) and the {@code geomean} (geometric mean over
 *       them).
 *   <li>{@code SparkTpcds.write}: PME on writing every table, one round per application (in the
 *       session that wrote the tables).
 *   <li>{@code SparkTpcds.ioEncryption}: spark.io.encryption on against off, per PME mode; counter
 *       prefix {@code ioEncrypted} ({@link PairedSlot#IO_ENCRYPTED}). Where one application
 *       alternated the settings in its JVM, paired like PME: a fork is one application, an
 *       iteration one measured round (the on session's round against the off session's round of the
 *       same round). Otherwise across applications: one fork whose iterations are the repetitions,
 *       each the application with the setting on against the one with it off started in the same
 *       repetition (each query's geometric mean over its rounds), and {@link
 *       ResultCounter#APPLICATION_PAIRS} says that its iterations are pairs of JVMs.
 * </ul>
 *
 * <p>CPU time is the tasks' executor CPU time (Spark's task metrics, any master) where every
 * application has it for every query and write, else the driver process's (embedded runs), else
 * none; the rows' {@code cpu} parameter says which ({@value #CPU_TASKS}, {@value #CPU_PROCESS},
 * {@value #CPU_NONE}).
 */
public final class SparkResultsJson {
  /** The benchmark of the applications' queries and table writes (their rows' prefix). */
  public static final String BENCHMARK = "org.pmebench.spark.SparkTpcds";

  public static final String TOTAL = "total";
  public static final String GEOMEAN = "geomean";

  /** The query parameter of the row that times the tables' writes. */
  public static final String WRITE = "write";

  /**
   * The row of the Iceberg tables' maintenance (rewrite_data_files, expire_snapshots), timed as the
   * writes.
   */
  public static final String MAINTENANCE = "maintenance";

  /**
   * The query parameters of rows that are not one query's, which a user's query cannot be named.
   */
  public static final List<String> RESERVED_QUERY_IDS =
      Collections.unmodifiableList(Arrays.asList(TOTAL, GEOMEAN, WRITE, MAINTENANCE));

  /**
   * The pme parameter of a spark.io.encryption row over every mode's tables: per query and round,
   * the geometric mean of its runs on each mode's tables in a session. The shuffle streams do not
   * depend on how the tables are encrypted, so this pools several runs per session into each pair.
   */
  public static final String ALL_TABLES = "ALL";

  /**
   * The spark family's own counters of a slot (after its prefix): scans, native scans, and the io
   * side's streams.
   */
  static final String SCANS = "Scans";

  static final String NATIVE_SCANS = "NativeScans";
  static final String STREAM_PAIRS = "StreamPairs";
  static final String STREAM_BYTES = "StreamBytes";
  public static final String CPU_TASKS = "tasks";
  public static final String CPU_PROCESS = "process";
  public static final String CPU_NONE = "none";

  /** The ioEncryption rows' {@code ioPairs} parameter: what each pair is. */
  public static final String IO_PAIRS_SESSIONS = "sessions";

  public static final String IO_PAIRS_APPLICATIONS = "applications";
  private static final ObjectMapper JSON = new ObjectMapper();

  /** The paired slot of each mode's tables (and of the control's). */
  private static final Map<String, PairedSlot> SLOT = new LinkedHashMap<String, PairedSlot>();

  static {
    SLOT.put("PLAINTEXT", PairedSlot.PLAINTEXT);
    SLOT.put("AES_GCM_V1", PairedSlot.GCM);
    SLOT.put("AES_GCM_CTR_V1", PairedSlot.GCM_CTR);
    SLOT.put(SparkMatrix.CONTROL, PairedSlot.CONTROL);
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
  private final SparkTimes times;
  private final List<AppRun> runs;

  /** The engine of the query rows of {@link #engineRows} (Comet's), null for Spark's own rows. */
  private final String engine;

  /** The provider of these rows' applications, where the matrix names providers; else null. */
  private final String provider;

  public SparkResultsJson(SparkMatrix matrix, List<AppRun> runs) {
    this(matrix, runs, null, null);
  }

  private SparkResultsJson(SparkMatrix matrix, List<AppRun> runs, String engine, String provider) {
    this.matrix = measuredQueries(matrix, runs);
    this.times = new SparkTimes(this.matrix);
    this.runs = runs;
    this.engine = engine;
    this.provider = provider;
  }

  /**
   * The matrix with the queries every application measured: an application drops a query that
   * returned other rows on one variant than on another (SparkAppResult.queryFailures), and no row
   * comes from it.
   */
  private static SparkMatrix measuredQueries(SparkMatrix matrix, List<AppRun> runs) {
    List<String> measured = new ArrayList<String>(matrix.queries);
    for (AppRun r : runs) {
      measured.removeAll(r.result.queryFailures.keySet());
    }
    if (measured.size() == matrix.queries.size()) {
      return matrix;
    }
    SparkMatrix copy = JSON.convertValue(matrix, SparkMatrix.class);
    copy.queries = measured;
    return copy;
  }

  /**
   * Where the matrix names providers: each one's applications apart, as rows with their {@code
   * provider}.
   */
  private ArrayNode byProvider() {
    ArrayNode out = JSON.createArrayNode();
    for (String p : matrix.providers) {
      List<AppRun> own = new ArrayList<AppRun>();
      for (AppRun r : runs) {
        if (p.equals(r.result.provider)) {
          own.add(r);
        }
      }
      if (!own.isEmpty()) {
        out.addAll(new SparkResultsJson(matrix, own, null, p).toJson());
      }
    }
    return out;
  }

  /**
   * The query rows on {@code engine}: PME paired inside each application as on Spark's engine, from
   * the runs recorded under {@code MODE+engine}, with the scans the engine ran natively per mode.
   */
  private List<ObjectNode> engineRows() {
    List<ObjectNode> rows = new ArrayList<ObjectNode>();
    List<String> keys = new ArrayList<String>(matrix.queries);
    keys.add(TOTAL);
    keys.add(GEOMEAN);
    for (String io : matrix.io) {
      List<AppRun> apps = runsOf(io);
      if (!apps.isEmpty()) {
        for (String key : keys) {
          rows.add(pmeResult("query", key, io, apps, null));
        }
      }
    }
    return rows;
  }

  /**
   * The applications as seen on {@code engine}: each query's runs of {@code MODE+engine} under
   * MODE.
   */
  private static List<AppRun> onEngine(List<AppRun> runs, String engine) {
    List<AppRun> view = new ArrayList<AppRun>();
    for (AppRun r : runs) {
      view.add(new AppRun(r.repetition, onEngine(r.result, engine)));
    }
    return view;
  }

  private static SparkAppResult onEngine(SparkAppResult r, String engine) {
    SparkAppResult copy = JSON.convertValue(r, SparkAppResult.class);
    copy.writes.clear();
    copy.maintenance.clear();
    for (SparkAppResult.QueryTimes t : copy.queries.values()) {
      t.wallNanos = onEngine(t.wallNanos, engine);
      t.cpuNanos = onEngine(t.cpuNanos, engine);
      t.taskCpuNanos = onEngine(t.taskCpuNanos, engine);
      t.tasks = onEngine(t.tasks, engine);
      t.scans = onEngine(t.scans, engine);
      t.nativeScans = onEngine(t.nativeScans, engine);
      t.scanNodes = onEngine(t.scanNodes, engine);
      t.plans = onEngine(t.plans, engine);
    }
    for (Map.Entry<String, SparkAppResult> e : copy.sessions.entrySet()) {
      e.setValue(onEngine(e.getValue(), engine));
    }
    return copy;
  }

  private static <T> Map<String, T> onEngine(Map<String, T> byVariant, String engine) {
    Map<String, T> byMode = new LinkedHashMap<String, T>();
    for (Map.Entry<String, T> e : byVariant.entrySet()) {
      if (engine.equals(SparkMatrix.engineOf(e.getKey()))) {
        byMode.put(SparkMatrix.modeOf(e.getKey()), e.getValue());
      }
    }
    return byMode;
  }

  public ArrayNode toJson() {
    if (provider == null && !matrix.providers.isEmpty()) {
      return byProvider();
    }
    ArrayNode out = JSON.createArrayNode();
    List<String> keys = new ArrayList<String>(matrix.queries);
    keys.add(TOTAL);
    keys.add(GEOMEAN);
    for (String io : matrix.io) {
      List<AppRun> apps = runsOf(io);
      if (apps.isEmpty()) {
        continue;
      }
      addPmeRows(out, keys, io, apps);
    }
    addIoRows(out, keys);
    if (engine == null && matrix.engines.contains(SparkMatrix.COMET)) {
      for (ObjectNode row :
          new SparkResultsJson(
                  matrix, onEngine(runs, SparkMatrix.COMET), SparkMatrix.COMET, provider)
              .engineRows()) {
        out.add(row);
      }
    }
    return out;
  }

  /**
   * The PME rows of one io setting's applications: every query key's, then the tables' writes' and
   * maintenance's where some of the applications did them.
   */
  private void addPmeRows(ArrayNode out, List<String> keys, String io, List<AppRun> apps) {
    for (String key : keys) {
      out.add(pmeResult("query", key, io, apps, null));
    }
    List<AppRun> writers = new ArrayList<AppRun>();
    List<AppRun> maintainers = new ArrayList<AppRun>();
    for (AppRun a : apps) {
      if (!a.result.writes.isEmpty()) {
        writers.add(a);
      }
      if (!a.result.maintenance.isEmpty()) {
        maintainers.add(a);
      }
    }
    if (!writers.isEmpty()) {
      out.add(pmeResult(WRITE, WRITE, io, writers, WRITE));
    }
    if (!maintainers.isEmpty()) {
      out.add(pmeResult(MAINTENANCE, MAINTENANCE, io, maintainers, MAINTENANCE));
    }
  }

  /**
   * The spark.io.encryption rows: every other setting against off, then every encrypting one
   * against unbatched, where the matrix has that base and some repetition has both.
   */
  private void addIoRows(ArrayNode out, List<String> keys) {
    for (String base : new String[] {"off", SparkMatrix.UNBATCHED}) {
      if (!matrix.io.contains(base)) {
        continue;
      }
      for (String io : matrix.io) {
        // Against off: every other setting; against unbatched: the encrypting ones (their crypto
        // streams alone).
        if (io.equals(base) || !"off".equals(base) && !SparkMatrix.encrypts(io)) {
          continue;
        }
        List<AppRun[]> pairs = pairs(io, base);
        if (pairs.isEmpty()) {
          continue;
        }
        addIoRows(out, keys, io, base, pairs);
      }
    }
  }

  /**
   * The rows of {@code io} against {@code base}: per PME mode (and, where one JVM ran both settings
   * over several modes, {@link #ALL_TABLES}), every query key's, and across applications the
   * writes' too.
   */
  private void addIoRows(
      ArrayNode out, List<String> keys, String io, String base, List<AppRun[]> pairs) {
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

  private List<AppRun> runsOf(String io) {
    List<AppRun> apps = new ArrayList<AppRun>();
    for (AppRun r : runs) {
      if (io.equals(r.result.io)) {
        apps.add(r);
      }
    }
    return apps;
  }

  /**
   * Per repetition, the application (or session) with {@code io} and the one with {@code base},
   * where both finished.
   */
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

  /**
   * Per application, its io control session; null unless every one has it with every query
   * measured.
   */
  private List<AppRun> controlsOf(List<AppRun> apps) {
    List<AppRun> controls = new ArrayList<AppRun>();
    for (AppRun a : apps) {
      AppRun found = null;
      for (AppRun r : runsOf(SparkMatrix.IO_CONTROL)) {
        if (r.repetition == a.repetition
            && r.result.appName != null
            && r.result.appName.equals(a.result.appName)
            && r.result.queries.keySet().containsAll(matrix.queries)) {
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
    return new long[] {
      Math.round(Math.sqrt((double) a[0] * b[0])), Math.round(Math.sqrt((double) a[1] * b[1]))
    };
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
  private ObjectNode pmeResult(
      String method, String key, String io, List<AppRun> apps, String operation) {
    boolean write = operation != null;
    Map<String, String> params = new LinkedHashMap<String, String>();
    if (!write) {
      params.put("query", key);
    }
    params.put("io", io);
    List<AppRun> twins = "off".equals(io) && !write ? controlsOf(apps) : null;
    if (twins != null) {
      params.put("pmeSessions", "off+" + SparkMatrix.IO_CONTROL);
    }
    List<SparkAppResult> results = resultsOf(apps, twins);
    List<String> modes = times.measuredModes(results, write);
    String cpu = pmeCpuSource(results, operation);
    params.put("cpu", cpu);
    common(params);
    SparkCounters c = new SparkCounters(apps.size());
    for (int f = 0; f < apps.size(); f++) {
      SparkAppResult r = apps.get(f).result;
      AppRun twin = twins == null ? null : twins.get(f);
      int rounds = write ? 1 : matrix.rounds;
      for (int i = 0; i < rounds; i++) {
        c.iteration(f);
        for (String mode : modes) {
          long[] t = pmeTimes(r, twin, key, mode, i, cpu, operation);
          c.add(f, SLOT.get(mode), t[0], t[1]);
          SparkAppResult.QueryTimes q = engine == null || write ? null : r.queries.get(key);
          if (q != null && q.scans.containsKey(mode)) {
            c.setOwn(f, SLOT.get(mode), SCANS, q.scans.get(mode));
            c.setOwn(f, SLOT.get(mode), NATIVE_SCANS, q.nativeScans.get(mode));
          }
          if (WRITE.equals(operation)) {
            c.set(f, SLOT.get(mode), SlotCounter.FILE_BYTES, r.writes.get(mode).bytes);
            icebergCounters(c, f, SLOT.get(mode), apps.get(f), mode);
          }
        }
        c.ratios(f, PairedSlot.PLAINTEXT, comparedSlots(modes));
      }
    }
    if (WRITE.equals(operation)) {
      icebergParams(params, apps);
    }
    return c.row(BENCHMARK + "." + method, params, apps.get(0).result, PairedSlot.PLAINTEXT);
  }

  /**
   * The applications' results, then their io-off twin sessions' (none where {@code twins} is null).
   */
  private static List<SparkAppResult> resultsOf(List<AppRun> apps, List<AppRun> twins) {
    List<SparkAppResult> results = new ArrayList<SparkAppResult>();
    for (AppRun a : apps) {
      results.add(a.result);
    }
    for (AppRun a : twins == null ? java.util.Collections.<AppRun>emptyList() : twins) {
      results.add(a.result);
    }
    return results;
  }

  /**
   * The CPU source of a PME row: the results' own, except that the maintenance row falls back to
   * the process's CPU time where its tasks were not timed.
   */
  private static String pmeCpuSource(List<SparkAppResult> results, String operation) {
    String cpu = SparkTimes.cpuSource(results);
    if (MAINTENANCE.equals(operation)
        && SparkResultsJson.CPU_TASKS.equals(cpu)
        && !SparkTimes.tasksTimed(results)) {
      cpu = CPU_PROCESS;
    }
    return cpu;
  }

  /**
   * One mode's wall and CPU nanoseconds in a PME row's iteration: the writes' or the maintenance's
   * (once per application) for an operation, else round {@code i} of the query, pooled with the
   * io-off {@code twin} session's where there is one.
   */
  private long[] pmeTimes(
      SparkAppResult r, AppRun twin, String key, String mode, int i, String cpu, String operation) {
    if (operation != null) {
      return SparkTimes.timing(MAINTENANCE.equals(operation) ? r.maintenance : r.writes, mode, cpu);
    }
    if (twin == null) {
      return times.roundTimes(r, key, mode, i, cpu);
    }
    return pooled(
        times.roundTimes(r, key, mode, i, cpu), times.roundTimes(twin.result, key, mode, i, cpu));
  }

  /** An Iceberg application's facts of {@code mode} as counters of its write row's iteration. */
  private static void icebergCounters(
      SparkCounters c, int f, PairedSlot slot, AppRun app, String mode) {
    SparkAppResult.IcebergFacts facts = app.result.iceberg.get(mode);
    if (facts == null) {
      return;
    }
    for (IcebergCounter counter : IcebergCounter.values()) {
      c.setOwn(f, slot, counter.suffix, counter.of(facts));
    }
  }

  /**
   * The Iceberg write row's PME check and writer (the first application's encrypted mode's), as
   * parameters.
   */
  private static void icebergParams(Map<String, String> params, List<AppRun> apps) {
    for (Map.Entry<String, SparkAppResult.IcebergFacts> e : apps.get(0).result.iceberg.entrySet()) {
      if (!"PLAINTEXT".equals(e.getKey())
          && !SparkMatrix.CONTROL.equals(e.getKey())
          && e.getValue().pmeCheck != null) {
        params.put("icebergPmeCheck", e.getValue().pmeCheck);
        params.put("icebergCreatedBy", String.valueOf(e.getValue().createdBy));
        return;
      }
    }
  }

  /** spark.io.encryption {@code io} against {@code base} (off, or unbatched), for one PME mode. */
  private ObjectNode ioResult(
      String key, String mode, String io, String base, List<AppRun[]> pairs) {
    Map<String, String> params = new LinkedHashMap<String, String>();
    params.put("query", key);
    params.put("io", io);
    if (!"off".equals(base)) {
      params.put("ioBase", base);
    }
    params.put("pme", mode);
    // The cipher commons-crypto really gave Spark's streams (the application refuses a silent
    // fallback).
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
    String cpu = SparkTimes.cpuSource(results);
    params.put("cpu", cpu);
    params.put("ioPairs", inOneJvm(pairs) ? IO_PAIRS_SESSIONS : IO_PAIRS_APPLICATIONS);
    common(params);
    List<String> tables =
        ALL_TABLES.equals(mode)
            ? times.queriedModes(results)
            : java.util.Collections.singletonList(mode);
    if (ALL_TABLES.equals(mode)) {
      params.put("pmeModes", String.join("+", tables));
    }
    if (inOneJvm(pairs)) {
      return ioSessionsRow(key, tables, cpu, pairs, controls, params);
    }
    return ioApplicationsRow(key, mode, cpu, pairs, params);
  }

  /**
   * An io row where each pair's settings ran in one application: a fork per application, an
   * iteration per round, the on session's round against the off session's (and the io control
   * session's, where every application has one), with the on session's streams.
   */
  private ObjectNode ioSessionsRow(
      String key,
      List<String> tables,
      String cpu,
      List<AppRun[]> pairs,
      List<AppRun> controls,
      Map<String, String> params) {
    SparkCounters c = new SparkCounters(pairs.size());
    List<PairedSlot> compared =
        controls == null
            ? Collections.singletonList(PairedSlot.IO_ENCRYPTED)
            : Arrays.asList(PairedSlot.IO_ENCRYPTED, PairedSlot.CONTROL);
    for (int f = 0; f < pairs.size(); f++) {
      for (int i = 0; i < matrix.rounds; i++) {
        c.iteration(f);
        long[] off = times.roundTimes(pairs.get(f)[0].result, key, tables, i, cpu);
        long[] on = times.roundTimes(pairs.get(f)[1].result, key, tables, i, cpu);
        c.add(f, PairedSlot.PLAINTEXT, off[0], off[1]);
        c.add(f, PairedSlot.IO_ENCRYPTED, on[0], on[1]);
        if (controls != null) {
          // The io A/A: a second session with spark.io.encryption off, in the same rounds.
          long[] again = times.roundTimes(controls.get(f).result, key, tables, i, cpu);
          c.add(f, PairedSlot.CONTROL, again[0], again[1]);
        }
        c.ratios(f, PairedSlot.PLAINTEXT, compared);
        // Its streams: those of the first pooled mode's tables (a shuffle is the same on every
        // mode's).
        SparkAppResult.Tasks tasks = times.tasks(pairs.get(f)[1].result, key, tables.get(0));
        if (tasks != null) {
          c.setOwn(f, PairedSlot.IO_ENCRYPTED, STREAM_PAIRS, streamPairs(tasks));
          c.setOwn(f, PairedSlot.IO_ENCRYPTED, STREAM_BYTES, streamBytes(tasks));
        }
      }
    }
    return c.row(BENCHMARK + ".ioEncryption", params, pairs.get(0)[1].result, PairedSlot.PLAINTEXT);
  }

  /**
   * An io row across applications: one fork whose iterations are the repetitions, each pairing two
   * applications (JVMs) by each one's typical times of the query.
   */
  private ObjectNode ioApplicationsRow(
      String key, String mode, String cpu, List<AppRun[]> pairs, Map<String, String> params) {
    SparkCounters c = new SparkCounters(1);
    for (AppRun[] pair : pairs) {
      c.iteration(0);
      double[] off = times.typical(pair[0].result, key, mode, cpu);
      double[] on = times.typical(pair[1].result, key, mode, cpu);
      c.add(0, PairedSlot.PLAINTEXT, Math.round(off[0]), Math.round(off[1]));
      c.add(0, PairedSlot.IO_ENCRYPTED, Math.round(on[0]), Math.round(on[1]));
      c.ratios(0, PairedSlot.PLAINTEXT, Collections.singletonList(PairedSlot.IO_ENCRYPTED));
      c.set(0, ResultCounter.APPLICATION_PAIRS.key, 1);
    }
    return c.row(BENCHMARK + ".ioEncryption", params, pairs.get(0)[1].result, PairedSlot.PLAINTEXT);
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

  /** The slots compared with PLAINTEXT's: the encrypted modes' and the control's. */
  private List<PairedSlot> comparedSlots(List<String> modes) {
    List<PairedSlot> p = new ArrayList<PairedSlot>();
    for (String mode : modes) {
      if (!"PLAINTEXT".equals(mode)) {
        p.add(SLOT.get(mode));
      }
    }
    return p;
  }

  private void common(Map<String, String> params) {
    params.putAll(dataParams(matrix));
    if (SparkMatrix.ICEBERG.equals(matrix.format)) {
      params.put("format", matrix.format);
    }
    if (matrix.engines.contains(SparkMatrix.COMET)) {
      params.put("engine", engine == null ? SparkMatrix.JVM : engine);
    }
    // Not "columns": that names the parking family's column subsets.
    params.put("pmeColumns", matrix.columns);
    if (provider != null) {
      params.put("provider", provider);
    }
  }

  /** What a row says its queries ran on: TPC-DS's {@code scale}, or the user's {@code tables}. */
  static Map<String, String> dataParams(SparkMatrix matrix) {
    Map<String, String> p = new LinkedHashMap<String, String>();
    if (matrix.userWorkload()) {
      p.put("tables", String.join(",", matrix.userTables.keySet()));
    } else {
      p.put("scale", scaleText(matrix.scale));
    }
    return p;
  }

  /** Whether {@code id} names a row that is not one query's (case ignored). */
  public static boolean reservedQueryId(String id) {
    return RESERVED_QUERY_IDS.contains(id.toLowerCase(java.util.Locale.ROOT));
  }

  public static String scaleText(double scale) {
    return scale == Math.rint(scale) ? String.valueOf((long) scale) : String.valueOf(scale);
  }
}
