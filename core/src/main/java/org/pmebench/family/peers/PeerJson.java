package org.pmebench.family.peers;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pmebench.paired.ResultCounter;
import org.pmebench.paired.SlotCounter;
import org.pmebench.results.JmhRows;

/**
 * A peer's paired rounds as a JMH row: the driver's processes are the forks, their iterations the
 * iterations, each iteration's counters ({@code rounds}, {@code <slot>WallNanos}, ln ratios, ...)
 * the secondary metrics, so that summary.json computes the overheads, intervals and A/A control
 * exactly as for the suite's paired JMH benchmarks.
 */
public final class PeerJson {
  public static final String BENCHMARK_PREFIX = "org.pmebench.peers.";

  private PeerJson() {}

  /**
   * The benchmark a peer's operation is filed under: {@code
   * org.pmebench.peers.PyarrowPaired.readRound}, {@code ArrowRsPaired.writeRound}.
   */
  public static String benchmark(String implementation, String op) {
    StringBuilder name = new StringBuilder(BENCHMARK_PREFIX);
    for (String part : implementation.split("-")) {
      name.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
    }
    return name + "Paired." + op + "Round";
  }

  /**
   * One row from the driver outputs of one implementation, operation and workload ({@code forks},
   * one per process); {@code spec} is R&lt;n&gt; or W&lt;n&gt;.
   */
  public static ObjectNode row(List<JsonNode> forks, String spec) throws IOException {
    if (forks.isEmpty()) {
      throw new IOException("no process of the peer finished");
    }
    JsonNode first = forks.get(0);
    String implementation = first.path("implementation").asText();
    String op = first.path("op").asText();
    int iterations = iterationCount(forks, implementation, op);
    Set<String> counters = counterNames(forks);
    ObjectNode node =
        JmhRows.header(
            "pme-bench peer " + implementation,
            benchmark(implementation, op),
            implementation
                + " "
                + first.path("version").asText()
                + " ("
                + first.path("runtime").asText()
                + ")",
            first.path("version").asText(),
            implementation,
            forks.size(),
            iterations);
    ObjectNode p = node.putObject("params");
    p.put("spec", spec);
    p.put("implementation", implementation);
    p.put("version", first.path("version").asText());
    p.put("rows", first.path("rows").asText());
    p.put(
        "encrypted",
        first.has("skipped") && first.path("skipped").has("gcmCtr")
            ? "AES_GCM_V1"
            : "AES_GCM_V1+AES_GCM_CTR_V1");
    p.put("provider", first.path("provider").asText());
    ObjectNode secondary = secondaryMetrics(forks, counters, iterations);
    node.set("primaryMetric", JmhRows.metric("ms/op", perRoundMillis(forks, iterations)));
    node.set("secondaryMetrics", secondary);
    return node;
  }

  /**
   * The iterations every process ran (the same number, at least one, or the row cannot be made).
   */
  private static int iterationCount(List<JsonNode> forks, String implementation, String op)
      throws IOException {
    int iterations = -1;
    for (JsonNode fork : forks) {
      JsonNode its = fork.path("iterations");
      if (its.size() == 0 || iterations >= 0 && its.size() != iterations) {
        throw new IOException(
            implementation
                + " "
                + op
                + ": processes with "
                + its.size()
                + " and "
                + iterations
                + " iterations");
      }
      iterations = its.size();
    }
    return iterations;
  }

  /** The counters of every iteration of every process, in the order they first appear. */
  private static Set<String> counterNames(List<JsonNode> forks) {
    Set<String> counters = new LinkedHashSet<String>();
    for (JsonNode fork : forks) {
      for (JsonNode it : fork.path("iterations")) {
        for (Iterator<String> names = it.fieldNames(); names.hasNext(); ) {
          counters.add(names.next());
        }
      }
    }
    return counters;
  }

  /** Each counter per process and iteration (0 where an iteration has none). */
  private static ObjectNode secondaryMetrics(
      List<JsonNode> forks, Set<String> counters, int iterations) {
    ObjectNode secondary = JmhRows.JSON.createObjectNode();
    for (String counter : counters) {
      double[][] values = new double[forks.size()][iterations];
      for (int f = 0; f < forks.size(); f++) {
        for (int i = 0; i < iterations; i++) {
          JsonNode it = forks.get(f).path("iterations").get(i);
          values[f][i] = it.path(counter).asDouble(0);
        }
      }
      secondary.set(counter, JmhRows.metric("#", values));
    }
    return secondary;
  }

  /**
   * The primary score: milliseconds per round (every slot once) per process and iteration, as the
   * paired JMH benchmarks report.
   */
  private static double[][] perRoundMillis(List<JsonNode> forks, int iterations) {
    double[][] perRound = new double[forks.size()][iterations];
    for (int f = 0; f < forks.size(); f++) {
      for (int i = 0; i < iterations; i++) {
        JsonNode it = forks.get(f).path("iterations").get(i);
        double wall = 0;
        for (Iterator<String> names = it.fieldNames(); names.hasNext(); ) {
          String name = names.next();
          if (name.endsWith(SlotCounter.WALL_NANOS.suffix)) {
            wall += it.path(name).asDouble();
          }
        }
        perRound[f][i] = wall / 1e6 / Math.max(1, it.path(ResultCounter.ROUNDS.key).asDouble());
      }
    }
    return perRound;
  }

  public static final String INTEROP_BENCHMARK = BENCHMARK_PREFIX + "Interop.read";

  /**
   * The interoperability matrix as rows: benchmark {@value #INTEROP_BENCHMARK}, parameters writer,
   * reader (each with its version), encryption, footer, material, AAD prefix and outcome; score 1
   * where the reader read the writer's values, 0 otherwise (a count of good cells, not a timing).
   */
  public static List<ObjectNode> interop(
      List<InteropCell> cells, Map<String, String> peerVersions) {
    Map<String, String> versions = new LinkedHashMap<String, String>();
    versions.put(Interop.PARQUET_JAVA, org.apache.parquet.Version.VERSION_NUMBER);
    versions.putAll(peerVersions);
    List<String> named = new ArrayList<String>();
    for (Map.Entry<String, String> v : versions.entrySet()) {
      named.add(v.getKey() + " " + v.getValue());
    }
    List<ObjectNode> rows = new ArrayList<ObjectNode>();
    for (InteropCell c : cells) {
      ObjectNode node =
          JmhRows.header(
              "pme-bench peers",
              INTEROP_BENCHMARK,
              String.join(", ", named),
              System.getProperty("java.version"),
              System.getProperty("java.vm.name"),
              1,
              1);
      ObjectNode p = node.putObject("params");
      p.put("writer", c.writer + " " + versions.get(c.writer));
      p.put("reader", c.reader + " " + versions.get(c.reader));
      p.put("encryption", c.mode);
      p.put("footer", c.footer);
      p.put("material", c.material);
      p.put("aadPrefix", c.aadPrefix);
      p.put("outcome", c.outcome);
      node.set("primaryMetric", JmhRows.metric("cells", c.ok() ? 1 : 0));
      node.putObject("secondaryMetrics");
      rows.add(node);
    }
    return rows;
  }

  /** A JSON array's texts. */
  static List<String> texts(JsonNode array) {
    List<String> texts = new ArrayList<String>();
    for (JsonNode t : array) {
      texts.add(t.asText());
    }
    return texts;
  }

  /** The operations of a peer: read and write. */
  public static List<String> operations() {
    List<String> ops = new ArrayList<String>();
    ops.add("read");
    ops.add("write");
    return ops;
  }
}
