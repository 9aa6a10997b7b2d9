package org.pmebench.family.cipher;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.pmebench.crypto.ChunkSize;
import org.pmebench.report.AnswerCells;
import org.pmebench.report.ReportPart;
import org.pmebench.report.TerminalPart;
import org.pmebench.results.JmhResult;
import org.pmebench.run.BenchmarkFamily;
import org.pmebench.run.Choices;
import org.pmebench.run.ForkSettings;
import org.pmebench.run.JmhInvocation;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.Pairing;
import org.pmebench.run.UserError;
import org.pmebench.summary.SummaryFile;
import org.pmebench.util.AtomicFiles;
import picocli.CommandLine.Option;

/**
 * The {@code cipher} family (raw AES-GCM and AES-CTR): its options (unset ones keep the profile's
 * defaults), plan and report part.
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

  @Option(
      names = "--sizes",
      split = ",",
      paramLabel = "SIZE",
      description =
          "cipher: chunk sizes, e.g. 16B,1KiB,4MiB (profile default; up to 1GiB on request).")
  List<String> sizes;

  @Option(
      names = "--threads",
      split = ",",
      paramLabel = "N",
      description = "cipher: thread counts, e.g. 1,8.")
  List<Integer> threads;

  @Option(names = "--algorithms", split = ",", paramLabel = "A", description = "cipher: gcm, ctr.")
  List<String> algorithms;

  @Option(
      names = "--operations",
      split = ",",
      paramLabel = "OP",
      description = "cipher: encrypt, decrypt.")
  List<String> operations;

  @Option(
      names = "--no-cold",
      description = "cipher: skip the cold measurement (fresh JVM, first operation).")
  boolean noCold;

  @Option(
      names = "--key-bits",
      paramLabel = "BITS",
      description = "cipher: AES key length: 128 (default), 192 or 256.")
  Integer keyBits;

  @Option(
      names = "--jit-warmup-ops",
      paramLabel = "N",
      description =
          "cipher: small-chunk operations per warm fork before timing (default 10000; 0 = time-based warm-up only).")
  Integer jitWarmupOps;

  @Option(
      names = "--jit-warmup-chunk",
      paramLabel = "SIZE",
      description =
          "cipher: chunk size of those operations (default 4KiB; the measured size warms its own code path).")
  String jitWarmupChunk;

  @Override
  public CipherMatrix matrix(
      MeasurementProfile profile, List<JvmVariant> variants, Pairing pairing) {
    CipherMatrix m = CipherMatrix.defaults(profile);
    if (sizes != null) {
      for (String s : sizes) {
        checkChunkSize(s);
      }
      m.sizes = sizes;
    }
    if (threads != null) {
      UserError.requireEachWithin("thread count", threads, 1, 256);
      m.threads = threads;
    }
    m.algorithms =
        Choices.checkOrDefault("algorithm", algorithms, CipherMatrix.ALGORITHMS, m.algorithms);
    m.operations =
        Choices.checkOrDefault("operation", operations, CipherMatrix.OPERATIONS, m.operations);
    if (variants != null) {
      m.variants = variants;
      List<JvmVariant> cold = new ArrayList<JvmVariant>(m.coldVariants);
      cold.retainAll(variants);
      m.coldVariants = cold;
    }
    if (noCold) {
      m.coldVariants = new ArrayList<JvmVariant>();
    }
    if (keyBits != null) {
      if (!CipherMatrix.KEY_BITS.contains(keyBits)) {
        throw new UserError("invalid key length " + keyBits + "; allowed: 128, 192, 256");
      }
      m.keyBits = keyBits;
    }
    if (jitWarmupOps != null) {
      if (jitWarmupOps < 0) {
        throw new UserError("invalid --jit-warmup-ops " + jitWarmupOps + "; use 0 or more");
      }
      m.jitWarmupOps = jitWarmupOps;
    }
    if (jitWarmupChunk != null) {
      checkChunkSize(jitWarmupChunk);
      m.jitWarmupChunk = jitWarmupChunk;
    }
    return m;
  }

  /** Refuses a chunk size {@link ChunkSize} cannot parse, with its message. */
  private static void checkChunkSize(String size) {
    try {
      ChunkSize.parse(size);
    } catch (IllegalArgumentException e) {
      throw new UserError(e.getMessage());
    }
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
