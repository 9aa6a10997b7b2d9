package org.pmebench.family.kms;

import java.util.List;
import org.pmebench.report.ReportPart;
import org.pmebench.run.BenchmarkFamily;
import org.pmebench.run.ForkSettings;
import org.pmebench.run.JmhInvocation;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.Pairing;
import org.pmebench.summary.SummaryFile;

/**
 * The {@code kms} family (key management): its options ({@link KmsOptions}; unset ones keep the
 * profile's defaults), plan and report section.
 */
public final class KmsFamily extends BenchmarkFamily<KmsMatrix> implements ReportPart {
  @Override
  public String id() {
    return "kms";
  }

  @Override
  public boolean runsByDefault(MeasurementProfile profile) {
    // The first profile answers the headline questions; key management comes with the others.
    return profile != MeasurementProfile.FIRST;
  }

  /** Its options, as given; they make its matrix. */
  final KmsOptions options = new KmsOptions();

  @Override
  public Object options() {
    return options;
  }

  @Override
  public KmsMatrix matrix(MeasurementProfile profile, List<JvmVariant> variants, Pairing pairing) {
    return options.matrix(profile, variants);
  }

  @Override
  public List<JmhInvocation> plan(ForkSettings forks, KmsMatrix matrix) {
    return new KmsRunPlanner(forks).plan(matrix);
  }

  @Override
  public ReportPart.Place place() {
    return ReportPart.Place.LAST;
  }

  /** What parquet's key tools add per file. */
  @Override
  public void section(SummaryFile summary, ReportPart.Page page) {
    KeyManagementCosts.section(summary, page.md);
  }
}
