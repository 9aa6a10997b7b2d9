package org.pmebench.family.s3;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.pmebench.run.Choices;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.UserError;
import picocli.CommandLine.Option;

/**
 * The s3 family's options on {@code run}, as given, and the one thing they do: make its {@link
 * S3Matrix}, checked (a bad value is a {@link UserError}); unset ones keep the profile's.
 */
final class S3Options {
  @Option(
      names = "--s3-workloads",
      split = ",",
      paramLabel = "N",
      description =
          "s3: standard workloads whose file is written and read, 1 to 7 (default 1; 1,7 standard).")
  List<Integer> workloads;

  @Option(
      names = "--s3-rows",
      paramLabel = "N",
      description = "s3: rows per file (default 1000 smoke, 20000 others).")
  Integer rows;

  @Option(
      names = "--s3-latencies",
      split = ",",
      paramLabel = "MS",
      description =
          "s3: milliseconds the suite's S3Proxy adds to every request, one server each (default 0,20; "
              + "0,5,20 standard). With --s3-endpoint: 0 only.")
  List<Integer> latencies;

  @Option(
      names = "--s3-material",
      split = ",",
      paramLabel = "M",
      description = "s3: internal and/or external key material (default both).")
  List<String> materials;

  @Option(
      names = "--s3-footers",
      split = ",",
      paramLabel = "F",
      description = "s3: footers of the counted files, encrypted and/or plaintext (default both).")
  List<String> footers;

  @Option(
      names = "--s3-fadvise",
      split = ",",
      paramLabel = "P",
      description =
          "s3: S3A input policies (fs.s3a.experimental.input.fadvise) the counted files are read with: "
              + "normal, random, sequential (default all three; normal smoke).")
  List<String> fadvise;

  @Option(
      names = "--s3-row-groups",
      split = ",",
      paramLabel = "KIB",
      description =
          "s3: row-group sizes of the counted standard files in KiB of buffered rows, 0 for the workload's "
              + "own (default 0,4096: one row group, and six of 20000 rows; 0 smoke).")
  List<Long> rowGroupsKib;

  @Option(
      names = "--s3-citations",
      paramLabel = "true|false",
      arity = "1",
      description =
          "s3: also count the citations file with all and with its 2 sensitive columns encrypted, read "
              + "whole and only its plaintext columns (default true; false smoke).")
  Boolean citations;

  @Option(
      names = "--s3-committers",
      split = ",",
      paramLabel = "C",
      description =
          "s3: Spark output committers to write through: file-v1, file-v2, magic, directory, or none "
              + "(default all four; none with smoke). Needs target/spark-bench.jar.")
  List<String> committers;

  @Option(
      names = "--s3-committer-rounds",
      paramLabel = "N",
      description =
          "s3: rounds of committer jobs (every committer x mode x key material, shuffled; default 1, 3 "
              + "standard).")
  Integer committerRounds;

  @Option(
      names = "--s3-committer-latency",
      paramLabel = "MS",
      description =
          "s3: the added latency of the server the committer jobs write to, one of --s3-latencies "
              + "(default 0).")
  Integer committerLatency;

  @Option(
      names = "--s3-committer-rows",
      paramLabel = "N",
      description =
          "s3: rows each committer job writes (default 100000), into --s3-committer-files files.")
  Long committerRows;

  @Option(
      names = "--s3-committer-files",
      paramLabel = "N",
      description = "s3: files (write tasks) of each committer job, at most its rows (default 8).")
  Integer committerFiles;

  @Option(
      names = "--s3-java",
      paramLabel = "PATH",
      description =
          "s3: the java (17 or newer) that runs the suite's S3Proxy (default: the one running pmebench).")
  Path serverJava;

  @Option(
      names = "--s3-endpoint",
      paramLabel = "URL",
      description =
          "s3: a running S3 API (MinIO, AWS, ...) instead of the suite's S3Proxy; credentials from the AWS "
              + "environment variables, system properties or profile.")
  String endpoint;

  @Option(
      names = "--s3-bucket",
      paramLabel = "NAME",
      description =
          "s3: with --s3-endpoint, an existing bucket to write under pmebench/ in (default pmebench).")
  String bucket;

  /**
   * The matrix these options give with {@code profile} and the run's {@code variants}; a bad value
   * is a {@link UserError}.
   */
  S3Matrix matrix(MeasurementProfile profile, List<JvmVariant> variants) {
    S3Matrix m = S3Matrix.defaults(profile);
    reads(m);
    server(m);
    committers(m);
    if (variants != null) {
      m.variants = variants;
    }
    return m;
  }

  /**
   * The files read through S3A: workloads, rows, key material, footers, input policies, row groups,
   * latencies.
   */
  private void reads(S3Matrix m) {
    if (workloads != null) {
      UserError.requireEachWithin(
          "--s3-workloads value", workloads, 1, 7, " (the standard workloads)");
      m.workloads = new ArrayList<Integer>(workloads);
    }
    m.rows = UserError.withinOrDefault("--s3-rows", rows, 1, 10_000_000, m.rows);
    m.materials =
        Choices.checkOrDefault("key material", materials, S3Matrix.MATERIALS, m.materials);
    m.footers = Choices.checkOrDefault("footer", footers, S3Matrix.FOOTERS, m.footers);
    m.fadvise = Choices.checkOrDefault("S3A input policy", fadvise, S3Read.POLICIES, m.fadvise);
    if (citations != null) {
      m.citations = citations;
    }
    if (rowGroupsKib != null) {
      List<Long> bytes = new ArrayList<Long>();
      for (long kib : new java.util.LinkedHashSet<Long>(rowGroupsKib)) {
        if (kib < 0 || kib > (1L << 20)) {
          throw new UserError(
              "invalid --s3-row-groups value " + kib + "; use 0 (the workload's) to 1048576 KiB");
        }
        bytes.add(kib << 10);
      }
      m.rowGroupBytes = bytes;
    }
    if (latencies != null) {
      UserError.requireEachWithin(
          "--s3-latencies value", latencies, 0, S3Matrix.MAX_LATENCY_MILLIS);
      m.latenciesMillis = new ArrayList<Integer>(new java.util.LinkedHashSet<Integer>(latencies));
    }
  }

  /** The user's server and bucket, when given (its latency is its own). */
  private void server(S3Matrix m) {
    if (endpoint != null) {
      String url = endpoint.trim();
      if (!url.startsWith("http://") && !url.startsWith("https://")) {
        throw new UserError(
            "invalid --s3-endpoint '" + endpoint + "'; give an http:// or https:// URL");
      }
      if (latencies != null && !latencies.equals(Collections.singletonList(0))) {
        throw new UserError(
            "--s3-latencies "
                + latencies
                + " with --s3-endpoint: a user's server has its own "
                + "latency; only the suite's S3Proxy adds one (use 0)");
      }
      m.endpoint = url;
      m.latenciesMillis = Collections.singletonList(0);
      m.bucket = bucket != null ? bucket : S3Endpoint.DEFAULT_BUCKET;
    } else if (bucket != null) {
      throw new UserError(
          "--s3-bucket needs --s3-endpoint (the suite's S3Proxy makes its own bucket)");
    }
  }

  /** The committer jobs, and the Java the suite's server runs on. */
  private void committers(S3Matrix m) {
    if (committers != null) {
      m.committers =
          committers.size() == 1 && "none".equals(committers.get(0).trim())
              ? Collections.<String>emptyList()
              : Choices.check("committer", committers, CommitterSpec.COMMITTERS);
    }
    m.committerFiles =
        UserError.withinOrDefault(
            "--s3-committer-files", committerFiles, 1, 1000, m.committerFiles);
    if (committerRows != null) {
      UserError.requireWithin("--s3-committer-rows", committerRows, m.committerFiles, 100_000_000L);
      m.committerRows = committerRows;
    }
    m.committerRounds =
        UserError.withinOrDefault(
            "--s3-committer-rounds", committerRounds, 1, 100, m.committerRounds);
    if (serverJava != null) {
      if (!java.nio.file.Files.isExecutable(serverJava)) {
        throw new UserError("--s3-java " + serverJava + ": not an executable file");
      }
      m.serverJava = serverJava.toAbsolutePath().toString();
    } else {
      Path current = S3ProxyServer.currentJava();
      m.serverJava = current == null ? null : current.toString();
    }
    if (committerLatency != null) {
      if (!m.latenciesMillis.contains(committerLatency)) {
        throw new UserError(
            "--s3-committer-latency "
                + committerLatency
                + ": not among the servers' latencies "
                + m.latenciesMillis
                + " (--s3-latencies)");
      }
      m.committerLatencyMillis = committerLatency;
    } else if (!m.latenciesMillis.contains(m.committerLatencyMillis)) {
      m.committerLatencyMillis = m.latenciesMillis.get(0);
    }
  }
}
