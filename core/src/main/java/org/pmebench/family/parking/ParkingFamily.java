package org.pmebench.family.parking;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.pmebench.citations.CitationColumn;
import org.pmebench.citations.CitationSchema;
import org.pmebench.releases.ParquetReleaseStep;
import org.pmebench.releases.ParquetReleases;
import org.pmebench.releases.ReleaseChoice;
import org.pmebench.report.AnswerCells;
import org.pmebench.report.FamilyRows;
import org.pmebench.report.ReportPart;
import org.pmebench.report.TerminalPart;
import org.pmebench.results.JmhResult;
import org.pmebench.run.FileFamily;
import org.pmebench.run.ForkSettings;
import org.pmebench.run.JmhInvocation;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.Pairing;
import org.pmebench.run.RunStep;
import org.pmebench.summary.SummaryFile;
import org.pmebench.summary.SummaryPart;

/**
 * The {@code parking} family (LA parking citations, 2 of 19 columns or all): its options ({@link
 * ParkingOptions}; unset ones keep the profile's defaults), plan and answers.
 */
public final class ParkingFamily extends FileFamily<ParkingMatrix>
    implements SummaryPart, ReportPart {
  /** The parquet family's {@code --parquet-versions}, which this family measures too. */
  private final ReleaseChoice parquet;

  private final java.util.Set<String> releasesPlanned = new java.util.HashSet<String>();

  public ParkingFamily(ReleaseChoice parquet) {
    this.parquet = parquet;
  }

  /**
   * The citations' sensitive columns over all their columns: what a subset file encrypts of its 19.
   */
  static final double SENSITIVE_COLUMN_SHARE =
      (double) CitationColumn.SENSITIVE.size() / CitationSchema.classic().columns.size();

  @Override
  public SummaryPart.Contribution summarize(List<JmhResult> results) {
    return new SummaryPart.Contribution() {
      @Override
      public void addSections(com.fasterxml.jackson.databind.node.ObjectNode root) {}

      @Override
      public double subsetColumnShare(JmhResult result) {
        return result.benchmark.startsWith(ParkingRunPlanner.BENCHMARKS)
            ? SENSITIVE_COLUMN_SHARE
            : Double.NaN;
      }
    };
  }

  @Override
  public java.util.Set<Pairing> pairings() {
    return java.util.EnumSet.of(Pairing.INTERLEAVED, Pairing.SEPARATE);
  }

  @Override
  public String id() {
    return "parking";
  }

  /** Its name until 2026-11-29, when it took the name its options and benchmarks have. */
  @Override
  public List<String> formerIds() {
    return Arrays.asList("columns");
  }

  @Override
  public boolean runsByDefault(MeasurementProfile profile) {
    return true;
  }

  @Override
  public boolean takesOptionOf(String option) {
    return "--parquet-versions".equals(option);
  }

  /** Its options, as given; they make its matrix. */
  final ParkingOptions options = new ParkingOptions();

  @Override
  public Object options() {
    return options;
  }

  @Override
  public ParkingMatrix matrix(
      MeasurementProfile profile, List<JvmVariant> variants, Pairing pairing) {
    return options.matrix(profile, variants, pairing, parquet);
  }

  @Override
  protected void setProviders(ParkingMatrix matrix, List<String> chosen) {
    matrix.providers = chosen;
  }

  @Override
  public void checkHeap(ParkingMatrix matrix, long physicalMemoryBytes) {
    checkFits(
        matrix.heapBytes(),
        physicalMemoryBytes,
        matrix.rows + " citations per file",
        "use fewer --parking-rows");
  }

  @Override
  public List<JmhInvocation> plan(ForkSettings forks, ParkingMatrix matrix) {
    if (!matrix.parquetVersions.contains(ParquetReleases.BUILT_IN)) {
      return new java.util.ArrayList<JmhInvocation>();
    }
    return new ParkingRunPlanner(forks).plan(matrix);
  }

  /**
   * The built-in release's JMH runs, then each other release as a child run on the same JVM (once
   * per JVM).
   */
  @Override
  public List<RunStep> steps(ForkSettings forks, ParkingMatrix matrix) {
    List<RunStep> steps = super.steps(forks, matrix);
    steps.addAll(
        ParquetReleaseStep.releaseSteps(
            forks,
            id(),
            matrix.parquetVersions,
            releasesPlanned,
            childArguments(matrix),
            matrix.variants,
            matrix.pairing,
            matrix.specs.size()));
    return steps;
  }

  /** This family's options for a child run on another release. */
  static List<String> childArguments(ParkingMatrix m) {
    List<String> a =
        new ArrayList<String>(
            Arrays.asList(
                "--parking-specs=" + String.join(",", m.specs),
                "--parking-modes=" + String.join(",", m.modes),
                "--parking-columns=" + String.join(",", m.columnSets),
                "--parking-sources=" + String.join(",", m.sources),
                "--parking-rows=" + m.rows));
    if (!ParkingMatrix.GENERATED.equals(m.csv)) {
      a.add("--parking-csv=" + m.csv);
    }
    return a;
  }

  /** What a subset of the columns costs as a share of all of them. */
  @Override
  public String answers(SummaryFile summary, AnswerCells cells) {
    return ParkingReport.answers(summary, cells);
  }

  /** The column-subset rows: a section of their own. */
  @Override
  public FamilyRows rows() {
    return FamilyRows.inOwnSection(ParkingReport::isColumns, ParkingReport::label)
        .namingResults(ParkingReport::resultLabel);
  }

  @Override
  public void section(SummaryFile summary, ReportPart.Page page) throws IOException {
    ParkingReport.section(summary, page);
  }

  @Override
  public TerminalPart terminal() {
    return ParkingTerminal.INSTANCE;
  }
}
