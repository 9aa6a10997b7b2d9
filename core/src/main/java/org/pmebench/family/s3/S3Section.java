package org.pmebench.family.s3;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.pmebench.report.OverheadPoints;
import org.pmebench.report.OverheadTable;
import org.pmebench.report.RowLabels;
import org.pmebench.summary.OverheadRow;
import org.pmebench.summary.RowEstimate;
import org.pmebench.summary.SummaryFile;

/**
 * The s3 family in the report: the S3 requests each file costs to write and to read in every mode
 * and key-material setting (exact counts, checked against the server's own count), then what the
 * encrypted reads cost at each added request latency, paired in one JVM, beside the cost model's
 * crypto CPU: the part of the overhead that is not requests.
 */
public final class S3Section {
  /** The s3 family's benchmarks (their package). */
  static final String BENCHMARKS = "org.pmebench.s3.";

  private S3Section() {}

  /** The s3 family's rows: reads through S3A and Spark's committer jobs. */
  static boolean isS3(OverheadRow row) {
    return row.benchmark != null && row.benchmark.startsWith(BENCHMARKS);
  }

  /** "R1 from S3, internal key material, +20 ms/request", "Spark write through magic, …". */
  static String label(OverheadRow row) {
    if (row.params.containsKey("committer")) {
      return "Spark write through " + param(row, "committer") + ", " + param(row, "material")
          + " key material, +" + param(row, "latencyMs") + " ms/request";
    }
    return "R" + param(row, "workload") + " from S3, " + param(row, "material") + " key material, +"
        + param(row, "latencyMs") + " ms/request";
  }

  private static String param(OverheadRow row, String name) {
    String value = row.param(name);
    return value == null ? "" : value;
  }

  public static String toMarkdown(SummaryFile summary, RowLabels labels) {
    JsonNode requests = summary.json.path("s3Requests");
    JsonNode committers = summary.json.path("s3Committers");
    OverheadPoints reads = OverheadPoints.of(summary, S3Section::isS3, labels);
    if (!requests.isArray() && !committers.isArray() && reads.isEmpty()) {
      return "";
    }
    StringBuilder md = new StringBuilder("## PME on S3 (S3A)\n\n");
    if (requests.isArray()) {
      md.append(requestTables(requests));
    }
    List<OverheadRow> rows = new ArrayList<OverheadRow>();
    List<OverheadRow> jobs = new ArrayList<OverheadRow>();
    for (OverheadRow o : reads.rows()) {
      (o.params.containsKey("committer") ? jobs : rows).add(o);
    }
    if (!rows.isEmpty()) {
      md.append("Reading each file from the server with a delay added to every request, encrypted against plaintext in "
          + "shuffled rounds in one JVM (forks are the replicates). The `model` rows replay PME's cipher calls of the "
          + "same file: the crypto CPU part; the rest of an overhead is requests and bytes.\n\n");
      // Workload, key material, then latency as a number (not "20" before "5"), then mode.
      rows.sort(java.util.Comparator.comparing((OverheadRow o) -> o.param("workload"))
          .thenComparing(o -> o.param("material"))
          .thenComparingInt(S3Section::latencyMs)
          .thenComparing(o -> o.encryption));
      md.append(OverheadTable.toMarkdown(rows, labels)).append('\n');
      md.append(breakdown(rows, requests));
    }
    if (committers.isArray()) {
      md.append(committers(committers));
    }
    if (!jobs.isEmpty()) {
      md.append("PME's cost of a Spark write job, per committer: each round's encrypted job over the same round's "
          + "plaintext job (wall time of the job in the driver; one application, so the interval covers the spread "
          + "between rounds, not between applications):\n\n");
      md.append(OverheadTable.toMarkdown(jobs, labels)).append('\n');
    }
    return md.toString();
  }

  /**
   * The counts: the standard files read with S3A's default policy; the citations file with all or
   * 2 columns encrypted, read whole or only its plaintext columns; then every read per input policy.
   */
  static String requestTables(JsonNode requests) {
    StringBuilder md = new StringBuilder("S3 requests per file through Hadoop's S3A (HadoopOutputFile / "
        + "HadoopInputFile, keys through parquet's key tools), counted by S3A's IOStatistics; `server` is the S3 "
        + "server's own count of the same requests. `+` is what the file costs over the plaintext file of the same "
        + "workload, read the same way. Reads with S3A's default input policy (`normal`).\n\n");
    md.append("| workload | operation | encryption | key material | footer | requests | by kind | vs plaintext "
        + "| server |\n|---|---|---|---|---|---:|---|---|---:|\n");
    List<JsonNode> citations = new ArrayList<JsonNode>();
    Set<String> policies = new LinkedHashSet<String>();
    for (JsonNode r : requests) {
      boolean read = "read".equals(r.path("operation").asText());
      if (read) {
        policies.add(policy(r));
      }
      if (read && !S3Read.DEFAULT_POLICY.equals(policy(r))) {
        continue;
      }
      if (S3Case.CITATIONS.equals(r.path("dataset").asText())) {
        citations.add(r);
        continue;
      }
      md.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %d | %s | %s | %s |%n",
          r.path("workload").asText() + rowGroups(r), r.path("operation").asText(), r.path("encryption").asText(),
          r.path("material").asText(), r.path("footer").asText(), r.path("requests").asLong(),
          kinds(r.path("byKind"), ""), extra(r), server(r)));
    }
    md.append('\n');
    if (!citations.isEmpty()) {
      md.append("The citations file (19 columns, R1's shape) with all columns or only its 2 sensitive ones (ticket "
          + "number, issue date) encrypted, read whole or only the 17 columns left in plaintext:\n\n"
          + "| encrypted columns | operation | columns read | encryption | key material | footer | requests | by kind "
          + "| vs plaintext | server |\n|---|---|---|---|---|---|---:|---|---|---:|\n");
      for (JsonNode r : citations) {
        md.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %s | %d | %s | %s | %s |%n",
            r.path("columns").asText(), r.path("operation").asText(), r.path("projection").asText("-"),
            r.path("encryption").asText(), r.path("material").asText(), r.path("footer").asText(),
            r.path("requests").asLong(), kinds(r.path("byKind"), ""), extra(r), server(r)));
      }
      md.append('\n');
    }
    if (policies.size() > 1) {
      md.append(policyTable(requests, new ArrayList<String>(policies)));
    }
    return md.toString();
  }

  /** Every read's requests under each S3A input policy, and what encryption adds under it. */
  static String policyTable(JsonNode requests, List<String> policies) {
    Map<String, Map<String, JsonNode>> files = new LinkedHashMap<String, Map<String, JsonNode>>();
    for (JsonNode r : requests) {
      if ("read".equals(r.path("operation").asText())) {
        String columns = r.path("columns").asText();
        String file = (S3Case.CITATIONS.equals(r.path("dataset").asText()) ? "citations"
            + (S3Case.NO_MATERIAL.equals(columns) ? "" : ", " + columns + " columns encrypted")
            + ("plaintext".equals(r.path("projection").asText()) ? ", plaintext columns read" : "")
            : "R" + r.path("workload").asText() + rowGroups(r)) + " | " + r.path("encryption").asText() + " | "
            + r.path("material").asText() + " | " + r.path("footer").asText();
        files.computeIfAbsent(file, f -> new LinkedHashMap<String, JsonNode>()).put(policy(r), r);
      }
    }
    StringBuilder md = new StringBuilder("Reads under each S3A input policy (`fs.s3a.experimental.input.fadvise`): "
        + "requests per file read (GETs among them), and in brackets what encryption adds over the plaintext file "
        + "read with the same policy:\n\n| file | encryption | key material | footer |");
    StringBuilder line = new StringBuilder("|---|---|---|---|");
    for (String p : policies) {
      md.append(' ').append(p).append(" |");
      line.append("---:|");
    }
    md.append('\n').append(line).append('\n');
    for (Map.Entry<String, Map<String, JsonNode>> f : files.entrySet()) {
      md.append("| ").append(f.getKey()).append(" |");
      for (String p : policies) {
        JsonNode r = f.getValue().get(p);
        md.append(' ').append(r == null ? "-" : String.format(Locale.ROOT, "%d (%d GET)%s", r.path("requests").asLong(),
            r.path("byKind").path("get").asLong(), r.has("extraRequests") ? String.format(Locale.ROOT, " [%+d]",
            r.path("extraRequests").asLong()) : "")).append(" |");
      }
      md.append('\n');
    }
    return md.append('\n').toString();
  }

  /** A file written in row groups smaller than its workload's: ", 128 KiB row groups". */
  private static String rowGroups(JsonNode r) {
    return r.has("rowGroupBytes") ? String.format(Locale.ROOT, ", %d KiB row groups", r.path("rowGroupBytes").asLong()
        >> 10) : "";
  }

  private static String policy(JsonNode r) {
    return r.path("fadvise").asText(S3Read.DEFAULT_POLICY);
  }

  /** What each committer left at the destination, per fault and key material; then its job times per mode. */
  static String committers(JsonNode rows) {
    StringBuilder md = new StringBuilder("### Spark's output committers\n\n"
        + "Spark writing PME Parquet onto S3 through each committer (`INSERT OVERWRITE DIRECTORY ... USING parquet "
        + "OPTIONS (PME) SELECT ... FROM range(...)`, embedded, `local[2,2]`: one retry per task), then every visible "
        + "Parquet file read back with its keys. **data loss**: files a reader sees but cannot read.\n\n"
        + "| committer | fault | encryption | key material | outcome | Parquet files | key material files | "
        + "pending uploads | job ms |\n|---|---|---|---|---|---:|---:|---:|---:|\n");
    List<JsonNode> sorted = new ArrayList<JsonNode>();
    rows.forEach(sorted::add);
    List<String> faults = java.util.Arrays.asList("none", "task-retried", "job-aborted");
    sorted.sort(java.util.Comparator.comparingInt((JsonNode r) -> faults.indexOf(r.path("fault").asText()))
        .thenComparingInt(r -> CommitterSpec.COMMITTERS.indexOf(r.path("committer").asText()))
        .thenComparing(r -> r.path("encryption").asText())
        .thenComparing(r -> r.path("material").asText()));
    for (JsonNode r : sorted) {
      md.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s%s | %d | %d | %d | %.0f |%n",
          r.path("committer").asText(), r.path("fault").asText(), r.path("encryption").asText(),
          r.path("material").asText(), (r.path("dataLoss").asBoolean() ? "**data loss**: " : "")
          + (r.path("unencryptedFiles").asLong() > 0 ? "**" + r.path("unencryptedFiles").asLong()
          + " files not encrypted**: " : ""),
          r.path("verdict").asText(), r.path("parquetFiles").asLong(), r.path("keyMaterialFiles").asLong(),
          r.path("pendingUploads").asLong(), r.path("jobMillis").asDouble()));
    }
    md.append('\n');
    return md.append(sparkReads(sorted)).toString();
  }

  /**
   * The S3 requests of reading each committed table back through Spark (one query over every
   * column), and what PME adds over the plaintext table written through the same committer.
   */
  static String sparkReads(List<JsonNode> sorted) {
    Map<String, Long> plaintext = new LinkedHashMap<String, Long>();
    Map<String, JsonNode> plaintextKinds = new LinkedHashMap<String, JsonNode>();
    for (JsonNode r : sorted) {
      if (r.has("sparkReadRequests") && "PLAINTEXT".equals(r.path("encryption").asText())
          && "none".equals(r.path("fault").asText())) {
        plaintext.put(r.path("committer").asText(), total(r.path("sparkReadRequests")));
        plaintextKinds.put(r.path("committer").asText(), r.path("sparkReadRequests"));
      }
    }
    StringBuilder md = new StringBuilder();
    for (JsonNode r : sorted) {
      if (!r.has("sparkReadRequests") || !"none".equals(r.path("fault").asText())) {
        continue;
      }
      if (md.length() == 0) {
        md.append("Reading each table back through Spark (`spark.read.parquet`, one query over every column): S3 "
            + "requests per query, and what PME adds over the plaintext table of the same committer:\n\n"
            + "| committer | encryption | key material | files | requests | by kind | vs plaintext |\n"
            + "|---|---|---|---:|---:|---|---|\n");
      }
      String committer = r.path("committer").asText();
      long n = total(r.path("sparkReadRequests"));
      Long plain = plaintext.get(committer);
      String extra = "";
      if (plain != null && !"PLAINTEXT".equals(r.path("encryption").asText())) {
        extra = n == plain ? "none" : String.format(Locale.ROOT, "%+d (%s)", n - plain,
            kindDifference(r.path("sparkReadRequests"), plaintextKinds.get(committer)));
      }
      md.append(String.format(Locale.ROOT, "| %s | %s | %s | %d | %d | %s | %s |%n", committer,
          r.path("encryption").asText(), r.path("material").asText(), r.path("parquetFiles").asLong(), n,
          kinds(r.path("sparkReadRequests"), ""), extra));
    }
    return md.length() == 0 ? "" : md.append('\n').toString();
  }

  private static long total(JsonNode byKind) {
    long n = 0;
    for (JsonNode v : byKind) {
      n += v.asLong();
    }
    return n;
  }

  private static String kindDifference(JsonNode a, JsonNode b) {
    List<String> parts = new ArrayList<String>();
    java.util.Iterator<String> names = a.fieldNames();
    while (names.hasNext()) {
      String k = names.next();
      long d = a.path(k).asLong() - b.path(k).asLong();
      if (d != 0) {
        parts.add(String.format(Locale.ROOT, "%+d %s", d, k.toUpperCase(Locale.ROOT)));
      }
    }
    return String.join(", ", parts);
  }

  /**
   * Per read row: the extra milliseconds per file (paired), the part the added latency explains
   * (the extra requests counted for that file x the latency added to each), the crypto CPU the
   * cost model replays, and the rest (the extra requests' own client and server work, the key
   * material's parsing and unwrapping, noise).
   */
  /** The latency added to each request of a row's reads, ms. */
  private static int latencyMs(OverheadRow o) {
    return Integer.parseInt(o.param("latencyMs").trim());
  }

  static String breakdown(List<OverheadRow> rows, JsonNode requests) {
    StringBuilder md = new StringBuilder("Where an encrypted file's extra time goes (ms per file, wall; `requests x "
        + "latency`: the extra requests counted for the same file and operation times the latency added to each; "
        + "`crypto CPU`: the cost model):\n\n| file | mode | latency per request | plaintext | extra | requests x "
        + "latency | crypto CPU | rest |\n|---|---|---:|---:|---:|---:|---:|---:|\n");
    for (OverheadRow o : rows) {
      double plain = o.plaintextScore;
      double extra = o.encryptedScore - plain;
      int latency = latencyMs(o);
      long extraRequests = extraReads(requests, o.param("workload"), o.encryption, o.param("material"));
      double requestsPart = extraRequests < 0 ? Double.NaN : extraRequests * (double) latency;
      RowEstimate model = o.model == null ? null : o.model.cpu;
      double crypto = model != null ? (model.ratio - 1) * o.plaintextCpuScore : Double.NaN;
      md.append(String.format(Locale.ROOT, "| R%s, %s key material | %s | %d ms | %s | %s | %s | %s | %s |%n",
          o.param("workload"), o.param("material"), o.encryption, latency,
          ms(plain), ms(extra), extraRequests < 0 ? "not counted" : extraRequests + " x " + latency + " = "
          + ms(requestsPart), ms(crypto), ms(extra - requestsPart - (Double.isNaN(crypto) ? 0 : crypto))));
    }
    return md.append('\n').toString();
  }

  /**
   * Extra requests of reading the file of {@code workload} in {@code mode} with {@code material}
   * (encrypted footer, S3A's default policy); -1 if not counted.
   */
  private static long extraReads(JsonNode requests, String workload, String mode, String material) {
    for (JsonNode r : requests) {
      if ("read".equals(r.path("operation").asText()) && workload.equals(r.path("workload").asText())
          && !S3Case.CITATIONS.equals(r.path("dataset").asText()) && S3Read.DEFAULT_POLICY.equals(policy(r))
          && !r.has("rowGroupBytes")
          && mode.equals(r.path("encryption").asText()) && material.equals(r.path("material").asText())
          && "encrypted".equals(r.path("footer").asText()) && r.has("extraRequests")) {
        return r.path("extraRequests").asLong();
      }
    }
    return -1;
  }

  private static String ms(double v) {
    return Double.isNaN(v) ? "–" : String.format(Locale.ROOT, "%.1f", v);
  }

  private static String kinds(JsonNode byKind, String sign) {
    List<String> parts = new ArrayList<String>();
    java.util.Iterator<java.util.Map.Entry<String, JsonNode>> it = byKind.fields();
    while (it.hasNext()) {
      java.util.Map.Entry<String, JsonNode> e = it.next();
      if (e.getValue().asLong() != 0) {
        parts.add(sign + e.getValue().asLong() + " " + e.getKey().toUpperCase(Locale.ROOT));
      }
    }
    return parts.isEmpty() ? "-" : String.join(", ", parts);
  }

  private static String extra(JsonNode r) {
    if (!r.has("extraRequests")) {
      return "";
    }
    return r.path("extraRequests").asLong() == 0 ? "none" : kinds(r.path("extraByKind"), "+");
  }

  private static String server(JsonNode r) {
    if (r.path("serverRequests").isNull() || r.path("serverRequests").isMissingNode()) {
      return "not counted";
    }
    return r.path("serverRequests").asLong() + (r.path("serverAgrees").asBoolean() ? "" : " (differs)");
  }
}
