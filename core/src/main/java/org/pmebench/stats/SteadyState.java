package org.pmebench.stats;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.pmebench.results.JmhResult;

/**
 * Whether a result's measured iterations come from one steady state, after Barrett et al. ("Virtual
 * Machine Warmup Blows Hot and Cold", OOPSLA 2017): each fork's series of iteration costs (time per
 * operation, or a paired ratio; higher is worse) is cut at its changepoints, and the segments say
 * what happened: <i>flat</i> (one state), <i>warm-up</i> (the last state is the fastest),
 * <i>slowdown</i> (the last is the slowest), <i>no steady state</i> (the last is neither), or
 * <i>too short</i> to tell.
 *
 * <p>Changepoints come from binary segmentation in log space: the split that removes most squared
 * error is kept when the two sides differ by more than a practical floor ({@link #STEP_FLOOR},
 * smaller steps are "equivalent", as in the paper) and by more than the noise: for paired ratios
 * the spread of the rounds inside each iteration (99.9%), otherwise the segments' own spread where
 * they have two or more degrees of freedom (t-test, 99%). Not PELT with a penalty: JMH series here
 * have 3-20 iterations, too few to estimate the noise variance a penalty needs, while a step of 10x
 * (a late-compiled crypto path) must still be seen in three. A single iteration far from its two
 * agreeing neighbours is an outlier (a disturbance), not a changepoint.
 */
public final class SteadyState {
  /** Fewer measured iterations per fork than this are "too short". */
  public static final int MIN_ITERATIONS = 3;

  /**
   * Steps smaller than this (relative) are equivalent: iteration noise on a shared 2-core machine.
   */
  public static final double STEP_FLOOR = 0.05;

  /**
   * The floor for paired ratios, tested against the spread of their rounds: a 1% step of overhead
   * matters.
   */
  public static final double RATIO_STEP_FLOOR = 0.01;

  /** A first state this many times slower than the last is a plateau (the cliff table's factor). */
  public static final double PLATEAU_FACTOR = 2;

  /**
   * Without any estimate of the noise (three or four iterations), a step must be this many floors
   * (15%) to count: a JIT state change (2-100x) passes, a neighbour's 5-10% wobble does not.
   */
  static final double UNTESTED_FACTOR = 3;

  /**
   * Two-sided confidence of the t-test on a series' own spread: 99%; with 2-4 degrees of freedom
   * its critical values (9.9-4.6) are strict already.
   */
  static final double TEST_CONFIDENCE = 0.99;

  /**
   * The normal test against the rounds' spread: 99.9%, because binary segmentation tries every
   * split point and keeps the best, and a false step in any fork marks the whole result.
   */
  static final double Z_TEST = 3.2905;

  /** Ordered from most to least usable: a ratio of two results is as usable as the worse. */
  public enum Kind {
    FLAT("flat"),
    WARM_UP("warm-up"),
    SLOWDOWN("slowdown"),
    NO_STEADY_STATE("no steady state"),
    TOO_SHORT("too short");

    public final String label;

    Kind(String label) {
      this.label = label;
    }

    /** Whether a mean over the whole window describes one state. */
    public boolean steady() {
      return this == FLAT;
    }

    public static Kind ofLabel(String label) {
      for (Kind k : values()) {
        if (k.label.equals(label)) {
          return k;
        }
      }
      return null;
    }
  }

  /** One fork's classification. */
  public static final class Fork {
    public final Kind kind;

    /** Index (0-based, measured iterations) where the last segment starts; -1 when too short. */
    public final int steadyFrom;

    /** Mean cost of the last segment; NaN when too short. */
    public final double steadyCost;

    /** Iterations set apart as outliers. */
    public final int outliers;

    /** Segment boundaries (start indices after the first). */
    public final List<Integer> changepoints;

    /**
     * Where a slow plateau ends: the start of the first segment within {@link #PLATEAU_FACTOR} of
     * the last segment's cost, when the first segment costs more than that; -1 without a plateau. A
     * warm-up can climb in steps (JDK 25's CTR: 48, 811, 3700, then 4200 MB/s): the last
     * changepoint is the final step, this is when the slow program was left.
     */
    public final int fastFrom;

    Fork(Kind kind, int steadyFrom, double steadyCost, int outliers, List<Integer> changepoints) {
      this(kind, steadyFrom, steadyCost, outliers, changepoints, -1);
    }

    Fork(
        Kind kind,
        int steadyFrom,
        double steadyCost,
        int outliers,
        List<Integer> changepoints,
        int fastFrom) {
      this.kind = kind;
      this.steadyFrom = steadyFrom;
      this.steadyCost = steadyCost;
      this.outliers = outliers;
      this.changepoints = Collections.unmodifiableList(changepoints);
      this.fastFrom = fastFrom;
    }
  }

  public final Kind kind;
  public final List<Fork> forks;

  private SteadyState(Kind kind, List<Fork> forks) {
    this.kind = kind;
    this.forks = Collections.unmodifiableList(forks);
  }

  /**
   * A JMH result's primary score series (throughput modes turned into time per operation); null for
   * single-shot results, which measure one operation per fork by design.
   */
  public static SteadyState ofResult(JmhResult r) {
    if ("ss".equals(r.mode)) {
      return null;
    }
    boolean throughput = "thrpt".equals(r.mode);
    double[][] cost = new double[r.rawData.length][];
    for (int f = 0; f < cost.length; f++) {
      cost[f] = new double[r.rawData[f].length];
      for (int i = 0; i < cost[f].length; i++) {
        cost[f][i] = throughput ? 1 / r.rawData[f][i] : r.rawData[f][i];
      }
    }
    return classify(cost, STEP_FLOOR);
  }

  /**
   * A paired ratio: per fork and iteration the rounds, and the sums of ln(ratio) and of its square
   * over them; each iteration's geometric mean ratio is classified against the rounds' spread.
   */
  public static SteadyState ofRounds(double[][] rounds, double[][] lnSums, double[][] lnSquares) {
    List<Fork> forks = new ArrayList<Fork>();
    for (int f = 0; f < rounds.length; f++) {
      List<double[]> points = new ArrayList<double[]>();
      double within = 0;
      double n = 0;
      for (int i = 0; i < rounds[f].length; i++) {
        double r = rounds[f][i];
        if (r > 0) {
          points.add(new double[] {Math.exp(lnSums[f][i] / r), r});
          within += lnSquares[f][i] - lnSums[f][i] * lnSums[f][i] / r;
          n += r;
        }
      }
      double[] cost = new double[points.size()];
      double[] weights = new double[points.size()];
      for (int i = 0; i < cost.length; i++) {
        cost[i] = points.get(i)[0];
        weights[i] = points.get(i)[1];
      }
      double variance = n - cost.length >= 1 ? Math.max(within, 0) / (n - cost.length) : Double.NaN;
      forks.add(classifyFork(cost, weights, variance, RATIO_STEP_FLOOR));
    }
    return new SteadyState(combine(forks), forks);
  }

  /**
   * Classifies every fork's series of costs (higher = slower) with the practical floor {@code
   * stepFloor}.
   */
  public static SteadyState classify(double[][] costPerFork, double stepFloor) {
    List<Fork> forks = new ArrayList<Fork>();
    for (double[] series : costPerFork) {
      forks.add(classifyFork(series, stepFloor));
    }
    return new SteadyState(combine(forks), forks);
  }

  /**
   * The forks together: too short if any is, else one class when all agree (flat forks beside
   * warm-up forks make warm-up: some fork was still warming in the window), else no steady state.
   */
  static Kind combine(List<Fork> forks) {
    if (forks.isEmpty()) {
      return Kind.TOO_SHORT;
    }
    boolean warm = false;
    boolean slow = false;
    for (Fork f : forks) {
      switch (f.kind) {
        case TOO_SHORT:
          return Kind.TOO_SHORT;
        case NO_STEADY_STATE:
          return Kind.NO_STEADY_STATE;
        case WARM_UP:
          warm = true;
          break;
        case SLOWDOWN:
          slow = true;
          break;
        default:
          break;
      }
    }
    return warm && slow
        ? Kind.NO_STEADY_STATE
        : warm ? Kind.WARM_UP : slow ? Kind.SLOWDOWN : Kind.FLAT;
  }

  static Fork classifyFork(double[] cost, double stepFloor) {
    double[] ones = new double[cost.length];
    java.util.Arrays.fill(ones, 1);
    return classifyFork(cost, ones, Double.NaN, stepFloor);
  }

  /**
   * Paired rounds: each iteration's geometric mean ratio weighs as many rounds as it had, and the
   * spread of the rounds inside the iterations ({@code roundVariance}, of ln ratio; NaN when
   * unknown) is the noise a step must stand out from. Rounds are close to independent here: over
   * issue 14's 624 paired fork series the iteration means vary as that spread predicts (median
   * dispersion 0.72, 90th percentile 2.6, against 0.69 and 2.3 for independent rounds).
   */
  static Fork classifyFork(
      double[] cost, double[] weights, double roundVariance, double stepFloor) {
    int n = cost.length;
    double[] y = new double[n];
    for (int i = 0; i < n; i++) {
      if (!(cost[i] > 0) || Double.isInfinite(cost[i])) {
        return new Fork(Kind.TOO_SHORT, -1, Double.NaN, 0, new ArrayList<Integer>());
      }
      y[i] = Math.log(cost[i]);
    }
    if (n < MIN_ITERATIONS) {
      return new Fork(Kind.TOO_SHORT, -1, Double.NaN, 0, new ArrayList<Integer>());
    }
    double floor = Math.log1p(stepFloor);
    IterationSeries series = new IterationSeries(y, weights, roundVariance);
    int outliers = series.replaceOutliers(floor);
    List<Integer> bounds = new ArrayList<Integer>();
    bounds.add(0);
    bounds.add(n);
    series.split(0, n, floor, bounds);
    Collections.sort(bounds);
    series.mergeEquivalent(bounds, floor);
    List<double[]> segments = new ArrayList<double[]>();
    for (int s = 0; s + 1 < bounds.size(); s++) {
      segments.add(
          new double[] {
            bounds.get(s), bounds.get(s + 1), series.mean(bounds.get(s), bounds.get(s + 1))
          });
    }
    double[] last = segments.get(segments.size() - 1);
    boolean slowerBefore = false;
    boolean fasterBefore = false;
    for (double[] s : segments.subList(0, segments.size() - 1)) {
      if (s[2] - last[2] > floor) {
        slowerBefore = true;
      } else if (last[2] - s[2] > floor) {
        fasterBefore = true;
      }
    }
    Kind kind =
        slowerBefore && fasterBefore
            ? Kind.NO_STEADY_STATE
            : slowerBefore ? Kind.WARM_UP : fasterBefore ? Kind.SLOWDOWN : Kind.FLAT;
    int from = kind == Kind.FLAT ? 0 : (int) last[0];
    List<Integer> changepoints = new ArrayList<Integer>(bounds.subList(1, bounds.size() - 1));
    int fastFrom = -1;
    double plateau = Math.log(PLATEAU_FACTOR);
    if (segments.get(0)[2] - last[2] > plateau) {
      for (double[] s : segments) {
        if (s[2] - last[2] <= plateau) {
          fastFrom = (int) s[0];
          break;
        }
      }
    }
    return new Fork(kind, from, Math.exp(series.mean(from, n)), outliers, changepoints, fastFrom);
  }

  /** The earliest and latest iteration (0-based) where a fork's last segment starts; -1 if none. */
  public int[] steadyFromRange() {
    int min = Integer.MAX_VALUE;
    int max = -1;
    for (Fork f : forks) {
      if (f.steadyFrom >= 0) {
        min = Math.min(min, f.steadyFrom);
        max = Math.max(max, f.steadyFrom);
      }
    }
    return max < 0 ? new int[] {-1, -1} : new int[] {min, max};
  }

  /** The latest iteration (0-based) where a fork's slow plateau ended; -1 when no fork had one. */
  public int fastFromLatest() {
    int max = -1;
    for (Fork f : forks) {
      max = Math.max(max, f.fastFrom);
    }
    return max;
  }

  /** Geometric mean over forks of each fork's last-segment cost; NaN when too short. */
  public double steadyCost() {
    double s = 0;
    int n = 0;
    for (Fork f : forks) {
      if (!Double.isNaN(f.steadyCost)) {
        s += Math.log(f.steadyCost);
        n++;
      }
    }
    return n == 0 ? Double.NaN : Math.exp(s / n);
  }

  public int outliers() {
    int n = 0;
    for (Fork f : forks) {
      n += f.outliers;
    }
    return n;
  }

  @Override
  public String toString() {
    return String.format(Locale.ROOT, "%s (%d fork(s))", kind.label, forks.size());
  }
}
