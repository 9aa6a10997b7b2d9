package org.pmebench.family.s3;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.pmebench.results.JmhResult;

/**
 * The s3 family's request counts in summary.json ({@code s3Requests}): per file and operation
 * (reads: per S3A input policy and projection), the requests by kind, what PME adds over the
 * plaintext file of the same dataset and workload read the same way,
 * and whether the server counted the same number. Exact numbers, for the gate to hold to the unit.
 */
public final class S3RequestRows {
  private static final String READ = S3RequestsJson.READ;

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
      ObjectNode o = into.addObject();
      String op = operation(r);
      o.put("id", "requests " + file(r) + " " + op + " " + r.param("encryption")
          + ("none".equals(r.param("material")) ? "" : " material=" + r.param("material") + " footer=" + r.param("footer"))
          + (READ.equals(op) ? " fadvise=" + fadvise(r) : "")
          + (S3Read.ALL_COLUMNS.equals(projection(r)) ? "" : " read=" + projection(r) + "-columns"));
      o.put("dataset", dataset(r));
      o.put("workload", r.param("workload"));
      o.put("operation", op);
      o.put("encryption", r.param("encryption"));
      o.put("material", r.param("material"));
      o.put("footer", r.param("footer"));
      o.put("columns", columns(r));
      if (r.params.containsKey("rowGroupBytes")) {
        o.put("rowGroupBytes", Long.parseLong(r.param("rowGroupBytes")));
      }
      if (READ.equals(op)) {
        o.put("fadvise", fadvise(r));
        o.put("projection", projection(r));
      }
      o.put("rows", r.param("rows"));
      o.put("jvm", r.jdkVersion);
      o.put("requests", (long) r.score);
      ObjectNode kinds = o.putObject("byKind");
      for (Map.Entry<String, JmhResult.Metric> m : r.secondary.entrySet()) {
        if ("#".equals(m.getValue().unit) && !m.getKey().startsWith(S3RequestsJson.SERVER_PREFIX)) {
          kinds.put(m.getKey(), (long) m.getValue().score);
        }
      }
      for (String bytes : new String[] {"putBytes", "readBytes", "objectBytes"}) {
        JmhResult.Metric m = r.secondary.get(bytes);
        if (m != null) {
          o.put(bytes, (long) m.score);
        }
      }
      JmhResult plain = plaintextOf(r, counts);
      if (plain != null && plain != r) {
        o.put("extraRequests", (long) (r.score - plain.score));
        ObjectNode extra = o.putObject("extraByKind");
        for (Map.Entry<String, JmhResult.Metric> m : r.secondary.entrySet()) {
          JmhResult.Metric p = plain.secondary.get(m.getKey());
          if ("#".equals(m.getValue().unit) && !m.getKey().startsWith(S3RequestsJson.SERVER_PREFIX) && p != null
              && m.getValue().score != p.score) {
            extra.put(m.getKey(), (long) (m.getValue().score - p.score));
          }
        }
      }
      JmhResult.Metric server = r.secondary.get(S3RequestsJson.SERVER_TOTAL);
      if (server != null) {
        o.put("serverRequests", (long) server.score);
        o.put("serverAgrees", (long) server.score == (long) r.score);
      } else {
        o.putNull("serverRequests");
      }
    }
    return into;
  }

  static String operation(JmhResult r) {
    return r.benchmark.substring(r.benchmark.lastIndexOf('.') + 1);
  }

  // Runs before the citations file and the input policies counted the standard files, read whole, with S3A's default.

  static String dataset(JmhResult r) {
    return r.params.containsKey("dataset") ? r.param("dataset") : S3Case.STANDARD;
  }

  static String columns(JmhResult r) {
    return r.params.containsKey("columns") ? r.param("columns")
        : "PLAINTEXT".equals(r.param("encryption")) ? S3Case.NO_MATERIAL : S3Case.ALL_COLUMNS;
  }

  static String fadvise(JmhResult r) {
    return r.params.containsKey("fadvise") ? r.param("fadvise") : S3Read.DEFAULT_POLICY;
  }

  static String projection(JmhResult r) {
    return r.params.containsKey("projection") ? r.param("projection") : S3Read.ALL_COLUMNS;
  }

  private static String file(JmhResult r) {
    return S3Case.CITATIONS.equals(dataset(r)) ? S3Case.CITATIONS + (S3Case.NO_MATERIAL.equals(columns(r)) ? ""
        : "(" + columns(r) + " columns encrypted)") : "w" + r.param("workload")
        + (r.params.containsKey("rowGroupBytes") ? "(row groups of " + r.param("rowGroupBytes") + " B)" : "");
  }

  private static JmhResult plaintextOf(JmhResult r, List<JmhResult> counts) {
    for (JmhResult p : counts) {
      if ("PLAINTEXT".equals(p.param("encryption")) && operation(p).equals(operation(r))
          && p.param("workload").equals(r.param("workload")) && p.param("rows").equals(r.param("rows"))
          && dataset(p).equals(dataset(r)) && fadvise(p).equals(fadvise(r))
          && String.valueOf(p.params.get("rowGroupBytes")).equals(String.valueOf(r.params.get("rowGroupBytes")))
          && projection(p).equals(projection(r))
          && p.jdkVersion.equals(r.jdkVersion)) {
        return p;
      }
    }
    return null;
  }
}
