package org.pmebench.cpuprofile;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pmebench.results.JmhResult;
import org.pmebench.stats.PairedRatio;
import org.pmebench.stats.StudentT;

/**
 * A profiled result's CPU samples ({@link CpuAttributionProfiler}) as shares and, for a paired
 * result, as a second estimate of each mode's overhead next to the clocks': the samples of an
 * encrypted variant over the plaintext variant's (both ran in the same rounds), split into what the
 * crypto code took and what encryption added elsewhere. Replicates are the forks (two or more) or
 * the measured iterations of the one fork, like the paired ratios'.
 */
public final class CpuAttribution {
  /** The benchmark-thread categories, in the order they are reported. */
  public static final CpuCategory[] THREAD_CATEGORIES = {
    CpuCategory.CIPHER, CpuCategory.PARQUET_CRYPTO, CpuCategory.REST, CpuCategory.UNATTRIBUTED
  };

  /** A mean over replicates with its 95% t interval (NaN bounds with fewer than two replicates). */
  public static final class Estimate {
    public final double value;
    public final double low;
    public final double high;

    Estimate(double value, double low, double high) {
      this.value = value;
      this.low = low;
      this.high = high;
    }

    public static Estimate of(double[] replicates) {
      int n = 0;
      double sum = 0;
      for (double r : replicates) {
        if (!Double.isNaN(r)) {
          sum += r;
          n++;
        }
      }
      if (n == 0) {
        return new Estimate(Double.NaN, Double.NaN, Double.NaN);
      }
      double mean = sum / n;
      if (n < 2) {
        return new Estimate(mean, Double.NaN, Double.NaN);
      }
      double ss = 0;
      for (double r : replicates) {
        if (!Double.isNaN(r)) {
          ss += (r - mean) * (r - mean);
        }
      }
      double half = StudentT.twoSided(PairedRatio.CONFIDENCE, n - 1) * Math.sqrt(ss / (n - 1) / n);
      return new Estimate(mean, mean - half, mean + half);
    }
  }

  /**
   * Whether the fork could not start the profiler (another OS or architecture, a JVM without
   * support).
   */
  public final boolean unavailable;

  /** Samples of every kind over the result. */
  public final long samples;

  /**
   * Per mode: samples per replicate and category (index: CpuCategory ordinal; last: cipher stubs).
   */
  private final Map<String, double[][]> modes;

  private final double[] otherThreads;
  private final double[] unassigned;
  private final int replicates;

  private CpuAttribution(
      boolean unavailable,
      Map<String, double[][]> modes,
      double[] otherThreads,
      double[] unassigned) {
    this.unavailable = unavailable;
    this.modes = modes;
    this.otherThreads = otherThreads;
    this.unassigned = unassigned;
    this.replicates = otherThreads.length;
    long total = 0;
    for (double[][] m : modes.values()) {
      for (double[] r : m) {
        for (int c = 0; c < CpuCategory.values().length; c++) {
          total += (long) r[c];
        }
      }
    }
    for (int i = 0; i < replicates; i++) {
      total += (long) (otherThreads[i] + unassigned[i]);
    }
    this.samples = total;
  }

  /** The attribution of a profiled result; null when the result was not profiled. */
  public static CpuAttribution of(JmhResult r) {
    if (r.secondary.containsKey(CpuAttributionProfiler.UNAVAILABLE)) {
      return new CpuAttribution(
          true, new LinkedHashMap<String, double[][]>(), new double[0], new double[0]);
    }
    JmhResult.Metric other = r.secondary.get(SampleCounts.OTHER_THREADS);
    if (other == null) {
      return null;
    }
    Map<String, double[][]> modes = new LinkedHashMap<String, double[][]>();
    for (String label : r.secondary.keySet()) {
      String suffix = "." + CpuCategory.REST.id();
      if (label.startsWith(SampleCounts.PREFIX) && label.endsWith(suffix)) {
        String mode =
            label.substring(SampleCounts.PREFIX.length(), label.length() - suffix.length());
        double[][] perReplicate =
            new double[replicatesOf(other.rawData)][CpuCategory.values().length + 1];
        for (CpuCategory c : CpuCategory.values()) {
          addReplicates(
              r.secondary.get(SampleCounts.label(mode, c.id())), perReplicate, c.ordinal());
        }
        addReplicates(
            r.secondary.get(SampleCounts.label(mode, SampleCounts.STUBS)),
            perReplicate,
            CpuCategory.values().length);
        modes.put(mode, perReplicate);
      }
    }
    double[][] o = new double[replicatesOf(other.rawData)][1];
    addReplicates(other, o, 0);
    double[][] u = new double[o.length][1];
    addReplicates(r.secondary.get(SampleCounts.UNASSIGNED), u, 0);
    return new CpuAttribution(false, modes, column(o), column(u));
  }

  /** Forks are the replicates when there are two or more; otherwise the one fork's iterations. */
  private static int replicatesOf(double[][] raw) {
    return raw.length >= 2 ? raw.length : raw.length == 1 ? raw[0].length : 0;
  }

  private static void addReplicates(JmhResult.Metric m, double[][] into, int column) {
    if (m == null) {
      return;
    }
    boolean byFork = m.rawData.length >= 2;
    for (int f = 0; f < m.rawData.length; f++) {
      for (int i = 0; i < m.rawData[f].length; i++) {
        int replicate = byFork ? f : i;
        if (replicate < into.length) {
          into[replicate][column] += m.rawData[f][i];
        }
      }
    }
  }

  private static double[] column(double[][] values) {
    double[] c = new double[values.length];
    for (int i = 0; i < c.length; i++) {
      c[i] = values[i][0];
    }
    return c;
  }

  public List<String> modes() {
    return new ArrayList<String>(modes.keySet());
  }

  /** Benchmark-thread samples of {@code mode} over the result. */
  public long threadSamples(String mode) {
    double[][] m = modes.get(mode);
    long n = 0;
    if (m != null) {
      for (double[] r : m) {
        n += (long) threadTotal(r);
      }
    }
    return n;
  }

  private static double threadTotal(double[] replicate) {
    double t = 0;
    for (CpuCategory c : THREAD_CATEGORIES) {
      t += replicate[c.ordinal()];
    }
    return t;
  }

  /** The share of a mode's benchmark-thread samples in {@code category}. */
  public Estimate share(String mode, CpuCategory category) {
    return shareOf(mode, r -> r[category.ordinal()]);
  }

  /**
   * The share of a mode's benchmark-thread samples whose leaf is an AES/GHASH/CTR intrinsic stub.
   */
  public Estimate stubShare(String mode) {
    return shareOf(mode, r -> r[CpuCategory.values().length]);
  }

  /** Crypto (cipher and parquet's crypto code) of a mode's samples. */
  public Estimate cryptoShare(String mode) {
    return shareOf(mode, CpuAttribution::crypto);
  }

  /** {@code part} of each replicate's benchmark-thread samples of {@code mode}, as a share. */
  private Estimate shareOf(String mode, java.util.function.ToDoubleFunction<double[]> part) {
    double[][] m = modes.get(mode);
    double[] shares = new double[m.length];
    for (int i = 0; i < m.length; i++) {
      double total = threadTotal(m[i]);
      shares[i] = total > 0 ? part.applyAsDouble(m[i]) / total : Double.NaN;
    }
    return Estimate.of(shares);
  }

  private static double crypto(double[] replicate) {
    return replicate[CpuCategory.CIPHER.ordinal()]
        + replicate[CpuCategory.PARQUET_CRYPTO.ordinal()];
  }

  /** The fork's other threads (GC, JIT, JMH) over all its samples. */
  public Estimate otherThreadsShare() {
    return fractionOf(otherThreads);
  }

  /** Benchmark-thread samples outside every variant of a paired round, over all samples. */
  public Estimate unassignedShare() {
    return fractionOf(unassigned);
  }

  private Estimate fractionOf(double[] part) {
    double[] shares = new double[replicates];
    for (int i = 0; i < replicates; i++) {
      double total = otherThreads[i] + unassigned[i];
      for (double[][] m : modes.values()) {
        for (int c = 0; c < CpuCategory.values().length; c++) {
          total += m[i][c];
        }
      }
      shares[i] = total > 0 ? part[i] / total : Double.NaN;
    }
    return Estimate.of(shares);
  }

  /**
   * A paired mode's overhead as the profile sees it: {@code [0]} the sampled ratio (its samples
   * over the plaintext variant's) minus 1, {@code [1]} its crypto samples over the plaintext
   * variant's (what the crypto code adds), {@code [2]} the difference (what encryption adds
   * elsewhere: copies, allocation, buffers). Null unless both modes were sampled.
   */
  public Estimate[] overhead(String mode, String plaintext) {
    double[][] m = modes.get(mode);
    double[][] p = modes.get(plaintext);
    if (m == null || p == null) {
      return null;
    }
    double[][] parts = new double[3][m.length];
    for (int i = 0; i < m.length; i++) {
      double base = threadTotal(p[i]);
      double sampled = base > 0 ? threadTotal(m[i]) / base - 1 : Double.NaN;
      double crypto = base > 0 ? (crypto(m[i]) - crypto(p[i])) / base : Double.NaN;
      parts[0][i] = sampled;
      parts[1][i] = crypto;
      parts[2][i] = sampled - crypto;
    }
    return new Estimate[] {Estimate.of(parts[0]), Estimate.of(parts[1]), Estimate.of(parts[2])};
  }
}
