package org.pmebench.results;

/**
 * What encryption costs relative to plaintext, as a factor: encrypted time over plaintext time
 * (1.25 = 25% slower). Its interval comes from JMH's two score errors, combined in log space
 * (relative half-widths in quadrature), so it stays positive and is asymmetric around the ratio.
 * An error JMH could not compute (one iteration) leaves the interval unknown (NaN).
 */
public final class OverheadRatio {
  public final JmhResult encrypted;
  public final JmhResult plaintext;
  public final double ratio;
  public final double low;
  public final double high;

  private OverheadRatio(JmhResult encrypted, JmhResult plaintext, double ratio, double low, double high) {
    this.encrypted = encrypted;
    this.plaintext = plaintext;
    this.ratio = ratio;
    this.low = low;
    this.high = high;
  }

  public static OverheadRatio of(JmhResult encrypted, JmhResult plaintext) {
    if (!encrypted.unit.equals(plaintext.unit)) {
      throw new IllegalArgumentException("cannot divide " + encrypted.unit + " by " + plaintext.unit);
    }
    // Time per operation: more is worse. Throughput (ops per time): fewer is worse, so invert.
    boolean timePerOp = encrypted.unit.endsWith("/op");
    double ratio = timePerOp ? encrypted.score / plaintext.score : plaintext.score / encrypted.score;
    double spread = Math.sqrt(square(encrypted.scoreError / encrypted.score)
        + square(plaintext.scoreError / plaintext.score));
    return new OverheadRatio(encrypted, plaintext, ratio, ratio * Math.exp(-spread), ratio * Math.exp(spread));
  }

  private static double square(double x) {
    return x * x;
  }
}
