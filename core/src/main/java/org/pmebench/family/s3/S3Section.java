package org.pmebench.family.s3;

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
      return "Spark write through "
          + row.text("committer")
          + ", "
          + row.text("material")
          + " key material, +"
          + row.text("latencyMs")
          + " ms/request";
    }
    return "R"
        + row.text("workload")
        + " from S3, "
        + row.text("material")
        + " key material, +"
        + row.text("latencyMs")
        + " ms/request";
  }

  public static String toMarkdown(SummaryFile summary, RowLabels labels) {
    // An array present but empty still opens the section (as a run with no file counted).
    boolean hasRequests = summary.json.path(S3RequestRow.SECTION).isArray();
    boolean hasCommitters = summary.json.path(CommitterRow.SECTION).isArray();
    List<S3RequestRow> requests = summary.rows(S3RequestRow.SECTION, S3RequestRow.class);
    List<CommitterRow> committers = summary.rows(CommitterRow.SECTION, CommitterRow.class);
    OverheadPoints reads = OverheadPoints.of(summary, S3Section::isS3, labels);
    if (!hasRequests && !hasCommitters && reads.isEmpty()) {
      return "";
    }
    StringBuilder md = new StringBuilder("## PME on S3 (S3A)\n\n");
    if (hasRequests) {
      md.append(requestTables(requests));
    }
    List<OverheadRow> rows = new ArrayList<OverheadRow>();
    List<OverheadRow> jobs = new ArrayList<OverheadRow>();
    for (OverheadRow o : reads.rows()) {
      (o.params.containsKey("committer") ? jobs : rows).add(o);
    }
    if (!rows.isEmpty()) {
      md.append(
          "Reading each file from the server with a delay added to every request, encrypted against plaintext in "
              + "shuffled rounds in one JVM (forks are the replicates). The `model` rows replay PME's cipher calls of the "
              + "same file: the crypto CPU part; the rest of an overhead is requests and bytes.\n\n");
      // Workload, key material, then latency as a number (not "20" before "5"), then mode.
      rows.sort(
          java.util.Comparator.comparing((OverheadRow o) -> o.param("workload"))
              .thenComparing(o -> o.param("material"))
              .thenComparingInt(S3Section::latencyMs)
              .thenComparing(o -> o.encryption));
      md.append(OverheadTable.toMarkdown(rows, labels)).append('\n');
      md.append(breakdown(rows, requests));
    }
    if (hasCommitters) {
      md.append(committers(committers));
    }
    if (!jobs.isEmpty()) {
      md.append(
          "PME's cost of a Spark write job, per committer: each round's encrypted job over the same round's "
              + "plaintext job (wall time of the job in the driver; one application, so the interval covers the spread "
              + "between rounds, not between applications):\n\n");
      md.append(OverheadTable.toMarkdown(jobs, labels)).append('\n');
    }
    return md.toString();
  }

  /**
   * The counts: the standard files read with S3A's default policy; the citations file with all or 2
   * columns encrypted, read whole or only its plaintext columns; then every read per input policy.
   */
  static String requestTables(List<S3RequestRow> requests) {
    StringBuilder md =
        new StringBuilder(
            "S3 requests per file through Hadoop's S3A (HadoopOutputFile / "
                + "HadoopInputFile, keys through parquet's key tools), counted by S3A's IOStatistics; `server` is the S3 "
                + "server's own count of the same requests. `+` is what the file costs over the plaintext file of the same "
                + "workload, read the same way. Reads with S3A's default input policy (`normal`).\n\n");
    md.append(
        "| workload | operation | encryption | key material | footer | requests | by kind | vs plaintext "
            + "| server |\n|---|---|---|---|---|---:|---|---|---:|\n");
    List<S3RequestRow> citations = new ArrayList<S3RequestRow>();
    Set<String> policies = new LinkedHashSet<String>();
    for (S3RequestRow r : requests) {
      if (r.isRead()) {
        policies.add(r.policy());
      }
      if (r.isRead() && !S3Read.DEFAULT_POLICY.equals(r.policy())) {
        continue;
      }
      if (r.isCitations()) {
        citations.add(r);
        continue;
      }
      md.append(standardRow(r));
    }
    md.append('\n');
    if (!citations.isEmpty()) {
      md.append(citationsTable(citations));
    }
    if (policies.size() > 1) {
      md.append(policyTable(requests, new ArrayList<String>(policies)));
    }
    return md.toString();
  }

  /** A standard file's line of the first table. */
  private static String standardRow(S3RequestRow r) {
    return String.format(
        Locale.ROOT,
        "| %s | %s | %s | %s | %s | %d | %s | %s | %s |%n",
        r.workload + rowGroups(r),
        r.operation,
        r.encryption,
        r.material,
        r.footer,
        r.requests,
        kinds(r.byKind, ""),
        extra(r),
        server(r));
  }

  /** The citations file's table: per columns encrypted, operation and columns read. */
  private static String citationsTable(List<S3RequestRow> citations) {
    StringBuilder md =
        new StringBuilder(
            "The citations file (19 columns, R1's shape) with all columns or only its 2 sensitive ones (ticket "
                + "number, issue date) encrypted, read whole or only the 17 columns left in plaintext:\n\n"
                + "| encrypted columns | operation | columns read | encryption | key material | footer | requests | by kind "
                + "| vs plaintext | server |\n|---|---|---|---|---|---|---:|---|---|---:|\n");
    for (S3RequestRow r : citations) {
      md.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | %s | %s | %s | %s | %d | %s | %s | %s |%n",
              r.columns,
              r.operation,
              r.projection == null ? "-" : r.projection,
              r.encryption,
              r.material,
              r.footer,
              r.requests,
              kinds(r.byKind, ""),
              extra(r),
              server(r)));
    }
    return md.append('\n').toString();
  }

  /** Every read's requests under each S3A input policy, and what encryption adds under it. */
  static String policyTable(List<S3RequestRow> requests, List<String> policies) {
    Map<String, Map<String, S3RequestRow>> files =
        new LinkedHashMap<String, Map<String, S3RequestRow>>();
    for (S3RequestRow r : requests) {
      if (r.isRead()) {
        String file =
            (r.isCitations()
                    ? "citations"
                        + (S3Case.NO_MATERIAL.equals(r.columns)
                            ? ""
                            : ", " + r.columns + " columns encrypted")
                        + ("plaintext".equals(r.projection) ? ", plaintext columns read" : "")
                    : "R" + r.workload + rowGroups(r))
                + " | "
                + r.encryption
                + " | "
                + r.material
                + " | "
                + r.footer;
        files
            .computeIfAbsent(file, f -> new LinkedHashMap<String, S3RequestRow>())
            .put(r.policy(), r);
      }
    }
    StringBuilder md =
        new StringBuilder(
            "Reads under each S3A input policy (`fs.s3a.experimental.input.fadvise`): "
                + "requests per file read (GETs among them), and in brackets what encryption adds over the plaintext file "
                + "read with the same policy:\n\n| file | encryption | key material | footer |");
    StringBuilder line = new StringBuilder("|---|---|---|---|");
    for (String p : policies) {
      md.append(' ').append(p).append(" |");
      line.append("---:|");
    }
    md.append('\n').append(line).append('\n');
    for (Map.Entry<String, Map<String, S3RequestRow>> f : files.entrySet()) {
      md.append("| ").append(f.getKey()).append(" |");
      for (String p : policies) {
        S3RequestRow r = f.getValue().get(p);
        Long gets = r == null ? null : r.byKind.get("get");
        md.append(' ')
            .append(
                r == null
                    ? "-"
                    : String.format(
                        Locale.ROOT,
                        "%d (%d GET)%s",
                        r.requests,
                        gets == null ? 0 : gets,
                        r.extraRequests != null
                            ? String.format(Locale.ROOT, " [%+d]", r.extraRequests)
                            : ""))
            .append(" |");
      }
      md.append('\n');
    }
    return md.append('\n').toString();
  }

  /** A file written in row groups smaller than its workload's: ", 128 KiB row groups". */
  private static String rowGroups(S3RequestRow r) {
    return r.rowGroupBytes != null
        ? String.format(Locale.ROOT, ", %d KiB row groups", r.rowGroupBytes >> 10)
        : "";
  }

  /**
   * What each committer left at the destination, per fault and key material; then its job times per
   * mode.
   */
  static String committers(List<CommitterRow> rows) {
    StringBuilder md =
        new StringBuilder(
            "### Spark's output committers\n\n"
                + "Spark writing PME Parquet onto S3 through each committer (`INSERT OVERWRITE DIRECTORY ... USING parquet "
                + "OPTIONS (PME) SELECT ... FROM range(...)`, embedded, `local[2,2]`: one retry per task), then every visible "
                + "Parquet file read back with its keys. **data loss**: files a reader sees but cannot read.\n\n"
                + "| committer | fault | encryption | key material | outcome | Parquet files | key material files | "
                + "pending uploads | job ms |\n|---|---|---|---|---|---:|---:|---:|---:|\n");
    List<CommitterRow> sorted = new ArrayList<CommitterRow>(rows);
    List<String> faults = java.util.Arrays.asList("none", "task-retried", "job-aborted");
    sorted.sort(
        java.util.Comparator.comparingInt((CommitterRow r) -> faults.indexOf(r.fault))
            .thenComparingInt(r -> CommitterSpec.COMMITTERS.indexOf(r.committer))
            .thenComparing(r -> r.encryption)
            .thenComparing(r -> r.material));
    for (CommitterRow r : sorted) {
      md.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | %s | %s | %s%s | %d | %d | %d | %.0f |%n",
              r.committer,
              r.fault,
              r.encryption,
              r.material,
              (r.dataLoss ? "**data loss**: " : "")
                  + (r.unencryptedFiles != null && r.unencryptedFiles > 0
                      ? "**" + r.unencryptedFiles + " files not encrypted**: "
                      : ""),
              r.verdict,
              r.parquetFiles,
              r.keyMaterialFiles,
              r.pendingUploads,
              r.jobMillis));
    }
    md.append('\n');
    return md.append(sparkReads(sorted)).toString();
  }

  /**
   * The S3 requests of reading each committed table back through Spark (one query over every
   * column), and what PME adds over the plaintext table written through the same committer.
   */
  static String sparkReads(List<CommitterRow> sorted) {
    Map<String, Long> plaintext = new LinkedHashMap<String, Long>();
    Map<String, Map<String, Long>> plaintextKinds = new LinkedHashMap<String, Map<String, Long>>();
    for (CommitterRow r : sorted) {
      if (r.sparkReadRequests != null
          && "PLAINTEXT".equals(r.encryption)
          && "none".equals(r.fault)) {
        plaintext.put(r.committer, r.sparkReadTotal());
        plaintextKinds.put(r.committer, r.sparkReadRequests);
      }
    }
    StringBuilder md = new StringBuilder();
    for (CommitterRow r : sorted) {
      if (r.sparkReadRequests == null || !"none".equals(r.fault)) {
        continue;
      }
      if (md.length() == 0) {
        md.append(
            "Reading each table back through Spark (`spark.read.parquet`, one query over every column): S3 "
                + "requests per query, and what PME adds over the plaintext table of the same committer:\n\n"
                + "| committer | encryption | key material | files | requests | by kind | vs plaintext |\n"
                + "|---|---|---|---:|---:|---|---|\n");
      }
      String committer = r.committer;
      long n = r.sparkReadTotal();
      Long plain = plaintext.get(committer);
      String extra = "";
      if (plain != null && !"PLAINTEXT".equals(r.encryption)) {
        extra =
            n == plain
                ? "none"
                : String.format(
                    Locale.ROOT,
                    "%+d (%s)",
                    n - plain,
                    kindDifference(r.sparkReadRequests, plaintextKinds.get(committer)));
      }
      md.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | %s | %d | %d | %s | %s |%n",
              committer,
              r.encryption,
              r.material,
              r.parquetFiles,
              n,
              kinds(r.sparkReadRequests, ""),
              extra));
    }
    return md.length() == 0 ? "" : md.append('\n').toString();
  }

  private static String kindDifference(Map<String, Long> a, Map<String, Long> b) {
    List<String> parts = new ArrayList<String>();
    for (Map.Entry<String, Long> e : a.entrySet()) {
      Long other = b.get(e.getKey());
      long d = e.getValue() - (other == null ? 0 : other);
      if (d != 0) {
        parts.add(String.format(Locale.ROOT, "%+d %s", d, e.getKey().toUpperCase(Locale.ROOT)));
      }
    }
    return String.join(", ", parts);
  }

  /**
   * Per read row: the extra milliseconds per file (paired), the part the added latency explains
   * (the extra requests counted for that file x the latency added to each), the crypto CPU the cost
   * model replays, and the rest (the extra requests' own client and server work, the key material's
   * parsing and unwrapping, noise).
   */
  /** The latency added to each request of a row's reads, ms. */
  private static int latencyMs(OverheadRow o) {
    return Integer.parseInt(o.param("latencyMs").trim());
  }

  static String breakdown(List<OverheadRow> rows, List<S3RequestRow> requests) {
    StringBuilder md =
        new StringBuilder(
            "Where an encrypted file's extra time goes (ms per file, wall; `requests x "
                + "latency`: the extra requests counted for the same file and operation times the latency added to each; "
                + "`crypto CPU`: the cost model):\n\n| file | mode | latency per request | plaintext | extra | requests x "
                + "latency | crypto CPU | rest |\n|---|---|---:|---:|---:|---:|---:|---:|\n");
    for (OverheadRow o : rows) {
      double plain = o.plaintextScore;
      double extra = o.encryptedScore - plain;
      int latency = latencyMs(o);
      long extraRequests =
          extraReads(requests, o.param("workload"), o.encryption, o.param("material"));
      double requestsPart = extraRequests < 0 ? Double.NaN : extraRequests * (double) latency;
      RowEstimate model = o.model == null ? null : o.model.cpu;
      double crypto = model != null ? (model.ratio - 1) * o.plaintextCpuScore : Double.NaN;
      md.append(
          String.format(
              Locale.ROOT,
              "| R%s, %s key material | %s | %d ms | %s | %s | %s | %s | %s |%n",
              o.param("workload"),
              o.param("material"),
              o.encryption,
              latency,
              ms(plain),
              ms(extra),
              extraRequests < 0
                  ? "not counted"
                  : extraRequests + " x " + latency + " = " + ms(requestsPart),
              ms(crypto),
              ms(extra - requestsPart - (Double.isNaN(crypto) ? 0 : crypto))));
    }
    return md.append('\n').toString();
  }

  /**
   * Extra requests of reading the file of {@code workload} in {@code mode} with {@code material}
   * (encrypted footer, S3A's default policy); -1 if not counted.
   */
  private static long extraReads(
      List<S3RequestRow> requests, String workload, String mode, String material) {
    for (S3RequestRow r : requests) {
      if (r.isRead()
          && workload.equals(r.workload)
          && !r.isCitations()
          && S3Read.DEFAULT_POLICY.equals(r.policy())
          && r.rowGroupBytes == null
          && mode.equals(r.encryption)
          && material.equals(r.material)
          && "encrypted".equals(r.footer)
          && r.extraRequests != null) {
        return r.extraRequests;
      }
    }
    return -1;
  }

  private static String ms(double v) {
    return Double.isNaN(v) ? "–" : String.format(Locale.ROOT, "%.1f", v);
  }

  private static String kinds(Map<String, Long> byKind, String sign) {
    List<String> parts = new ArrayList<String>();
    for (Map.Entry<String, Long> e : byKind.entrySet()) {
      if (e.getValue() != 0) {
        parts.add(sign + e.getValue() + " " + e.getKey().toUpperCase(Locale.ROOT));
      }
    }
    return parts.isEmpty() ? "-" : String.join(", ", parts);
  }

  private static String extra(S3RequestRow r) {
    if (r.extraRequests == null) {
      return "";
    }
    return r.extraRequests == 0 ? "none" : kinds(r.extraByKind, "+");
  }

  private static String server(S3RequestRow r) {
    if (r.serverRequests == null) {
      return "not counted";
    }
    return r.serverRequests + (Boolean.TRUE.equals(r.serverAgrees) ? "" : " (differs)");
  }
}
