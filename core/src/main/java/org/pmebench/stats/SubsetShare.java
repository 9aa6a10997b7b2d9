package org.pmebench.stats;

import java.util.Locale;
import org.pmebench.paired.PairedSlot;
import org.pmebench.paired.ResultCounter;
import org.pmebench.paired.SlotCounter;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.results.JmhResult;

/**
 * What encrypting a subset of the columns costs as a share of encrypting them all, from a paired
 * result that had both files of a mode in the same rounds ({@code columns=sensitive+all}): the
 * subset file's overhead over the all-columns file's overhead, both against the same plaintext file
 * in the same rounds. Beside it the shares the study's question names: of the encrypted column
 * bytes, of PME's modules, of the columns, and the cost model's quotient from the same rounds. The
 * replicates are the forks (the per-fork geometric-mean overheads), or the iterations of a single
 * fork, which leave out how JVMs differ and say so; the interval is Fieller's for a quotient of two
 * correlated means (unbounded, and not given, when the all-columns overhead is not resolved from
 * 0).
 */
public final class SubsetShare {
  /** One quotient of overheads: subset / all, and its 95% interval. */
  public static final class Quotient {
    public final double ratio;

    /** NaN when there are too few replicates or the interval is unbounded. */
    public final double low;

    public final double high;
    public final int replicates;

    /** {@link Summary#FORKS}, or iterations of one fork. */
    public final String interval;

    Quotient(double ratio, double low, double high, int replicates, String interval) {
      this.ratio = ratio;
      this.low = low;
      this.high = high;
      this.replicates = replicates;
      this.interval = interval;
    }

    public boolean hasInterval() {
      return !Double.isNaN(low);
    }

    boolean contains(double share) {
      return hasInterval() && low <= share && share <= high;
    }
  }

  public static final String ITERATIONS_OF_ONE_FORK = "iterations of 1 fork";

  public final String encryption;
  public final Quotient wall;

  /** Null without CPU time. */
  public final Quotient cpu;

  /**
   * The cost model's quotient (the subset file's replayed crypto over the all-columns file's); null
   * without a model.
   */
  public final Quotient modelWall;

  public final Quotient modelCpu;

  /** The subset's share of the encrypted column data bytes. */
  public final double byteShare;

  /**
   * Its share of PME's modules (cipher calls) per file, GCM and CTR together; NaN when not
   * recorded.
   */
  public final double moduleShare;

  /** Its share of the bytes passed through the ciphers; NaN when not recorded. */
  public final double moduleByteShare;

  /** Its share of the columns (2 of 19 for the citations), as the result's family gives it. */
  public final double columnShare;

  /**
   * Whether the model's predicted overhead agrees with the measured one for both files ({@link
   * ModelVerdict}).
   */
  public final boolean modelAgreesPerFile;

  private SubsetShare(
      String encryption,
      Quotient wall,
      Quotient cpu,
      Quotient modelWall,
      Quotient modelCpu,
      double byteShare,
      double moduleShare,
      double moduleByteShare,
      double columnShare,
      boolean modelAgreesPerFile) {
    this.modelAgreesPerFile = modelAgreesPerFile;
    this.encryption = encryption;
    this.wall = wall;
    this.cpu = cpu;
    this.modelWall = modelWall;
    this.modelCpu = modelCpu;
    this.byteShare = byteShare;
    this.moduleShare = moduleShare;
    this.moduleByteShare = moduleByteShare;
    this.columnShare = columnShare;
  }

  /**
   * The subset share of {@code all}'s mode, or null when the result did not have that mode's subset
   * file in its rounds. {@code subset}: the subset file's ratio of the same result and mode (its
   * model's agreement counts), or null. Its quotients' intervals are at {@code confidence} (a
   * sequential run's look level, else {@link PairedRatio#CONFIDENCE}); {@code columnShare}: the
   * subset's share of the file's columns, as the family that wrote the result knows it.
   */
  public static SubsetShare of(
      JmhResult r, PairedRatio all, PairedRatio subset, double confidence, double columnShare)
      throws InvalidResultsException {
    PairedSlot a = all.slot;
    PairedSeries series = new PairedSeries(r);
    if (!PairedRatio.ALL_COLUMNS.equals(all.columns) || !series.ran(PairedSlot.subsetOf(a.mode))) {
      return null;
    }
    PairedSlot s = PairedSlot.subsetOf(a.mode);
    double[][] rounds = series.get(ResultCounter.ROUNDS);
    Quotient wall = quotient(series, confidence, rounds, s, a, SlotCounter.LN_WALL_RATIO, true);
    Quotient cpu =
        all.cpu == null
            ? null
            : quotient(series, confidence, rounds, s, a, SlotCounter.LN_CPU_RATIO, true);
    Quotient modelWall = null;
    Quotient modelCpu = null;
    PairedSlot sm = s.modelSlot();
    PairedSlot am = a.modelSlot();
    if (series.ran(sm) && series.ran(am)) {
      modelWall = quotient(series, confidence, rounds, sm, am, SlotCounter.LN_WALL_RATIO, false);
      modelCpu =
          all.model.cpu == null
              ? null
              : quotient(series, confidence, rounds, sm, am, SlotCounter.LN_CPU_RATIO, false);
    }
    double bytes = share(series, s, a, SlotCounter.ENCRYPTED_COLUMN_BYTES);
    double modules = share(series, s, a, SlotCounter.GCM_MODULES, SlotCounter.CTR_MODULES);
    double moduleBytes =
        share(series, s, a, SlotCounter.GCM_MODULE_BYTES, SlotCounter.CTR_MODULE_BYTES);
    boolean agrees = all.modelAgrees() && subset != null && subset.modelAgrees();
    return new SubsetShare(
        all.encryption,
        wall,
        cpu,
        modelWall,
        modelCpu,
        bytes,
        modules,
        moduleBytes,
        columnShare,
        agrees);
  }

  /** What {@link #best()} rests on. */
  public static final String MEASURED = "measured";

  public static final String MODEL = "cost model";

  /**
   * The model's quotient where the measured quotient has no interval but each file's model agrees
   * with it.
   */
  public static final String MODEL_PER_FILE = "cost model, checked per file";

  /**
   * The model's quotient where the measured quotient has no interval and the model could not be
   * checked against each file either (an overhead not resolved from 0): the model answers, and says
   * that nothing measured backs it. A default run's few forks leave the citations' all-columns
   * overhead there more often than not, and "cannot tell" answered nobody.
   */
  public static final String MODEL_UNCHECKED = "cost model alone";

  /**
   * How close the measured and the model's quotient must come to agree: the 95% interval of their
   * difference within this much of 0 (5 hundredths of the all-columns overhead). Two intervals that
   * merely overlap agree on nothing when one of them is wide.
   */
  public static final double QUOTIENT_AGREEMENT = 0.05;

  /**
   * The quotient the answer rests on: the cost model's where it agrees with the measured quotient
   * ({@link #modelVerdict()}) and is the narrower; where the measured quotient has no interval (the
   * all-columns overhead not resolved from 0) the model's, checked per file where its prediction
   * agrees with both files' measured overheads and unchecked otherwise ({@link #basis()} says
   * which); else the measured one. CPU time where there is, else wall.
   */
  public Quotient best() {
    Quotient measured = measured();
    Quotient model = model();
    if (model == null || !model.hasInterval()) {
      return measured;
    }
    if (measured.hasInterval()) {
      return ModelVerdict.AGREES.equals(modelVerdict()) && width(model) < width(measured)
          ? model
          : measured;
    }
    return model;
  }

  /**
   * Whether the cost model's quotient agrees with the measured one: {@link ModelVerdict#AGREES}
   * when the interval of their difference (half-widths added in quadrature) lies within {@link
   * #QUOTIENT_AGREEMENT} of 0, {@link ModelVerdict#DISAGREES} when it excludes 0 and leaves that
   * band, {@link ModelVerdict#NOT_RESOLVED} otherwise; null when either has no interval.
   */
  public String modelVerdict() {
    Quotient measured = measured();
    Quotient model = model();
    if (model == null || !model.hasInterval() || !measured.hasInterval()) {
      return null;
    }
    double[] d = difference();
    if (d[0] >= -QUOTIENT_AGREEMENT && d[1] <= QUOTIENT_AGREEMENT) {
      return ModelVerdict.AGREES;
    }
    return d[0] > 0 || d[1] < 0 ? ModelVerdict.DISAGREES : ModelVerdict.NOT_RESOLVED;
  }

  /**
   * {low, high} of measured minus model: each side's distances to its bounds added in quadrature,
   * so that Fieller's asymmetric interval keeps its shape (a model inside the measured interval is
   * never "disagrees").
   */
  private double[] difference() {
    Quotient measured = measured();
    Quotient model = model();
    double d = measured.ratio - model.ratio;
    return new double[] {
      d - Math.hypot(measured.ratio - measured.low, model.high - model.ratio),
      d + Math.hypot(measured.high - measured.ratio, model.ratio - model.low)
    };
  }

  private Quotient measured() {
    return cpu != null ? cpu : wall;
  }

  private Quotient model() {
    return cpu != null ? modelCpu : modelWall;
  }

  /**
   * {@link #MEASURED}, {@link #MODEL} or {@link #MODEL_PER_FILE}: which quotient {@link #best()}
   * is, and why.
   */
  public String basis() {
    Quotient best = best();
    if (best == measured()) {
      return MEASURED;
    }
    if (measured().hasInterval()) {
      return MODEL;
    }
    return modelAgreesPerFile ? MODEL_PER_FILE : MODEL_UNCHECKED;
  }

  private static double width(Quotient q) {
    return q.hasInterval() ? q.high - q.low : Double.POSITIVE_INFINITY;
  }

  /** The answer to the study's question from {@link #best()}: what the cost follows. */
  public String answer() {
    Quotient q = best();
    if (!q.hasInterval()) {
      return "cannot tell: the all-columns overhead is not resolved from 0 in these "
          + q.interval
          + (modelWall != null ? " (so the cost model cannot be checked against it)" : "");
    }
    boolean bytes = q.contains(byteShare);
    boolean columns = q.contains(columnShare);
    String basis =
        MODEL.equals(basis())
            ? " (cost model; the measured quotient agrees within ±" + QUOTIENT_AGREEMENT + ")"
            : MODEL_PER_FILE.equals(basis())
                ? " (cost model: the measured quotient is not "
                    + "resolved, but each file's predicted overhead agrees with its measured one)"
                : MODEL_UNCHECKED.equals(basis())
                    ? " (cost model alone, not checked: the all-columns overhead is not resolved"
                        + " from 0 in these "
                        + measured().interval
                        + ")"
                    : " (measured" + modelNote() + ")";
    if (bytes && columns) {
      return "proportional, but bytes and columns cannot be told apart ("
          + percent(byteShare)
          + " and "
          + percent(columnShare)
          + " are both inside)"
          + basis;
    }
    if (bytes) {
      return "proportional to the encrypted bytes ("
          + percent(byteShare)
          + "), not to the columns ("
          + percent(columnShare)
          + ")"
          + basis;
    }
    if (columns) {
      return "proportional to the columns ("
          + percent(columnShare)
          + "), not to the encrypted bytes ("
          + percent(byteShare)
          + ")"
          + basis;
    }
    String shares =
        "its share of bytes ("
            + percent(byteShare)
            + ") and of columns ("
            + percent(columnShare)
            + ")";
    if (q.low > Math.max(byteShare, columnShare)) {
      return "neither: the subset costs more than " + shares + basis;
    }
    if (q.high < Math.min(byteShare, columnShare)) {
      return "neither: the subset costs less than " + shares + basis;
    }
    return "neither: the subset costs between " + shares + basis;
  }

  /**
   * What the cost model's quotient says beside a measured answer: "", or that it disagrees or is
   * not told apart.
   */
  private String modelNote() {
    String verdict = modelVerdict();
    if (verdict == null) {
      return "";
    }
    String model = String.format(Locale.ROOT, "the cost model's %.2f", model().ratio);
    if (ModelVerdict.DISAGREES.equals(verdict)) {
      return "; " + model + " disagrees";
    }
    // Agreeing but wider than the measured quotient: the measured one answers, and the model is no
    // news.
    double[] d = difference();
    return ModelVerdict.AGREES.equals(verdict)
        ? "; " + model + " agrees"
        : "; "
            + model
            + " not resolved from it: "
            + "agreement needs the interval of their difference within ±"
            + QUOTIENT_AGREEMENT
            + ", it is "
            + String.format(Locale.ROOT, "%+.2f to %+.2f", d[0], d[1]);
  }

  private static String percent(double share) {
    return String.format(Locale.ROOT, "%.0f%%", share * 100);
  }

  /**
   * subset overhead / all overhead from per-fork (or, with one fork, per-iteration) sums of ln(file
   * over plaintext). {@code minusOne}: the ratios are files over plaintext, so the overhead is the
   * geometric-mean ratio - 1; otherwise (cost models) they are the replayed work over plaintext,
   * already the overhead.
   */
  static Quotient quotient(
      double confidence,
      double[][] rounds,
      double[][] lnSubset,
      double[][] lnAll,
      boolean minusOne) {
    int forks = rounds.length;
    boolean byFork = forks > 1;
    int n = 0;
    for (double[] fork : rounds) {
      n += byFork ? 1 : fork.length;
    }
    double[] u = new double[n];
    double[] v = new double[n];
    int k = 0;
    double subsetSum = 0;
    double allSum = 0;
    double roundSum = 0;
    for (int f = 0; f < forks; f++) {
      double nf = 0;
      double sf = 0;
      double af = 0;
      for (int i = 0; i < rounds[f].length; i++) {
        if (!byFork) {
          u[k] = overhead(lnSubset[f][i] / rounds[f][i], minusOne);
          v[k] = overhead(lnAll[f][i] / rounds[f][i], minusOne);
          k++;
        }
        nf += rounds[f][i];
        sf += lnSubset[f][i];
        af += lnAll[f][i];
      }
      if (byFork) {
        u[k] = overhead(sf / nf, minusOne);
        v[k] = overhead(af / nf, minusOne);
        k++;
      }
      roundSum += nf;
      subsetSum += sf;
      allSum += af;
    }
    String what = byFork ? PairedRatio.INTERVAL_FORKS : ITERATIONS_OF_ONE_FORK;
    // The point estimate from the mean ln ratios of all rounds, as the overhead rows give them.
    double ratio = overhead(subsetSum / roundSum, minusOne) / overhead(allSum / roundSum, minusOne);
    if (n < 2) {
      return new Quotient(ratio, Double.NaN, Double.NaN, n, what);
    }
    return fieller(confidence, u, v, ratio, what);
  }

  /**
   * The quotient of the means of {@code u} over {@code v} (paired replicates, two or more), its
   * point estimate {@code ratio}, with Fieller's interval at {@code confidence}; no interval where
   * the denominator's cannot leave 0.
   */
  private static Quotient fieller(
      double confidence, double[] u, double[] v, double ratio, String what) {
    int n = u.length;
    double mu = mean(u);
    double mv = mean(v);
    double suu = 0;
    double svv = 0;
    double suv = 0;
    for (int i = 0; i < n; i++) {
      suu += (u[i] - mu) * (u[i] - mu);
      svv += (v[i] - mv) * (v[i] - mv);
      suv += (u[i] - mu) * (v[i] - mv);
    }
    // Variances and covariance of the means.
    double scale = 1.0 / ((n - 1) * (double) n);
    suu *= scale;
    svv *= scale;
    suv *= scale;
    double t = StudentT.twoSided(confidence, n - 1);
    double t2 = t * t;
    // Fieller: the q with (mu - q mv)^2 <= t^2 var(mu - q mv).
    double a = mv * mv - t2 * svv;
    double b = mu * mv - t2 * suv;
    double c = mu * mu - t2 * suu;
    if (a <= 0) {
      return new Quotient(ratio, Double.NaN, Double.NaN, n, what);
    }
    // With a > 0 (the denominator resolved from 0) the discriminant is >= 0; below only by
    // rounding.
    double root = Math.sqrt(Math.max(0, b * b - a * c));
    return new Quotient(ratio, (b - root) / a, (b + root) / a, n, what);
  }

  private static double overhead(double meanLn, boolean minusOne) {
    return minusOne ? Math.exp(meanLn) - 1 : Math.exp(meanLn);
  }

  private static double mean(double[] x) {
    double s = 0;
    for (double d : x) {
      s += d;
    }
    return s / x.length;
  }

  /** The quotient of slot {@code subset}'s ratio over {@code all}'s on the clock of {@code ln}. */
  private static Quotient quotient(
      PairedSeries series,
      double confidence,
      double[][] rounds,
      PairedSlot subset,
      PairedSlot all,
      SlotCounter ln,
      boolean minusOne)
      throws InvalidResultsException {
    return quotient(confidence, rounds, series.get(subset, ln), series.get(all, ln), minusOne);
  }

  private static double share(
      PairedSeries r, PairedSlot subset, PairedSlot all, SlotCounter... counters) {
    double s = 0;
    double a = 0;
    for (SlotCounter c : counters) {
      s += r.total(subset, c);
      a += r.total(all, c);
    }
    return a > 0 ? s / a : Double.NaN;
  }
}
