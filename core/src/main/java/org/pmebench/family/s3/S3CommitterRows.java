package org.pmebench.family.s3;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.pmebench.results.JmhResult;

/**
 * The s3 family's committer jobs in summary.json ({@code s3Committers}): per committer, mode, key
 * material and fault, the job time and what a reader finds at the destination afterwards, with a
 * verdict; {@code dataLoss} marks a table with visible Parquet files that do not read back with
 * their keys (in any round).
 */
public final class S3CommitterRows {
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
      ObjectNode o = into.addObject();
      for (String p : new String[] {"committer", "encryption", "material", "fault", "latencyMs", "rows", "files"}) {
        if (r.param(p) != null) {
          o.put(p, r.param(p)); // latencyMs: not in runs before it was recorded
        }
      }
      o.put("jobs", r.samples > 0 ? r.samples : 1);
      o.put("jobMillis", r.score);
      long rows = Long.parseLong(r.param("rows"));
      boolean succeeded = min(r, "succeeded") >= 1;
      long files = (long) max(r, "parquetFiles");
      long unreadable = (long) max(r, "unreadableFiles");
      long withoutMaterial = (long) max(r, "filesWithoutKeyMaterial");
      long rowsRead = (long) min(r, "rowsRead");
      o.put("succeeded", succeeded);
      o.put("parquetFiles", files);
      o.put("keyMaterialFiles", (long) max(r, "keyMaterialFiles"));
      o.put("unreadableFiles", unreadable);
      o.put("filesWithoutKeyMaterial", withoutMaterial);
      if (r.secondary.containsKey("unencryptedFiles")) {
        o.put("unencryptedFiles", (long) max(r, "unencryptedFiles")); // not in runs before it was checked
      }
      o.put("rowsRead", rowsRead);
      o.put("rowsWritten", succeeded ? rows : 0);
      o.put("pendingUploads", (long) max(r, "pendingUploads"));
      o.put("successMarkerFiles", (long) max(r, "successMarkerFiles"));
      requests(r, CommitterJson.JOB_REQUESTS, o.putObject("jobRequests"));
      if (!requests(r, CommitterJson.SPARK_READ_REQUESTS, o.putObject("sparkReadRequests"))) {
        o.remove("sparkReadRequests"); // a failed job, or a run from before the read back through Spark
      }
      o.put("dataLoss", unreadable > 0);
      o.put("verdict", verdict(succeeded, files, unreadable, withoutMaterial, rowsRead, rows));
    }
    return any ? into : null;
  }

  static String verdict(boolean succeeded, long files, long unreadable, long withoutMaterial, long rowsRead, long rows) {
    if (unreadable > 0) {
      return String.format(java.util.Locale.ROOT, "%s, %d of %d visible files unreadable%s", succeeded
          ? "job succeeded" : "job failed", unreadable, files, withoutMaterial > 0 ? " (" + withoutMaterial
          + " without their key material)" : "");
    }
    if (!succeeded) {
      return files == 0 ? NOTHING_VISIBLE : "partial: " + files + " files (" + rowsRead + " of " + rows
          + " rows) visible and readable after the job failed";
    }
    return rowsRead == rows ? COMPLETE : "incomplete: " + rowsRead + " of " + rows + " rows read back";
  }

  /** The most requests of each kind any of the jobs made, from the metrics named {@code prefix + kind}; false if none. */
  private static boolean requests(JmhResult r, String prefix, ObjectNode into) {
    for (String metric : r.secondary.keySet()) {
      if (metric.startsWith(prefix)) {
        into.put(metric.substring(prefix.length()), (long) max(r, metric));
      }
    }
    return into.size() > 0;
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
