package org.pmebench.family.spark;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pmebench.cpuprofile.CpuAttribution.Estimate;
import org.pmebench.results.JmhResult;

/**
 * spark.io.encryption's CPU cost per stream and per byte for one cipher, from
 * SparkCryptoStreamBenchmark's JMH results (the spark module's src/jmh): in each iteration, what
 * encryption added per small and per large stream (encrypted minus plain thread CPU, the variants
 * of one round side by side) gives a line, extra = perStream + perByte x segment bytes, whose two
 * coefficients are averaged per fork; the forks are the replicates (with one fork, its iterations,
 * which leave out how JVMs differ). A "stream" here is a segment written through an encrypting
 * stream and read back through a decrypting one: a pair of Spark's crypto streams, as a shuffle
 * block is. A query's predicted cost is perStream x pairs + perByte x bytes written, computed per
 * fork so that the interval keeps the two coefficients' covariance.
 */
public final class StreamCosts {
  public static final String BENCHMARK = "org.pmebench.spark.SparkCryptoStreamBenchmark.round";

  /** {@code jce}, {@code openssl} or {@code default} (the cipher list as Spark gets it). */
  public final String cipher;

  /**
   * Whether the streams got commons-crypto's OpenSSL cipher in every round (else its JCE cipher).
   */
  public final boolean openssl;

  /** Whether the replicates are the iterations of one fork. */
  public final boolean oneFork;

  private final double[] perStream;
  private final double[] perByte;

  private StreamCosts(
      String cipher, boolean openssl, boolean oneFork, double[] perStream, double[] perByte) {
    this.cipher = cipher;
    this.openssl = openssl;
    this.oneFork = oneFork;
    this.perStream = perStream;
    this.perByte = perByte;
  }

  /** Per cipher, the costs in {@code results} (other benchmarks' results are skipped). */
  public static Map<String, StreamCosts> of(List<JmhResult> results) {
    Map<String, StreamCosts> costs = new LinkedHashMap<String, StreamCosts>();
    for (JmhResult r : results) {
      if (BENCHMARK.equals(r.benchmark)) {
        StreamCosts c = of(r);
        costs.put(c.cipher, c);
      }
    }
    return costs;
  }

  static StreamCosts of(JmhResult result) {
    Map<String, JmhResult.Metric> m = result.secondary;
    double[][] rounds = raw(m, StreamCounter.STREAM_ROUNDS);
    int forks = rounds.length;
    boolean oneFork = forks == 1;
    int replicates = oneFork ? rounds[0].length : forks;
    double[] perStream = new double[replicates];
    double[] perByte = new double[replicates];
    boolean openssl = true;
    for (int f = 0; f < forks; f++) {
      int iterations = rounds[f].length;
      double a = 0;
      double b = 0;
      for (int i = 0; i < iterations; i++) {
        double small = value(m, StreamCounter.SMALL_STREAMS, f, i);
        double large = value(m, StreamCounter.LARGE_STREAMS, f, i);
        double s = value(m, StreamCounter.SMALL_BYTES, f, i) / small;
        double l = value(m, StreamCounter.LARGE_BYTES, f, i) / large;
        double xs =
            (value(m, StreamCounter.SMALL_ENCRYPTED_CPU_NANOS, f, i)
                    - value(m, StreamCounter.SMALL_PLAIN_CPU_NANOS, f, i))
                / small;
        double xl =
            (value(m, StreamCounter.LARGE_ENCRYPTED_CPU_NANOS, f, i)
                    - value(m, StreamCounter.LARGE_PLAIN_CPU_NANOS, f, i))
                / large;
        double slope = (xl - xs) / (l - s);
        double intercept = xs - slope * s;
        openssl &=
            value(m, StreamCounter.OPENSSL_ROUNDS, f, i)
                == value(m, StreamCounter.STREAM_ROUNDS, f, i);
        if (oneFork) {
          perStream[i] = intercept;
          perByte[i] = slope;
        } else {
          a += intercept / iterations;
          b += slope / iterations;
        }
      }
      if (!oneFork) {
        perStream[f] = a;
        perByte[f] = b;
      }
    }
    return new StreamCosts(result.param("cipher"), openssl, oneFork, perStream, perByte);
  }

  private static double[][] raw(Map<String, JmhResult.Metric> metrics, StreamCounter counter) {
    String name = counter.key;
    JmhResult.Metric m = metrics.get(name);
    if (m == null || m.rawData.length == 0) {
      throw new IllegalArgumentException(
          "SparkCryptoStreamBenchmark result without the counter " + name);
    }
    return m.rawData;
  }

  private static double value(
      Map<String, JmhResult.Metric> metrics, StreamCounter counter, int fork, int iteration) {
    double[][] raw = raw(metrics, counter);
    String name = counter.key;
    if (raw.length <= fork || raw[fork].length <= iteration) {
      throw new IllegalArgumentException(
          "SparkCryptoStreamBenchmark result whose counter "
              + name
              + " misses fork "
              + (fork + 1)
              + ", iteration "
              + (iteration + 1));
    }
    return raw[fork][iteration];
  }

  /**
   * CPU nanoseconds encryption adds per stream pair (two streams' IV, cipher, buffers), whatever
   * its length.
   */
  public Estimate perStreamNanos() {
    return Estimate.of(perStream);
  }

  /**
   * CPU nanoseconds encryption adds per byte written and read back (encrypted once, decrypted
   * once).
   */
  public Estimate perByteNanos() {
    return Estimate.of(perByte);
  }

  /**
   * Predicted CPU nanoseconds for {@code pairs} stream pairs carrying {@code bytes} bytes, each
   * written and read once.
   */
  public Estimate predictNanos(double pairs, double bytes) {
    double[] p = new double[perStream.length];
    for (int i = 0; i < p.length; i++) {
      p[i] = perStream[i] * pairs + perByte[i] * bytes;
    }
    return Estimate.of(p);
  }
}
