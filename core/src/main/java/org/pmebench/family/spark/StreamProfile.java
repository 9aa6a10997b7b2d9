package org.pmebench.family.spark;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pmebench.results.JmhResult;
import org.pmebench.results.JmhRows;
import org.pmebench.stats.ModelVerdict;
import org.pmebench.stats.PairedRatio;
import org.pmebench.summary.AttributionNote;

/**
 * Where spark.io.encryption's CPU goes inside Spark: the async-profiler samples (collapsed stacks,
 * thread frame first) of one application run with the setting on, on the executors' task threads
 * while they run the queries (table writes left out), and among them the samples under Spark's
 * crypto streams (CryptoStreamUtils, commons-crypto) by what they do. Their share of the queries'
 * task CPU is the streams' cost in situ: a third estimate beside the paired measurement and the
 * stream benchmark's prediction, which prices the same calls in a tight loop.
 */
public final class StreamProfile {
  public static final String BENCHMARK = "org.pmebench.spark.SparkStreamProfile.queries";
  private static final String TASK_THREAD = "[Executor task launch worker";
  private static final String[] STREAM_FRAMES = {
    "org/apache/spark/security/CryptoStreamUtils", "org/apache/commons/crypto/"
  };

  /**
   * What the samples under a crypto stream do, in the order a stack is tested; the last takes the
   * rest.
   */
  public enum Part {
    FILE_IO(
        "fileIo",
        "the file reads and writes beneath the streams (any stream does them: not encryption's)"),
    SETTINGS(
        "settings",
        "Spark's settings copied into each stream's parameters (CryptoStreamUtils.toCryptoConf)"),
    CIPHER_CREATED("cipherCreated", "the cipher created through reflection (CryptoCipherFactory)"),
    IV("iv", "the initialization vector (a CryptoRandom per stream)"),
    CIPHER_INIT("cipherInit", "the cipher's key and IV set"),
    BUFFERS_FREED("buffersFreed", "the stream's direct buffers freed on close"),
    SETUP_OTHER("setupOther", "the rest of creating a stream (its buffers allocated)"),
    BYTES("bytes", "the bytes: encrypted, decrypted and copied through the streams' buffers");

    public final String key;
    public final String description;

    Part(String key, String description) {
      this.key = key;
      this.description = description;
    }

    /** The part of a stack's frames from its first crypto-stream frame down to the leaf. */
    static Part of(String[] frames, int from) {
      StringBuilder s = new StringBuilder();
      for (int i = from; i < frames.length; i++) {
        s.append(frames[i]).append(';');
      }
      String stack = s.toString();
      String leaf = frames[frames.length - 1];
      if (stack.contains("java/io/FileOutputStream.write")
          || stack.contains("java/io/FileInputStream.read")
          || stack.contains("sun/nio/ch/FileChannelImpl")
          || stack.contains("java/io/RandomAccessFile")
          || leaf.startsWith("__GI_")
          || leaf.startsWith("__libc_")) {
        return FILE_IO;
      }
      if (stack.contains("CryptoParams.<init>") || stack.contains("toCryptoConf")) {
        return SETTINGS;
      }
      if (stack.contains("getCipherInstance") || stack.contains("CryptoCipherFactory")) {
        return CIPHER_CREATED;
      }
      if (stack.contains("createInitializationVector")) {
        return IV;
      }
      if (stack.contains("initCipher")) {
        return CIPHER_INIT;
      }
      if (stack.contains("freeBuffers")) {
        return BUFFERS_FREED;
      }
      return stack.contains("createCrypto") ? SETUP_OTHER : BYTES;
    }
  }

  /** Samples on task threads running queries. */
  public long querySamples;

  /** Of those, the samples under a crypto stream, per part. */
  public final Map<Part, Long> parts = new LinkedHashMap<Part, Long>();

  public StreamProfile() {
    for (Part p : Part.values()) {
      parts.put(p, 0L);
    }
  }

  /** Counts async-profiler's collapsed output (with its {@code threads} option). */
  public static StreamProfile read(Path collapsed) throws IOException {
    StreamProfile p = new StreamProfile();
    try (BufferedReader in = Files.newBufferedReader(collapsed, StandardCharsets.UTF_8)) {
      for (String line; (line = in.readLine()) != null; ) {
        p.add(line);
      }
    }
    return p;
  }

  void add(String line) {
    int space = line.lastIndexOf(' ');
    if (space < 0 || !line.startsWith(TASK_THREAD)) {
      return;
    }
    long n = Long.parseLong(line.substring(space + 1).trim());
    String[] frames = line.substring(0, space).split(";");
    int first = -1;
    for (int i = 1; i < frames.length; i++) {
      if (frames[i].contains("FileFormatWriter")) {
        // A table write: not a query's work.
        return;
      }
      if (first < 0
          && (frames[i].startsWith(STREAM_FRAMES[0]) || frames[i].startsWith(STREAM_FRAMES[1]))) {
        first = i;
      }
    }
    querySamples += n;
    if (first > 0) {
      Part part = Part.of(frames, first);
      parts.put(part, parts.get(part) + n);
    }
  }

  /** Samples of the streams' own work: every part but the file I/O beneath them. */
  public long streamSamples() {
    long sum = 0;
    for (Map.Entry<Part, Long> e : parts.entrySet()) {
      sum += e.getKey() == Part.FILE_IO ? 0 : e.getValue();
    }
    return sum;
  }

  /**
   * The streams' share of the queries' task CPU, with its 95% sampling interval {value, low, high}.
   */
  public double[] share() {
    double n = querySamples;
    double c = n == 0 ? 0 : streamSamples() / n;
    double half = n == 0 ? 0 : 1.96 * Math.sqrt(c * (1 - c) / n);
    return new double[] {c, Math.max(0, c - half), Math.min(1, c + half)};
  }

  /**
   * What the streams add to the queries' task CPU: the share over the rest, c / (1 - c), with the
   * share's interval; {ratio, low, high} as 1 + that.
   */
  public double[] cpuRatio() {
    double[] c = share();
    return new double[] {1 / (1 - c[0]), 1 / (1 - c[1]), 1 / (1 - c[2])};
  }

  /**
   * The profile as a JMH-shaped row of {@code app} on {@code data} (TPC-DS's scale or the user's
   * tables): its io setting and cipher, and per round of the query mix its stream pairs, bytes
   * written through them and task CPU (for the cost per pair).
   */
  public ObjectNode row(SparkAppResult app, Map<String, String> data, int queries) {
    ObjectNode node =
        JmhRows.header(
            "pme-bench spark family",
            BENCHMARK,
            "spark " + app.sparkVersion + " " + app.master,
            app.javaVersion,
            app.javaVmName,
            1,
            1);
    ObjectNode p = node.putObject("params");
    p.put("io", app.io);
    String cipher = app.ioCipherClass;
    p.put("ioCipher", cipher == null ? "none" : cipher.substring(cipher.lastIndexOf('.') + 1));
    for (Map.Entry<String, String> d : data.entrySet()) {
      p.put(d.getKey(), d.getValue());
    }
    p.put("queries", String.valueOf(queries));
    node.set("primaryMetric", JmhRows.metric("%", new double[][] {{100 * share()[0]}}));
    ObjectNode s = node.putObject("secondaryMetrics");
    s.set("querySamples", JmhRows.metric("#", new double[][] {{querySamples}}));
    for (Map.Entry<Part, Long> e : parts.entrySet()) {
      s.set(e.getKey().key + "Samples", JmhRows.metric("#", new double[][] {{e.getValue()}}));
    }
    double[] round = perRound(app);
    s.set("pairsPerRound", JmhRows.metric("#", new double[][] {{round[0]}}));
    s.set("bytesPerRound", JmhRows.metric("B", new double[][] {{round[1]}}));
    s.set("taskCpuNanosPerRound", JmhRows.metric("ns", new double[][] {{round[2]}}));
    s.set("sparkConfSettings", JmhRows.metric("#", new double[][] {{app.sparkConfSettings}}));
    return node;
  }

  /**
   * Per round of the mix on PLAINTEXT tables: stream pairs, bytes written and task CPU (mean of the
   * rounds).
   */
  static double[] perRound(SparkAppResult app) {
    double pairs = 0;
    double bytes = 0;
    double cpu = 0;
    for (SparkAppResult.QueryTimes q : app.queries.values()) {
      SparkAppResult.Tasks t = q.tasks.get("PLAINTEXT");
      if (t != null) {
        pairs += SparkResultsJson.streamPairs(t);
        bytes += SparkResultsJson.streamBytes(t);
      }
      List<Long> rounds = q.taskCpuNanos.get("PLAINTEXT");
      if (rounds != null && !rounds.isEmpty()) {
        double sum = 0;
        for (long v : rounds) {
          sum += v;
        }
        cpu += sum / rounds.size();
      }
    }
    return new double[] {pairs, bytes, cpu};
  }

  /** Per io setting, the profiles among {@code results}, with what they need from the rows. */
  public static Map<String, JmhResult> rows(List<JmhResult> results) {
    Map<String, JmhResult> rows = new LinkedHashMap<String, JmhResult>();
    for (JmhResult r : results) {
      if (BENCHMARK.equals(r.benchmark)) {
        rows.put(r.param("io"), r);
      }
    }
    return rows;
  }

  /** A profile back from its row. */
  public static StreamProfile of(JmhResult r) {
    StreamProfile p = new StreamProfile();
    p.querySamples = Math.round(value(r, "querySamples"));
    for (Part part : Part.values()) {
      p.parts.put(part, Math.round(value(r, part.key + "Samples")));
    }
    return p;
  }

  static double value(JmhResult r, String name) {
    JmhResult.Metric m = r.secondary.get(name);
    return m == null || m.rawData.length == 0 || m.rawData[0].length == 0
        ? Double.NaN
        : m.rawData[0][0];
  }

  /**
   * summary.json's {@code sparkStreamProfile.<io>}: the streams' share of the queries' task CPU and
   * what it adds, the cost per stream pair in situ, and each part's.
   */
  StreamNotes.Profile describe(JmhResult r) {
    StreamNotes.Profile n = new StreamNotes.Profile();
    n.cipherClass = r.param("ioCipher");
    n.querySamples = querySamples;
    n.streamSamples = streamSamples();
    double[] share = share();
    n.share = AttributionNote.Share.of(share[0], share[1], share[2]);
    n.cpu = cpuPrediction(null);
    double pairs = value(r, "pairsPerRound");
    double taskCpu = value(r, "taskCpuNanosPerRound");
    n.pairsPerRound = pairs;
    n.bytesPerRound = value(r, "bytesPerRound");
    n.taskCpuMillisPerRound = taskCpu / 1e6;
    n.sparkConfSettings = value(r, "sparkConfSettings");
    boolean perPair = pairs > 0 && taskCpu > 0 && querySamples > 0;
    if (perPair) {
      n.perPairMicros = share[0] * taskCpu / pairs / 1e3;
    }
    for (Map.Entry<Part, Long> e : parts.entrySet()) {
      StreamNotes.Part o = new StreamNotes.Part();
      o.part = e.getKey().key;
      o.description = e.getKey().description;
      o.samples = e.getValue();
      o.share = querySamples == 0 ? 0 : (double) e.getValue() / querySamples;
      if (perPair) {
        o.perPairMicros = o.share * taskCpu / pairs / 1e3;
      }
      n.parts.add(o);
    }
    return n;
  }

  /**
   * What the profiled streams add to task CPU as an overhead ratio, with the samples' interval (one
   * application's sampling error: how applications differ is not in it); whether it agrees with
   * {@code measured} as {@link ModelVerdict} judges it (null: not resolved, or no interval).
   */
  StreamNotes.Predicted cpuPrediction(PairedRatio.Estimate measured) {
    double[] c = cpuRatio();
    StreamNotes.Predicted p = new StreamNotes.Predicted();
    p.ratio = c[0];
    p.low = c[1];
    p.high = c[2];
    p.interval = "samples";
    p.agrees = ModelVerdict.agrees(ModelVerdict.ofRatio(c[1], c[0], c[2], measured));
    return p;
  }
}
