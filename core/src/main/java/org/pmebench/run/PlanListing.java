package org.pmebench.run;

import java.util.Locale;

/**
 * {@code run --dry-run}: what a run would do, as text: every step on every JVM in order, with what
 * it runs, the steps known before the start to be skipped and why, and the families' matrices as
 * run.json would record them. Nothing in it depends on the time or the build, so two builds' plans
 * of one command line compare byte for byte.
 */
public final class PlanListing {
  private PlanListing() {}

  /**
   * {@code precision}: what {@code --precision} may add after the planned forks (its looks' forks,
   * while a headline interval is wider than asked), or null without it.
   */
  public static String of(RunPlan plan, String description, String precision, String matricesJson) {
    StringBuilder out = new StringBuilder();
    double seconds = 0;
    for (RunStep step : plan.steps) {
      seconds += step.configurations * step.estimatedSecondsPerConfiguration;
    }
    out.append(
        String.format(
            Locale.ROOT,
            "plan: %d step(s), %s; a first guess of %s%n",
            plan.steps.size(),
            description,
            Progress.duration(seconds)));
    int n = 0;
    for (RunStep step : plan.steps) {
      out.append(
          String.format(
              Locale.ROOT,
              "%d. %s on %s (%s): %d configuration(s)%n",
              ++n,
              step.id,
              step.jvmLabel,
              step.variantId,
              step.configurations));
      for (String line : step.details()) {
        out.append("     ").append(line).append(System.lineSeparator());
      }
    }
    for (PlannedSkip skip : plan.skips) {
      out.append(
          String.format(
              Locale.ROOT, "skipped: %s on %s: %s%n", skip.id, skip.jvmLabel, skip.reason));
    }
    if (precision != null) {
      out.append("then, while a headline interval is wider than asked: ")
          .append(precision)
          .append(System.lineSeparator());
    }
    out.append("matrices: ").append(matricesJson).append(System.lineSeparator());
    return out.toString();
  }
}
