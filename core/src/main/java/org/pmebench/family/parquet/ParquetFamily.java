package org.pmebench.family.parquet;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.pmebench.crypto.EncryptionLayout;
import org.pmebench.releases.ParquetReleaseStep;
import org.pmebench.releases.ParquetReleases;
import org.pmebench.releases.ReleaseChoice;
import org.pmebench.run.Choices;
import org.pmebench.run.FileFamily;
import org.pmebench.run.ForkSettings;
import org.pmebench.run.JmhInvocation;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.Pairing;
import org.pmebench.run.RunStep;
import org.pmebench.run.UserError;
import picocli.CommandLine.Option;

/**
 * The {@code parquet} family (workloads R1-R7, W1-W7): its options (unset ones keep the profile's
 * defaults) and plan.
 */
public final class ParquetFamily extends FileFamily<ParquetMatrix> implements ReleaseChoice {
  @Override
  public String id() {
    return "parquet";
  }

  @Override
  public boolean runsByDefault(MeasurementProfile profile) {
    return true;
  }

  @Option(
      names = "--specs",
      split = ",",
      paramLabel = "ID",
      description = "parquet: workload ids R1..R7 (read) and W1..W7 (write); default all 14.")
  List<String> specs;

  @Option(
      names = "--modes",
      split = ",",
      paramLabel = "MODE",
      description = "parquet: PLAINTEXT, AES_GCM_V1, AES_GCM_CTR_V1 (default all three).")
  List<String> modes;

  @Option(
      names = "--rows",
      paramLabel = "N",
      description = "parquet: rows per file (profile default: 1000000; quick 100000).")
  Integer rows;

  @Option(
      names = "--io",
      split = ",",
      paramLabel = "IO",
      description =
          "parquet: memory (default: CPU cost only) and/or disk (a temporary file, removed afterwards).")
  List<String> io;

  @Option(
      names = "--footers",
      split = ",",
      paramLabel = "F",
      description =
          "parquet, encrypted modes: encrypted (default) and/or plaintext (signed) footers.")
  List<String> footers;

  @Option(
      names = "--aad-prefixes",
      split = ",",
      paramLabel = "A",
      description =
          "parquet, encrypted modes: none (default), stored (in the file), supplied (by the reader).")
  List<String> aadPrefixes;

  @Option(
      names = "--read-buffers",
      split = ",",
      paramLabel = "B",
      description =
          "parquet, reads: heap (default) and/or direct (a direct allocator and parquet's off-heap decrypt "
              + "flag, parquet.decrypt.off-heap.buffer.enabled, which releases from 1.14.0 act on).")
  List<String> readBuffers;

  @Option(
      names = "--parquet-versions",
      split = ",",
      paramLabel = "V",
      description =
          "parquet, columns: parquet-java releases to measure, e.g. 1.13.1,1.15.2 (default 1.13.1, the "
              + "built-in one; others from Maven Central, each in a child run on the same JVM; 1.17 and later need Java 11).")
  List<String> parquetVersions;

  private final java.util.Set<String> releasesPlanned = new java.util.HashSet<String>();

  @Override
  public ParquetMatrix matrix(
      MeasurementProfile profile, List<JvmVariant> variants, Pairing pairing) {
    ParquetMatrix m = ParquetMatrix.defaults(profile);
    m.pairing = pairing;
    m.specs = Choices.checkOrDefault("workload id", specs, ParquetMatrix.ALL_SPECS, m.specs);
    m.modes = Choices.checkOrDefault("encryption mode", modes, ParquetMatrix.ALL_MODES, m.modes);
    m.rows =
        UserError.withinOrDefault(
            "--rows",
            rows,
            1,
            ParquetMatrix.MAX_ROWS,
            m.rows,
            " (rows are built in memory before timing)");
    m.io = Choices.checkOrDefault("io", io, ParquetMatrix.IO, m.io);
    m.footers = Choices.checkOrDefault("footer mode", footers, EncryptionLayout.FOOTERS, m.footers);
    m.aadPrefixes =
        Choices.checkOrDefault(
            "AAD prefix", aadPrefixes, EncryptionLayout.AAD_PREFIXES, m.aadPrefixes);
    m.readBuffers =
        Choices.checkOrDefault(
            "read buffers", readBuffers, EncryptionLayout.READ_BUFFERS, m.readBuffers);
    if (variants != null) {
      m.variants = variants;
    }
    if (parquetVersions != null) {
      m.parquetVersions = releases(pairing);
    }
    if (pairing != Pairing.SEPARATE && m.encryptedModes().isEmpty()) {
      throw new UserError(
          "--modes "
              + String.join(",", m.modes)
              + ": paired runs measure each encrypted mode "
              + "against PLAINTEXT; name AES_GCM_V1 and/or AES_GCM_CTR_V1 (or use --pairing separate)");
    }
    return m;
  }

  /**
   * The checked {@code --parquet-versions}, once each (the columns family takes them too); null
   * when not given.
   */
  @Override
  public List<String> releases(Pairing pairing) {
    if (parquetVersions == null) {
      return null;
    }
    for (String v : parquetVersions) {
      if (!ParquetReleases.isVersion(v.trim())) {
        throw new UserError(
            "invalid --parquet-versions value '"
                + v
                + "'; give release numbers such as "
                + ParquetReleases.BUILT_IN
                + ",1.15.2");
      }
    }
    List<String> versions =
        new ArrayList<String>(new java.util.LinkedHashSet<String>(parquetVersions));
    if (!versions.contains(ParquetReleases.BUILT_IN) && pairing == Pairing.SEPARATE) {
      throw new UserError(
          "--parquet-versions without " + ParquetReleases.BUILT_IN + " runs paired only");
    }
    return versions;
  }

  @Override
  protected void setProviders(ParquetMatrix matrix, List<String> chosen) {
    matrix.providers = chosen;
  }

  @Override
  public void checkHeap(ParquetMatrix matrix, long physicalMemoryBytes) {
    checkFits(
        matrix.heapBytes(),
        physicalMemoryBytes,
        matrix.rows + " rows per file",
        "use fewer --rows");
  }

  @Override
  public List<JmhInvocation> plan(ForkSettings forks, ParquetMatrix matrix) {
    if (!matrix.parquetVersions.contains(ParquetReleases.BUILT_IN)) {
      return new ArrayList<JmhInvocation>();
    }
    return new ParquetRunPlanner(forks).plan(matrix);
  }

  /**
   * The built-in release's JMH runs, then each other release as a child run on the same JVM (once
   * per JVM).
   */
  @Override
  public List<RunStep> steps(ForkSettings forks, ParquetMatrix matrix) {
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
  static List<String> childArguments(ParquetMatrix m) {
    return Arrays.asList(
        "--specs=" + String.join(",", m.specs),
        "--modes=" + String.join(",", m.modes),
        "--rows=" + m.rows,
        "--io=" + String.join(",", m.io),
        "--footers=" + String.join(",", m.footers),
        "--aad-prefixes=" + String.join(",", m.aadPrefixes),
        "--read-buffers=" + String.join(",", m.readBuffers));
  }
}
