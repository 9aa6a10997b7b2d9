package org.pmebench.family.files;

import java.io.IOException;
import java.util.List;
import org.pmebench.report.AnswerCells;
import org.pmebench.report.FamilyRows;
import org.pmebench.report.ReportPart;
import org.pmebench.run.FileFamily;
import org.pmebench.run.ForkSettings;
import org.pmebench.run.JmhInvocation;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.Pairing;
import org.pmebench.summary.SummaryFile;

/**
 * The {@code files} family: the user's own Parquet files, copied page for page as plaintext and
 * with PME on each column set the user names, read and written in paired rounds like the parquet
 * family's. The user's files are only read; the copies live in the forks' memory. Its options are
 * in {@link FilesOptions}.
 */
public final class FilesFamily extends FileFamily<FilesMatrix> implements ReportPart {
  @Override
  public java.util.Set<Pairing> pairings() {
    return java.util.EnumSet.of(Pairing.INTERLEAVED);
  }

  @Override
  public String id() {
    return "files";
  }

  /** Its options, as given; they make its matrix. */
  final FilesOptions options = new FilesOptions();

  @Override
  public Object options() {
    return options;
  }

  @Override
  public FilesMatrix matrix(
      MeasurementProfile profile, List<JvmVariant> variants, Pairing pairing) {
    return options.matrix(variants, pairing);
  }

  /** The CSV files this run wrote as Parquet, and with which schema. */
  @Override
  public String describe(FilesMatrix matrix) {
    List<String> converted = options.converted();
    return converted.isEmpty() ? null : "files: " + String.join("; ", converted);
  }

  @Override
  protected void setProviders(FilesMatrix matrix, List<String> chosen) {
    matrix.providers = chosen;
  }

  @Override
  public void checkHeap(FilesMatrix matrix, long physicalMemoryBytes) {
    checkFits(
        matrix.heapBytes(),
        physicalMemoryBytes,
        "the largest file ("
            + matrix.largestFileBytes / (1 << 20)
            + " MB, "
            + matrix.largestUncompressedBytes / (1 << 20)
            + " MB uncompressed)",
        "its copies are held in memory: "
            + "measure a smaller file of the table (or --files-operations read, which does not hold its rows)");
  }

  @Override
  public List<JmhInvocation> plan(ForkSettings forks, FilesMatrix matrix) {
    return new FilesRunPlanner(forks).plan(matrix);
  }

  @Override
  public FamilyRows rows() {
    return FamilyRows.inOwnSection(FilesReport::isFiles, FilesReport::label);
  }

  @Override
  public void section(SummaryFile summary, ReportPart.Page page) throws IOException {
    FilesReport.section(summary, page);
  }

  @Override
  public String answers(SummaryFile summary, AnswerCells cells) {
    return FilesReport.answers(summary, cells);
  }
}
