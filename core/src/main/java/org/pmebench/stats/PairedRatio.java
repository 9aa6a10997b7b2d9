package org.pmebench.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.pmebench.paired.PairedSlot;
import org.pmebench.results.ByteRate;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.results.JmhResult;

/**
 * The overhead of one encrypted mode from a paired benchmark's result: the geometric mean of the
 * per-round ratios encrypted / plaintext, for wall and for thread CPU time, with a 95% interval
 * from their spread in log space. The rounds' sums come per fork and iteration from the
 * {@code PairedCounters} secondary results. With one fork, the rounds are the replicates
 * (t interval, rounds - 1 degrees of freedom); with several, the forks are (each fork's mean of
 * ln(ratio), forks - 1 degrees of freedom), so a disturbance lasting a whole fork shows in the
 * interval.
 */
public final class PairedRatio {
  /** What a paired interval covers: the forks (JVMs) as replicates, or only one JVM's rounds. */
  public static final String INTERVAL_FORKS = "forks";
  public static final String INTERVAL_ROUNDS_ONLY = "rounds of 1 fork";
  /** The "encryption" of the spark family's shuffle and spill encryption rows. */
  public static final String SPARK_IO_ENCRYPTION = "spark.io.encryption";
  /**
   * Counter-name prefixes of the encrypted variants, as PairedCounters names them; the last is the
   * spark family's spark.io.encryption (on against off, see SparkResultsJson).
   */
  static final String[][] MODES = {{"AES_GCM_V1", "gcm"}, {"AES_GCM_V1", "gcmSubset"},
      {"AES_GCM_CTR_V1", "gcmCtr"}, {"AES_GCM_CTR_V1", "gcmCtrSubset"}, {SPARK_IO_ENCRYPTION, "ioEncrypted"}};
  /**
   * Counter-name suffix of a mode's file that encrypts a subset of the columns, in the same rounds
   * as the mode's file that encrypts them all ({@code gcmSubset}, {@code gcmCtrSubset}).
   */
  static final String SUBSET_SUFFIX = "Subset";
  /** The column sets of a result with both: the subset is the citations' sensitive columns. */
  public static final String SUBSET_COLUMNS = "sensitive";
  public static final String ALL_COLUMNS = "all";
  static final String PLAINTEXT_PREFIX = "plaintext";
  /** Counter-name prefix of the A/A control, a second plaintext file in the same rounds. */
  static final String CONTROL_PREFIX = "control";
  /** Counter-name suffix of an encrypted mode's cost model ({@code gcmModel}, {@code gcmCtrModel}). */
  static final String MODEL_SUFFIX = "Model";
  /**
   * Counter of a result whose iterations each pair two separately started JVMs (the spark family's
   * spark.io.encryption rows): their spread is the spread between JVMs.
   */
  public static final String APPLICATION_PAIRS = "applicationPairs";
  public static final String ROUNDS = "rounds";
  /** Counter-name suffix of the JVM's own threads' CPU time while a file ran (PairedCounters). */
  static final String JVM_THREADS = "JvmThreadsCpuNanos";
  /** Counter-name suffix of a process's CPU time as another runtime measures it (the peers' drivers). */
  static final String PROCESS_CPU = "ProcessCpuNanos";
  /** The same for the JVM's JIT compiler threads alone. */
  static final String JIT_THREADS = "JitThreadsCpuNanos";
  /** The same for the collection pauses' threads alone. */
  static final String GC_PAUSE_THREADS = "GcPauseThreadsCpuNanos";
  public static final double CONFIDENCE = 0.95;
  /** Said of every one-fork interval: it cannot show how much JVMs differ. */
  static final String ONE_FORK = "1 fork: the interval covers the spread between rounds, not between JVMs (forks "
      + "differ by more; run several forks, --forks, for an interval that covers it)";

  /** The geometric mean of per-round ratios of one clock, and its interval. */
  public static final class Estimate {
    public final double ratio;
    public final double low;
    public final double high;
    /** Standard error of the mean ln(ratio); NaN when there are too few replicates. */
    public final double logStdError;
    /** The per-iteration ratios (each the geometric mean of that iteration's rounds), classified. */
    public final SteadyState steadyState;
    /** Where the spread comes from: rounds within a JVM and JVMs (forks) apart. */
    public final Spread spread;

    Estimate(double ratio, double low, double high, double logStdError, SteadyState steadyState, Spread spread) {
      this.ratio = ratio;
      this.low = low;
      this.high = high;
      this.logStdError = logStdError;
      this.steadyState = steadyState;
      this.spread = spread;
    }

    public boolean hasInterval() {
      return !Double.isNaN(logStdError);
    }

    /** Whether the interval comes from the rounds of one fork, which cannot show how much JVMs differ. */
    public boolean roundsOnly() {
      return spread.forkRatios.length == 1;
    }
  }

  /**
   * The two levels a paired ratio varies at, in ln(ratio) (about the relative spread): the rounds
   * of one JVM, and the JVMs. {@code forkSpread} is the observed standard deviation of the forks'
   * means; {@code fromRounds} is what the rounds' own spread alone would make it
   * (sqrt of the mean of round variance / rounds over forks); {@code jvmSpread} is the part left
   * for the JVMs themselves, sqrt(max(0, forkSpread^2 - fromRounds^2)). When forkSpread is no larger
   * than fromRounds, a fork differs from the next by the luck of its rounds, not by how its JVM
   * compiled the code, and more rounds (not more forks) narrow the interval.
   */
  public static final class Spread {
    /** Per fork, the geometric mean of its rounds' ratios. */
    public final double[] forkRatios;
    /** Pooled standard deviation of ln(ratio) between rounds of one fork. */
    public final double roundSpread;
    public final double forkSpread;
    public final double fromRounds;
    public final double jvmSpread;

    Spread(double[] forkRatios, double roundSpread, double forkSpread, double fromRounds) {
      this.forkRatios = forkRatios;
      this.roundSpread = roundSpread;
      this.forkSpread = forkSpread;
      this.fromRounds = fromRounds;
      this.jvmSpread = Double.isNaN(forkSpread) || Double.isNaN(fromRounds) ? Double.NaN
          : Math.sqrt(Math.max(0, forkSpread * forkSpread - fromRounds * fromRounds));
    }
  }

  public final String encryption;
  /**
   * The counter-name prefix of the encrypted file ({@code gcm}, {@code gcmSubset}, ...), which
   * {@link SubsetShare} reads again.
   */
  public final String prefix;
  /**
   * With both column sets in the rounds: {@value #SUBSET_COLUMNS} or {@value #ALL_COLUMNS}, the
   * encrypted file's set; null when the result has one encrypted file per mode.
   */
  public String columns;
  public final Estimate wall;
  /** Null when the JVM could not measure thread CPU time. */
  public final Estimate cpu;
  /**
   * The process's CPU time: the benchmark thread's and the JVM's own threads' (GC, JIT, VM thread)
   * while each file ran, as the geometric mean of per-iteration ratios of sums (collections come in
   * lumps); null where the run did not read the JVM's threads (before 2026-11-25, JDK 9+ forks
   * without the export, other runtimes).
   */
  public Estimate processCpu;
  /**
   * The same without the JIT compiler threads: the thread's CPU time and the collectors' and VM
   * thread's. Compiling is a warm-up cost that falls on both files alike and is still under way
   * after the warm-up; left out, the cost of garbage shows with far less noise. Null where the run
   * did not read the JVM's threads, and for the peers (no JIT to leave out).
   */
  public Estimate cpuWithGc;
  /** The process's CPU time encryption adds per file; null with {@link #processCpu}. */
  public ExtraCost extraProcessCpu;
  /** CPU nanoseconds of the JVM's own threads per file while the plaintext and encrypted files ran (NaN: not read). */
  public double plaintextJvmThreadsNanos = Double.NaN;
  public double encryptedJvmThreadsNanos = Double.NaN;
  /** Their JIT compiler threads' part (NaN: not read). */
  public double plaintextJitThreadsNanos = Double.NaN;
  public double encryptedJitThreadsNanos = Double.NaN;
  /** Their collection pauses' part (workers and the VM thread; NaN: not read, or before it was split). */
  public double plaintextGcPauseThreadsNanos = Double.NaN;
  public double encryptedGcPauseThreadsNanos = Double.NaN;
  public final long rounds;
  public final int forks;
  /** Mean per file, milliseconds: wall and CPU, plaintext and encrypted. */
  public final double plaintextMillis;
  public final double encryptedMillis;
  public final double plaintextCpuMillis;
  public final double encryptedCpuMillis;
  public final double plaintextFileBytes;
  public final double encryptedFileBytes;
  /** The encrypted columns' share of the encrypted file, 0 to 1 (NaN unless the benchmark reports it). */
  public final double encryptedShare;
  /** Why there is no interval, or null. */
  public final String note;
  /**
   * The A/A control of the same rounds (a second plaintext file over the plaintext file), wall and
   * CPU; null when the result has none (runs before the control, duet and Spark results).
   */
  public Estimate controlWall;
  public Estimate controlCpu;
  /**
   * The encrypted file against both plaintext copies (its time over the geometric mean of the
   * plaintext file's and the control's in each round), wall and CPU; null without a control. A
   * fork whose plaintext file happens to run fast or slow moves the plain ratio and the control
   * alike; this estimate halves that part.
   */
  public Estimate pooledWall;
  public Estimate pooledCpu;
  /** Garbage collections and their milliseconds per round while each file ran; NaN when not recorded. */
  public double plaintextCollections = Double.NaN;
  public double encryptedCollections = Double.NaN;
  public double controlCollections = Double.NaN;
  public double plaintextGcMillis = Double.NaN;
  public double encryptedGcMillis = Double.NaN;
  /** Bytes the benchmark thread allocated per file (NaN: not counted by the run). */
  public double plaintextAllocatedBytes = Double.NaN;
  public double encryptedAllocatedBytes = Double.NaN;
  public double controlAllocatedBytes = Double.NaN;
  /**
   * The cost model: the file's recorded modules replayed through parquet's module ciphers in the
   * same rounds, over the plaintext file (the fraction PME's crypto work adds); wall and CPU. Null
   * when the result has no model.
   */
  public Estimate modelWall;
  public Estimate modelCpu;
  /** The encrypted file's time minus the plaintext file's, per file (wall, and CPU where measured). */
  public ExtraCost extraWall;
  public ExtraCost extraCpu;
  /** Per encrypted file: GCM and CTR modules and their plaintext bytes (NaN when not recorded). */
  public double gcmModules = Double.NaN;
  public double gcmModuleBytes = Double.NaN;
  public double ctrModules = Double.NaN;
  public double ctrModuleBytes = Double.NaN;
  /** Per encrypted file: the module cipher objects parquet created (NaN when not recorded). */
  public double ciphers = Double.NaN;
  /**
   * Per round, the cost model's replay: its wall nanoseconds, of which creating cipher objects, GCM
   * modules and their per-call part, CTR modules and theirs ({@code org.pmebench.crypto.ReplaySplit});
   * NaN when the run did not split it (before 2026-11-25). A per-call part of 0 with modules: their
   * sizes do not separate calls from bytes.
   */
  public double replayNanos = Double.NaN;
  public double replayObjectNanos = Double.NaN;
  public double replayGcmNanos = Double.NaN;
  public double replayGcmCallNanos = Double.NaN;
  public double replayCtrNanos = Double.NaN;
  public double replayCtrCallNanos = Double.NaN;

  private PairedRatio(String encryption, String prefix, Estimate wall, Estimate cpu, long rounds, int forks,
      double[] sums, String note) {
    this.encryption = encryption;
    this.prefix = prefix;
    this.wall = wall;
    this.cpu = cpu;
    this.rounds = rounds;
    this.forks = forks;
    this.plaintextMillis = sums[0] / rounds / 1e6;
    this.encryptedMillis = sums[1] / rounds / 1e6;
    this.plaintextCpuMillis = sums[2] / rounds / 1e6;
    this.encryptedCpuMillis = sums[3] / rounds / 1e6;
    this.plaintextFileBytes = sums[4] / rounds;
    this.encryptedFileBytes = sums[5] / rounds;
    this.encryptedShare = sums[6] > 0 && sums[5] > 0 ? sums[6] / sums[5] : Double.NaN;
    this.note = note;
  }

  /**
   * Whether the cost model's prediction agrees with the measured ratio, on CPU time where both have
   * it, else wall ({@link ModelVerdict}); false without a model or an interval.
   */
  public boolean modelAgrees() {
    Estimate fraction = modelCpu != null && cpu != null ? modelCpu : modelWall;
    Estimate measured = modelCpu != null && cpu != null ? cpu : wall;
    return agrees(fraction, measured);
  }

  /** Whether the prediction 1 + {@code fraction} agrees with {@code measured} ({@link ModelVerdict}). */
  public static boolean agrees(Estimate fraction, Estimate measured) {
    return ModelVerdict.AGREES.equals(ModelVerdict.of(fraction, measured));
  }

  /**
   * The name of the profile frame the encrypted file's samples sit under (ModeFrames): the mode's
   * name, with {@code _SUBSET} for the subset file of a result with both column sets.
   */
  public String frame() {
    return SUBSET_COLUMNS.equals(columns) ? encryption + PairedSlot.SUBSET_FRAME_SUFFIX : encryption;
  }

  /** Whether {@code r} is a paired result (it has the rounds counter). */
  public static boolean isPaired(JmhResult r) {
    return r.secondary.containsKey(ROUNDS);
  }

  /** Whether {@code r} is a duet result: a JMH group whose two threads are {@code plaintext} and {@code encrypted}. */
  public static boolean isDuet(JmhResult r) {
    return r.secondary.containsKey(DUET_PLAINTEXT) && r.secondary.containsKey(DUET_ENCRYPTED);
  }

  static final String DUET_PLAINTEXT = "plaintext";
  static final String DUET_ENCRYPTED = "encrypted";

  /**
   * A duet result's overhead: the two threads' times per file, paired per iteration (they ran at
   * the same time), geometric mean of the per-iteration ratios; wall time only.
   */
  public static PairedRatio ofDuet(JmhResult r) throws InvalidResultsException {
    double[][] plain = r.secondary.get(DUET_PLAINTEXT).rawData;
    double[][] enc = r.secondary.get(DUET_ENCRYPTED).rawData;
    double[][] ones = new double[plain.length][];
    double[][] ln = new double[plain.length][];
    double[][] squares = new double[plain.length][];
    double plainSum = 0;
    double encSum = 0;
    long n = 0;
    for (int f = 0; f < plain.length; f++) {
      if (enc.length != plain.length || enc[f].length != plain[f].length) {
        throw new InvalidResultsException(r.benchmark + " " + r.params + ": duet threads with different iterations");
      }
      ones[f] = new double[plain[f].length];
      ln[f] = new double[plain[f].length];
      squares[f] = new double[plain[f].length];
      for (int i = 0; i < plain[f].length; i++) {
        ones[f][i] = 1;
        ln[f][i] = Math.log(enc[f][i] / plain[f][i]);
        squares[f][i] = ln[f][i] * ln[f][i];
        plainSum += plain[f][i];
        encSum += enc[f][i];
        n++;
      }
    }
    Estimate wall = RoundSums.estimate(CONFIDENCE, ones, ln, squares);
    double toNanos = 1e9 / ByteRate.opsPerSecond(1, r.unit);
    double[] sums = {plainSum * toNanos, encSum * toNanos, 0, 0, 0, 0, 0};
    String note = wall.hasInterval() ? null : n + " iteration(s): too few for an interval";
    return new PairedRatio(r.param("mode"), DUET_ENCRYPTED, wall, null, n, plain.length, sums, note);
  }

  /** One ratio per encrypted mode the result measured (its wall-time sums are not 0), with 95% intervals. */
  public static List<PairedRatio> of(JmhResult r) throws InvalidResultsException {
    return of(r, CONFIDENCE);
  }

  /**
   * The same with every interval at {@code confidence}: a sequential run's look level
   * ({@link SequentialDesign#lookConfidence()}).
   */
  public static List<PairedRatio> of(JmhResult r, double confidence) throws InvalidResultsException {
    List<PairedRatio> ratios = new ArrayList<PairedRatio>();
    double[][] rounds = RoundSums.raw(r, ROUNDS);
    long total = 0;
    for (double[] fork : rounds) {
      for (double n : fork) {
        total += (long) n;
      }
    }
    for (String[] mode : MODES) {
      String p = mode[1];
      if (!measured(r, p)) {
        continue;
      }
      if (total == 0) {
        throw new InvalidResultsException(r.benchmark + " " + r.params + ": a paired result with no rounds");
      }
      Estimate wall = RoundSums.estimate(confidence, rounds, RoundSums.raw(r, p + "LnWallRatio"), RoundSums.raw(r, p + "LnWallRatioSquares"));
      boolean cpuKnown = RoundSums.sum(RoundSums.raw(r, PLAINTEXT_PREFIX + "CpuNanos")) > 0 && RoundSums.sum(RoundSums.raw(r, p + "CpuNanos")) > 0;
      Estimate cpu = cpuKnown ? RoundSums.estimate(confidence, rounds, RoundSums.raw(r, p + "LnCpuRatio"), RoundSums.raw(r, p + "LnCpuRatioSquares")) : null;
      double[] sums = {RoundSums.sum(RoundSums.raw(r, PLAINTEXT_PREFIX + "WallNanos")), RoundSums.sum(RoundSums.raw(r, p + "WallNanos")),
          RoundSums.sum(RoundSums.raw(r, PLAINTEXT_PREFIX + "CpuNanos")), RoundSums.sum(RoundSums.raw(r, p + "CpuNanos")),
          RoundSums.sum(RoundSums.raw(r, PLAINTEXT_PREFIX + "FileBytes")), RoundSums.sum(RoundSums.raw(r, p + "FileBytes")),
          RoundSums.sumIfPresent(r, p + "EncryptedColumnBytes")};
      String note = !wall.hasInterval() ? String.format(Locale.ROOT, "%d round(s) in %d fork(s): too few for "
          + "an interval (2 rounds in one fork, or 2 forks, at least)", total, rounds.length)
          : rounds.length == 1 && !r.secondary.containsKey(APPLICATION_PAIRS) ? ONE_FORK : null;
      PairedRatio ratio = new PairedRatio(mode[0], p, wall, cpu, total, rounds.length, sums, note);
      ratio.extraWall = ExtraCost.of(confidence, rounds, RoundSums.raw(r, PLAINTEXT_PREFIX + "WallNanos"),
          RoundSums.raw(r, p + "WallNanos"));
      ratio.extraCpu = cpuKnown ? ExtraCost.of(confidence, rounds, RoundSums.raw(r, PLAINTEXT_PREFIX + "CpuNanos"),
          RoundSums.raw(r, p + "CpuNanos")) : null;
      if (p.endsWith(SUBSET_SUFFIX)) {
        ratio.columns = SUBSET_COLUMNS;
      } else if (measured(r, p + SUBSET_SUFFIX)) {
        ratio.columns = ALL_COLUMNS;
      }
      control(r, ratio, p, confidence, rounds, total, cpuKnown);
      model(r, ratio, p, confidence, rounds, total, cpuKnown);
      processCpu(r, ratio, p, confidence, rounds, total, cpuKnown);
      garbage(r, ratio, p, total);
      ratios.add(ratio);
    }
    return ratios;
  }

  /** The A/A control's ratio (a second plaintext copy in the same rounds), and the pooled ratio beside it. */
  private static void control(JmhResult r, PairedRatio ratio, String p, double confidence, double[][] rounds,
      long total, boolean cpuKnown) throws InvalidResultsException {
    if (measured(r, CONTROL_PREFIX)) {
      ratio.controlWall = RoundSums.estimate(confidence, rounds, RoundSums.raw(r, CONTROL_PREFIX + "LnWallRatio"),
          RoundSums.raw(r, CONTROL_PREFIX + "LnWallRatioSquares"));
      ratio.controlCpu = cpuKnown && RoundSums.sum(RoundSums.raw(r, CONTROL_PREFIX + "CpuNanos")) > 0 ? RoundSums.estimate(confidence, rounds,
          RoundSums.raw(r, CONTROL_PREFIX + "LnCpuRatio"), RoundSums.raw(r, CONTROL_PREFIX + "LnCpuRatioSquares")) : null;
      ratio.controlCollections = perRound(r, CONTROL_PREFIX + "GcCount", total);
      if (r.secondary.containsKey(p + "LnWallPooled")) {
        ratio.pooledWall = RoundSums.estimate(confidence, rounds, RoundSums.raw(r, p + "LnWallPooled"), RoundSums.raw(r, p + "LnWallPooledSquares"));
        ratio.pooledCpu = ratio.controlCpu == null ? null
            : RoundSums.estimate(confidence, rounds, RoundSums.raw(r, p + "LnCpuPooled"), RoundSums.raw(r, p + "LnCpuPooledSquares"));
      }
    }
  }

  /** The cost model's replay of the recorded modules, and what they were. */
  private static void model(JmhResult r, PairedRatio ratio, String p, double confidence, double[][] rounds,
      long total, boolean cpuKnown) throws InvalidResultsException {
    String model = p + MODEL_SUFFIX;
    if (measured(r, model)) {
      ratio.modelWall = RoundSums.estimate(confidence, rounds, RoundSums.raw(r, model + "LnWallRatio"), RoundSums.raw(r, model + "LnWallRatioSquares"));
      ratio.modelCpu = cpuKnown && RoundSums.sum(RoundSums.raw(r, model + "CpuNanos")) > 0 ? RoundSums.estimate(confidence, rounds,
          RoundSums.raw(r, model + "LnCpuRatio"), RoundSums.raw(r, model + "LnCpuRatioSquares")) : null;
      ratio.gcmModules = perRound(r, p + "GcmModules", total);
      ratio.gcmModuleBytes = perRound(r, p + "GcmModuleBytes", total);
      ratio.ctrModules = perRound(r, p + "CtrModules", total);
      ratio.ctrModuleBytes = perRound(r, p + "CtrModuleBytes", total);
      ratio.ciphers = r.secondary.containsKey(p + "Ciphers") ? perRound(r, p + "Ciphers", total) : Double.NaN;
      if (r.secondary.containsKey(model + "ReplayObjectNanos") && RoundSums.sum(RoundSums.raw(r, model + "ReplayObjectNanos")) > 0) {
        ratio.replayNanos = perRound(r, model + "WallNanos", total);
        ratio.replayObjectNanos = perRound(r, model + "ReplayObjectNanos", total);
        ratio.replayGcmNanos = perRound(r, model + "ReplayGcmNanos", total);
        ratio.replayGcmCallNanos = perRound(r, model + "ReplayGcmCallNanos", total);
        ratio.replayCtrNanos = perRound(r, model + "ReplayCtrNanos", total);
        ratio.replayCtrCallNanos = perRound(r, model + "ReplayCtrCallNanos", total);
      }
    }
  }

  /** The process's CPU: another runtime's own clock (the peers), or the thread's with the JVM's own threads. */
  private static void processCpu(JmhResult r, PairedRatio ratio, String p, double confidence, double[][] rounds,
      long total, boolean cpuKnown) throws InvalidResultsException {
    if (r.secondary.containsKey(PLAINTEXT_PREFIX + PROCESS_CPU) && r.secondary.containsKey(p + PROCESS_CPU)) {
      // Another runtime's process clock as it gave it (the peers).
      double[][] plainProcess = RoundSums.raw(r, PLAINTEXT_PREFIX + PROCESS_CPU);
      double[][] encProcess = RoundSums.raw(r, p + PROCESS_CPU);
      ratio.processCpu = RoundSums.ratioOfSums(confidence, plainProcess, encProcess);
      ratio.extraProcessCpu = ExtraCost.of(confidence, rounds, plainProcess, encProcess);
    } else if (cpuKnown && r.secondary.containsKey(PLAINTEXT_PREFIX + JVM_THREADS)
        && RoundSums.sum(RoundSums.raw(r, PLAINTEXT_PREFIX + JVM_THREADS)) > 0) {
      double[][] plainProcess = RoundSums.plus(RoundSums.raw(r, PLAINTEXT_PREFIX + "CpuNanos"),
          RoundSums.raw(r, PLAINTEXT_PREFIX + JVM_THREADS));
      double[][] encProcess = RoundSums.plus(RoundSums.raw(r, p + "CpuNanos"), RoundSums.raw(r, p + JVM_THREADS));
      ratio.processCpu = RoundSums.ratioOfSums(confidence, plainProcess, encProcess);
      ratio.extraProcessCpu = ExtraCost.of(confidence, rounds, plainProcess, encProcess);
      ratio.cpuWithGc = RoundSums.ratioOfSums(confidence,
          RoundSums.minus(plainProcess, RoundSums.raw(r, PLAINTEXT_PREFIX + JIT_THREADS)),
          RoundSums.minus(encProcess, RoundSums.raw(r, p + JIT_THREADS)));
      ratio.plaintextJvmThreadsNanos = perRound(r, PLAINTEXT_PREFIX + JVM_THREADS, total);
      ratio.encryptedJvmThreadsNanos = perRound(r, p + JVM_THREADS, total);
      ratio.plaintextJitThreadsNanos = perRound(r, PLAINTEXT_PREFIX + JIT_THREADS, total);
      ratio.encryptedJitThreadsNanos = perRound(r, p + JIT_THREADS, total);
      if (r.secondary.containsKey(PLAINTEXT_PREFIX + GC_PAUSE_THREADS)) {
        ratio.plaintextGcPauseThreadsNanos = perRound(r, PLAINTEXT_PREFIX + GC_PAUSE_THREADS, total);
        ratio.encryptedGcPauseThreadsNanos = perRound(r, p + GC_PAUSE_THREADS, total);
      }
    }
  }

  /** Collections and allocation per round. */
  private static void garbage(JmhResult r, PairedRatio ratio, String p, long total) throws InvalidResultsException {
    if (r.secondary.containsKey(PLAINTEXT_PREFIX + "GcCount")) {
      ratio.plaintextCollections = perRound(r, PLAINTEXT_PREFIX + "GcCount", total);
      ratio.encryptedCollections = perRound(r, p + "GcCount", total);
      ratio.plaintextGcMillis = perRound(r, PLAINTEXT_PREFIX + "GcMillis", total);
      ratio.encryptedGcMillis = perRound(r, p + "GcMillis", total);
    }
    if (r.secondary.containsKey(PLAINTEXT_PREFIX + "AllocatedBytes")
        && RoundSums.sum(RoundSums.raw(r, PLAINTEXT_PREFIX + "AllocatedBytes")) > 0) {
      ratio.plaintextAllocatedBytes = perRound(r, PLAINTEXT_PREFIX + "AllocatedBytes", total);
      ratio.encryptedAllocatedBytes = perRound(r, p + "AllocatedBytes", total);
      if (measured(r, CONTROL_PREFIX)) {
        ratio.controlAllocatedBytes = perRound(r, CONTROL_PREFIX + "AllocatedBytes", total);
      }
    }
  }

  /** Whether the result ran the slot with counter prefix {@code prefix} (its wall-time sums are not 0). */
  static boolean measured(JmhResult r, String prefix) throws InvalidResultsException {
    return r.secondary.containsKey(prefix + "WallNanos") && RoundSums.sum(RoundSums.raw(r, prefix + "WallNanos")) > 0;
  }

  private static double perRound(JmhResult r, String counter, long rounds) {
    return RoundSums.sumIfPresent(r, counter) / rounds;
  }

}
