package org.pmebench.family.s3;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import org.pmebench.results.JmhRows;

/**
 * The request counts as rows in JMH's JSON shape, so the run's result files need no special reader:
 * benchmark {@value #BENCHMARK}{@code .write|.read}, parameters dataset, workload, encryption,
 * material, footer, columns (encrypted), rowGroupBytes (where not the workload's), rows and, for
 * reads, fadvise (S3A's input policy) and projection (the columns read); the score is the requests
 * per file (one sample: a count, not a timing), the secondary metrics each kind of request, the
 * bytes and the server's own count. The parameter is {@code encryption}, not {@code mode}, so that
 * no summary divides one count by another as if they were timings.
 */
public final class S3RequestsJson {
  public static final String BENCHMARK = "org.pmebench.s3.S3Requests";
  public static final String WRITE = "write";
  public static final String READ = "read";
  public static final String UNIT = "requests/file";
  public static final String SERVER_PREFIX = "server";
  public static final String SERVER_TOTAL = "serverTotal";

  private S3RequestsJson() {}

  public static ArrayNode rows(
      List<S3FileRequests.Counted> counted,
      int rows,
      String server,
      String jdkVersion,
      String vmName) {
    ArrayNode out = JmhRows.JSON.createArrayNode();
    for (S3FileRequests.Counted c : counted) {
      out.add(row(c, WRITE, null, c.write, c.serverWrite, rows, server, jdkVersion, vmName));
      for (S3FileRequests.ReadCount r : c.reads) {
        out.add(row(c, READ, r.read, r.requests, r.server, rows, server, jdkVersion, vmName));
      }
    }
    return out;
  }

  private static ObjectNode row(
      S3FileRequests.Counted c,
      String op,
      S3Read read,
      RequestCounts counts,
      Map<String, Long> serverCounts,
      int rows,
      String server,
      String jdkVersion,
      String vmName) {
    ObjectNode node = JmhRows.header(BENCHMARK + "." + op, server, jdkVersion, vmName, 1);
    ObjectNode p = node.putObject("params");
    p.put("dataset", c.c.dataset);
    p.put("workload", String.valueOf(c.c.workload));
    p.put("encryption", c.c.mode.name());
    p.put("material", c.c.material());
    p.put("footer", c.c.footer());
    p.put("columns", c.c.columns);
    if (c.c.rowGroupBytes > 0) {
      p.put("rowGroupBytes", String.valueOf(c.c.rowGroupBytes));
    }
    if (read != null) {
      p.put("fadvise", read.fadvise);
      p.put("projection", read.projection);
    }
    p.put("rows", String.valueOf(rows));
    node.set("primaryMetric", JmhRows.metric(UNIT, counts.total()));
    ObjectNode secondary = node.putObject("secondaryMetrics");
    for (Map.Entry<String, Long> kind : counts.byKind().entrySet()) {
      secondary.set(kind.getKey(), JmhRows.metric("#", kind.getValue()));
    }
    secondary.set("putBytes", JmhRows.metric("B", counts.putBytes));
    secondary.set("readBytes", JmhRows.metric("B", counts.readBytes));
    secondary.set("objectBytes", JmhRows.metric("B", c.fileBytes));
    if (serverCounts != null) {
      long total = 0;
      for (Map.Entry<String, Long> e : serverCounts.entrySet()) {
        secondary.set(SERVER_PREFIX + e.getKey(), JmhRows.metric("#", e.getValue()));
        total += e.getValue();
      }
      secondary.set(SERVER_TOTAL, JmhRows.metric("#", total));
    }
    return node;
  }
}
