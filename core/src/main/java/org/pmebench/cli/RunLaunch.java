package org.pmebench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pmebench.jvm.JdkDiscovery;
import org.pmebench.results.CipherFingerprint;
import org.pmebench.results.JmhResult;
import org.pmebench.results.MachineInfo;
import org.pmebench.results.RunManifest;
import org.pmebench.run.ForkTarget;
import org.pmebench.run.JvmSelection;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.PlannedSkip;
import org.pmebench.run.PrecisionTarget;
import org.pmebench.run.Progress;
import org.pmebench.run.ResumedRun;
import org.pmebench.run.RunExecution;
import org.pmebench.run.RunPlan;
import org.pmebench.run.RunStep;
import org.pmebench.run.SuiteVersion;

/**
 * A run that measures, once {@code run} has checked its options: the machine's fingerprint, the
 * plan recorded in run.json, the steps run, the outputs written and the exit code.
 */
final class RunLaunch {
  private final RunOptions options;
  private final PrintWriter err;

  /** The command line after "run", as run.json records it. */
  private final List<String> arguments;

  RunLaunch(RunOptions options, PrintWriter err, List<String> arguments) {
    this.options = options;
    this.err = err;
    this.arguments = arguments;
  }

  /**
   * The seconds of each cipher's part of the machine's fingerprint. In a run's JVM, beside its
   * start-up's compilations, it read SunJCE's 64 KiB GCM at 1.45 GB/s and CTR at 3.45 GB/s where
   * the same run's JMH forks measured 2.8 and 5.8 (AMD family 25 model 1, JDK 17; alone in a JVM
   * 2.0 and 5.1): a label about half of the steady speed, still far enough apart to tell the
   * committed runs' processors apart (their JMH CTR speeds 6.6, 18.6 and 47 GB/s), and never an
   * identity.
   */
  static final double FINGERPRINT_SECONDS = 0.5;

  /**
   * The machine's cipher speed, measured before the run's benchmarks; null for a smoke run, which
   * measures nothing.
   */
  private CipherFingerprint fingerprint;

  private CipherFingerprint fingerprint(MeasurementProfile profile) {
    if (profile != MeasurementProfile.SMOKE) {
      fingerprint = CipherFingerprint.measure(FINGERPRINT_SECONDS);
    }
    return fingerprint;
  }

  /** Plans the run into {@code runDir}, records it and runs it. */
  int runInto(
      Path runDir,
      RunRequest request,
      MachineInfo machine,
      JvmSelection selection,
      Map<String, ForkTarget> targets)
      throws IOException {
    String startedBefore = options.resumed ? ResumedRun.started(runDir) : null;
    List<PlannedSkip> skippedBefore =
        options.resumed ? ResumedRun.skipped(runDir) : new ArrayList<PlannedSkip>();
    RunManifest manifest =
        new RunManifest(runDir)
            .arguments(ResumedRun.recordable(arguments))
            .suite(SuiteVersion.version(), SuiteVersion.gitCommit())
            .profile(request.profile.id(), request.describe())
            .machine(machine, fingerprint(request.profile));
    for (JdkDiscovery.Rejected r : selection.rejected) {
      manifest.rejectedJvm(r.candidate.path.toString(), r.candidate.source, r.reason);
    }
    RunPlan plan = RunPlanning.plan(runDir, request, selection, targets, manifest);
    if (startedBefore != null) {
      manifest.resumed(startedBefore);
    }
    manifest.save();
    return execute(
        plan.steps,
        plan.skips,
        skippedBefore,
        runDir,
        manifest,
        request.describe(),
        machine,
        selection,
        request.precision);
  }

  private int execute(
      List<RunStep> plan,
      List<PlannedSkip> plannedSkips,
      List<PlannedSkip> skippedBefore,
      Path runDir,
      RunManifest manifest,
      String description,
      MachineInfo machine,
      JvmSelection selection,
      PrecisionTarget target)
      throws IOException {
    RunExecution.Outcome outcome =
        new RunExecution(runDir, manifest, options.resumed, err, target)
            .skippedBefore(skippedBefore)
            .fingerprint(fingerprint)
            .run(plan, plannedSkips, description, machine, selection);
    List<JmhResult> results = outcome.results;
    List<String> skipped = outcome.skipped;
    Progress progress = outcome.progress;
    new RunOutputs(runDir, err).write(results);
    String status =
        skipped.isEmpty() ? "complete" : "complete except " + skipped.size() + " skipped run(s)";
    manifest.finished(status).save();
    System.out.printf(
        Locale.ROOT,
        "done in %s. Results: %s (result tables, JMH JSON, run.json, jmh.log)%n",
        Progress.duration(progress.elapsedSeconds()),
        runDir);
    if (!skipped.isEmpty()) {
      err.println(
          "pmebench: "
              + skipped.size()
              + " run(s) skipped: "
              + String.join(", ", skipped)
              + " (reasons in run.json)");
      return 1;
    }
    return 0;
  }
}
