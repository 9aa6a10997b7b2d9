package org.pmebench.paired;

import java.util.Arrays;
import org.pmebench.crypto.EncryptionMode;

/**
 * Sums over the rounds of one measurement iteration, per variant: wall and CPU nanoseconds, file
 * bytes, and for each encrypted mode the sum and sum of squares of ln(encrypted / plaintext) of
 * each round, for wall and CPU time. From these sums the geometric mean of the per-round ratios
 * and their spread follow exactly, without keeping every round. A benchmark reports them as JMH
 * secondary results, one value per iteration.
 */
public final class RoundTotals {
  private static final int MODES = EncryptionMode.values().length;

  long rounds;
  final double[] wallNanos = new double[MODES];
  final double[] cpuNanos = new double[MODES];
  final double[] fileBytes = new double[MODES];
  final double[] encryptedColumnBytes = new double[MODES];
  final double[] lnWall = new double[MODES];
  final double[] lnWallSquares = new double[MODES];
  final double[] lnCpu = new double[MODES];
  final double[] lnCpuSquares = new double[MODES];

  public void reset() {
    rounds = 0;
    for (double[] a : new double[][] {wallNanos, cpuNanos, fileBytes, encryptedColumnBytes, lnWall, lnWallSquares,
        lnCpu, lnCpuSquares}) {
      Arrays.fill(a, 0);
    }
  }

  /**
   * Adds one round: per mode ordinal, its wall and CPU nanoseconds ({@link ThreadClock#UNKNOWN}
   * CPU time leaves the CPU sums at 0); modes not in the round are 0 in {@code wall}.
   */
  void add(Variant[] byMode, long[] wall, long[] cpu) {
    rounds++;
    int p = EncryptionMode.PLAINTEXT.ordinal();
    boolean cpuKnown = true;
    for (Variant v : byMode) {
      cpuKnown &= v == null || cpu[v.mode.ordinal()] != ThreadClock.UNKNOWN;
    }
    for (Variant v : byMode) {
      if (v == null) {
        continue;
      }
      int m = v.mode.ordinal();
      wallNanos[m] += wall[m];
      fileBytes[m] += v.fileBytes;
      encryptedColumnBytes[m] += v.encryptedColumnBytes;
      if (cpuKnown) {
        cpuNanos[m] += cpu[m];
      }
      if (m == p) {
        continue;
      }
      double w = logRatio(wall[m], wall[p]);
      lnWall[m] += w;
      lnWallSquares[m] += w * w;
      if (cpuKnown) {
        double c = logRatio(cpu[m], cpu[p]);
        lnCpu[m] += c;
        lnCpuSquares[m] += c * c;
      }
    }
  }

  /** A clock that did not advance still gives a finite ratio. */
  private static double logRatio(long encrypted, long plaintext) {
    return Math.log(Math.max(encrypted, 1)) - Math.log(Math.max(plaintext, 1));
  }

  public long rounds() {
    return rounds;
  }

  public double wallNanos(EncryptionMode m) {
    return wallNanos[m.ordinal()];
  }

  public double cpuNanos(EncryptionMode m) {
    return cpuNanos[m.ordinal()];
  }

  public double fileBytes(EncryptionMode m) {
    return fileBytes[m.ordinal()];
  }

  public double encryptedColumnBytes(EncryptionMode m) {
    return encryptedColumnBytes[m.ordinal()];
  }

  public double lnWallRatio(EncryptionMode m) {
    return lnWall[m.ordinal()];
  }

  public double lnWallRatioSquares(EncryptionMode m) {
    return lnWallSquares[m.ordinal()];
  }

  public double lnCpuRatio(EncryptionMode m) {
    return lnCpu[m.ordinal()];
  }

  public double lnCpuRatioSquares(EncryptionMode m) {
    return lnCpuSquares[m.ordinal()];
  }
}
