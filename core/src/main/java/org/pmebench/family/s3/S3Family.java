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

/**
 * The {@code s3} family (PME Parquet through S3A on a real S3 server): its options ({@link
 * S3Options}; unset ones keep the profile's), steps, summary, report and gate parts.
 */
public final class S3Family extends BenchmarkFamily<S3Matrix>
    implements SummaryPart, GatePart, ReportPart {
  private boolean countsPlanned;

  @Override
  public String id() {
    return "s3";
  }

  /** Its options, as given; they make its matrix. */
  final S3Options options = new S3Options();

  @Override
  public Object options() {
    return options;
  }

  @Override
  public S3Matrix matrix(MeasurementProfile profile, List<JvmVariant> variants, Pairing pairing) {
    return options.matrix(profile, variants);
  }

  @Override
  public boolean runsJmh() {
    return false;
  }

  @Override
  public String describe(S3Matrix m) {
    return String.format(
        Locale.ROOT,
        "s3: workload(s) %s, %d rows, requests of %d files counted%s (read with S3A input "
            + "policies %s); paired reads at %s ms added latency, key material %s, %d fork(s) x %d+%d iterations of %d ms; committers %s (%d round(s), %d rows "
            + "into %d files per job, %d ms per request); server %s",
        m.workloads,
        m.rows,
        m.cases().size(),
        m.citations ? " (the citations file's among them)" : "",
        String.join(",", m.fadvise),
        m.latenciesMillis,
        String.join(",", m.materials),
        m.forks,
        m.warmupIterations,
        m.measurementIterations,
        m.iterationMillis,
        m.committers.isEmpty() ? "none" : String.join(",", m.committers),
        m.committerRounds,
        m.committerRows,
        m.committerFiles,
        m.committerLatencyMillis,
        m.endpoint != null ? m.endpoint : "S3Proxy " + S3ProxyServer.VERSION);
  }

  @Override
  public List<JmhInvocation> plan(ForkSettings forks, S3Matrix matrix) {
    return Collections.emptyList();
  }

  @Override
  public List<RunStep> steps(ForkSettings forks, S3Matrix matrix) {
    if (forks.target.major >= SparkLauncher.FIRST_UNSUPPORTED_JDK) {
      forks.skip(
          "s3",
          "S3A needs Hadoop's UserGroupInformation, which fails on JDK "
              + SparkLauncher.FIRST_UNSUPPORTED_JDK
              + " and later (Subject.getSubject is not supported)");
      return Collections.emptyList();
    }
    List<RunStep> steps = new ArrayList<RunStep>();
    for (JvmVariant v : matrix.variants) {
      steps.add(new S3Step(forks, matrix, v, !countsPlanned, home()));
      countsPlanned = true;
    }
    return steps;
  }

  /**
   * The server can start (or the user's endpoint answers, with its bucket) before anything runs.
   */
  @Override
  public void preflight(S3Matrix matrix) {
    int cli = JdkInfo.majorOf(System.getProperty("java.specification.version"));
    if (cli >= SparkLauncher.FIRST_UNSUPPORTED_JDK) {
      throw new UserError(
          "s3: pmebench runs on Java "
              + cli
              + ", where S3A (Hadoop 3.3) fails; run it with "
              + "JAVA=<a JDK 17 to 23>/bin/java ./pmebench ...");
    }
    if (!matrix.committers.isEmpty()) {
      String missing = SparkLauncher.inProject(home()).missing();
      if (missing != null) {
        throw new UserError(
            "s3: the committer runs need Spark: " + missing + " (or --s3-committers none)");
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
      throw new UserError(
          "s3: "
              + jar
              + " is missing: build it with ./mvnw -q package -DskipTests (the pmebench "
              + "launcher does)");
    }
    if (matrix.serverJava == null) {
      throw new UserError(
          "s3: S3Proxy needs Java "
              + S3ProxyServer.MIN_JAVA
              + " or newer and pmebench runs on Java "
              + cli
              + "; give --s3-java <a JDK 17+>/bin/java, run pmebench with JAVA=<a JDK 17 to 23>/bin/java, or give "
              + "--s3-endpoint");
    }
    // One server started and stopped now, so that a server that cannot start stops the run before
    // anything runs.
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
    return Arrays.<GatePart.Check>asList(
        RequestCountGate.compare(baseline, current), CommitterGate.compare(baseline, current));
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
