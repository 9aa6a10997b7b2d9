package org.pmebench.family.spark;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import org.pmebench.cpuprofile.CpuAttribution.Estimate;
import org.pmebench.results.JmhResult;
import org.pmebench.stats.PairedRatio;
import org.pmebench.summary.Summary;
import org.pmebench.summary.SummaryPart;

/**
 * spark.io.encryption's predicted cost beside its measured one, in summary.json: a query's stream
 * pairs (one per shuffle block: written through an encrypting stream, read back through a
 * decrypting one) and the bytes written, from the on session's task metrics, times the cost per
 * pair and per byte of the same cipher measured in Spark's own crypto streams ({@link StreamCosts}),
 * over the query's task CPU time with the setting off. The prediction's interval is the stream
 * costs' (their replicates); whether it agrees is whether it overlaps the measured CPU interval.
 */
public final class StreamModel {
  /**
   * The ioEncryption rows' counters per round of a query: stream pairs (a shuffle block written
   * through an encrypting stream and read back through a decrypting one) and the bytes written.
   */
  static final String PAIRS = SparkResultsJson.IO_PREFIX + "StreamPairs";
  static final String BYTES = SparkResultsJson.IO_PREFIX + "StreamBytes";

  private StreamModel() {}

  /** {@code sparkStreamCosts}: per cipher, the cost per stream and per byte. */
  public static void costs(ObjectNode node, Map<String, StreamCosts> costs) {
    for (Map.Entry<String, StreamCosts> e : costs.entrySet()) {
      StreamCosts c = e.getValue();
      ObjectNode n = node.putObject(e.getKey());
      n.put("cipherClass", c.openssl ? "OpenSslCipher" : "JceCipher");
      n.put("interval", c.oneFork ? Summary.ROUNDS_ONLY : Summary.FORKS);
      estimate(n.putObject("perStreamNanos"), c.perStreamNanos(), 1);
      estimate(n.putObject("perByteNanos"), c.perByteNanos(), 1);
    }
  }

  /** Adds {@code streamModel} to a spark.io.encryption row whose cipher's stream costs were measured. */
  public static void annotate(ObjectNode row, JmhResult r, PairedRatio ratio, Map<String, StreamCosts> costs) {
    if (!r.benchmark.equals(SparkResultsJson.BENCHMARK + ".ioEncryption") || ratio.cpu == null) {
      return;
    }
    StreamCosts c = costs.get(r.param("io"));
    double pairs = mean(r, PAIRS);
    double bytes = mean(r, BYTES);
    if (c == null || Double.isNaN(pairs) || Double.isNaN(bytes)) {
      return;
    }
    double plainCpuNanos = ratio.plaintextCpuMillis * 1e6;
    Estimate extra = c.predictNanos(pairs, bytes);
    ObjectNode m = row.putObject("streamModel");
    m.put("cipherClass", c.openssl ? "OpenSslCipher" : "JceCipher");
    // Crypto streams: an encrypting and a decrypting one per pair.
    m.put("streamsPerQuery", 2 * pairs);
    m.put("streamPairsPerQuery", pairs);
    m.put("bytesPerQuery", bytes);
    estimate(m.putObject("extraCpuMillis"), extra, 1e-6);
    ObjectNode cpu = m.putObject("cpu");
    cpu.put("ratio", 1 + extra.value / plainCpuNanos);
    if (!Double.isNaN(extra.low)) {
      cpu.put("low", 1 + extra.low / plainCpuNanos);
      cpu.put("high", 1 + extra.high / plainCpuNanos);
      cpu.put("interval", c.oneFork ? Summary.ROUNDS_ONLY : Summary.FORKS);
      if (ratio.cpu.hasInterval()) {
        cpu.put("agrees", 1 + extra.low / plainCpuNanos <= ratio.cpu.high
            && ratio.cpu.low <= 1 + extra.high / plainCpuNanos);
      }
    }
    m.put("measuredExtraCpuMillis", (ratio.cpu.ratio - 1) * plainCpuNanos / 1e6);
  }

  /**
   * {@code sparkStreamProfile}: per io setting, where a profiled application's crypto streams spent
   * the queries' task CPU, and how their cost per stream pair compares with the stream benchmark's.
   */
  public static void profiles(ObjectNode node, Map<String, JmhResult> profiles, Map<String, StreamCosts> costs) {
    for (Map.Entry<String, JmhResult> e : profiles.entrySet()) {
      ObjectNode n = node.putObject(e.getKey());
      StreamProfile.of(e.getValue()).describe(n, e.getValue());
      StreamCosts c = costs.get(e.getKey());
      double pairs = n.path("pairsPerRound").asDouble();
      if (c != null && pairs > 0 && n.has("perPairMicros")) {
        // The benchmark's price of the same pairs and bytes, per pair.
        double benchmark = c.predictNanos(pairs, n.path("bytesPerRound").asDouble()).value / pairs / 1e3;
        n.put("benchmarkPerPairMicros", benchmark);
        n.put("inSituOverBenchmark", n.path("perPairMicros").asDouble() / benchmark);
      }
    }
  }

  /**
   * Adds {@code streamProfile} to a spark.io.encryption total (the profile covers the whole mix):
   * what the profiled streams add to task CPU, and whether that agrees with the measured ratio.
   */
  public static void annotateProfile(ObjectNode row, JmhResult r, PairedRatio ratio, Map<String, JmhResult> profiles) {
    if (!r.benchmark.equals(SparkResultsJson.BENCHMARK + ".ioEncryption") || ratio.cpu == null
        || !SparkResultsJson.TOTAL.equals(r.param("query")) || r.param("ioBase") != null) {
      return;
    }
    JmhResult profile = profiles.get(r.param("io"));
    if (profile == null) {
      return;
    }
    double[] cpu = StreamProfile.of(profile).cpuRatio();
    ObjectNode p = row.putObject("streamProfile");
    p.put("ratio", cpu[0]);
    p.put("low", cpu[1]);
    p.put("high", cpu[2]);
    p.put("interval", "samples");
    if (ratio.cpu.hasInterval()) {
      p.put("agrees", cpu[1] <= ratio.cpu.high && ratio.cpu.low <= cpu[2]);
    }
  }

  /** The mean per round of a counter over every fork and iteration; NaN when the result lacks it. */
  private static double mean(JmhResult r, String name) {
    JmhResult.Metric m = r.secondary.get(name);
    if (m == null) {
      return Double.NaN;
    }
    double sum = 0;
    int n = 0;
    for (double[] fork : m.rawData) {
      for (double v : fork) {
        sum += v;
        n++;
      }
    }
    return n == 0 ? Double.NaN : sum / n;
  }

  private static void estimate(ObjectNode node, Estimate e, double scale) {
    node.put("value", e.value * scale);
    if (!Double.isNaN(e.low)) {
      node.put("low", e.low * scale);
      node.put("high", e.high * scale);
    }
  }

  /** The spark family's part of a summary: the stream costs and profiles, and their notes on the rows. */
  static SummaryPart.Contribution contribution(List<JmhResult> results) {
    Map<String, StreamCosts> costs = StreamCosts.of(results);
    Map<String, JmhResult> profiles = StreamProfile.rows(results);
    return new SummaryPart.Contribution() {
      @Override
      public void addSections(ObjectNode root) {
        if (!costs.isEmpty()) {
          costs(root.putObject("sparkStreamCosts"), costs);
        }
        if (!profiles.isEmpty()) {
          profiles(root.putObject("sparkStreamProfile"), profiles, costs);
        }
      }

      @Override
      public void annotate(ObjectNode row, JmhResult result, PairedRatio ratio) {
        StreamModel.annotate(row, result, ratio, costs);
        annotateProfile(row, result, ratio, profiles);
      }
    };
  }
}
