package org.pmebench.s3;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;

/**
 * The request counts as rows in JMH's JSON shape, so the run's result files need no special
 * reader: benchmark {@value #BENCHMARK}{@code .write|.read}, parameters workload, encryption,
 * material, footer and rows; the score is the requests per file (one sample: a count, not a
 * timing), the secondary metrics each kind of request, the bytes and the server's own count. The
 * parameter is {@code encryption}, not {@code mode}, so that no summary divides one count by another
 * as if they were timings.
 */
public final class S3RequestsJson {
  public static final String BENCHMARK = "org.pmebench.s3.S3Requests";
  public static final String WRITE = "write";
  public static final String READ = "read";
  public static final String UNIT = "requests/file";
  public static final String SERVER_PREFIX = "server";
  public static final String SERVER_TOTAL = "serverTotal";
  private static final ObjectMapper JSON = new ObjectMapper();

  private S3RequestsJson() {}

  public static ArrayNode rows(List<S3FileRequests.Counted> counted, int rows, String server, String jdkVersion,
      String vmName) {
    ArrayNode out = JSON.createArrayNode();
    for (S3FileRequests.Counted c : counted) {
      out.add(row(c, WRITE, c.write, c.serverWrite, rows, server, jdkVersion, vmName));
      out.add(row(c, READ, c.read, c.serverRead, rows, server, jdkVersion, vmName));
    }
    return out;
  }

  private static ObjectNode row(S3FileRequests.Counted c, String op, RequestCounts counts, Map<String, Long> serverCounts,
      int rows, String server, String jdkVersion, String vmName) {
    ObjectNode node = JSON.createObjectNode();
    node.put("jmhVersion", "pme-bench s3 family");
    node.put("benchmark", BENCHMARK + "." + op);
    node.put("mode", "ss");
    node.put("threads", 1);
    node.put("forks", 1);
    node.put("jvm", server);
    node.putArray("jvmArgs");
    node.put("jdkVersion", jdkVersion);
    node.put("vmName", vmName);
    node.put("warmupIterations", 0);
    node.put("warmupTime", "0 s");
    node.put("measurementIterations", 1);
    node.put("measurementTime", "0 s");
    ObjectNode p = node.putObject("params");
    p.put("workload", String.valueOf(c.c.workload));
    p.put("encryption", c.c.mode.name());
    p.put("material", c.c.material());
    p.put("footer", c.c.footer());
    p.put("rows", String.valueOf(rows));
    node.set("primaryMetric", metric(counts.total(), UNIT));
    ObjectNode secondary = node.putObject("secondaryMetrics");
    for (Map.Entry<String, Long> kind : counts.byKind().entrySet()) {
      secondary.set(kind.getKey(), metric(kind.getValue(), "#"));
    }
    secondary.set("putBytes", metric(counts.putBytes, "B"));
    secondary.set("readBytes", metric(counts.readBytes, "B"));
    secondary.set("objectBytes", metric(c.fileBytes, "B"));
    if (serverCounts != null) {
      long total = 0;
      for (Map.Entry<String, Long> e : serverCounts.entrySet()) {
        secondary.set(SERVER_PREFIX + e.getKey(), metric(e.getValue(), "#"));
        total += e.getValue();
      }
      secondary.set(SERVER_TOTAL, metric(total, "#"));
    }
    return node;
  }

  private static ObjectNode metric(double value, String unit) {
    ObjectNode m = JSON.createObjectNode();
    m.put("score", value);
    m.put("scoreError", "NaN");
    m.put("scoreUnit", unit);
    m.putArray("rawData").addArray().add(value);
    return m;
  }
}
