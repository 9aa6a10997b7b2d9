package org.pmebench.family.kms;

import java.util.List;
import org.pmebench.report.ReportPart;
import org.pmebench.run.BenchmarkFamily;
import org.pmebench.run.Choices;
import org.pmebench.run.ForkSettings;
import org.pmebench.run.JmhInvocation;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.Pairing;
import org.pmebench.run.UserError;
import org.pmebench.summary.SummaryFile;
import picocli.CommandLine.Option;

/**
 * The {@code kms} family (key management): its options (unset ones keep the profile's defaults),
 * plan and report section.
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

  @Option(
      names = "--kms-columns",
      split = ",",
      paramLabel = "N",
      description = "kms: encrypted column counts 1, 2, 19 (default all three).")
  List<String> columns;

  @Option(
      names = "--kms-delays",
      split = ",",
      paramLabel = "MICROS",
      description = "kms: KMS round trip per call in microseconds (default 0,1000).")
  List<String> delays;

  @Option(
      names = "--kms-wrapping",
      split = ",",
      paramLabel = "W",
      description = "kms: single and/or double (default both).")
  List<String> wrappings;

  @Option(
      names = "--kms-material",
      split = ",",
      paramLabel = "M",
      description = "kms: internal and/or external key material (default both).")
  List<String> materials;

  @Option(
      names = "--kms-cache",
      split = ",",
      paramLabel = "C",
      description = "kms: cached and/or uncached key-tool caches (default both).")
  List<String> caches;

  @Override
  public KmsMatrix matrix(MeasurementProfile profile, List<JvmVariant> variants, Pairing pairing) {
    KmsMatrix m = KmsMatrix.defaults(profile);
    m.columns =
        Choices.checkOrDefault("kms column count", columns, KmsMatrix.COLUMN_COUNTS, m.columns);
    m.wrappings = Choices.checkOrDefault("wrapping", wrappings, KmsMatrix.WRAPPINGS, m.wrappings);
    m.materials =
        Choices.checkOrDefault("key material", materials, KmsMatrix.MATERIALS, m.materials);
    m.caches = Choices.checkOrDefault("cache setting", caches, KmsMatrix.CACHES, m.caches);
    if (delays != null) {
      for (String d : delays) {
        long micros;
        try {
          micros = Long.parseLong(d.trim());
        } catch (NumberFormatException e) {
          throw new UserError(
              "invalid --kms-delays value '" + d + "'; use whole microseconds, e.g. 0,1000");
        }
        UserError.requireWithin("--kms-delays value", micros, 0, KmsMatrix.MAX_DELAY_MICROS);
      }
      m.delaysMicros = delays;
    }
    if (variants != null) {
      m.variants = variants;
    }
    return m;
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
