package org.pmebench.family.spark;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pmebench.crypto.CryptoProviders;
import org.pmebench.report.AnswerCells;
import org.pmebench.report.FamilyRows;
import org.pmebench.report.ReportPart;
import org.pmebench.report.TerminalPart;
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
import org.pmebench.summary.OverheadRow;
import org.pmebench.summary.SummarizeOption;
import org.pmebench.summary.SummaryFile;
import org.pmebench.summary.SummaryPart;
import org.pmebench.util.AtomicFiles;

/**
 * The {@code spark} family: TPC-DS queries through Spark SQL on PME tables, under each
 * spark.io.encryption setting, one Spark application per setting and repetition ({@link
 * SparkStep}). Not in the default {@code --families}: it needs target/spark-bench.jar.
 */
public final class SparkFamily extends BenchmarkFamily<SparkMatrix>
    implements SummaryPart, ReportPart {
  @Override
  public String id() {
    return "spark";
  }

  /** Its options, as given; they make its matrix. */
  final SparkOptions options = new SparkOptions();

  @Override
  public Object options() {
    return options;
  }

  /** {@code summarize --rebuild-spark}. */
  @Override
  public SummarizeOption summarizeOption() {
    return new RebuildSparkOption();
  }

  @Override
  public SparkMatrix matrix(
      MeasurementProfile profile, List<JvmVariant> variants, Pairing pairing) {
    return options.matrix(profile);
  }

  /**
   * {@code --providers}: the JCA ones, each in applications of its own. ACCP and Conscrypt are not
   * in target/spark-bench.jar (their native libraries would have to be on every executor): they are
   * named, with the way to add them as a jar.
   */
  @Override
  public boolean takesProviders() {
    return true;
  }

  @Override
  public void useProviders(SparkMatrix matrix, List<String> chosen) {
    List<String> jca = jcaProviders(chosen);
    for (String p : jca) {
      if (CryptoProviders.ACCP.equals(p) || CryptoProviders.CONSCRYPT.equals(p)) {
        throw new UserError(
            "--providers "
                + p
                + ": the spark family's application jar carries SunJCE and BC; give "
                + p
                + "'s jar with --provider-jar JAR --provider-class CLASS, under the name it then takes");
      }
    }
    matrix.providers = new ArrayList<String>(jca);
  }

  @Override
  public boolean runsJmh() {
    return false;
  }

  @Override
  public String describe(SparkMatrix m) {
    String data =
        m.userWorkload()
            ? "your tables " + String.join(", ", m.userTables.keySet())
            : "TPC-DS scale " + SparkResultsJson.scaleText(m.scale);
    return String.format(
        Locale.ROOT,
        "spark: %s, %d queries, %d application(s) %s spark.io.encryption "
            + "setting (%s), %d warm-up + %d measured rounds, %s columns encrypted, master %s%s",
        data,
        m.queries.size(),
        m.repetitions,
        m.ioInOneJvm() ? "each alternating a session per" : "per",
        String.join(", ", m.applicationIo()),
        m.warmupRounds,
        m.rounds,
        m.columns,
        m.master,
        (SparkMatrix.ICEBERG.equals(m.format)
                ? ", Iceberg tables (Hive catalog, embedded metastore)"
                : "")
            + (m.engines.contains(SparkMatrix.COMET)
                ? ", engines " + String.join(" and ", m.engines)
                : "")
            + (m.providers.isEmpty()
                ? ""
                : ", providers "
                    + String.join(", ", m.providers)
                    + " each in applications of its own"));
  }

  @Override
  public List<JmhInvocation> plan(ForkSettings forks, SparkMatrix matrix) {
    return Collections.emptyList();
  }

  @Override
  public List<RunStep> steps(ForkSettings forks, SparkMatrix matrix) {
    for (Map.Entry<String, String> skipped : matrix.ioSkipped.entrySet()) {
      forks.skip("spark-io-" + skipped.getKey(), skipped.getValue());
    }
    if (forks.target.major >= SparkLauncher.FIRST_UNSUPPORTED_JDK) {
      forks.skip(
          "spark",
          "Spark 3.5 needs Hadoop's UserGroupInformation, which fails on JDK 24 and later "
              + "(Subject.getSubject is not supported)");
      return Collections.emptyList();
    }
    if (matrix.engines.contains(SparkMatrix.COMET)
        && forks.target.major < SparkMatrix.COMET_FIRST_JDK) {
      forks.skip(
          "spark",
          "DataFusion Comet 0.12.0's classes need JDK "
              + SparkMatrix.COMET_FIRST_JDK
              + " or later (--spark-engine comet)");
      return Collections.emptyList();
    }
    Path home = SuiteHome.path().toAbsolutePath().normalize();
    SparkLauncher launcher = SparkLauncher.inProject(home);
    return Collections.<RunStep>singletonList(
        new SparkStep(
            forks.target,
            matrix,
            launcher,
            options.keyList(),
            options.openSsl(home),
            forks.cipherCheckArgs()));
  }

  /** The application jar and Spark's jars are built, and a standalone master answers. */
  @Override
  public void preflight(SparkMatrix matrix) {
    String missing =
        SparkLauncher.inProject(SuiteHome.path().toAbsolutePath().normalize()).missing();
    if (missing != null) {
      throw new UserError("spark: " + missing);
    }
    try {
      SparkLauncher.checkReachable(matrix.master, 5000);
    } catch (java.io.IOException e) {
      throw new UserError(e.getMessage() + " (checked before starting any application)");
    }
  }

  @Override
  public SummaryPart.Contribution summarize(List<JmhResult> results) {
    return StreamModel.contribution(results);
  }

  @Override
  public void section(SummaryFile summary, ReportPart.Page page) throws IOException {
    SparkSection spark = SparkSection.of(summary);
    if (!spark.isEmpty()) {
      spark.section(page.md, page.charts, ReportPart.Page.CHART_DIR);
    }
  }

  @Override
  public String answers(SummaryFile summary, AnswerCells cells) {
    return SparkSection.of(summary).answers(cells::cell);
  }

  /** The TPC-DS rows: the Spark section, not the file overheads, nor the terminal's tables. */
  @Override
  public FamilyRows rows() {
    return FamilyRows.inOwnSection(SparkSection::isSpark, SparkSection::label);
  }

  @Override
  public TerminalPart terminal() {
    return new TerminalPart() {
      @Override
      public boolean shows(OverheadRow row) {
        return false;
      }
    };
  }

  /**
   * spark-overhead.md: the Spark rows in a table of their own (parquet-overhead.md leaves them
   * out).
   */
  @Override
  public List<OverheadRow> writeOverheadTable(Path runDir, List<OverheadRow> overheads)
      throws IOException {
    List<OverheadRow> spark = new ArrayList<OverheadRow>();
    for (OverheadRow o : overheads) {
      if (SparkSection.isSpark(o)) {
        spark.add(o);
      }
    }
    if (!spark.isEmpty()) {
      AtomicFiles.writeString(
          runDir.resolve("spark-overhead.md"),
          "# Spark: overhead per query\n\n" + SparkTable.of(spark));
    }
    return spark;
  }
}
