package org.pmebench.family.parquet;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.pmebench.releases.ParquetReleaseStep;
import org.pmebench.releases.ParquetReleases;
import org.pmebench.releases.ReleaseChoice;
import org.pmebench.run.FileFamily;
import org.pmebench.run.ForkSettings;
import org.pmebench.run.JmhInvocation;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.Pairing;
import org.pmebench.run.RunStep;

/**
 * The {@code parquet} family (workloads R1-R7, W1-W7): its options ({@link ParquetOptions}; unset
 * ones keep the profile's defaults) and plan.
 */
public final class ParquetFamily extends FileFamily<ParquetMatrix> implements ReleaseChoice {
  @Override
  public java.util.Set<Pairing> pairings() {
    return java.util.EnumSet.allOf(Pairing.class);
  }

  @Override
  public String id() {
    return "parquet";
  }

  @Override
  public boolean runsByDefault(MeasurementProfile profile) {
    return true;
  }

  private final java.util.Set<String> releasesPlanned = new java.util.HashSet<String>();

  /** Its options, as given; they make its matrix and the releases it measures. */
  final ParquetOptions options = new ParquetOptions();

  @Override
  public Object options() {
    return options;
  }

  @Override
  public ParquetMatrix matrix(
      MeasurementProfile profile, List<JvmVariant> variants, Pairing pairing) {
    return options.matrix(profile, variants, pairing);
  }

  /**
   * The checked {@code --parquet-versions}, once each (the parking family takes them too); null
   * when not given.
   */
  @Override
  public List<String> releases(Pairing pairing) {
    return options.releases(pairing);
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
