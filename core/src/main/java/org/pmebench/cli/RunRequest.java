package org.pmebench.cli;

import java.util.Collections;
import java.util.List;
import org.pmebench.run.BenchmarkFamily;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.PrecisionTarget;
import org.pmebench.run.RunSettings;

/**
 * One run as asked for, parsed and checked once: its profile, run's own settings, each chosen
 * family with its matrix (the config its options made) and the {@code --precision} target. What
 * comes after reads these values, never a picocli field, and planning ({@link RunPlanning}) takes
 * them alone: a test plans a run without a command line.
 */
final class RunRequest {
  final MeasurementProfile profile;
  final RunSettings settings;
  final List<BenchmarkFamily<?>.Chosen> chosen;

  /** Null without {@code --precision}. */
  final PrecisionTarget precision;

  RunRequest(
      MeasurementProfile profile,
      RunSettings settings,
      List<BenchmarkFamily<?>.Chosen> chosen,
      PrecisionTarget precision) {
    this.profile = profile;
    this.settings = settings;
    this.chosen = Collections.unmodifiableList(chosen);
    this.precision = precision;
  }

  /** The profile as this run applies it, as run.json and the plan say it. */
  String describe() {
    return settings.describe(chosen);
  }
}
