package org.pmebench.stats;

import org.pmebench.results.JmhResult;

/**
 * What encryption costs relative to plaintext, as a factor: encrypted time over plaintext time
 * (1.25 = 25% slower). Its interval comes from JMH's two score errors, combined in log space
 * (relative half-widths in quadrature), so it stays positive and is asymmetric around the ratio. An
 * error JMH could not compute (one iteration) leaves the interval unknown (NaN).
 *
 * <p>JMH's errors are 99.9% half-widths, t(0.9995, n-1) standard errors: with the 3 or 4 samples of
 * a short profile that is 12.9 to 31.6 standard errors, too wide to decide anything with. So the
 * ratio also carries the standard error of ln(ratio), which the gate scales to the confidence it is
 * configured with.
 */
public final class OverheadRatio {
  /** JMH's confidence level for scoreError. */
  static final double JMH_CONFIDENCE = 0.999;

  public final JmhResult encrypted;
  public final JmhResult plaintext;
  public final double ratio;
  public final double low;
  public final double high;

  /** Standard error of ln(ratio) from both results' standard errors; NaN when either is unknown. */
  public final double logStdError;

  private OverheadRatio(
      JmhResult encrypted,
      JmhResult plaintext,
      double ratio,
      double low,
      double high,
      double logStdError) {
    this.encrypted = encrypted;
    this.plaintext = plaintext;
    this.ratio = ratio;
    this.low = low;
    this.high = high;
    this.logStdError = logStdError;
  }

  public static OverheadRatio of(JmhResult encrypted, JmhResult plaintext) {
    if (!encrypted.unit.equals(plaintext.unit)) {
      throw new IllegalArgumentException(
          "cannot divide " + encrypted.unit + " by " + plaintext.unit);
    }
    // Time per operation: more is worse. Throughput (ops per time): fewer is worse, so invert.
    boolean timePerOp = encrypted.unit.endsWith("/op");
    double ratio =
        timePerOp ? encrypted.score / plaintext.score : plaintext.score / encrypted.score;
    double spread =
        Math.sqrt(
            square(encrypted.scoreError / encrypted.score)
                + square(plaintext.scoreError / plaintext.score));
    double logStdError =
        Math.sqrt(square(relativeStdError(encrypted)) + square(relativeStdError(plaintext)));
    return new OverheadRatio(
        encrypted,
        plaintext,
        ratio,
        ratio * Math.exp(-spread),
        ratio * Math.exp(spread),
        logStdError);
  }

  /**
   * scoreError / t(0.9995, n-1) / score: undoes JMH's 99.9% scaling. NaN for fewer than 2 samples.
   */
  static double relativeStdError(JmhResult r) {
    if (r.samples < 2 || Double.isNaN(r.scoreError)) {
      return Double.NaN;
    }
    double t = StudentT.twoSided(JMH_CONFIDENCE, r.samples - 1);
    return r.scoreError / t / r.score;
  }

  private static double square(double x) {
    return x * x;
  }
}
