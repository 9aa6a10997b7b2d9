package org.pmebench.family.kms;

import java.util.List;
import org.pmebench.run.Choices;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.UserError;
import picocli.CommandLine.Option;

/**
 * The kms family's options on {@code run}, as given, and the one thing they do: make its {@link
 * KmsMatrix}, checked (a bad value is a {@link UserError}); unset ones keep the profile's.
 */
final class KmsOptions {
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

  /**
   * The matrix these options give with {@code profile} and the run's {@code variants}; a bad value
   * is a {@link UserError}.
   */
  KmsMatrix matrix(MeasurementProfile profile, List<JvmVariant> variants) {
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
}
