package org.pmebench.family.cipher;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.pmebench.crypto.ChunkSize;
import org.pmebench.report.AnswerCells;
import org.pmebench.report.ReportPart;
import org.pmebench.report.TerminalPart;
import org.pmebench.results.JmhResult;
import org.pmebench.run.BenchmarkFamily;
import org.pmebench.run.ForkSettings;
import org.pmebench.run.JmhInvocation;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.Pairing;
import org.pmebench.summary.SummaryFile;
import org.pmebench.util.AtomicFiles;

/**
 * The {@code cipher} family (raw AES-GCM and AES-CTR): its options ({@link CipherOptions}; unset
 * ones keep the profile's defaults), plan and report part.
 */
public final class CipherFamily extends BenchmarkFamily<CipherMatrix> implements ReportPart {
  @Override
  public String id() {
    return "cipher";
  }

  @Override
  public boolean runsByDefault(MeasurementProfile profile) {
    return true;
  }

  /** Its options, as given; they make its matrix. */
  final CipherOptions options = new CipherOptions();

  @Override
  public Object options() {
    return options;
  }

  @Override
  public CipherMatrix matrix(
      MeasurementProfile profile, List<JvmVariant> variants, Pairing pairing) {
    return options.matrix(profile, variants);
  }

  @Override
  public boolean takesProviders() {
    return true;
  }

  @Override
  public void useProviders(CipherMatrix matrix, List<String> chosen) {
    matrix.providers = chosen;
  }

  @Override
  public void checkHeap(CipherMatrix matrix, long physicalMemoryBytes) {
    checkFits(
        matrix.heapBytes(matrix.maxThreads()),
        physicalMemoryBytes,
        "chunk size "
            + ChunkSize.format(matrix.largestChunkBytes())
            + " with "
            + matrix.maxThreads()
            + " threads",
        "use fewer threads or smaller chunk sizes");
  }

  /** Its MB/s are absolute numbers, which sampling slows: profiled only on request. */
  @Override
  public CpuProfiling cpuProfiling() {
    return CpuProfiling.ON_REQUEST;
  }

  @Override
  public List<JmhInvocation> plan(ForkSettings forks, CipherMatrix matrix) {
    return new CipherRunPlanner(forks).plan(matrix);
  }

  @Override
  public ReportPart.Place place() {
    return ReportPart.Place.BEFORE_FILES;
  }

  @Override
  public void section(SummaryFile summary, ReportPart.Page page) throws IOException {
    CipherReport.section(summary, page);
  }

  /** Large-chunk plateaus, after every other answer. */
  @Override
  public String answers(SummaryFile summary, AnswerCells cells) {
    return CipherReport.plateaus(summary);
  }

  @Override
  public boolean answersLast() {
    return true;
  }

  /** Raw cipher MB/s first when a run ends. */
  @Override
  public TerminalPart terminal() {
    return CipherTerminal.INSTANCE;
  }

  /** cipher-throughput.csv and .md: every cipher result as bytes per second. */
  @Override
  public void writeResultTables(Path runDir, List<JmhResult> results) throws IOException {
    ThroughputTable cipher = new ThroughputTable();
    if (cipher.addAll(results) > 0) {
      AtomicFiles.writeString(runDir.resolve("cipher-throughput.csv"), cipher.toCsv());
      AtomicFiles.writeString(runDir.resolve("cipher-throughput.md"), cipher.toMarkdown());
    }
  }
}
