package org.pmebench.family.s3;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pmebench.results.JmhResult;

/**
 * The s3 family's committer jobs in summary.json ({@code s3Committers}): per committer, mode, key
 * material and fault, the job time and what a reader finds at the destination afterwards, with a
 * verdict; {@code dataLoss} marks a table with visible Parquet files that do not read back with
 * their keys (in any round).
 */
public final class S3CommitterRows {
  private static final ObjectMapper JSON = new ObjectMapper();
  public static final String COMPLETE = "complete";
  public static final String NOTHING_VISIBLE = "nothing visible";

  private S3CommitterRows() {}

  /** The rows, or null when the run ran no committer jobs. */
  public static ArrayNode of(List<JmhResult> results, ArrayNode into) {
    boolean any = false;
    for (JmhResult r : results) {
      if (!CommitterJson.BENCHMARK.equals(r.benchmark)) {
        continue;
      }
      any = true;
      into.add(JSON.<JsonNode>valueToTree(row(r)));
    }
    return any ? into : null;
  }

  private static CommitterRow row(JmhResult r) {
    CommitterRow o = new CommitterRow();
    o.committer = r.param("committer");
    o.encryption = r.param("encryption");
    o.material = r.param("material");
    o.fault = r.param("fault");
    o.latencyMs = r.param("latencyMs");
    o.rows = r.param("rows");
    o.files = r.param("files");
    o.jobs = r.samples > 0 ? r.samples : 1;
    o.jobMillis = r.score;
    long rows = Long.parseLong(r.param("rows"));
    o.succeeded = min(r, "succeeded") >= 1;
    o.parquetFiles = (long) max(r, "parquetFiles");
    o.keyMaterialFiles = (long) max(r, "keyMaterialFiles");
    o.unreadableFiles = (long) max(r, "unreadableFiles");
    o.filesWithoutKeyMaterial = (long) max(r, "filesWithoutKeyMaterial");
    if (r.secondary.containsKey("unencryptedFiles")) {
      o.unencryptedFiles = (long) max(r, "unencryptedFiles");
    }
    o.rowsRead = (long) min(r, "rowsRead");
    o.rowsWritten = o.succeeded ? rows : 0;
    o.pendingUploads = (long) max(r, "pendingUploads");
    o.successMarkerFiles = (long) max(r, "successMarkerFiles");
    o.jobRequests = requests(r, CommitterJson.JOB_REQUESTS);
    Map<String, Long> reads = requests(r, CommitterJson.SPARK_READ_REQUESTS);
    // None: a failed job, or a run from before the read back through Spark.
    o.sparkReadRequests = reads.isEmpty() ? null : reads;
    o.dataLoss = o.unreadableFiles > 0;
    o.verdict =
        verdict(
            o.succeeded,
            o.parquetFiles,
            o.unreadableFiles,
            o.filesWithoutKeyMaterial,
            o.rowsRead,
            rows);
    return o;
  }

  static String verdict(
      boolean succeeded,
      long files,
      long unreadable,
      long withoutMaterial,
      long rowsRead,
      long rows) {
    if (unreadable > 0) {
      return String.format(
          java.util.Locale.ROOT,
          "%s, %d of %d visible files unreadable%s",
          succeeded ? "job succeeded" : "job failed",
          unreadable,
          files,
          withoutMaterial > 0 ? " (" + withoutMaterial + " without their key material)" : "");
    }
    if (!succeeded) {
      return files == 0
          ? NOTHING_VISIBLE
          : "partial: "
              + files
              + " files ("
              + rowsRead
              + " of "
              + rows
              + " rows) visible and readable after the job failed";
    }
    return rowsRead == rows
        ? COMPLETE
        : "incomplete: " + rowsRead + " of " + rows + " rows read back";
  }

  /**
   * The most requests of each kind any of the jobs made, from the metrics named {@code prefix +
   * kind}.
   */
  private static Map<String, Long> requests(JmhResult r, String prefix) {
    Map<String, Long> byKind = new LinkedHashMap<String, Long>();
    for (String metric : r.secondary.keySet()) {
      if (metric.startsWith(prefix)) {
        byKind.put(metric.substring(prefix.length()), (long) max(r, metric));
      }
    }
    return byKind;
  }

  private static double max(JmhResult r, String metric) {
    double m = Double.NEGATIVE_INFINITY;
    for (double v : values(r, metric)) {
      m = Math.max(m, v);
    }
    return m == Double.NEGATIVE_INFINITY ? 0 : m;
  }

  private static double min(JmhResult r, String metric) {
    double m = Double.POSITIVE_INFINITY;
    for (double v : values(r, metric)) {
      m = Math.min(m, v);
    }
    return m == Double.POSITIVE_INFINITY ? 0 : m;
  }

  private static double[] values(JmhResult r, String metric) {
    JmhResult.Metric m = r.secondary.get(metric);
    if (m == null) {
      return new double[0];
    }
    if (m.rawData.length == 0) {
      return new double[] {m.score};
    }
    java.util.List<Double> all = new java.util.ArrayList<Double>();
    for (double[] fork : m.rawData) {
      for (double v : fork) {
        all.add(v);
      }
    }
    double[] a = new double[all.size()];
    for (int i = 0; i < a.length; i++) {
      a[i] = all.get(i);
    }
    return a;
  }
}
