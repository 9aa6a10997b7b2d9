package org.pmebench.stats;

import org.pmebench.results.InvalidResultsException;
import org.pmebench.results.JmhResult;

/**
 * A paired result's counters as JMH recorded them (per fork, per iteration sums), and the estimate
 * they give: the geometric mean of the per-round ratios with its 95% t interval over the forks (or
 * over the rounds of one fork), and the spread between rounds, between forks and of the JVMs.
 */
final class RoundSums {
  private RoundSums() {}

  /**
   * Geometric mean and t interval at {@code confidence} (0.95 but in a sequential run) from
   * per-fork, per-iteration sums of the round count, of ln(ratio) and of its square.
   */
  static PairedRatio.Estimate estimate(
      double confidence, double[][] counts, double[][] lnSums, double[][] lnSquares) {
    int forks = counts.length;
    double[] forkMean = new double[forks];
    double[] forkRatio = new double[forks];
    double n = 0;
    double s = 0;
    double q = 0;
    double withinSquares = 0;
    double withinDf = 0;
    double meanVarianceOfMean = 0;
    int forksWithVariance = 0;
    for (int f = 0; f < forks; f++) {
      double nf = sum(counts[f]);
      double sf = sum(lnSums[f]);
      double qf = sum(lnSquares[f]);
      forkMean[f] = sf / nf;
      forkRatio[f] = Math.exp(forkMean[f]);
      n += nf;
      s += sf;
      q += qf;
      if (nf > 1) {
        double ssf = Math.max(0, qf - sf * sf / nf);
        withinSquares += ssf;
        withinDf += nf - 1;
        meanVarianceOfMean += ssf / (nf - 1) / nf;
        forksWithVariance++;
      }
    }
    double roundSpread = withinDf > 0 ? Math.sqrt(withinSquares / withinDf) : Double.NaN;
    double fromRounds =
        forksWithVariance == forks ? Math.sqrt(meanVarianceOfMean / forks) : Double.NaN;
    double mean;
    double se;
    double df;
    double forkSpread = Double.NaN;
    if (forks == 1) {
      mean = s / n;
      double variance = n > 1 ? Math.max(0, (q - s * s / n) / (n - 1)) : Double.NaN;
      se = Math.sqrt(variance / n);
      df = n - 1;
    } else {
      mean = meanOf(forkMean);
      forkSpread = standardDeviation(forkMean, mean);
      se = forkSpread / Math.sqrt(forks);
      df = forks - 1;
    }
    SteadyState steady = SteadyState.ofRounds(counts, lnSums, lnSquares);
    PairedRatio.Spread spread =
        new PairedRatio.Spread(forkRatio, roundSpread, forkSpread, fromRounds);
    if (df < 1 || Double.isNaN(se)) {
      return new PairedRatio.Estimate(
          Math.exp(mean), Double.NaN, Double.NaN, Double.NaN, steady, spread);
    }
    double t = StudentT.twoSided(confidence, df);
    return new PairedRatio.Estimate(
        Math.exp(mean), Math.exp(mean - t * se), Math.exp(mean + t * se), se, steady, spread);
  }

  /** The forks' mean of ln(ratio), each fork weighing alike. */
  private static double meanOf(double[] forkMean) {
    double mean = 0;
    for (double m : forkMean) {
      mean += m / forkMean.length;
    }
    return mean;
  }

  /** The sample standard deviation of the forks' means around {@code mean}. */
  private static double standardDeviation(double[] forkMean, double mean) {
    double ss = 0;
    for (double m : forkMean) {
      ss += (m - mean) * (m - mean);
    }
    return Math.sqrt(ss / (forkMean.length - 1));
  }

  /**
   * The geometric mean of per-iteration ratios of sums (the encrypted file's time over the
   * plaintext file's in one iteration's rounds), with the same interval: for a clock whose costs
   * come in lumps (a collection every so many rounds), which a per-round ratio would turn into
   * outliers. An iteration without time in either sum is left out.
   */
  static PairedRatio.Estimate ratioOfSums(
      double confidence, double[][] plaintextNanos, double[][] encryptedNanos) {
    double[][] ones = new double[plaintextNanos.length][];
    double[][] ln = new double[plaintextNanos.length][];
    double[][] squares = new double[plaintextNanos.length][];
    for (int f = 0; f < plaintextNanos.length; f++) {
      ones[f] = new double[plaintextNanos[f].length];
      ln[f] = new double[plaintextNanos[f].length];
      squares[f] = new double[plaintextNanos[f].length];
      for (int i = 0; i < plaintextNanos[f].length; i++) {
        if (plaintextNanos[f][i] > 0 && encryptedNanos[f][i] > 0) {
          ones[f][i] = 1;
          ln[f][i] = Math.log(encryptedNanos[f][i] / plaintextNanos[f][i]);
          squares[f][i] = ln[f][i] * ln[f][i];
        }
      }
    }
    return estimate(confidence, ones, ln, squares);
  }

  /** Per fork and iteration, {@code a + b}. */
  static double[][] plus(double[][] a, double[][] b) {
    return combine(a, b, 1);
  }

  /** Per fork and iteration, {@code a - b}. */
  static double[][] minus(double[][] a, double[][] b) {
    return combine(a, b, -1);
  }

  private static double[][] combine(double[][] a, double[][] b, int sign) {
    double[][] sum = new double[a.length][];
    for (int f = 0; f < a.length; f++) {
      sum[f] = new double[a[f].length];
      for (int i = 0; i < a[f].length; i++) {
        sum[f][i] = a[f][i] + sign * b[f][i];
      }
    }
    return sum;
  }

  static double[][] raw(JmhResult r, String counter) throws InvalidResultsException {
    JmhResult.Metric m = r.secondary.get(counter);
    if (m == null || m.rawData.length == 0) {
      throw new InvalidResultsException(
          r.benchmark
              + " "
              + r.params
              + ": paired result without per-iteration "
              + "values of "
              + counter);
    }
    return m.rawData;
  }

  static double sumIfPresent(JmhResult r, String counter) {
    JmhResult.Metric m = r.secondary.get(counter);
    return m == null ? 0 : sum(m.rawData);
  }

  static double sum(double[][] values) {
    double s = 0;
    for (double[] fork : values) {
      s += sum(fork);
    }
    return s;
  }

  static double sum(double[] values) {
    double s = 0;
    for (double v : values) {
      s += v;
    }
    return s;
  }
}
