package org.pmebench.summary;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
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
import org.pmebench.paired.ResultCounter;
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
 * {@link OverheadRatio}; kept for comparison). Schema: {@code
 * schema/pme-bench-summary-3.schema.json}. Dashboards and the gate read this; the JMH JSON stays as
 * JMH wrote it.
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

  private static final ObjectMapper MAPPER =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  public final ObjectNode root = MAPPER.createObjectNode();
  public final List<String> unmatched = new ArrayList<String>();

  /** What the families add to this summary beyond the rows every family has. */
  private final List<SummaryPart.Contribution> contributions =
      new ArrayList<SummaryPart.Contribution>();

  /** The same calls and bytes at OpenSSL's speed, where the run measured it (the floor step). */
  private CipherFloor floor;

  /** The providers each JVM ran, as run.json names them. */
  private ProviderNames providers;

  private Summary() {}

  /** The overhead rows, as written. */
  public JsonNode overheads() {
    return root.path("overheads");
  }

  /** The overhead rows, typed as their readers see them. */
  public List<OverheadRow> rows() {
    return file().overheads;
  }

  /** This summary as its readers (report, gate) see it. */
  public SummaryFile file() {
    return SummaryFile.of(root);
  }

  /** The summary of a run, with what {@code parts} (every family's, in order) add to it. */
  public static Summary of(RunResults run, List<SummaryPart> parts) throws InvalidResultsException {
    Summary s = new Summary();
    s.contribute(run, parts);
    Map<String, RunResults.Tagged> plaintext = new TreeMap<String, RunResults.Tagged>();
    List<RunResults.Tagged> encrypted = new ArrayList<RunResults.Tagged>();
    List<RunResults.Tagged> paired = new ArrayList<RunResults.Tagged>();
    for (RunResults.Tagged t : run.results) {
      String mode = t.result.param(MODE_PARAM);
      if (PairedRatio.isPaired(t.result) || PairedRatio.isDuet(t.result)) {
        paired.add(t);
      } else if (PLAINTEXT.equals(mode)) {
        plaintext.put(s.matchKey(t), t);
      } else if (mode != null) {
        encrypted.add(t);
      }
    }
    ObjectNode root = s.root;
    s.header(run);
    ArrayNode results = root.putArray("results");
    for (RunResults.Tagged t : run.results) {
      results.add(SummaryJson.tree(s.resultRow(t)));
    }
    s.floorAndSections(run);
    List<OverheadRow> rows = s.pairedRows(paired);
    int separate = s.separateRows(encrypted, plaintext, rows);
    ArrayNode overheads = root.putArray("overheads");
    for (OverheadRow row : rows) {
      overheads.add(SummaryJson.withNotes(row, row.familyNotes, OverheadRow.FAMILY_NOTES_BEFORE));
    }
    ArrayNode missing = root.putArray("unmatched");
    for (String id : s.unmatched) {
      missing.add(id);
    }
    if (!encrypted.isEmpty() && separate == 0) {
      throw new InvalidResultsException(
          run.dir
              + ": "
              + encrypted.size()
              + " encrypted results but no plaintext result with the same parameters to divide by");
    }
    return s;
  }

  /** The schema, the run's directory and what run.json says of the suite, machine and JVMs. */
  private void header(RunResults run) {
    root.put("schema", SCHEMA_ID);
    root.put("runDirectory", run.dir.toString());
    if (run.manifest != null) {
      for (String key : new String[] {"suite", "profile", "machine", "jvms", "host"}) {
        if (run.manifest.has(key)) {
          root.set(key, run.manifest.get(key));
        }
      }
    }
    providers = ProviderNames.of(run.manifest);
  }

  /** The cipher floor, and each family's sections (kept for the notes on the overhead rows). */
  /** What every part makes of the run's results, before any row needs its word on them. */
  private void contribute(RunResults run, List<SummaryPart> parts) {
    for (SummaryPart part : parts) {
      contributions.add(part.summarize(measured(run), run.dir));
    }
  }

  private static List<JmhResult> measured(RunResults run) {
    List<JmhResult> measured = new ArrayList<JmhResult>();
    for (RunResults.Tagged t : run.results) {
      measured.add(t.result);
    }
    return measured;
  }

  /** The cipher floor, and each part's sections (after the floor, before the overhead rows). */
  private void floorAndSections(RunResults run) {
    floor = CipherFloor.of(measured(run));
    if (floor != null) {
      root.set("floor", SummaryJson.tree(PairedNotes.floor(floor)));
    }
    for (SummaryPart.Contribution c : contributions) {
      c.addSections(root);
    }
  }

  /**
   * A row's variant: the JVM variant its fork ran, or what the part that wrote a row no JVM ran
   * calls it (another implementation's process: "peer").
   */
  private String variant(JmhResult result) {
    for (SummaryPart.Contribution c : contributions) {
      String v = c.variant(result);
      if (v != null) {
        return v;
      }
    }
    return result.variant();
  }

  /**
   * The subset's share of the columns, as the family whose result it is says (NaN when none does).
   */
  private double columnShare(JmhResult result) {
    for (SummaryPart.Contribution c : contributions) {
      double share = c.subsetColumnShare(result);
      if (!Double.isNaN(share)) {
        return share;
      }
    }
    return Double.NaN;
  }

  /**
   * The rows of the paired results: interleaved rounds (with the subset's share of all) or duets.
   */
  private List<OverheadRow> pairedRows(List<RunResults.Tagged> results)
      throws InvalidResultsException {
    List<OverheadRow> rows = new ArrayList<OverheadRow>();
    for (RunResults.Tagged t : results) {
      if (PairedRatio.isDuet(t.result)) {
        rows.add(paired(t, PairedRatio.ofDuet(t.result), DUET));
        continue;
      }
      List<PairedRatio> ratios = PairedRatio.of(t.result, t.confidence(PairedRatio.CONFIDENCE));
      for (PairedRatio ratio : ratios) {
        OverheadRow row = paired(t, ratio, INTERLEAVED);
        rows.add(row);
        if (PairedRatio.SUBSET_COLUMNS.equals(ratio.columns)) {
          for (PairedRatio all : ratios) {
            SubsetShare share =
                all.encryption.equals(ratio.encryption)
                    ? SubsetShare.of(
                        t.result,
                        all,
                        ratio,
                        t.confidence(PairedRatio.CONFIDENCE),
                        columnShare(t.result))
                    : null;
            if (share != null) {
              row.subsetOverAll = PairedNotes.subsetShare(share);
            }
          }
        }
      }
    }
    return rows;
  }

  /**
   * The rows of the separate forks' results, each divided by its plaintext result, added to {@code
   * rows}; the results without one are recorded as unmatched. Returns how many rows it added.
   */
  private int separateRows(
      List<RunResults.Tagged> encrypted,
      Map<String, RunResults.Tagged> plaintext,
      List<OverheadRow> rows) {
    int added = 0;
    for (RunResults.Tagged e : encrypted) {
      RunResults.Tagged p = plaintext.get(matchKey(e));
      if (p == null) {
        unmatched.add(id(e, JmhResult.withoutDefaultLayout(e.result.params)));
        continue;
      }
      rows.add(separate(e, OverheadRatio.of(e.result, p.result)));
      added++;
    }
    return added;
  }

  /** A result's row: what ran, its score and MB/s, its steady state and CPU attribution. */
  private ResultRow resultRow(RunResults.Tagged t) {
    Map<String, String> params = JmhResult.withoutDefaultLayout(t.result.params);
    ResultRow r = describe(new ResultRow(), id(t, params), t, params);
    r.score = t.result.score;
    r.scoreError = t.result.scoreError;
    r.samples = t.result.samples;
    r.unit = t.result.unit;
    r.megabytesPerSecond = megabytesPerSecond(t.result);
    // openssl speed's rows are one measurement each from outside the JVM: no iterations to
    // classify.
    SteadyState steady =
        CipherFloor.BENCHMARK.equals(t.result.benchmark) ? null : SteadyState.ofResult(t.result);
    if (steady != null) {
      r.steadyState = SteadyStateNote.of(steady, t.result.timing);
      double steadyScore =
          "thrpt".equals(t.result.mode) ? 1 / steady.steadyCost() : steady.steadyCost();
      r.steadyState.score = steadyScore;
      r.steadyState.megabytesPerSecond = r.megabytesPerSecond * steadyScore / t.result.score;
    }
    r.attribution = Attributions.of(CpuAttribution.of(t.result));
    return r;
  }

  /**
   * A paired row (interleaved or duet) of {@code ratio}, with its notes; a family's go after the
   * cost model.
   */
  private OverheadRow paired(RunResults.Tagged t, PairedRatio ratio, String pairing) {
    Map<String, String> others =
        new LinkedHashMap<String, String>(JmhResult.withoutDefaultLayout(t.result.params));
    others.remove(PairedModes.PARAM);
    others.remove(MODE_PARAM);
    String columnSets = null;
    if (ratio.columns != null) {
      // Both column sets in the rounds: the row is its file's set, and says which rounds it shared.
      columnSets = others.put(COLUMNS_PARAM, ratio.columns);
    }
    WarmupNote warmup = WarmupNote.of(t.result);
    JmhResult.Timing timing = warmup == null ? t.result.timing : warmup.timing(t.result.timing);
    OverheadRow o =
        describe(
            DUET.equals(pairing) ? new DuetRow() : new OverheadRow(),
            id(t, others) + " " + ratio.encryption,
            t,
            others);
    o.encryption = ratio.encryption;
    o.pairing = pairing;
    o.columnSetsInRounds = columnSets;
    o.headline = Estimates.estimate(ratio.wall, timing);
    o.wall = Estimates.estimate(ratio.wall, timing);
    o.cpu = ratio.cpu == null ? null : Estimates.estimate(ratio.cpu, timing);
    o.processCpu = ratio.process.cpu == null ? null : Estimates.estimate(ratio.process.cpu, timing);
    o.cpuWithGc =
        ratio.process.cpuWithGc == null
            ? null
            : Estimates.estimate(ratio.process.cpuWithGc, timing);
    o.rounds = ratio.rounds;
    o.forks = ratio.forks;
    o.warmup = warmup;
    o.note = ratio.note;
    o.precision =
        t.sequential == null
            ? null
            : PrecisionNote.of(t.sequential, o.cpu != null ? o.cpu : o.headline, ratio.forks);
    if (!DUET.equals(pairing)) {
      interleavedNotes(o, t, ratio);
    }
    o.encryptedShare = ratio.encryptedShare;
    o.encryptedScore = ratio.encryptedMillis;
    o.plaintextScore = ratio.plaintextMillis;
    o.encryptedCpuScore = ratio.cpu == null ? Double.NaN : ratio.encryptedCpuMillis;
    o.plaintextCpuScore = ratio.cpu == null ? Double.NaN : ratio.plaintextCpuMillis;
    o.unit = "ms/op";
    o.attribution = Attributions.ofOverhead(CpuAttribution.of(t.result), ratio.frame());
    if (ratio.plaintextFileBytes > 0) {
      o.plaintextMegabytesPerSecond = ratio.plaintextFileBytes / ratio.plaintextMillis / 1e3;
      o.encryptedMegabytesPerSecond = ratio.encryptedFileBytes / ratio.encryptedMillis / 1e3;
    }
    return o;
  }

  /**
   * What an interleaved row has beyond a duet's: the A/A control, the estimate against both
   * plaintext copies, garbage, the cost model, the extra cost per file and the families' notes.
   */
  private void interleavedNotes(OverheadRow o, RunResults.Tagged t, PairedRatio ratio) {
    JmhResult.Timing timing = o.warmup == null ? t.result.timing : o.warmup.timing(t.result.timing);
    o.control = PairedNotes.control(ratio, timing);
    o.controlNote = o.control == null ? NO_CONTROL : null;
    o.vsBothPlaintext =
        ratio.control.pooledWall == null
            ? null
            : Estimates.wallAndCpu(ratio.control.pooledWall, ratio.control.pooledCpu, timing);
    o.gc = PairedNotes.gc(ratio);
    o.model = PairedNotes.model(ratio, timing, floor);
    o.extraCost = PairedNotes.extraCost(ratio);
    o.familyNotes = JsonNodeFactory.instance.objectNode();
    for (SummaryPart.Contribution c : contributions) {
      c.annotate(o.familyNotes, t.result, ratio);
    }
  }

  /**
   * A separate-fork row: {@code e} over the plaintext result of another fork, with a normal 95%
   * interval.
   */
  private OverheadRow separate(RunResults.Tagged e, OverheadRatio ratio) {
    Map<String, String> others = JmhResult.withoutDefaultLayout(withoutMode(e.result.params));
    String mode = e.result.param(MODE_PARAM);
    OverheadRow o = describe(new SeparateRow(), id(e, others) + " " + mode, e, others);
    o.encryption = mode;
    o.pairing = SEPARATE;
    o.headline.ratio = ratio.ratio;
    boolean known = !Double.isNaN(ratio.logStdError);
    o.headline.low = known ? ratio.ratio * Math.exp(-Z95 * ratio.logStdError) : Double.NaN;
    o.headline.high = known ? ratio.ratio * Math.exp(Z95 * ratio.logStdError) : Double.NaN;
    o.headline.logStdError = ratio.logStdError;
    SteadyState steady =
        worse(SteadyState.ofResult(e.result), SteadyState.ofResult(ratio.plaintext));
    o.headline.steadyState = steady == null ? null : SteadyStateNote.of(steady, e.result.timing);
    o.attribution = Attributions.ofSeparate(CpuAttribution.of(e.result), mode);
    o.encryptedShare = encryptedShare(e.result);
    o.encryptedScore = e.result.score;
    o.plaintextScore = ratio.plaintext.score;
    o.unit = e.result.unit;
    return o;
  }

  static final String COLUMNS_PARAM = "columns";

  /** What a paired interval covers: the forks (JVMs) as replicates, or only one JVM's rounds. */
  public static final String FORKS = PairedRatio.INTERVAL_FORKS;

  public static final String ROUNDS_ONLY = PairedRatio.INTERVAL_ROUNDS_ONLY;

  /**
   * The largest control bias, in percent, that never matters: beyond it a resolved bias is biased
   * whatever the effect.
   */
  static final double CONTROL_TOLERANCE_PERCENT = 1;

  /**
   * A resolved control bias matters once it is this fraction of the effect it guards (the row's
   * overhead).
   */
  static final double CONTROL_EFFECT_FRACTION = 0.25;

  public static final String CONTROL_OK = "ok";
  public static final String CONTROL_BIASED = "biased";
  public static final String CONTROL_NO_INTERVAL = "no interval";
  static final String NO_CONTROL =
      "no control: the result has no A/A control (measured before pme-bench had "
          + "one, or not a file benchmark)";

  /**
   * The A/A control judged against its own interval and the effect it guards: biased when its 95%
   * interval excludes 1 and its bias is at least the smaller of 1% and a quarter of the row's
   * overhead (a +0.3% bias under a +1% write overhead changes the answer; under +5% it does not).
   */
  public static String controlVerdict(PairedRatio.Estimate control, PairedRatio.Estimate overhead) {
    if (!control.hasInterval()) {
      return CONTROL_NO_INTERVAL;
    }
    boolean resolved = control.low > 1 || control.high < 1;
    return resolved && Math.abs(control.ratio - 1) >= controlThreshold(overhead)
        ? CONTROL_BIASED
        : CONTROL_OK;
  }

  /**
   * The control bias (a fraction, 0.01 = 1%) beyond which a resolved bias matters for this
   * overhead.
   */
  public static double controlThreshold(PairedRatio.Estimate overhead) {
    double cap = CONTROL_TOLERANCE_PERCENT / 100;
    return overhead == null
        ? cap
        : Math.min(cap, CONTROL_EFFECT_FRACTION * Math.abs(overhead.ratio - 1));
  }

  /** A separate-fork ratio is as steady as the less steady of its two results. */
  private static SteadyState worse(SteadyState a, SteadyState b) {
    if (a == null || b == null) {
      return a == null ? b : a;
    }
    return b.kind.ordinal() > a.kind.ordinal() ? b : a;
  }

  public void write(Path file) throws IOException {
    AtomicFiles.write(file, MAPPER.writeValueAsBytes(root));
  }

  /**
   * What was measured, into a row of either kind. A row of a benchmark with a provider says which
   * one ran, as its JVM reported it in run.json (name and version, e.g. "ACCP 2.5.0 (AWS-LC
   * v1.47.0)").
   */
  private <R extends SummaryRow> R describe(
      R row, String id, RunResults.Tagged t, Map<String, String> params) {
    row.id = id;
    row.benchmark = t.result.benchmark;
    row.jmhMode = t.result.mode;
    row.threads = t.result.threads;
    row.jvm = t.jvm;
    row.javaMajor = RunResults.major(t.result.jdkVersion);
    row.jdkVersion = t.result.jdkVersion;
    row.variant = variant(t.result);
    row.provider = t.result.param(JmhResult.PROVIDER_PARAM);
    row.params = new LinkedHashMap<String, String>(params);
    row.file = t.file;
    row.providerRuns = row.provider == null ? null : providers.runs(t.jvm, row.provider);
    row.host = t.host;
    return row;
  }

  /**
   * Everything that must be equal for a plaintext result to be the baseline of an encrypted one.
   */
  private String matchKey(RunResults.Tagged t) {
    return id(t, t.result.paramsOtherThanEncryption());
  }

  /**
   * e.g. "ParquetReadBenchmark.readFile io=memory rows=200000 spec=R1 | jdk17 | intrinsics-on |
   * avgt t1"
   */
  private String id(RunResults.Tagged t, Map<String, String> params) {
    StringBuilder s =
        new StringBuilder(t.result.benchmarkClass()).append('.').append(t.result.operation());
    for (Map.Entry<String, String> e : new TreeMap<String, String>(params).entrySet()) {
      s.append(' ').append(e.getKey()).append('=').append(e.getValue());
    }
    return s.append(" | ")
        .append(t.jvm)
        .append(" | ")
        .append(variant(t.result))
        .append(" | ")
        .append(t.result.mode)
        .append(" t")
        .append(t.result.threads)
        .toString();
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
    JmhResult.Metric encrypted = r.secondary.get(ResultCounter.ENCRYPTED_COLUMN_BYTES.key);
    JmhResult.Metric file = r.secondary.get(ResultCounter.FILE_BYTES.key);
    if (encrypted == null || file == null || encrypted.score <= 0 || file.score <= 0) {
      return Double.NaN;
    }
    // In a time mode JMH gives each counter as time per counted byte, so convert both to rates.
    return ByteRate.opsPerSecond(encrypted.score, encrypted.unit)
        / ByteRate.opsPerSecond(file.score, file.unit);
  }
}
