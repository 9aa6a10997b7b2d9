package org.pmebench.family.spark;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pmebench.cpuprofile.CpuAttribution.Estimate;
import org.pmebench.paired.PairedSlot;
import org.pmebench.results.JmhResult;
import org.pmebench.stats.ModelVerdict;
import org.pmebench.stats.PairedRatio;
import org.pmebench.summary.Summary;
import org.pmebench.summary.SummaryPart;

/**
 * spark.io.encryption's predicted cost beside its measured one, in summary.json: a query's stream
 * pairs (one per shuffle block: written through an encrypting stream, read back through a
 * decrypting one) and the bytes written, from the on session's task metrics, times the cost per
 * pair and per byte of the same cipher measured in Spark's own crypto streams ({@link
 * StreamCosts}), over the query's task CPU time with the setting off. The prediction's interval is
 * the stream costs' (their replicates); it agrees with the measured CPU ratio when their
 * difference's interval lies within half a point of 0, disagrees when it lies outside and excludes
 * 0, and is left out otherwise.
 */
public final class StreamModel {
  /**
   * The ioEncryption rows' counters per round of a query: stream pairs (a shuffle block written
   * through an encrypting stream and read back through a decrypting one) and the bytes written.
   */
  static final String PAIRS = PairedSlot.IO_ENCRYPTED.prefix + SparkResultsJson.STREAM_PAIRS;

  static final String BYTES = PairedSlot.IO_ENCRYPTED.prefix + SparkResultsJson.STREAM_BYTES;

  private StreamModel() {}

  /** {@code sparkStreamCosts}: per cipher, the cost per stream and per byte. */
  static Map<String, StreamNotes.Costs> costs(Map<String, StreamCosts> costs) {
    Map<String, StreamNotes.Costs> notes = new LinkedHashMap<String, StreamNotes.Costs>();
    for (Map.Entry<String, StreamCosts> e : costs.entrySet()) {
      StreamCosts c = e.getValue();
      StreamNotes.Costs n = new StreamNotes.Costs();
      n.cipherClass = c.openssl ? "OpenSslCipher" : "JceCipher";
      n.interval = c.oneFork ? Summary.ROUNDS_ONLY : Summary.FORKS;
      n.perStreamNanos = value(c.perStreamNanos(), 1);
      n.perByteNanos = value(c.perByteNanos(), 1);
      notes.put(e.getKey(), n);
    }
    return notes;
  }

  /**
   * {@code streamModel} of a spark.io.encryption row whose cipher's stream costs were measured;
   * null elsewhere.
   */
  static StreamNotes.Model model(JmhResult r, PairedRatio ratio, Map<String, StreamCosts> costs) {
    if (!r.benchmark.equals(SparkResultsJson.BENCHMARK + ".ioEncryption") || ratio.cpu == null) {
      return null;
    }
    StreamCosts c = costs.get(r.param("io"));
    double pairs = mean(r, PAIRS);
    double bytes = mean(r, BYTES);
    if (c == null || Double.isNaN(pairs) || Double.isNaN(bytes)) {
      return null;
    }
    double plainCpuNanos = ratio.plaintextCpuMillis * 1e6;
    Estimate extra = c.predictNanos(pairs, bytes);
    StreamNotes.Model m = new StreamNotes.Model();
    m.cipherClass = c.openssl ? "OpenSslCipher" : "JceCipher";
    // Crypto streams: an encrypting and a decrypting one per pair.
    m.streamsPerQuery = 2 * pairs;
    m.streamPairsPerQuery = pairs;
    m.bytesPerQuery = bytes;
    m.extraCpuMillis = value(extra, 1e-6);
    m.cpu.ratio = 1 + extra.value / plainCpuNanos;
    if (!Double.isNaN(extra.low)) {
      m.cpu.low = 1 + extra.low / plainCpuNanos;
      m.cpu.high = 1 + extra.high / plainCpuNanos;
      m.cpu.interval = c.oneFork ? Summary.ROUNDS_ONLY : Summary.FORKS;
      m.cpu.agrees =
          ModelVerdict.agrees(ModelVerdict.ofRatio(m.cpu.low, m.cpu.ratio, m.cpu.high, ratio.cpu));
    }
    m.measuredExtraCpuMillis = (ratio.cpu.ratio - 1) * plainCpuNanos / 1e6;
    return m;
  }

  /**
   * {@code sparkStreamProfile}: per io setting, where a profiled application's crypto streams spent
   * the queries' task CPU, and how their cost per stream pair compares with the stream benchmark's.
   */
  static Map<String, StreamNotes.Profile> profiles(
      Map<String, JmhResult> profiles, Map<String, StreamCosts> costs) {
    Map<String, StreamNotes.Profile> notes = new LinkedHashMap<String, StreamNotes.Profile>();
    for (Map.Entry<String, JmhResult> e : profiles.entrySet()) {
      StreamNotes.Profile n = StreamProfile.of(e.getValue()).describe(e.getValue());
      StreamCosts c = costs.get(e.getKey());
      if (c != null && n.pairsPerRound > 0 && n.perPairMicros != null) {
        // The benchmark's price of the same pairs and bytes, per pair.
        double benchmark =
            c.predictNanos(n.pairsPerRound, n.bytesPerRound).value / n.pairsPerRound / 1e3;
        n.benchmarkPerPairMicros = benchmark;
        n.inSituOverBenchmark = n.perPairMicros / benchmark;
      }
      notes.put(e.getKey(), n);
    }
    return notes;
  }

  /**
   * {@code streamProfile} of a spark.io.encryption total (the profile covers the whole mix): what
   * the profiled streams add to task CPU, and whether that agrees with the measured ratio; null
   * elsewhere.
   */
  static StreamNotes.Predicted profiled(
      JmhResult r, PairedRatio ratio, Map<String, JmhResult> profiles) {
    if (!r.benchmark.equals(SparkResultsJson.BENCHMARK + ".ioEncryption")
        || ratio.cpu == null
        || !SparkResultsJson.TOTAL.equals(r.param("query"))
        || r.param("ioBase") != null) {
      return null;
    }
    JmhResult profile = profiles.get(r.param("io"));
    if (profile == null) {
      return null;
    }
    return StreamProfile.of(profile).cpuPrediction(ratio.cpu);
  }

  /**
   * The mean per round of a counter over every fork and iteration; NaN when the result lacks it.
   */
  static double mean(JmhResult r, String name) {
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

  private static StreamNotes.Value value(Estimate e, double scale) {
    return StreamNotes.Value.of(e.value * scale, e.low * scale, e.high * scale);
  }

  /**
   * The spark family's part of a summary: the stream costs and profiles, and their notes on the
   * rows; the Iceberg tables' facts; Comet's native scans.
   */
  static SummaryPart.Contribution contribution(List<JmhResult> results) {
    Map<String, StreamCosts> costs = StreamCosts.of(results);
    Map<String, JmhResult> profiles = StreamProfile.rows(results);
    List<IcebergFacts.Row> iceberg = IcebergFacts.of(results);
    List<CometScans.Row> comet = CometScans.of(results);
    return new SummaryPart.Contribution() {
      @Override
      public void addSections(ObjectNode root) {
        if (!iceberg.isEmpty()) {
          root.set(IcebergFacts.SECTION, IcebergFacts.tree(iceberg));
        }
        if (!comet.isEmpty()) {
          root.set(CometScans.SECTION, CometScans.tree(comet));
        }
        if (!costs.isEmpty()) {
          root.set(StreamNotes.COSTS, StreamNotes.tree(costs(costs)));
        }
        if (!profiles.isEmpty()) {
          root.set(StreamNotes.PROFILE, StreamNotes.tree(profiles(profiles, costs)));
        }
      }

      @Override
      public void annotate(ObjectNode notes, JmhResult result, PairedRatio ratio) {
        StreamNotes.Model model = model(result, ratio, costs);
        if (model != null) {
          notes.set(StreamNotes.MODEL, StreamNotes.tree(model));
        }
        StreamNotes.Predicted profiled = profiled(result, ratio, profiles);
        if (profiled != null) {
          notes.set(StreamNotes.ROW_PROFILE, StreamNotes.tree(profiled));
        }
      }
    };
  }
}
