package org.pmebench.results;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.pmebench.bench.ChunkSize;

/**
 * {@code summary.json}: every result of a run with its MB/s, and the overhead ratios (each
 * encrypted result over the plaintext result that matches it in every other parameter, JVM and
 * variant). Schema: {@code schema/pme-bench-summary-2.schema.json}. Dashboards and the gate read
 * this; the JMH JSON stays as JMH wrote it.
 */
public final class Summary {
  public static final String SCHEMA_ID = "pme-bench/summary/2";
  public static final String FILE_NAME = "summary.json";
  static final String MODE_PARAM = "mode";
  static final String PLAINTEXT = "PLAINTEXT";
  private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  public final ObjectNode root = MAPPER.createObjectNode();
  public final List<OverheadRatio> ratios = new ArrayList<OverheadRatio>();
  /** The row id of each ratio, in the same order. */
  public final List<String> overheadIds = new ArrayList<String>();
  public final List<String> unmatched = new ArrayList<String>();

  private Summary() {}

  public static Summary of(RunResults run) throws InvalidResultsException {
    Summary s = new Summary();
    Map<String, RunResults.Tagged> plaintext = new TreeMap<String, RunResults.Tagged>();
    List<RunResults.Tagged> encrypted = new ArrayList<RunResults.Tagged>();
    for (RunResults.Tagged t : run.results) {
      String mode = t.result.param(MODE_PARAM);
      if (PLAINTEXT.equals(mode)) {
        plaintext.put(matchKey(t), t);
      } else if (mode != null) {
        encrypted.add(t);
      }
    }
    ObjectNode root = s.root;
    root.put("schema", SCHEMA_ID);
    root.put("runDirectory", run.dir.toString());
    if (run.manifest != null) {
      for (String key : new String[] {"suite", "profile", "machine", "jvms"}) {
        if (run.manifest.has(key)) {
          root.set(key, run.manifest.get(key));
        }
      }
    }
    ArrayNode results = root.putArray("results");
    for (RunResults.Tagged t : run.results) {
      ObjectNode r = results.addObject();
      Map<String, String> params = JmhResult.withoutDefaultLayout(t.result.params);
      r.put("id", id(t, params));
      describe(r, t, params);
      number(r, "score", t.result.score);
      number(r, "scoreError", t.result.scoreError);
      r.put("samples", t.result.samples);
      r.put("unit", t.result.unit);
      number(r, "megabytesPerSecond", megabytesPerSecond(t.result));
    }
    ArrayNode overheads = root.putArray("overheads");
    for (RunResults.Tagged e : encrypted) {
      RunResults.Tagged p = plaintext.get(matchKey(e));
      if (p == null) {
        s.unmatched.add(id(e, JmhResult.withoutDefaultLayout(e.result.params)));
        continue;
      }
      OverheadRatio ratio = OverheadRatio.of(e.result, p.result);
      s.ratios.add(ratio);
      ObjectNode o = overheads.addObject();
      Map<String, String> others = JmhResult.withoutDefaultLayout(withoutMode(e.result.params));
      String rowId = id(e, others) + " " + e.result.param(MODE_PARAM);
      s.overheadIds.add(rowId);
      o.put("id", rowId);
      describe(o, e, others);
      o.put("encryption", e.result.param(MODE_PARAM));
      o.put("ratio", ratio.ratio);
      number(o, "low", ratio.low);
      number(o, "high", ratio.high);
      number(o, "logStdError", ratio.logStdError);
      number(o, "encryptedShare", encryptedShare(e.result));
      o.put("encryptedScore", e.result.score);
      o.put("plaintextScore", p.result.score);
      o.put("unit", e.result.unit);
    }
    ArrayNode missing = root.putArray("unmatched");
    for (String id : s.unmatched) {
      missing.add(id);
    }
    if (!encrypted.isEmpty() && s.ratios.isEmpty()) {
      throw new InvalidResultsException(run.dir + ": " + encrypted.size()
          + " encrypted results but no plaintext result with the same parameters to divide by");
    }
    return s;
  }

  public void write(Path file) throws IOException {
    AtomicFiles.write(file, MAPPER.writeValueAsBytes(root));
  }

  private static void describe(ObjectNode node, RunResults.Tagged t, Map<String, String> params) {
    node.put("benchmark", t.result.benchmark);
    node.put("jmhMode", t.result.mode);
    node.put("threads", t.result.threads);
    node.put("jvm", t.jvm);
    node.put("javaMajor", RunResults.major(t.result.jdkVersion));
    node.put("jdkVersion", t.result.jdkVersion);
    node.put("variant", t.result.variant());
    ObjectNode p = node.putObject("params");
    for (Map.Entry<String, String> e : params.entrySet()) {
      p.put(e.getKey(), e.getValue());
    }
    node.put("file", t.file);
  }

  /** Everything that must be equal for a plaintext result to be the baseline of an encrypted one. */
  private static String matchKey(RunResults.Tagged t) {
    return id(t, t.result.paramsOtherThanEncryption());
  }

  /** e.g. "ParquetReadBenchmark.readFile io=memory rows=200000 spec=R1 | jdk17 | intrinsics-on | avgt t1" */
  static String id(RunResults.Tagged t, Map<String, String> params) {
    StringBuilder s = new StringBuilder(t.result.benchmarkClass()).append('.').append(t.result.operation());
    for (Map.Entry<String, String> e : new TreeMap<String, String>(params).entrySet()) {
      s.append(' ').append(e.getKey()).append('=').append(e.getValue());
    }
    return s.append(" | ").append(t.jvm).append(" | ").append(t.result.variant()).append(" | ")
        .append(t.result.mode).append(" t").append(t.result.threads).toString();
  }

  private static Map<String, String> withoutMode(Map<String, String> params) {
    Map<String, String> copy = new LinkedHashMap<String, String>(params);
    copy.remove(MODE_PARAM);
    return copy;
  }

  private static double megabytesPerSecond(JmhResult r) {
    String chunk = r.param("chunkSize");
    if (chunk != null) {
      return ByteRate.bytesPerSecond(r.score, r.unit, ChunkSize.parse(chunk)) / 1e6;
    }
    return ParquetTable.megabytesPerSecond(r);
  }

  /**
   * The encrypted columns' share of the file's column data, from the parking benchmarks' secondary
   * results (both are bytes per unit of time, so their quotient is the share); NaN for others.
   */
  static double encryptedShare(JmhResult r) {
    JmhResult.Metric encrypted = r.secondary.get("encryptedColumnBytes");
    JmhResult.Metric file = r.secondary.get("fileBytes");
    if (encrypted == null || file == null || encrypted.score <= 0 || file.score <= 0) {
      return Double.NaN;
    }
    // In a time mode JMH gives each counter as time per counted byte, so convert both to rates.
    return ByteRate.opsPerSecond(encrypted.score, encrypted.unit) / ByteRate.opsPerSecond(file.score, file.unit);
  }

  /** JSON has no NaN: an unknown number is null. */
  private static void number(ObjectNode node, String key, double value) {
    if (Double.isNaN(value) || Double.isInfinite(value)) {
      node.putNull(key);
    } else {
      node.put(key, value);
    }
  }
}
