package org.pmebench.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.pmebench.results.RunManifest;

/**
 * What a run will do: every chosen family's steps on every JVM, in order, and what it knows before
 * starting that it will not measure (with the reason), both recorded in the run's manifest.
 */
public final class RunPlan {
  public final List<RunStep> steps = new ArrayList<RunStep>();
  public final List<PlannedSkip> skips = new ArrayList<PlannedSkip>();

  private RunPlan() {}

  /** The families' steps per JVM target (their JVMs and matrices go into {@code manifest}). */
  public static RunPlan of(
      RunSettings settings,
      List<BenchmarkFamily<?>.Chosen> chosen,
      Collection<ForkTarget> targets,
      JvmSelection selection,
      Path runDir,
      RunManifest manifest) {
    RunPlan plan = new RunPlan();
    for (ForkTarget target : targets) {
      manifest.jvm(target.label, selection.jvms.get(target.label), target.neededArgs);
      ForkSettings forks = settings.forks(target, runDir);
      for (BenchmarkFamily<?>.Chosen c : chosen) {
        ForkSettings familyForks = forks.withCpuProfile(settings.profileInterval(c.family()));
        if (!c.family().takesHeap()) {
          plan.steps.addAll(c.steps(familyForks));
          continue;
        }
        for (String heap : settings.heaps) {
          plan.steps.addAll(c.steps(familyForks.withHeap(heap)));
        }
      }
      plan.skips.addAll(forks.skips());
    }
    return plan;
  }

  /** Records the planned skips and the families' matrices in {@code manifest}. */
  public void record(List<BenchmarkFamily<?>.Chosen> chosen, RunManifest manifest) {
    for (PlannedSkip skip : skips) {
      manifest.skipped(skip.id, skip.jvmLabel, skip.reason);
    }
    for (BenchmarkFamily<?>.Chosen c : chosen) {
      manifest.matrix(c.family().id(), c.matrix);
    }
  }
}
