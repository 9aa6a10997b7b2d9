package org.pmebench.family.s3;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.pmebench.gate.GatePart;
import org.pmebench.jvm.JdkInfo;
import org.pmebench.report.FamilyRows;
import org.pmebench.report.ReportPart;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.results.JmhResult;
import org.pmebench.run.BenchmarkFamily;
import org.pmebench.run.Choices;
import org.pmebench.run.ForkSettings;
import org.pmebench.run.JmhInvocation;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.Pairing;
import org.pmebench.run.RunStep;
import org.pmebench.run.SuiteHome;
import org.pmebench.run.UserError;
import org.pmebench.sparkapp.SparkLauncher;
import org.pmebench.summary.SummaryFile;
import org.pmebench.summary.SummaryPart;
import picocli.CommandLine.Option;

/**
 * The {@code s3} family (PME Parquet through S3A on a real S3 server): its options (unset ones keep
 * the profile's), steps, summary, report and gate parts.
 */
public final class S3Family extends BenchmarkFamily<S3Matrix> implements SummaryPart, GatePart, ReportPart {
  private boolean countsPlanned;

  @Override
  public String id() {
    return "s3";
  }

  @Option(names = "--s3-workloads", split = ",", paramLabel = "N",
      description = "s3: standard workloads whose file is written and read, 1 to 7 (default 1; 1,7 standard).")
  List<Integer> workloads;

  @Option(names = "--s3-rows", paramLabel = "N", description = "s3: rows per file (default 1000 smoke, 20000 others).")
  Integer rows;

  @Option(names = "--s3-latencies", split = ",", paramLabel = "MS",
      description = "s3: milliseconds the suite's S3Proxy adds to every request, one server each (default 0,20; "
          + "0,5,20 standard). With --s3-endpoint: 0 only.")
  List<Integer> latencies;

  @Option(names = "--s3-material", split = ",", paramLabel = "M",
      description = "s3: internal and/or external key material (default both).")
  List<String> materials;

  @Option(names = "--s3-footers", split = ",", paramLabel = "F",
      description = "s3: footers of the counted files, encrypted and/or plaintext (default both).")
  List<String> footers;

  @Option(names = "--s3-fadvise", split = ",", paramLabel = "P",
      description = "s3: S3A input policies (fs.s3a.experimental.input.fadvise) the counted files are read with: "
          + "normal, random, sequential (default all three; normal smoke).")
  List<String> fadvise;

  @Option(names = "--s3-row-groups", split = ",", paramLabel = "KIB",
      description = "s3: row-group sizes of the counted standard files in KiB of buffered rows, 0 for the workload's "
          + "own (default 0,4096: one row group, and six of 20000 rows; 0 smoke).")
  List<Long> rowGroupsKib;

  @Option(names = "--s3-citations", paramLabel = "true|false", arity = "1",
      description = "s3: also count the citations file with all and with its 2 sensitive columns encrypted, read "
          + "whole and only its plaintext columns (default true; false smoke).")
  Boolean citations;

  @Option(names = "--s3-committers", split = ",", paramLabel = "C",
      description = "s3: Spark output committers to write through: file-v1, file-v2, magic, directory, or none "
          + "(default all four; none with smoke). Needs target/spark-bench.jar.")
  List<String> committers;

  @Option(names = "--s3-committer-rounds", paramLabel = "N",
      description = "s3: rounds of committer jobs (every committer x mode x key material, shuffled; default 1, 3 "
          + "standard).")
  Integer committerRounds;

  @Option(names = "--s3-committer-latency", paramLabel = "MS",
      description = "s3: the added latency of the server the committer jobs write to, one of --s3-latencies "
          + "(default 0).")
  Integer committerLatency;

  @Option(names = "--s3-committer-rows", paramLabel = "N",
      description = "s3: rows each committer job writes (default 100000), into --s3-committer-files files.")
  Long committerRows;

  @Option(names = "--s3-committer-files", paramLabel = "N",
      description = "s3: files (write tasks) of each committer job, at most its rows (default 8).")
  Integer committerFiles;

  @Option(names = "--s3-java", paramLabel = "PATH",
      description = "s3: the java (17 or newer) that runs the suite's S3Proxy (default: the one running pmebench).")
  Path serverJava;

  @Option(names = "--s3-endpoint", paramLabel = "URL",
      description = "s3: a running S3 API (MinIO, AWS, ...) instead of the suite's S3Proxy; credentials from the AWS "
          + "environment variables, system properties or profile.")
  String endpoint;

  @Option(names = "--s3-bucket", paramLabel = "NAME",
      description = "s3: with --s3-endpoint, an existing bucket to write under pmebench/ in (default pmebench).")
  String bucket;

  @Override
  public S3Matrix matrix(MeasurementProfile profile, List<JvmVariant> variants, Pairing pairing) {
    S3Matrix m = S3Matrix.defaults(profile);
    if (workloads != null) {
      UserError.requireEachWithin("--s3-workloads value", workloads, 1, 7, " (the standard workloads)");
      m.workloads = new ArrayList<Integer>(workloads);
    }
    m.rows = UserError.withinOrDefault("--s3-rows", rows, 1, 10_000_000, m.rows);
    m.materials = Choices.checkOrDefault("key material", materials, S3Matrix.MATERIALS, m.materials);
    m.footers = Choices.checkOrDefault("footer", footers, S3Matrix.FOOTERS, m.footers);
    m.fadvise = Choices.checkOrDefault("S3A input policy", fadvise, S3Read.POLICIES, m.fadvise);
    if (citations != null) {
      m.citations = citations;
    }
    if (rowGroupsKib != null) {
      List<Long> bytes = new ArrayList<Long>();
      for (long kib : new java.util.LinkedHashSet<Long>(rowGroupsKib)) {
        if (kib < 0 || kib > (1L << 20)) {
          throw new UserError("invalid --s3-row-groups value " + kib + "; use 0 (the workload's) to 1048576 KiB");
        }
        bytes.add(kib << 10);
      }
      m.rowGroupBytes = bytes;
    }
    if (latencies != null) {
      UserError.requireEachWithin("--s3-latencies value", latencies, 0, S3Matrix.MAX_LATENCY_MILLIS);
      m.latenciesMillis = new ArrayList<Integer>(new java.util.LinkedHashSet<Integer>(latencies));
    }
    if (endpoint != null) {
      String url = endpoint.trim();
      if (!url.startsWith("http://") && !url.startsWith("https://")) {
        throw new UserError("invalid --s3-endpoint '" + endpoint + "'; give an http:// or https:// URL");
      }
      if (latencies != null && !latencies.equals(Collections.singletonList(0))) {
        throw new UserError("--s3-latencies " + latencies + " with --s3-endpoint: a user's server has its own "
            + "latency; only the suite's S3Proxy adds one (use 0)");
      }
      m.endpoint = url;
      m.latenciesMillis = Collections.singletonList(0);
      m.bucket = bucket != null ? bucket : S3Endpoint.DEFAULT_BUCKET;
    } else if (bucket != null) {
      throw new UserError("--s3-bucket needs --s3-endpoint (the suite's S3Proxy makes its own bucket)");
    }
    if (committers != null) {
      m.committers = committers.size() == 1 && "none".equals(committers.get(0).trim())
          ? Collections.<String>emptyList() : Choices.check("committer", committers, CommitterSpec.COMMITTERS);
    }
    m.committerFiles = UserError.withinOrDefault("--s3-committer-files", committerFiles, 1, 1000, m.committerFiles);
    if (committerRows != null) {
      UserError.requireWithin("--s3-committer-rows", committerRows, m.committerFiles, 100_000_000L);
      m.committerRows = committerRows;
    }
    m.committerRounds = UserError.withinOrDefault("--s3-committer-rounds", committerRounds, 1, 100, m.committerRounds);
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
        throw new UserError("--s3-committer-latency " + committerLatency + ": not among the servers' latencies "
            + m.latenciesMillis + " (--s3-latencies)");
      }
      m.committerLatencyMillis = committerLatency;
    } else if (!m.latenciesMillis.contains(m.committerLatencyMillis)) {
      m.committerLatencyMillis = m.latenciesMillis.get(0);
    }
    if (variants != null) {
      m.variants = variants;
    }
    return m;
  }

  @Override
  public boolean runsJmh() {
    return false;
  }

  @Override
  public String describe(S3Matrix m) {
    return String.format(Locale.ROOT, "s3: workload(s) %s, %d rows, requests of %d files counted%s (read with S3A input "
        + "policies %s); paired reads at %s ms added latency, key material %s, %d fork(s) x %d+%d iterations of %d ms; committers %s (%d round(s), %d rows "
        + "into %d files per job, %d ms per request); server %s", m.workloads, m.rows, m.cases().size(),
        m.citations ? " (the citations file's among them)" : "", String.join(",", m.fadvise), m.latenciesMillis, String.join(",", m.materials), m.forks, m.warmupIterations, m.measurementIterations,
        m.iterationMillis, m.committers.isEmpty() ? "none" : String.join(",", m.committers), m.committerRounds,
        m.committerRows, m.committerFiles, m.committerLatencyMillis,
        m.endpoint != null ? m.endpoint : "S3Proxy " + S3ProxyServer.VERSION);
  }

  @Override
  public List<JmhInvocation> plan(ForkSettings forks, S3Matrix matrix) {
    return Collections.emptyList();
  }

  @Override
  public List<RunStep> steps(ForkSettings forks, S3Matrix matrix) {
    if (forks.target.major >= SparkLauncher.FIRST_UNSUPPORTED_JDK) {
      forks.skip("s3", "S3A needs Hadoop's UserGroupInformation, which fails on JDK "
          + SparkLauncher.FIRST_UNSUPPORTED_JDK + " and later (Subject.getSubject is not supported)");
      return Collections.emptyList();
    }
    List<RunStep> steps = new ArrayList<RunStep>();
    for (JvmVariant v : matrix.variants) {
      steps.add(new S3Step(forks, matrix, v, !countsPlanned, home()));
      countsPlanned = true;
    }
    return steps;
  }

  /** The server can start (or the user's endpoint answers, with its bucket) before anything runs. */
  @Override
  public void preflight(S3Matrix matrix) {
    int cli = JdkInfo.majorOf(System.getProperty("java.specification.version"));
    if (cli >= SparkLauncher.FIRST_UNSUPPORTED_JDK) {
      throw new UserError("s3: pmebench runs on Java " + cli + ", where S3A (Hadoop 3.3) fails; run it with "
          + "JAVA=<a JDK 17 to 23>/bin/java ./pmebench ...");
    }
    if (!matrix.committers.isEmpty()) {
      String missing = SparkLauncher.inProject(home()).missing();
      if (missing != null) {
        throw new UserError("s3: the committer runs need Spark: " + missing + " (or --s3-committers none)");
      }
    }
    if (matrix.endpoint != null) {
      String problem = S3Endpoint.external(matrix.endpoint, matrix.bucket).problem();
      if (problem != null) {
        throw new UserError("s3: " + problem);
      }
      return;
    }
    Path jar = S3ProxyServer.jarIn(home());
    if (!java.nio.file.Files.isRegularFile(jar)) {
      throw new UserError("s3: " + jar + " is missing: build it with ./mvnw -q package -DskipTests (the pmebench "
          + "launcher does)");
    }
    if (matrix.serverJava == null) {
      throw new UserError("s3: S3Proxy needs Java " + S3ProxyServer.MIN_JAVA + " or newer and pmebench runs on Java "
          + cli + "; give --s3-java <a JDK 17+>/bin/java, run pmebench with JAVA=<a JDK 17 to 23>/bin/java, or give "
          + "--s3-endpoint");
    }
    // One server started and stopped now, so that a server that cannot start stops the run before anything runs.
    try {
      S3ProxyServer.checkStarts(jar, java.nio.file.Paths.get(matrix.serverJava));
    } catch (java.io.IOException e) {
      throw new UserError("s3: the S3 server does not start: " + e.getMessage());
    }
  }

  private static Path home() {
    return SuiteHome.path().toAbsolutePath().normalize();
  }

  /** The s3 family's part of a summary: the request counts and the committer jobs. */
  @Override
  public SummaryPart.Contribution summarize(List<JmhResult> results) {
    return root -> {
      ArrayNode requests = S3RequestRows.of(results, JsonNodeFactory.instance.arrayNode());
      if (requests != null) {
        root.set(S3RequestRow.SECTION, requests);
      }
      ArrayNode committers = S3CommitterRows.of(results, JsonNodeFactory.instance.arrayNode());
      if (committers != null) {
        root.set(CommitterRow.SECTION, committers);
      }
    };
  }

  /** The s3 family's exact checks: request counts per file, then the committer jobs. */
  @Override
  public List<GatePart.Check> compare(Path baseline, Path current) throws InvalidResultsException {
    return Arrays.<GatePart.Check>asList(RequestCountGate.compare(baseline, current),
        CommitterGate.compare(baseline, current));
  }

  @Override
  public void section(SummaryFile summary, ReportPart.Page page) {
    page.md.append(S3Section.toMarkdown(summary, page.labels));
  }

  /** The reads through S3A and the committer jobs: the S3 section, not the file overheads. */
  @Override
  public FamilyRows rows() {
    return FamilyRows.inOwnSection(S3Section::isS3, S3Section::label);
  }
}
