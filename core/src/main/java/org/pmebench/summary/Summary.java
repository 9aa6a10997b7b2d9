package org.pmebench.summary;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.pmebench.cpuprofile.CpuAttribution;
import org.pmebench.crypto.ChunkSize;
import org.pmebench.floor.CipherFloor;
import org.pmebench.paired.PairedModes;
import org.pmebench.results.ByteRate;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.results.JmhResult;
import org.pmebench.results.RunResults;
import org.pmebench.stats.OverheadRatio;
import org.pmebench.stats.PairedRatio;
import org.pmebench.stats.SteadyState;
import org.pmebench.stats.SubsetShare;
import org.pmebench.util.AtomicFiles;

/**
 * {@code summary.json}: every result of a run with its MB/s, and the overhead ratios. A ratio is
 * either <b>paired</b> ({@code pairing: interleaved}: the geometric mean of per-round ratios
 * measured in one JVM, {@link PairedRatio}) or <b>separate</b> (an encrypted result over the
 * plaintext result of another fork that matches it in every other parameter, JVM and variant,
 * {@link OverheadRatio}; kept for comparison). Schema:
 * {@code schema/pme-bench-summary-3.schema.json}. Dashboards and the gate read this; the JMH JSON
 * stays as JMH wrote it.
 */
public final class Summary {
  public static final String SCHEMA_ID = "pme-bench/summary/3";
  /** The previous schema, still read by the gate (all its ratios are separate-fork ratios). */
  public static final String SCHEMA_2_ID = "pme-bench/summary/2";
  public static final String FILE_NAME = "summary.json";
  public static final String INTERLEAVED = "interleaved";
  public static final String SEPARATE = "separate";
  public static final String DUET = "duet";
  static final String MODE_PARAM = "mode";
  static final String PLAINTEXT = "PLAINTEXT";
  /** z of the two-sided 95% interval given for separate-fork ratios. */
  static final double Z95 = 1.959964;
  private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  public final ObjectNode root = MAPPER.createObjectNode();
  public final List<String> unmatched = new ArrayList<String>();
  /** What the families add to this summary beyond the rows every family has. */
  private final List<SummaryPart.Contribution> contributions = new ArrayList<SummaryPart.Contribution>();
  /** The same calls and bytes at OpenSSL's speed, where the run measured it (the floor step). */
  private CipherFloor floor;

  private Summary() {}

  /** The overhead rows, as written. */
  public JsonNode overheads() {
    return root.path("overheads");
  }

  /** The summary of a run, with what {@code parts} (every family's, in order) add to it. */
  public static Summary of(RunResults run, List<SummaryPart> parts) throws InvalidResultsException {
    Summary s = new Summary();
    Map<String, RunResults.Tagged> plaintext = new TreeMap<String, RunResults.Tagged>();
    List<RunResults.Tagged> encrypted = new ArrayList<RunResults.Tagged>();
    List<RunResults.Tagged> paired = new ArrayList<RunResults.Tagged>();
    for (RunResults.Tagged t : run.results) {
      String mode = t.result.param(MODE_PARAM);
      if (PairedRatio.isPaired(t.result) || PairedRatio.isDuet(t.result)) {
        paired.add(t);
      } else if (PLAINTEXT.equals(mode)) {
        plaintext.put(matchKey(t), t);
      } else if (mode != null) {
        encrypted.add(t);
      }
    }
    ObjectNode root = s.root;
    root.put("schema", SCHEMA_ID);
    root.put("runDirectory", run.dir.toString());
    if (run.manifest != null) {
      for (String key : new String[] {"suite", "profile", "machine", "jvms"}) {
        if (run.manifest.has(key)) {
          root.set(key, run.manifest.get(key));
        }
      }
    }
    ArrayNode results = root.putArray("results");
    for (RunResults.Tagged t : run.results) {
      ObjectNode r = results.addObject();
      Map<String, String> params = JmhResult.withoutDefaultLayout(t.result.params);
      r.put("id", id(t, params));
      describe(r, t, params);
      number(r, "score", t.result.score);
      number(r, "scoreError", t.result.scoreError);
      r.put("samples", t.result.samples);
      r.put("unit", t.result.unit);
      number(r, "megabytesPerSecond", megabytesPerSecond(t.result));
      // openssl speed's rows are one measurement each from outside the JVM: no iterations to classify.
      SteadyState steady = CipherFloor.BENCHMARK.equals(t.result.benchmark) ? null : SteadyState.ofResult(t.result);
      if (steady != null) {
        ObjectNode node = steadyState(r, steady, t.result.timing);
        double steadyScore = "thrpt".equals(t.result.mode) ? 1 / steady.steadyCost() : steady.steadyCost();
        number(node, "score", steadyScore);
        number(node, "megabytesPerSecond", megabytesPerSecond(t.result) * steadyScore / t.result.score);
      }
      attribution(r, CpuAttribution.of(t.result));
    }
    List<JmhResult> measured = new ArrayList<JmhResult>();
    for (RunResults.Tagged t : run.results) {
      measured.add(t.result);
    }
    s.floor = CipherFloor.of(measured);
    if (s.floor != null) {
      floor(root.putObject("floor"), s.floor);
    }
    for (SummaryPart part : parts) {
      SummaryPart.Contribution c = part.summarize(measured);
      c.addSections(root);
      s.contributions.add(c);
    }
    ArrayNode overheads = root.putArray("overheads");
    for (RunResults.Tagged t : paired) {
      if (PairedRatio.isDuet(t.result)) {
        s.addPaired(overheads, t, PairedRatio.ofDuet(t.result), DUET);
        continue;
      }
      List<PairedRatio> ratios = PairedRatio.of(t.result);
      for (PairedRatio ratio : ratios) {
        ObjectNode row = s.addPaired(overheads, t, ratio, INTERLEAVED);
        if (PairedRatio.SUBSET_COLUMNS.equals(ratio.columns)) {
          for (PairedRatio all : ratios) {
            SubsetShare share = all.encryption.equals(ratio.encryption) ? SubsetShare.of(t.result, all, ratio) : null;
            if (share != null) {
              subsetShare(row.putObject("subsetOverAll"), share);
            }
          }
        }
      }
    }
    int separate = 0;
    for (RunResults.Tagged e : encrypted) {
      RunResults.Tagged p = plaintext.get(matchKey(e));
      if (p == null) {
        s.unmatched.add(id(e, JmhResult.withoutDefaultLayout(e.result.params)));
        continue;
      }
      s.addSeparate(overheads, e, OverheadRatio.of(e.result, p.result));
      separate++;
    }
    s.nameProviders();
    ArrayNode missing = root.putArray("unmatched");
    for (String id : s.unmatched) {
      missing.add(id);
    }
    if (!encrypted.isEmpty() && separate == 0) {
      throw new InvalidResultsException(run.dir + ": " + encrypted.size()
          + " encrypted results but no plaintext result with the same parameters to divide by");
    }
    return s;
  }

  private ObjectNode addPaired(ArrayNode overheads, RunResults.Tagged t, PairedRatio ratio, String pairing) {
    ObjectNode o = overheads.addObject();
    Map<String, String> others = new LinkedHashMap<String, String>(JmhResult.withoutDefaultLayout(t.result.params));
    others.remove(PairedModes.PARAM);
    others.remove(MODE_PARAM);
    String columnSets = null;
    if (ratio.columns != null) {
      // Both column sets in the rounds: the row is its file's set, and says which rounds it shared.
      columnSets = others.put(COLUMNS_PARAM, ratio.columns);
    }
    o.put("id", id(t, others) + " " + ratio.encryption);
    describe(o, t, others);
    o.put("encryption", ratio.encryption);
    o.put("pairing", pairing);
    if (columnSets != null) {
      o.put("columnSetsInRounds", columnSets);
    }
    estimate(o, ratio.wall, t.result.timing);
    ObjectNode wall = o.putObject("wall");
    estimate(wall, ratio.wall, t.result.timing);
    if (ratio.cpu != null) {
      estimate(o.putObject("cpu"), ratio.cpu, t.result.timing);
    } else {
      o.putNull("cpu");
    }
    o.put("rounds", ratio.rounds);
    o.put("forks", ratio.forks);
    if (ratio.note != null) {
      o.put("note", ratio.note);
    }
    if (!DUET.equals(pairing)) {
      control(o, ratio, t.result.timing);
      vsBothPlaintext(o, ratio, t.result.timing);
      gc(o, ratio);
      model(o, ratio, t.result.timing, floor);
      for (SummaryPart.Contribution c : contributions) {
        c.annotate(o, t.result, ratio);
      }
    }
    number(o, "encryptedShare", ratio.encryptedShare);
    o.put("encryptedScore", ratio.encryptedMillis);
    o.put("plaintextScore", ratio.plaintextMillis);
    number(o, "encryptedCpuScore", ratio.cpu == null ? Double.NaN : ratio.encryptedCpuMillis);
    number(o, "plaintextCpuScore", ratio.cpu == null ? Double.NaN : ratio.plaintextCpuMillis);
    o.put("unit", "ms/op");
    CpuAttribution profile = CpuAttribution.of(t.result);
    CpuAttribution.Estimate[] sampled = profile == null ? null
        : profile.overhead(ratio.frame(), org.pmebench.crypto.EncryptionMode.PLAINTEXT.name());
    if (sampled != null && profile.threadSamples(ratio.frame()) > 0) {
      ObjectNode a = o.putObject("attribution");
      estimate(a.putObject("cryptoShare"), profile.cryptoShare(ratio.frame()));
      estimate(a.putObject("sampledOverhead"), sampled[0]);
      estimate(a.putObject("cryptoOverhead"), sampled[1]);
      estimate(a.putObject("elsewhereOverhead"), sampled[2]);
    }
    if (ratio.plaintextFileBytes > 0) {
      number(o, "plaintextMegabytesPerSecond", ratio.plaintextFileBytes / ratio.plaintextMillis / 1e3);
      number(o, "encryptedMegabytesPerSecond", ratio.encryptedFileBytes / ratio.encryptedMillis / 1e3);
    }
  
    return o;
  }

  private void addSeparate(ArrayNode overheads, RunResults.Tagged e, OverheadRatio ratio) {
    ObjectNode o = overheads.addObject();
    Map<String, String> others = JmhResult.withoutDefaultLayout(withoutMode(e.result.params));
    o.put("id", id(e, others) + " " + e.result.param(MODE_PARAM));
    describe(o, e, others);
    o.put("encryption", e.result.param(MODE_PARAM));
    o.put("pairing", SEPARATE);
    o.put("ratio", ratio.ratio);
    boolean known = !Double.isNaN(ratio.logStdError);
    number(o, "low", known ? ratio.ratio * Math.exp(-Z95 * ratio.logStdError) : Double.NaN);
    number(o, "high", known ? ratio.ratio * Math.exp(Z95 * ratio.logStdError) : Double.NaN);
    number(o, "logStdError", ratio.logStdError);
    SteadyState steady = worse(SteadyState.ofResult(e.result), SteadyState.ofResult(ratio.plaintext));
    if (steady != null) {
      steadyState(o, steady, e.result.timing);
    }
    CpuAttribution profile = CpuAttribution.of(e.result);
    String mode = e.result.param(MODE_PARAM);
    if (profile != null && profile.threadSamples(mode) > 0) {
      estimate(o.putObject("attribution").putObject("cryptoShare"), profile.cryptoShare(mode));
    }
    number(o, "encryptedShare", encryptedShare(e.result));
    o.put("encryptedScore", e.result.score);
    o.put("plaintextScore", ratio.plaintext.score);
    o.put("unit", e.result.unit);
  }

  private static void estimate(ObjectNode o, PairedRatio.Estimate e, JmhResult.Timing timing) {
    o.put("ratio", e.ratio);
    number(o, "low", e.low);
    number(o, "high", e.high);
    number(o, "logStdError", e.logStdError);
    if (e.hasInterval()) {
      o.put("interval", e.roundsOnly() ? ROUNDS_ONLY : FORKS);
    }
    number(steadyState(o, e.steadyState, timing), "ratio", e.steadyState.steadyCost());
    spread(o.putObject("spread"), e.spread);
  }

  static final String COLUMNS_PARAM = "columns";

  /**
   * {@code subsetOverAll}: the subset file's overhead over the all-columns file's overhead of the
   * same mode and rounds (measured, wall and CPU, and the cost model's), with the subset's shares of
   * encrypted bytes, modules and columns, and the answer: what the cost is proportional to.
   */
  private static void subsetShare(ObjectNode o, SubsetShare share) {
    quotient(o.putObject("wall"), share.wall);
    if (share.cpu != null) {
      quotient(o.putObject("cpu"), share.cpu);
    } else {
      o.putNull("cpu");
    }
    if (share.modelWall != null) {
      ObjectNode m = o.putObject("model");
      quotient(m.putObject("wall"), share.modelWall);
      if (share.modelCpu != null) {
        quotient(m.putObject("cpu"), share.modelCpu);
      } else {
        m.putNull("cpu");
      }
    }
    ObjectNode shares = o.putObject("shares");
    number(shares, "encryptedBytes", share.byteShare);
    number(shares, "modules", share.moduleShare);
    number(shares, "moduleBytes", share.moduleByteShare);
    number(shares, "columns", share.columnShare);
    o.put("basis", share.basis());
    o.put("answer", share.answer());
  }

  private static void quotient(ObjectNode o, SubsetShare.Quotient q) {
    number(o, "ratio", q.ratio);
    number(o, "low", q.low);
    number(o, "high", q.high);
    o.put("replicates", q.replicates);
    o.put("interval", q.interval);
  }

  /** What a paired interval covers: the forks (JVMs) as replicates, or only one JVM's rounds. */
  public static final String FORKS = PairedRatio.INTERVAL_FORKS;
  public static final String ROUNDS_ONLY = PairedRatio.INTERVAL_ROUNDS_ONLY;

  /** {@code spread}: per-fork ratios and the spread of ln(ratio) between rounds, between forks, and the JVMs' part. */
  private static void spread(ObjectNode node, PairedRatio.Spread s) {
    ArrayNode forks = node.putArray("forkRatios");
    for (double r : s.forkRatios) {
      forks.add(r);
    }
    number(node, "rounds", s.roundSpread);
    number(node, "forks", s.forkSpread);
    number(node, "forksFromRounds", s.fromRounds);
    number(node, "jvms", s.jvmSpread);
  }

  /**
   * {@code control}: the A/A control of the same rounds (second plaintext file over plaintext), its
   * ratio and interval for wall and CPU time, and a verdict: {@code ok}, or {@code biased} when its
   * interval leaves 1 by more than {@value #CONTROL_TOLERANCE_PERCENT}% (the rounds favour one file
   * over an identical one; the gate will not compare such rows). A result without it says why.
   */
  private static void control(ObjectNode o, PairedRatio ratio, JmhResult.Timing timing) {
    if (ratio.controlWall == null) {
      o.putNull("control");
      o.put("controlNote", NO_CONTROL);
      return;
    }
    ObjectNode c = wallAndCpu(o.putObject("control"), ratio.controlWall, ratio.controlCpu, timing);
    PairedRatio.Estimate judged = ratio.controlCpu != null ? ratio.controlCpu : ratio.controlWall;
    c.put("verdict", controlVerdict(judged));
  }

  /** {@code vsBothPlaintext}: the encrypted file over the geometric mean of plaintext and control, if any. */
  private static void vsBothPlaintext(ObjectNode o, PairedRatio ratio, JmhResult.Timing timing) {
    if (ratio.pooledWall != null) {
      wallAndCpu(o.putObject("vsBothPlaintext"), ratio.pooledWall, ratio.pooledCpu, timing);
    }
  }

  /** {@code wall} and {@code cpu} estimates into {@code node} (cpu null without CPU time); returns node. */
  private static ObjectNode wallAndCpu(ObjectNode node, PairedRatio.Estimate wall, PairedRatio.Estimate cpu,
      JmhResult.Timing timing) {
    estimate(node.putObject("wall"), wall, timing);
    if (cpu != null) {
      estimate(node.putObject("cpu"), cpu, timing);
    } else {
      node.putNull("cpu");
    }
    return node;
  }

  static final double CONTROL_TOLERANCE_PERCENT = 1;
  public static final String CONTROL_OK = "ok";
  public static final String CONTROL_BIASED = "biased";
  public static final String CONTROL_NO_INTERVAL = "no interval";
  static final String NO_CONTROL = "no control: the result has no A/A control (measured before pme-bench had "
      + "one, or not a file benchmark)";

  public static String controlVerdict(PairedRatio.Estimate e) {
    if (!e.hasInterval()) {
      return CONTROL_NO_INTERVAL;
    }
    double tolerance = CONTROL_TOLERANCE_PERCENT / 100;
    return e.low > 1 + tolerance || e.high < 1 - tolerance ? CONTROL_BIASED : CONTROL_OK;
  }

  /**
   * {@code model}: the cost model beside the measurement. The file's modules and bytes per cipher
   * (exact counts of PME's calls), the replayed crypto work's time over the plaintext file's in the
   * same rounds as a predicted ratio (1 + that fraction) for wall and CPU time, and whether the
   * prediction and the measured ratio agree: their intervals overlap ({@code agrees}), or not
   * (a finding: the encrypted file costs more or less than its crypto work, e.g. JIT or GC).
   */
  private static void model(ObjectNode o, PairedRatio ratio, JmhResult.Timing timing, CipherFloor floor) {
    if (ratio.modelWall == null) {
      return;
    }
    ObjectNode m = o.putObject("model");
    ObjectNode modules = m.putObject("modulesPerFile");
    number(modules, "gcm", ratio.gcmModules);
    number(modules, "gcmBytes", ratio.gcmModuleBytes);
    number(modules, "ctr", ratio.ctrModules);
    number(modules, "ctrBytes", ratio.ctrModuleBytes);
    number(modules, "ciphers", ratio.ciphers);
    predicted(m.putObject("wall"), ratio.modelWall, ratio.wall, timing);
    if (ratio.modelCpu != null && ratio.cpu != null) {
      predicted(m.putObject("cpu"), ratio.modelCpu, ratio.cpu, timing);
    } else {
      m.putNull("cpu");
    }
    split(m, ratio);
    if (floor != null) {
      double nanos = floor.nanos(ratio.gcmModules, ratio.gcmModuleBytes, ratio.ctrModules, ratio.ctrModuleBytes);
      double plaintext = ratio.cpu != null && ratio.plaintextCpuMillis > 0 ? ratio.plaintextCpuMillis
          : ratio.plaintextMillis;
      if (!Double.isNaN(nanos) && plaintext > 0) {
        ObjectNode f = m.putObject("floor");
        f.put("ratio", 1 + nanos / (plaintext * 1e6));
        f.put("microsPerFile", nanos / 1e3);
      }
    }
  }

  /** {@code floor}: the OpenSSL lines the run fitted (ns per call and per byte, per construction). */
  private static void floor(ObjectNode node, CipherFloor floor) {
    node.put("source", floor.source);
    node.put("method", "openssl speed -evp aes-128-<gcm|ctr> -mr (encryption, one thread), time per call "
        + "as perCall + perByte x size through its smallest (16 B) and largest (16 KiB) size");
    line(node.putObject("gcm"), floor.gcm);
    if (floor.ctr != null) {
      line(node.putObject("ctr"), floor.ctr);
    } else {
      node.putNull("ctr");
    }
  }

  private static void line(ObjectNode node, CipherFloor.Line line) {
    node.put("perCallNanos", line.perCallNanos);
    node.put("perByteNanos", line.perByteNanos);
    node.put("sizes", line.sizes);
  }

  /**
   * {@code split}: where the cost model's replay spent its wall time, per file: cipher objects, and
   * per construction its modules with the per-call and per-byte parts of a line fitted through
   * their (size, time), in nanoseconds per call and per byte and as points of the CPU model's
   * overhead ({@code points}: the model's fraction x each part's share of the replay).
   */
  private static void split(ObjectNode m, PairedRatio ratio) {
    if (Double.isNaN(ratio.replayNanos) || !(ratio.replayNanos > 0)) {
      return;
    }
    ObjectNode s = m.putObject("split");
    double replay = ratio.replayNanos;
    s.put("replayMicrosPerFile", replay / 1e3);
    PairedRatio.Estimate fraction = ratio.modelCpu != null ? ratio.modelCpu : ratio.modelWall;
    double points = fraction.ratio * 100 / replay;
    s.put("objectShare", ratio.replayObjectNanos / replay);
    ObjectNode p = s.putObject("points");
    p.put("objects", ratio.replayObjectNanos * points);
    double calls = 0;
    double bytes = 0;
    boolean separable = true;
    String[] names = {"gcm", "ctr"};
    double[][] parts = {{ratio.gcmModules, ratio.gcmModuleBytes, ratio.replayGcmNanos, ratio.replayGcmCallNanos},
        {ratio.ctrModules, ratio.ctrModuleBytes, ratio.replayCtrNanos, ratio.replayCtrCallNanos}};
    for (int i = 0; i < names.length; i++) {
      double modules = parts[i][0];
      double nanos = parts[i][2];
      double call = parts[i][3];
      if (!(modules > 0)) {
        continue;
      }
      ObjectNode c = s.putObject(names[i]);
      c.put("share", nanos / replay);
      c.put("nanosPerModule", nanos / modules);
      if (call == 0) {
        c.put("separable", false);
        separable = false;
        continue;
      }
      c.put("separable", true);
      c.put("perCallNanos", call / modules);
      c.put("perByteNanos", (nanos - call) / parts[i][1]);
      c.put("callShare", call / replay);
      calls += call;
      bytes += nanos - call;
    }
    if (separable) {
      p.put("calls", calls * points);
      p.put("bytes", bytes * points);
    } else {
      p.putNull("calls");
      p.putNull("bytes");
    }
  }

  /**
   * The predicted ratio 1 + fraction with its interval, whether it agrees with {@code measured}, and
   * measured / predicted ({@code unexplained}).
   */
  private static void predicted(ObjectNode node, PairedRatio.Estimate fraction, PairedRatio.Estimate measured,
      JmhResult.Timing timing) {
    node.put("ratio", 1 + fraction.ratio);
    number(node, "low", 1 + fraction.low);
    number(node, "high", 1 + fraction.high);
    if (fraction.hasInterval()) {
      node.put("interval", fraction.roundsOnly() ? ROUNDS_ONLY : FORKS);
    }
    if (fraction.hasInterval() && measured.hasInterval()) {
      node.put("agrees", PairedRatio.agrees(fraction, measured));
    }
    node.put("unexplained", measured.ratio / (1 + fraction.ratio));
    number(steadyState(node, fraction.steadyState, timing), "ratio", 1 + fraction.steadyState.steadyCost());
  }

  /**
   * {@code gc}: collections and their milliseconds per round while the plaintext, encrypted and
   * control files ran, and the bytes the thread allocated per file where the run counted them.
   */
  private static void gc(ObjectNode o, PairedRatio ratio) {
    if (Double.isNaN(ratio.plaintextCollections)) {
      return;
    }
    ObjectNode g = o.putObject("gc");
    number(g, "plaintextCollectionsPerRound", ratio.plaintextCollections);
    number(g, "encryptedCollectionsPerRound", ratio.encryptedCollections);
    number(g, "controlCollectionsPerRound", ratio.controlCollections);
    number(g, "plaintextMillisPerRound", ratio.plaintextGcMillis);
    number(g, "encryptedMillisPerRound", ratio.encryptedGcMillis);
    if (!Double.isNaN(ratio.plaintextAllocatedBytes)) {
      number(g, "plaintextAllocatedBytesPerFile", ratio.plaintextAllocatedBytes);
      number(g, "encryptedAllocatedBytesPerFile", ratio.encryptedAllocatedBytes);
      number(g, "controlAllocatedBytesPerFile", ratio.controlAllocatedBytes);
    }
  }

  private static void estimate(ObjectNode o, CpuAttribution.Estimate e) {
    number(o, "value", e.value);
    number(o, "low", e.low);
    number(o, "high", e.high);
  }

  /**
   * {@code attribution} of a profiled result: per mode the shares of its benchmark-thread samples
   * (cipher, its intrinsic stubs, parquet crypto, rest, unattributed); the fork's other threads.
   * A fork where the profiler could not start, or a result with no samples, says so.
   */
  private static void attribution(ObjectNode row, CpuAttribution profile) {
    if (profile == null) {
      return;
    }
    ObjectNode a = row.putObject("attribution");
    if (profile.unavailable) {
      a.put("available", false);
      a.put("note", "async-profiler could not start in the fork (another OS or architecture, or a JVM without "
          + "its support); the reason is in jmh.log");
      return;
    }
    a.put("available", true);
    a.put("samples", profile.samples);
    if (profile.samples == 0) {
      a.put("note", "no samples: nothing to attribute");
      return;
    }
    estimate(a.putObject("otherThreads"), profile.otherThreadsShare());
    estimate(a.putObject("unassigned"), profile.unassignedShare());
    ObjectNode modes = a.putObject("modes");
    for (String mode : profile.modes()) {
      ObjectNode m = modes.putObject(mode);
      m.put("samples", profile.threadSamples(mode));
      if (profile.threadSamples(mode) == 0) {
        m.put("note", "no samples");
        continue;
      }
      for (org.pmebench.cpuprofile.CpuCategory c : CpuAttribution.THREAD_CATEGORIES) {
        estimate(m.putObject(c.id()), profile.share(mode, c));
      }
      estimate(m.putObject(org.pmebench.cpuprofile.SampleCounts.STUBS), profile.stubShare(mode));
      estimate(m.putObject("crypto"), profile.cryptoShare(mode));
    }
  }

  /** A separate-fork ratio is as steady as the less steady of its two results. */
  private static SteadyState worse(SteadyState a, SteadyState b) {
    if (a == null || b == null) {
      return a == null ? b : a;
    }
    return b.kind.ordinal() > a.kind.ordinal() ? b : a;
  }

  /**
   * {@code steadyState}: the class; where the last segment starts (1-based measured iteration, the
   * earliest and latest over forks) and how many seconds of iterations, warm-up included, came
   * before it; and how many iterations were set apart as outliers. The caller adds the last
   * segment's value.
   */
  private static ObjectNode steadyState(ObjectNode parent, SteadyState s, JmhResult.Timing timing) {
    ObjectNode node = parent.putObject("steadyState");
    node.put("class", s.kind.label);
    node.put("forks", s.forks.size());
    int[] from = s.steadyFromRange();
    if (s.kind == SteadyState.Kind.WARM_UP || s.kind == SteadyState.Kind.SLOWDOWN) {
      node.put("fromIteration", from[0] + 1);
      node.put("fromIterationLatest", from[1] + 1);
      number(node, "secondsBefore", timing.secondsBefore(from[0]));
      number(node, "secondsBeforeLatest", timing.secondsBefore(from[1]));
    }
    int fast = s.fastFromLatest();
    if (fast >= 0) {
      node.put("fastFromIteration", fast + 1);
      number(node, "secondsToFast", timing.secondsBefore(fast));
    }
    node.put("outliers", s.outliers());
    return node;
  }

  public void write(Path file) throws IOException {
    AtomicFiles.write(file, MAPPER.writeValueAsBytes(root));
  }

  /**
   * Every result and overhead row of a benchmark with a provider says which one ran, as its JVM
   * reported it in run.json (name and version, e.g. "ACCP 2.5.0 (AWS-LC v1.47.0)").
   */
  private void nameProviders() {
    for (String array : new String[] {"results", "overheads"}) {
      for (JsonNode row : root.path(array)) {
        String provider = row.path("provider").asText(null);
        if (provider != null) {
          JsonNode runs = root.path("jvms").path(row.path("jvm").asText()).path("providers").path(provider)
              .path("runs");
          if (runs.isTextual()) {
            ((ObjectNode) row).put("providerRuns", runs.asText());
          }
        }
      }
    }
  }

  private static void describe(ObjectNode node, RunResults.Tagged t, Map<String, String> params) {
    node.put("benchmark", t.result.benchmark);
    node.put("jmhMode", t.result.mode);
    node.put("threads", t.result.threads);
    node.put("jvm", t.jvm);
    node.put("javaMajor", RunResults.major(t.result.jdkVersion));
    node.put("jdkVersion", t.result.jdkVersion);
    node.put("variant", t.result.variant());
    String provider = t.result.param(JmhResult.PROVIDER_PARAM);
    if (provider != null) {
      node.put("provider", provider);
    }
    ObjectNode p = node.putObject("params");
    for (Map.Entry<String, String> e : params.entrySet()) {
      p.put(e.getKey(), e.getValue());
    }
    node.put("file", t.file);
  }

  /** Everything that must be equal for a plaintext result to be the baseline of an encrypted one. */
  private static String matchKey(RunResults.Tagged t) {
    return id(t, t.result.paramsOtherThanEncryption());
  }

  /** e.g. "ParquetReadBenchmark.readFile io=memory rows=200000 spec=R1 | jdk17 | intrinsics-on | avgt t1" */
  static String id(RunResults.Tagged t, Map<String, String> params) {
    StringBuilder s = new StringBuilder(t.result.benchmarkClass()).append('.').append(t.result.operation());
    for (Map.Entry<String, String> e : new TreeMap<String, String>(params).entrySet()) {
      s.append(' ').append(e.getKey()).append('=').append(e.getValue());
    }
    return s.append(" | ").append(t.jvm).append(" | ").append(t.result.variant()).append(" | ")
        .append(t.result.mode).append(" t").append(t.result.threads).toString();
  }

  private static Map<String, String> withoutMode(Map<String, String> params) {
    Map<String, String> copy = new LinkedHashMap<String, String>(params);
    copy.remove(MODE_PARAM);
    return copy;
  }

  private static double megabytesPerSecond(JmhResult r) {
    String chunk = r.param("chunkSize");
    if (chunk != null) {
      return ByteRate.bytesPerSecond(r.score, r.unit, ChunkSize.parse(chunk)) / 1e6;
    }
    return ByteRate.fileMegabytesPerSecond(r);
  }

  /**
   * The encrypted columns' share of the file's column data, from the parking benchmarks' secondary
   * results (both are bytes per unit of time, so their quotient is the share); NaN for others.
   */
  static double encryptedShare(JmhResult r) {
    JmhResult.Metric encrypted = r.secondary.get("encryptedColumnBytes");
    JmhResult.Metric file = r.secondary.get("fileBytes");
    if (encrypted == null || file == null || encrypted.score <= 0 || file.score <= 0) {
      return Double.NaN;
    }
    // In a time mode JMH gives each counter as time per counted byte, so convert both to rates.
    return ByteRate.opsPerSecond(encrypted.score, encrypted.unit) / ByteRate.opsPerSecond(file.score, file.unit);
  }

  /** JSON has no NaN: an unknown number is null. */
  private static void number(ObjectNode node, String key, double value) {
    if (Double.isNaN(value) || Double.isInfinite(value)) {
      node.putNull(key);
    } else {
      node.put(key, value);
    }
  }
}
