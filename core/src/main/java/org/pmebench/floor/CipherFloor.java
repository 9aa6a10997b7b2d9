package org.pmebench.floor;

import java.util.ArrayList;
import java.util.List;
import org.pmebench.crypto.ChunkSize;
import org.pmebench.results.ByteRate;
import org.pmebench.results.JmhResult;

/**
 * The floor under PME's crypto work: what the same calls and bytes cost at OpenSSL's speed on this
 * CPU ({@code openssl speed -evp}, the floor step's rows). Per construction, time per call t(size)
 * = perCall + perByte x size is fitted to the measured sizes by least squares on relative error
 * (each size weighs alike, the small ones included); a file's floor is its modules x perCall +
 * bytes x perByte, with no cipher objects (OpenSSL's speed loop keeps one context).
 */
public final class CipherFloor {
  /** The benchmark name of the floor step's rows (one per construction and size). */
  public static final String BENCHMARK = JmhResult.OPENSSL_SPEED_BENCHMARK;

  public static final String ALGORITHM_PARAM = "algorithm";
  public static final String SIZE_PARAM = "chunkSize";
  public static final String GCM = "GCM";
  public static final String CTR = "CTR";

  /** A construction's fit: nanoseconds per call and per byte, and the sizes it was fitted on. */
  public static final class Line {
    public final double perCallNanos;
    public final double perByteNanos;
    public final int sizes;

    Line(double perCallNanos, double perByteNanos, int sizes) {
      this.perCallNanos = perCallNanos;
      this.perByteNanos = perByteNanos;
      this.sizes = sizes;
    }

    double nanos(double calls, double bytes) {
      return calls * perCallNanos + bytes * perByteNanos;
    }
  }

  /** What measured it (the provider parameter of the rows, e.g. the OpenSSL version). */
  public final String source;

  public final Line gcm;
  public final Line ctr;

  private CipherFloor(String source, Line gcm, Line ctr) {
    this.source = source;
    this.gcm = gcm;
    this.ctr = ctr;
  }

  /**
   * The floor from a run's results, or null when the run has no floor rows (or too few sizes for
   * GCM).
   */
  public static CipherFloor of(List<JmhResult> results) {
    List<double[]> gcm = new ArrayList<double[]>();
    List<double[]> ctr = new ArrayList<double[]>();
    String source = null;
    for (JmhResult r : results) {
      if (!BENCHMARK.equals(r.benchmark) || r.param(SIZE_PARAM) == null || !(r.score > 0)) {
        continue;
      }
      double size = ChunkSize.parse(r.param(SIZE_PARAM));
      // Rows are throughput in calls per second: a call takes 1e9 / score ns.
      double[] point = {size, 1e9 / ByteRate.opsPerSecond(r.score, r.unit)};
      if (GCM.equals(r.param(ALGORITHM_PARAM))) {
        gcm.add(point);
      } else if (CTR.equals(r.param(ALGORITHM_PARAM))) {
        ctr.add(point);
      }
      source = r.param("provider");
    }
    Line g = fit(gcm);
    return g == null ? null : new CipherFloor(source, g, fit(ctr));
  }

  /**
   * The chord through the smallest and the largest size: per call the time at the smallest, per
   * byte the slope to the largest. OpenSSL's time per call is not a line (at 1 KiB it lies above
   * the chord, its widest AVX-512 loop pays off from 8 KiB), and the chord stays under the measured
   * points in between, as a floor should; null with fewer than 2 sizes.
   */
  static Line fit(List<double[]> points) {
    if (points.size() < 2) {
      return null;
    }
    double[] small = points.get(0);
    double[] large = points.get(0);
    for (double[] p : points) {
      small = p[0] < small[0] ? p : small;
      large = p[0] > large[0] ? p : large;
    }
    if (large[0] <= small[0]) {
      return null;
    }
    double b = Math.max(0, (large[1] - small[1]) / (large[0] - small[0]));
    return new Line(small[1] - b * small[0], b, points.size());
  }

  /**
   * The floor of one file's crypto work in nanoseconds; NaN when it has CTR modules and the floor
   * no CTR line.
   */
  public double nanos(double gcmModules, double gcmBytes, double ctrModules, double ctrBytes) {
    if (ctrModules > 0 && ctr == null) {
      return Double.NaN;
    }
    return gcm.nanos(gcmModules, gcmBytes) + (ctrModules > 0 ? ctr.nanos(ctrModules, ctrBytes) : 0);
  }
}
