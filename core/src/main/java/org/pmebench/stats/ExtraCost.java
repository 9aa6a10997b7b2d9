package org.pmebench.stats;

/**
 * What encryption adds to a file in absolute time: the encrypted file's time minus the plaintext
 * file's in the same rounds, per file, with its 95% t interval over the forks (each fork's rounds
 * pooled into one difference), or over the iterations of one fork (rounds only). Unlike the ratio
 * it does not scale with parquet's own speed: the study's model says the overhead is crypto time
 * over parquet's time, so where a busy host slows parquet the ratio moves while this should hold.
 */
public final class ExtraCost {
  /**
   * The mean difference and its interval (NaN bounds without one): nanoseconds per file, or per
   * unit after {@link #per}.
   */
  public final double value;

  public final double low;
  public final double high;

  /** The replicates behind the interval: forks, or the iterations of one fork. */
  public final int replicates;

  /**
   * {@link PairedRatio#INTERVAL_FORKS} or {@link PairedRatio#INTERVAL_ROUNDS_ONLY}; null without an
   * interval.
   */
  public final String interval;

  private ExtraCost(double value, double low, double high, int replicates, String interval) {
    this.value = value;
    this.low = low;
    this.high = high;
    this.replicates = replicates;
    this.interval = interval;
  }

  /**
   * From per-fork, per-iteration sums of rounds and of the plaintext and encrypted files' time in
   * them (JMH's raw data of the paired counters); null where no round ran.
   */
  static ExtraCost of(
      double confidence, double[][] rounds, double[][] plaintextNanos, double[][] encryptedNanos) {
    double total = RoundSums.sum(rounds);
    if (!(total > 0)) {
      return null;
    }
    double mean = (RoundSums.sum(encryptedNanos) - RoundSums.sum(plaintextNanos)) / total;
    boolean oneFork = rounds.length == 1;
    // The replicates: each fork's difference per file, or each iteration's within one fork.
    double[] values = new double[oneFork ? rounds[0].length : rounds.length];
    int n = 0;
    for (int f = 0; f < rounds.length; f++) {
      if (oneFork) {
        for (int i = 0; i < rounds[f].length; i++) {
          if (rounds[f][i] > 0) {
            values[n++] = (encryptedNanos[f][i] - plaintextNanos[f][i]) / rounds[f][i];
          }
        }
      } else {
        double forkRounds = RoundSums.sum(rounds[f]);
        if (forkRounds > 0) {
          values[n++] =
              (RoundSums.sum(encryptedNanos[f]) - RoundSums.sum(plaintextNanos[f])) / forkRounds;
        }
      }
    }
    if (n < 2) {
      return new ExtraCost(mean, Double.NaN, Double.NaN, n, null);
    }
    double valuesMean = 0;
    for (int i = 0; i < n; i++) {
      valuesMean += values[i] / n;
    }
    double squares = 0;
    for (int i = 0; i < n; i++) {
      squares += (values[i] - valuesMean) * (values[i] - valuesMean);
    }
    double halfWidth = StudentT.twoSided(confidence, n - 1) * Math.sqrt(squares / (n - 1) / n);
    // Centred on the replicates' mean, as the ratio's interval is on the forks' mean.
    double centre = oneFork ? mean : valuesMean;
    return new ExtraCost(
        centre,
        centre - halfWidth,
        centre + halfWidth,
        n,
        oneFork ? PairedRatio.INTERVAL_ROUNDS_ONLY : PairedRatio.INTERVAL_FORKS);
  }

  public boolean hasInterval() {
    return !Double.isNaN(low);
  }

  /**
   * The same cost over {@code units} per file (bytes, modules): a cost per unit with the same
   * interval.
   */
  public ExtraCost per(double units) {
    return new ExtraCost(value / units, low / units, high / units, replicates, interval);
  }
}
