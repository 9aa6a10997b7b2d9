package org.pmebench.family.s3;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pmebench.results.JmhResult;

/**
 * The s3 family's request counts in summary.json ({@code s3Requests}): per file and operation
 * (reads: per S3A input policy and projection), the requests by kind, what PME adds over the
 * plaintext file of the same dataset and workload read the same way, and whether the server counted
 * the same number. Exact numbers, for the gate to hold to the unit.
 */
public final class S3RequestRows {
  private static final String READ = S3RequestsJson.READ;
  private static final ObjectMapper JSON = new ObjectMapper();

  private S3RequestRows() {}

  public static boolean isRequestCount(JmhResult r) {
    return r.benchmark.startsWith(S3RequestsJson.BENCHMARK + ".");
  }

  /** The rows, or null when the run counted no requests. */
  public static ArrayNode of(List<JmhResult> results, ArrayNode into) {
    List<JmhResult> counts = new ArrayList<JmhResult>();
    for (JmhResult r : results) {
      if (isRequestCount(r)) {
        counts.add(r);
      }
    }
    if (counts.isEmpty()) {
      return null;
    }
    for (JmhResult r : counts) {
      into.add(JSON.<JsonNode>valueToTree(row(r, counts)));
    }
    return into;
  }

  private static S3RequestRow row(JmhResult r, List<JmhResult> counts) {
    S3RequestRow o = new S3RequestRow();
    String op = operation(r);
    o.id = id(r, op);
    o.dataset = dataset(r);
    o.workload = r.param("workload");
    o.operation = op;
    o.encryption = r.param("encryption");
    o.material = r.param("material");
    o.footer = r.param("footer");
    o.columns = columns(r);
    if (r.params.containsKey("rowGroupBytes")) {
      o.rowGroupBytes = Long.parseLong(r.param("rowGroupBytes"));
    }
    if (READ.equals(op)) {
      o.fadvise = fadvise(r);
      o.projection = projection(r);
    }
    o.rows = r.param("rows");
    o.jvm = r.jdkVersion;
    o.requests = (long) r.score;
    for (Map.Entry<String, JmhResult.Metric> m : r.secondary.entrySet()) {
      if ("#".equals(m.getValue().unit) && !m.getKey().startsWith(S3RequestsJson.SERVER_PREFIX)) {
        o.byKind.put(m.getKey(), (long) m.getValue().score);
      }
    }
    o.putBytes = count(r, "putBytes");
    o.readBytes = count(r, "readBytes");
    o.objectBytes = count(r, "objectBytes");
    JmhResult plain = plaintextOf(r, counts);
    if (plain != null && plain != r) {
      putExtra(o, r, plain);
    }
    Long server = count(r, S3RequestsJson.SERVER_TOTAL);
    if (server != null) {
      o.serverRequests = server;
      o.serverAgrees = server == (long) r.score;
    }
    return o;
  }

  /**
   * The row's id: "requests", the file, the operation, the mode, then the key material and footer,
   * the input policy and the columns read where they are not the defaults.
   */
  private static String id(JmhResult r, String op) {
    return "requests "
        + file(r)
        + " "
        + op
        + " "
        + r.param("encryption")
        + ("none".equals(r.param("material"))
            ? ""
            : " material=" + r.param("material") + " footer=" + r.param("footer"))
        + (READ.equals(op) ? " fadvise=" + fadvise(r) : "")
        + (S3Read.ALL_COLUMNS.equals(projection(r)) ? "" : " read=" + projection(r) + "-columns");
  }

  /**
   * What the file costs over the plaintext file {@code plain}: in all and per kind that differs.
   */
  private static void putExtra(S3RequestRow o, JmhResult r, JmhResult plain) {
    o.extraRequests = (long) (r.score - plain.score);
    o.extraByKind = new LinkedHashMap<String, Long>();
    for (Map.Entry<String, JmhResult.Metric> m : r.secondary.entrySet()) {
      JmhResult.Metric p = plain.secondary.get(m.getKey());
      if ("#".equals(m.getValue().unit)
          && !m.getKey().startsWith(S3RequestsJson.SERVER_PREFIX)
          && p != null
          && m.getValue().score != p.score) {
        o.extraByKind.put(m.getKey(), (long) (m.getValue().score - p.score));
      }
    }
  }

  /** A counter of the result as a whole number, or null when it has none. */
  private static Long count(JmhResult r, String metric) {
    JmhResult.Metric m = r.secondary.get(metric);
    return m == null ? null : (long) m.score;
  }

  static String operation(JmhResult r) {
    return r.benchmark.substring(r.benchmark.lastIndexOf('.') + 1);
  }

  // Runs before the citations file and the input policies counted the standard files, read whole,
  // with S3A's default.

  static String dataset(JmhResult r) {
    return r.params.containsKey("dataset") ? r.param("dataset") : S3Case.STANDARD;
  }

  static String columns(JmhResult r) {
    return r.params.containsKey("columns")
        ? r.param("columns")
        : "PLAINTEXT".equals(r.param("encryption")) ? S3Case.NO_MATERIAL : S3Case.ALL_COLUMNS;
  }

  static String fadvise(JmhResult r) {
    return r.params.containsKey("fadvise") ? r.param("fadvise") : S3Read.DEFAULT_POLICY;
  }

  static String projection(JmhResult r) {
    return r.params.containsKey("projection") ? r.param("projection") : S3Read.ALL_COLUMNS;
  }

  private static String file(JmhResult r) {
    return S3Case.CITATIONS.equals(dataset(r))
        ? S3Case.CITATIONS
            + (S3Case.NO_MATERIAL.equals(columns(r))
                ? ""
                : "(" + columns(r) + " columns encrypted)")
        : "w"
            + r.param("workload")
            + (r.params.containsKey("rowGroupBytes")
                ? "(row groups of " + r.param("rowGroupBytes") + " B)"
                : "");
  }

  private static JmhResult plaintextOf(JmhResult r, List<JmhResult> counts) {
    for (JmhResult p : counts) {
      if ("PLAINTEXT".equals(p.param("encryption"))
          && operation(p).equals(operation(r))
          && p.param("workload").equals(r.param("workload"))
          && p.param("rows").equals(r.param("rows"))
          && dataset(p).equals(dataset(r))
          && fadvise(p).equals(fadvise(r))
          && String.valueOf(p.params.get("rowGroupBytes"))
              .equals(String.valueOf(r.params.get("rowGroupBytes")))
          && projection(p).equals(projection(r))
          && p.jdkVersion.equals(r.jdkVersion)) {
        return p;
      }
    }
    return null;
  }
}
