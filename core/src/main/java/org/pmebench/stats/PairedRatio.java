package org.pmebench.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.pmebench.paired.PairedSlot;
import org.pmebench.paired.ResultCounter;
import org.pmebench.paired.SlotCounter;
import org.pmebench.results.ByteRate;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.results.JmhResult;

/**
 * The overhead of one encrypted mode from a paired benchmark's result: the geometric mean of the
 * per-round ratios encrypted / plaintext, for wall and for thread CPU time, with a 95% interval
 * from their spread in log space. The rounds' sums come per fork and iteration from the {@code
 * PairedCounters} secondary results. With one fork, the rounds are the replicates (t interval,
 * rounds - 1 degrees of freedom); with several, the forks are (each fork's mean of ln(ratio), forks
 * - 1 degrees of freedom), so a disturbance lasting a whole fork shows in the interval.
 */
public final class PairedRatio {
  /** What a paired interval covers: the forks (JVMs) as replicates, or only one JVM's rounds. */
  public static final String INTERVAL_FORKS = "forks";

  public static final String INTERVAL_ROUNDS_ONLY = "rounds of 1 fork";

  /** The encrypted slots a paired result may have run, each giving one ratio over plaintext. */
  private static final PairedSlot[] ENCRYPTED = {
    PairedSlot.GCM,
    PairedSlot.GCM_SUBSET,
    PairedSlot.GCM_CTR,
    PairedSlot.GCM_CTR_SUBSET,
    PairedSlot.IO_ENCRYPTED
  };

  /**
   * The column sets of a result with both: the subset's file, and the mode's own file that encrypts
   * all.
   */
  public static final String SUBSET_COLUMNS = "sensitive";

  public static final String ALL_COLUMNS = "all";
  public static final double CONFIDENCE = 0.95;

  /** Said of every one-fork interval: it cannot show how much JVMs differ. */
  static final String ONE_FORK =
      "1 fork: the interval covers the spread between rounds, not between JVMs (forks "
          + "differ by more; run several forks, --forks, for an interval that covers it)";

  /** The geometric mean of per-round ratios of one clock, and its interval. */
  public static final class Estimate {
    public final double ratio;
    public final double low;
    public final double high;

    /** Standard error of the mean ln(ratio); NaN when there are too few replicates. */
    public final double logStdError;

    /**
     * The per-iteration ratios (each the geometric mean of that iteration's rounds), classified.
     */
    public final SteadyState steadyState;

    /** Where the spread comes from: rounds within a JVM and JVMs (forks) apart. */
    public final Spread spread;

    Estimate(
        double ratio,
        double low,
        double high,
        double logStdError,
        SteadyState steadyState,
        Spread spread) {
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

    /**
     * Whether the interval comes from the rounds of one fork, which cannot show how much JVMs
     * differ.
     */
    public boolean roundsOnly() {
      return spread.forkRatios.length == 1;
    }
  }

  /**
   * The two levels a paired ratio varies at, in ln(ratio) (about the relative spread): the rounds
   * of one JVM, and the JVMs. {@code forkSpread} is the observed standard deviation of the forks'
   * means; {@code fromRounds} is what the rounds' own spread alone would make it (sqrt of the mean
   * of round variance / rounds over forks); {@code jvmSpread} is the part left for the JVMs
   * themselves, sqrt(max(0, forkSpread^2 - fromRounds^2)). When forkSpread is no larger than
   * fromRounds, a fork differs from the next by the luck of its rounds, not by how its JVM compiled
   * the code, and more rounds (not more forks) narrow the interval.
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
      this.jvmSpread =
          Double.isNaN(forkSpread) || Double.isNaN(fromRounds)
              ? Double.NaN
              : Math.sqrt(Math.max(0, forkSpread * forkSpread - fromRounds * fromRounds));
    }
  }

  public final String encryption;

  /** The encrypted file's slot, which {@link SubsetShare} reads again; null for a duet. */
  public final PairedSlot slot;

  /**
   * With both column sets in the rounds: {@value #SUBSET_COLUMNS} or {@value #ALL_COLUMNS}, the
   * encrypted file's set; null when the result has one encrypted file per mode.
   */
  public final String columns;

  public final Estimate wall;

  /** Null when the JVM could not measure thread CPU time. */
  public final Estimate cpu;

  /**
   * The encrypted file's time minus the plaintext file's, per file (wall, and CPU where measured);
   * null for a duet.
   */
  public final ExtraCost extraWall;

  public final ExtraCost extraCpu;
  public final long rounds;
  public final int forks;

  /** Mean per file, milliseconds: wall and CPU, plaintext and encrypted. */
  public final double plaintextMillis;

  public final double encryptedMillis;
  public final double plaintextCpuMillis;
  public final double encryptedCpuMillis;
  public final double plaintextFileBytes;
  public final double encryptedFileBytes;

  /**
   * The encrypted columns' share of the encrypted file, 0 to 1 (NaN unless the benchmark reports
   * it).
   */
  public final double encryptedShare;

  /** Why there is no interval, or null. */
  public final String note;

  /** The A/A control of the same rounds and the estimates against both plaintext copies. */
  public final ControlEstimates control;

  /** The cost model's prediction from the same rounds and the modules behind it. */
  public final CostModelEstimates model;

  /** The same ratio on the process's CPU clock. */
  public final ProcessCpuEstimates process;

  public final GarbagePerFile garbage;

  /**
   * {@code sums}: per file over all rounds, wall and CPU nanoseconds and bytes, plaintext then
   * encrypted, and encrypted column bytes.
   */
  private PairedRatio(
      String encryption,
      PairedSlot slot,
      String columns,
      Estimate wall,
      Estimate cpu,
      ExtraCost[] extra,
      long rounds,
      int forks,
      double[] sums,
      String note,
      ControlEstimates control,
      CostModelEstimates model,
      ProcessCpuEstimates process,
      GarbagePerFile garbage) {
    this.encryption = encryption;
    this.slot = slot;
    this.columns = columns;
    this.wall = wall;
    this.cpu = cpu;
    this.extraWall = extra[0];
    this.extraCpu = extra[1];
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
    this.control = control;
    this.model = model;
    this.process = process;
    this.garbage = garbage;
  }

  /**
   * Whether the cost model's prediction agrees with the measured ratio, on CPU time where both have
   * it, else wall ({@link ModelVerdict}); false without a model or an interval.
   */
  public boolean modelAgrees() {
    Estimate fraction = model.cpu != null && cpu != null ? model.cpu : model.wall;
    Estimate measured = model.cpu != null && cpu != null ? cpu : wall;
    return agrees(fraction, measured);
  }

  /**
   * Whether the prediction 1 + {@code fraction} agrees with {@code measured} ({@link
   * ModelVerdict}).
   */
  public static boolean agrees(Estimate fraction, Estimate measured) {
    return ModelVerdict.AGREES.equals(ModelVerdict.of(fraction, measured));
  }

  /**
   * The name of the profile frame the encrypted file's samples sit under (ModeFrames): the mode's
   * name, with {@code _SUBSET} for the subset file of a result with both column sets.
   */
  public String frame() {
    return SUBSET_COLUMNS.equals(columns)
        ? encryption + PairedSlot.SUBSET_FRAME_SUFFIX
        : encryption;
  }

  /** Whether {@code r} is a paired result (it has the rounds counter). */
  public static boolean isPaired(JmhResult r) {
    return new PairedSeries(r).has(ResultCounter.ROUNDS);
  }

  /**
   * Whether {@code r} is a duet result: a JMH group whose two threads are {@code plaintext} and
   * {@code encrypted}.
   */
  public static boolean isDuet(JmhResult r) {
    PairedSeries s = new PairedSeries(r);
    return s.has(ResultCounter.DUET_PLAINTEXT) && s.has(ResultCounter.DUET_ENCRYPTED);
  }

  /**
   * A duet result's overhead: the two threads' times per file, paired per iteration (they ran at
   * the same time), geometric mean of the per-iteration ratios; wall time only.
   */
  public static PairedRatio ofDuet(JmhResult r) throws InvalidResultsException {
    double[][] plain = r.secondary.get(ResultCounter.DUET_PLAINTEXT.key).rawData;
    double[][] enc = r.secondary.get(ResultCounter.DUET_ENCRYPTED.key).rawData;
    double[][] ones = new double[plain.length][];
    double[][] ln = new double[plain.length][];
    double[][] squares = new double[plain.length][];
    double plainSum = 0;
    double encSum = 0;
    long n = 0;
    for (int f = 0; f < plain.length; f++) {
      if (enc.length != plain.length || enc[f].length != plain[f].length) {
        throw new InvalidResultsException(
            r.benchmark + " " + r.params + ": duet threads with different iterations");
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
    return new PairedRatio(
        r.param("mode"),
        null,
        null,
        wall,
        null,
        new ExtraCost[2],
        n,
        plain.length,
        sums,
        note,
        ControlEstimates.NONE,
        CostModelEstimates.NONE,
        ProcessCpuEstimates.NONE,
        GarbagePerFile.NONE);
  }

  /**
   * One ratio per encrypted mode the result measured (its wall-time sums are not 0), with 95%
   * intervals.
   */
  public static List<PairedRatio> of(JmhResult r) throws InvalidResultsException {
    return of(r, CONFIDENCE);
  }

  /**
   * The same with every interval at {@code confidence}: a sequential run's look level ({@link
   * SequentialDesign#lookConfidence()}).
   */
  public static List<PairedRatio> of(JmhResult r, double confidence)
      throws InvalidResultsException {
    List<PairedRatio> ratios = new ArrayList<PairedRatio>();
    PairedSeries s = new PairedSeries(r);
    double[][] rounds = s.get(ResultCounter.ROUNDS);
    long total = (long) RoundSums.sum(rounds);
    for (PairedSlot e : ENCRYPTED) {
      if (!s.ran(e)) {
        continue;
      }
      if (total == 0) {
        throw new InvalidResultsException(
            r.benchmark + " " + r.params + ": a paired result with no rounds");
      }
      ratios.add(of(s, e, confidence, rounds, total));
    }
    return ratios;
  }

  /** The ratio of encrypted slot {@code e} over plaintext, in every part the result has. */
  private static PairedRatio of(
      PairedSeries s, PairedSlot e, double confidence, double[][] rounds, long total)
      throws InvalidResultsException {
    PairedSlot p = PairedSlot.PLAINTEXT;
    Estimate wall =
        s.lnRatio(
            confidence, rounds, e, SlotCounter.LN_WALL_RATIO, SlotCounter.LN_WALL_RATIO_SQUARES);
    boolean cpuKnown =
        RoundSums.sum(s.get(p, SlotCounter.CPU_NANOS)) > 0
            && RoundSums.sum(s.get(e, SlotCounter.CPU_NANOS)) > 0;
    Estimate cpu =
        cpuKnown
            ? s.lnRatio(
                confidence, rounds, e, SlotCounter.LN_CPU_RATIO, SlotCounter.LN_CPU_RATIO_SQUARES)
            : null;
    double[] sums = {
      RoundSums.sum(s.get(p, SlotCounter.WALL_NANOS)),
      RoundSums.sum(s.get(e, SlotCounter.WALL_NANOS)),
      RoundSums.sum(s.get(p, SlotCounter.CPU_NANOS)),
      RoundSums.sum(s.get(e, SlotCounter.CPU_NANOS)),
      RoundSums.sum(s.get(p, SlotCounter.FILE_BYTES)),
      RoundSums.sum(s.get(e, SlotCounter.FILE_BYTES)),
      s.total(e, SlotCounter.ENCRYPTED_COLUMN_BYTES)
    };
    String note =
        !wall.hasInterval()
            ? String.format(
                Locale.ROOT,
                "%d round(s) in %d fork(s): too few for "
                    + "an interval (2 rounds in one fork, or 2 forks, at least)",
                total,
                rounds.length)
            : rounds.length == 1 && !s.has(ResultCounter.APPLICATION_PAIRS) ? ONE_FORK : null;
    ExtraCost[] extra = {
      ExtraCost.of(
          confidence, rounds, s.get(p, SlotCounter.WALL_NANOS), s.get(e, SlotCounter.WALL_NANOS)),
      cpuKnown
          ? ExtraCost.of(
              confidence, rounds, s.get(p, SlotCounter.CPU_NANOS), s.get(e, SlotCounter.CPU_NANOS))
          : null
    };
    return new PairedRatio(
        e.encryption,
        e,
        columns(s, e),
        wall,
        cpu,
        extra,
        total,
        rounds.length,
        sums,
        note,
        ControlEstimates.of(s, e, confidence, rounds, cpuKnown),
        CostModelEstimates.of(s, e, confidence, rounds, total, cpuKnown),
        ProcessCpuEstimates.of(s, e, confidence, rounds, total, cpuKnown),
        GarbagePerFile.of(s, e, total));
  }

  /**
   * The encrypted file's column set where the result had both sets of the mode in its rounds, else
   * null.
   */
  private static String columns(PairedSeries s, PairedSlot e) throws InvalidResultsException {
    if (e == PairedSlot.GCM_SUBSET || e == PairedSlot.GCM_CTR_SUBSET) {
      return SUBSET_COLUMNS;
    }
    return e.encryptedFile() && s.ran(PairedSlot.subsetOf(e.mode)) ? ALL_COLUMNS : null;
  }
}
