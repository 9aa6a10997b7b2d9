package org.pmebench.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pmebench.family.Families;
import org.pmebench.jvm.JdkInfo;
import org.pmebench.jvm.JvmNeeds;
import org.pmebench.results.RunManifest;
import org.pmebench.run.BenchmarkFamily;
import org.pmebench.run.ForkTarget;
import org.pmebench.run.HotSpotFlags;
import org.pmebench.run.JvmSelection;
import org.pmebench.run.RunPlan;
import org.pmebench.run.RunSettings;
import org.pmebench.run.RunStep;
import org.pmebench.run.RunWidePart;

/** What {@code run} and {@code run --dry-run} plan alike: the JVMs' fork targets and the steps. */
final class RunPlanning {
  private RunPlanning() {}

  /** Each chosen JVM as the forks will run it: its java, HotSpot flags, arguments and providers. */
  static Map<String, ForkTarget> forkTargets(JvmSelection selection) throws IOException {
    Map<String, ForkTarget> targets = new LinkedHashMap<String, ForkTarget>();
    for (Map.Entry<String, JdkInfo> jvm : selection.jvms.entrySet()) {
      JdkInfo info = jvm.getValue();
      targets.put(
          jvm.getKey(),
          new ForkTarget(
              jvm.getKey(),
              info.javaExecutable,
              HotSpotFlags.of(info.javaExecutable),
              JvmNeeds.jvmArgs(info.major),
              info.providers,
              info.major));
    }
    return targets;
  }

  /** The run's steps, the run-wide ones (the floor) last, recorded in {@code manifest}. */
  static RunPlan plan(
      Path runDir,
      RunRequest request,
      JvmSelection selection,
      Map<String, ForkTarget> targets,
      RunManifest manifest) {
    RunSettings settings = request.settings;
    List<BenchmarkFamily<?>.Chosen> chosen = request.chosen;
    RunPlan plan = RunPlan.of(settings, chosen, targets.values(), selection, runDir, manifest);
    List<BenchmarkFamily<?>> families = new ArrayList<BenchmarkFamily<?>>();
    for (BenchmarkFamily<?>.Chosen c : chosen) {
      families.add(c.family());
    }
    for (RunWidePart part : Families.runWideParts()) {
      RunStep step = part.step(settings, families);
      if (step != null) {
        plan.steps.add(step);
      }
    }
    plan.record(chosen, manifest);
    return plan;
  }
}
