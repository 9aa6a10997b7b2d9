package org.pmebench.crypto;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.QRDecomposition;
import org.apache.commons.math3.linear.RealMatrix;
import org.apache.commons.math3.linear.RealVector;

/**
 * What an encrypted read spends beyond its cipher calls: reading each module's length, copying its
 * bytes into an array, building its AAD, allocating its plaintext, and setting up each encrypted
 * column's decryption. Fitted from paired reads of calibration files of several page sizes and
 * widths: each read's measured extra thread CPU, less the calibrated cipher price of its modules
 * ({@link ModuleCosts}), is {@link #perModule} × modules + {@link #perByte} × bytes + {@link
 * #perColumn} × encrypted columns (least squares, weighted by 1/extra², every read as precise
 * relative to itself). Its {@link #relativeError} is how far the whole prediction (cipher price
 * plus this) misses each calibration read when that read is left out of the fit.
 */
public final class AroundCipherCosts {
  /** One calibration read: a file and mode, its modules, and what the paired rounds measured. */
  public static final class Point {
    public String file;
    public String mode;
    public long modules;
    public long bytes;

    /** Encrypted columns read, over the files read (a column of two files counts twice). */
    public long columns;

    /** The values in each of its column chunks (the calibration table's rows). */
    public long valuesPerColumn;

    public int rounds;
    public double plaintextNanos;

    /**
     * The mean paired extra thread CPU of the encrypted read, and its 95% half-width over the
     * rounds.
     */
    public double extraNanos;

    public double extraHalfWidthNanos;

    /**
     * The cipher price of the read's modules and cipher objects at the calibration's mean costs.
     */
    public double cipherNanos;

    /**
     * How far the prediction from the other reads' fit misses this one, relative to that
     * prediction.
     */
    public double miss;

    /** What is left of the extra for the work around the cipher calls. */
    double around() {
      return extraNanos - cipherNanos;
    }
  }

  public double perModule;
  public double perByte;
  public double perColumn;

  /** The leave-one-out misses' root mean square, relative to each prediction. */
  public double relativeError;

  public List<Point> reads = new ArrayList<Point>();

  /** The fit through {@code reads} (at least four, of more than one page size and width). */
  public static AroundCipherCosts fit(List<Point> reads) {
    if (reads.size() < 4) {
      throw new IllegalArgumentException(
          "a fit of three costs needs four reads at least, got " + reads.size());
    }
    double[] costs = solve(reads, -1);
    AroundCipherCosts c = new AroundCipherCosts();
    c.perModule = costs[0];
    c.perByte = costs[1];
    c.perColumn = costs[2];
    c.reads.addAll(reads);
    double squares = 0;
    for (int i = 0; i < reads.size(); i++) {
      double[] without = solve(reads, i);
      Point p = reads.get(i);
      double predicted =
          p.cipherNanos + without[0] * p.modules + without[1] * p.bytes + without[2] * p.columns;
      p.miss = (p.extraNanos - predicted) / predicted;
      squares += p.miss * p.miss;
    }
    c.relativeError = Math.sqrt(squares / reads.size());
    return c;
  }

  /**
   * Per module, byte and column through every read but {@code skip}: weighted least squares (each
   * read's row divided by its extra, so weights 1/extra²) by commons-math's QR decomposition, each
   * kind of work scaled to its largest count first (bytes run to millions, columns to dozens) so
   * that the rank test compares like with like.
   */
  private static double[] solve(List<Point> reads, int skip) {
    double[] scale = new double[3];
    for (Point p : reads) {
      scale[0] = Math.max(scale[0], p.modules);
      scale[1] = Math.max(scale[1], p.bytes);
      scale[2] = Math.max(scale[2], p.columns);
    }
    // The read left out keeps a row of zeros, which least squares ignores.
    RealMatrix a = new Array2DRowRealMatrix(reads.size(), 3);
    RealVector b = new ArrayRealVector(reads.size());
    for (int i = 0; i < reads.size(); i++) {
      if (i == skip) {
        continue;
      }
      Point p = reads.get(i);
      a.setRow(
          i,
          new double[] {
            p.modules / scale[0] / p.extraNanos,
            p.bytes / scale[1] / p.extraNanos,
            p.columns / scale[2] / p.extraNanos
          });
      b.setEntry(i, p.around() / p.extraNanos);
    }
    QRDecomposition qr = new QRDecomposition(a);
    double largest = 0;
    for (int k = 0; k < 3; k++) {
      largest = Math.max(largest, Math.abs(qr.getR().getEntry(k, k)));
    }
    for (int k = 0; k < 3; k++) {
      if (!(Math.abs(qr.getR().getEntry(k, k)) > 1e-9 * largest)) {
        throw new IllegalArgumentException(
            "the reads' modules, bytes and columns do not vary apart: pages of one "
                + "size in files of one width cannot separate a module's cost from a byte's and a column's");
      }
    }
    RealVector x = qr.getSolver().solve(b);
    return new double[] {
      x.getEntry(0) / scale[0], x.getEntry(1) / scale[1], x.getEntry(2) / scale[2]
    };
  }

  /**
   * The most columns of {@link FileModules#MANY_VALUES} values or more that one calibration read
   * decoded side by side: how wide a read the fit has seen.
   */
  public long manyValueColumnsCalibrated() {
    long most = 0;
    for (Point p : reads) {
      if (p.valuesPerColumn >= FileModules.MANY_VALUES) {
        most = Math.max(most, p.columns);
      }
    }
    return most;
  }

  /**
   * The work around the cipher calls of {@code counts}' modules in {@code columns} encrypted
   * columns, in ns.
   */
  public double nanos(ModuleCounts counts, long columns) {
    return perModule * counts.modules()
        + perByte * (counts.gcmBytes + counts.ctrBytes)
        + perColumn * columns;
  }

  /**
   * The half-width of a 95% prediction interval, relative to the prediction, that the fit's misses
   * alone give: t with (reads − 3) degrees of freedom × {@link #relativeError}.
   */
  public double relativeHalfWidth() {
    return new TDistribution(reads.size() - 3).inverseCumulativeProbability(0.975) * relativeError;
  }
}
