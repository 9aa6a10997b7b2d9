package org.pmebench.run;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.pmebench.host.HostCounters;
import org.pmebench.host.HostLoad;
import org.pmebench.jvm.JdkDiscovery;
import org.pmebench.jvm.JdkInfo;
import org.pmebench.results.CipherFingerprint;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.results.JmhJsonReader;
import org.pmebench.results.JmhResult;
import org.pmebench.results.MachineInfo;
import org.pmebench.results.RunManifest;
import org.pmebench.util.AtomicFiles;
import org.pmebench.util.DiskSpace;

/** Runs a planned run's steps into its run directory: what {@code run} does once it has a plan. */
public final class RunExecution {
  private final Path runDir;
  private final RunManifest manifest;

  /**
   * Whether the directory may hold finished steps of an interrupted run, kept rather than measured
   * again.
   */
  private final boolean resumed;

  private final PrintWriter err;

  /**
   * {@code --precision}: more forks for the paired results not yet precise enough; null for none.
   */
  private final PrecisionTarget precision;

  /** The results each step's file holds, by step id: a look replaces its step's. */
  private final Map<String, List<JmhResult>> byStep = new HashMap<String, List<JmhResult>>();

  /** A resumed run's skips as its run.json had them: failed parts of kept steps stay skipped. */
  private List<PlannedSkip> skippedBefore = new ArrayList<PlannedSkip>();

  /** The machine's cipher speed, said with the machine; null where none was measured. */
  public RunExecution fingerprint(CipherFingerprint fingerprint) {
    this.fingerprint = fingerprint;
    return this;
  }

  private CipherFingerprint fingerprint;

  public RunExecution(
      Path runDir,
      RunManifest manifest,
      boolean resumed,
      PrintWriter err,
      PrecisionTarget precision) {
    this.runDir = runDir;
    this.manifest = manifest;
    this.resumed = resumed;
    this.err = err;
    this.precision = precision;
  }

  /** A resumed run: what its run.json said was skipped before ({@link ResumedRun#skipped}). */
  public RunExecution skippedBefore(List<PlannedSkip> skips) {
    this.skippedBefore = skips;
    return this;
  }

  /** What a run measured: its results (kept ones included), the steps skipped, and its progress. */
  public static final class Outcome {
    public final List<JmhResult> results;
    public final List<String> skipped;
    public final Progress progress;

    Outcome(List<JmhResult> results, List<String> skipped, Progress progress) {
      this.results = results;
      this.skipped = skipped;
      this.progress = progress;
    }
  }

  /**
   * Runs the plan: says what it will do, keeps what a resumed run finished, runs every other step
   * in order with progress, and says how to resume when stopped. Returns the results and the ids of
   * the steps that failed and were skipped.
   */
  public Outcome run(
      List<RunStep> plan,
      List<PlannedSkip> plannedSkips,
      String description,
      MachineInfo machine,
      JvmSelection selection)
      throws IOException {
    List<JmhResult> results = new ArrayList<JmhResult>();
    Set<String> kept = new HashSet<String>();
    int total = 0;
    double planned = 0;
    for (RunStep step : plan) {
      if (keep(step, results)) {
        kept.add(step.id);
        continue;
      }
      total += step.configurations;
      planned += step.configurations * step.estimatedSecondsPerConfiguration;
    }
    System.out.printf(
        Locale.ROOT,
        "pme-bench run: profile %s, %d benchmark configurations in %d runs on %d JVM(s), "
            + "about %s; results in %s%n",
        description,
        total,
        plan.size(),
        selection.jvms.size(),
        Progress.duration(planned),
        runDir);
    List<PlannedSkip> carried = partsOfKeptSteps(plan, kept, plannedSkips);
    if (resumed) {
      System.out.printf(
          Locale.ROOT,
          "resumed: %d of %d runs had finished and are kept%n",
          kept.size(),
          plan.size());
    }
    for (PlannedSkip part : carried) {
      System.out.printf(
          Locale.ROOT,
          "  still skipped: %s (a part of a kept run; move that run's result file away to "
              + "measure it again): %s%n",
          part.id,
          part.reason);
    }
    if (precision != null) {
      System.out.println(precision.describe());
      manifest.precision(precision.describe());
    }
    announceMachine(machine, selection, plannedSkips);

    Progress progress = new Progress(total, planned);
    Thread howToResume = howToResume(plan, runDir);
    Runtime.getRuntime().addShutdownHook(howToResume);
    List<String> skipped;
    try {
      skipped = measure(plan, kept, carried, progress, results);
    } finally {
      forget(howToResume);
    }
    return new Outcome(results, skipped, progress);
  }

  /** Says the machine, the JVMs used and not used, and what the plan leaves out. */
  private void announceMachine(
      MachineInfo machine, JvmSelection selection, List<PlannedSkip> plannedSkips) {
    System.out.printf(
        Locale.ROOT,
        "machine %s: %s, CPU flags %s, hypervisor %s, kernel %s%s%n",
        machine.id(),
        machine.label(),
        machine.cpuCryptoFlags,
        machine.hypervisor,
        machine.kernel,
        fingerprint == null ? "" : "; " + fingerprint.describe());
    for (Map.Entry<String, JdkInfo> jvm : selection.jvms.entrySet()) {
      System.out.printf(
          Locale.ROOT,
          "  %s: %s at %s%n",
          jvm.getKey(),
          jvm.getValue().describe(),
          jvm.getValue().javaHome);
    }
    for (JdkDiscovery.Rejected r : selection.rejected) {
      System.out.printf(
          Locale.ROOT, "  not used: %s (%s): %s%n", r.candidate.path, r.candidate.source, r.reason);
    }
    for (PlannedSkip skip : plannedSkips) {
      System.out.printf(
          Locale.ROOT,
          "  not measured%s: %s%n",
          skip.jvmLabel == null ? "" : " on " + skip.jvmLabel,
          skip.reason);
    }
  }

  /**
   * Records a failed step as skipped, with its reason, and goes on; refuses to go on when the disk
   * is full, which is not the step's fault and would fail every later one the same way.
   */
  private void skip(RunStep step, RunStep.Failure e, StepContext context, int configurationsDone)
      throws IOException {
    if (DiskSpace.isFull(runDir)) {
      throw new IOException(
          "No space left on device: " + step.id + " failed (" + e.getMessage() + ")");
    }
    context.progress.skipped(
        step.configurations - configurationsDone, step.estimatedSecondsPerConfiguration);
    context.skipped.add(step.id);
    manifest.skipped(step.id, step.jvmLabel, e.getMessage()).save();
    err.println(
        "pmebench: skipped "
            + step.id
            + ": "
            + e.getMessage()
            + " (details in "
            + e.details
            + "); going on with the rest");
  }

  /**
   * Moves a finished step's result file into place and records it, its checks and its host, in
   * run.json.
   */
  private void keepResult(RunStep step, RunStep.Output output, HostCounters stepStart)
      throws IOException {
    Path done = runDir.resolve(output.id + ".json");
    AtomicFiles.moveIntoPlace(partial(output), done);
    manifest.resultFile(
        done.getFileName().toString(),
        output.jvmLabel,
        step.variantId,
        step.jvmArgs(),
        HostLoad.between(stepStart, HostCounters.now()));
    manifest.checks(done.getFileName().toString(), step.checks());
    manifest.save();
  }

  /** Runs every step not kept, in order; returns the ids of those that failed and were skipped. */
  private List<String> measure(
      List<RunStep> plan,
      Set<String> kept,
      List<PlannedSkip> carried,
      Progress progress,
      List<JmhResult> results)
      throws IOException {
    StepContext context;
    try (PrintStream log =
        new PrintStream(
            new FileOutputStream(runDir.resolve("jmh.log").toFile(), true),
            true,
            StandardCharsets.UTF_8.name())) {
      context = new StepContext(runDir, manifest, log, System.out, err, progress);
      for (PlannedSkip part : carried) {
        context.skipped.add(part.id);
        manifest.skipped(part.id, part.jvmLabel, part.reason);
      }
      HostCounters runStart = HostCounters.now();
      Map<String, Double> stepSeconds = new HashMap<String, Double>();
      for (RunStep step : plan) {
        if (kept.contains(step.id)) {
          continue;
        }
        deletePartials(step); // an interrupted invocation's half-written files
        int doneBefore = progress.done();
        HostCounters stepStart = HostCounters.now();
        long startNanos = System.nanoTime();
        Map<RunStep.Output, List<JmhResult>> read;
        try {
          step.run(context);
          read = complete(step);
        } catch (RunStep.Failure e) {
          // One JVM failing a benchmark must not cost the other JVMs' results: record it and go on.
          deletePartials(step);
          skip(step, e, context, progress.done() - doneBefore);
          continue;
        }
        for (Map.Entry<RunStep.Output, List<JmhResult>> o : read.entrySet()) {
          keepResult(step, o.getKey(), stepStart);
          count(o.getKey().id, o.getValue(), results);
        }
        stepSeconds.put(step.id, (System.nanoTime() - startNanos) / 1e9);
      }
      if (precision != null) {
        addLooks(plan, context, stepSeconds, results);
      }
      HostLoad host = HostLoad.between(runStart, HostCounters.now());
      manifest.host(host).save();
      if (host != null) {
        System.out.println("host while measuring: " + host.describe());
      }
    }
    return context.skipped;
  }

  /**
   * The results of a step's files, which count only when complete: JMH writes them through a
   * PrintStream, which drops a failed write (a full disk) without a word, leaving it cut short. Of
   * a step's several files, one it did not write is left out (a part that failed).
   */
  private Map<RunStep.Output, List<JmhResult>> complete(RunStep step) throws RunStep.Failure {
    Map<RunStep.Output, List<JmhResult>> read =
        new java.util.LinkedHashMap<RunStep.Output, List<JmhResult>>();
    List<RunStep.Output> outputs = step.outputs();
    for (RunStep.Output o : outputs) {
      Path partial = partial(o);
      if (outputs.size() > 1 && !Files.exists(partial)) {
        continue;
      }
      try {
        read.put(o, JmhJsonReader.read(partial));
      } catch (InvalidResultsException e) {
        throw new RunStep.Failure(
            "its result file is incomplete: " + e.getMessage(), runDir.resolve("jmh.log"));
      }
    }
    return read;
  }

  private Path partial(RunStep.Output o) {
    return runDir.resolve(o.id + ".json.partial");
  }

  private void deletePartials(RunStep step) throws IOException {
    for (RunStep.Output o : step.outputs()) {
      Files.deleteIfExists(partial(o));
    }
  }

  private void read(String stepId, Path done, List<JmhResult> results) {
    try {
      count(stepId, JmhJsonReader.read(done), results);
    } catch (InvalidResultsException e) {
      throw new IllegalStateException(stepId + " wrote an unreadable result file", e);
    }
  }

  /** Counts a step's results, in place of any it had before (a look replaces its step's). */
  private void count(String stepId, List<JmhResult> read, List<JmhResult> results) {
    List<JmhResult> before = byStep.put(stepId, read);
    if (before != null) {
      results.removeAll(before);
    }
    results.addAll(read);
  }

  /**
   * A resumed run's failed parts of steps it keeps (an s3 step's request counts, one peer): they
   * are not measured again, so they stay skipped and the run "complete except" them. A skipped
   * step, or a part of one that runs again, is measured anew; planned skips are recorded again.
   */
  private List<PlannedSkip> partsOfKeptSteps(
      List<RunStep> plan, Set<String> kept, List<PlannedSkip> planned) {
    Set<String> notParts = new HashSet<String>();
    for (PlannedSkip p : planned) {
      notParts.add(p.id);
    }
    for (RunStep step : plan) {
      notParts.add(step.id);
    }
    List<PlannedSkip> carried = new ArrayList<PlannedSkip>();
    for (PlannedSkip before : skippedBefore) {
      String owner = null;
      for (RunStep step : plan) {
        if (before.id.startsWith(step.id + "-")
            && (owner == null || step.id.length() > owner.length())) {
          owner = step.id;
        }
      }
      if (!notParts.contains(before.id) && owner != null && kept.contains(owner)) {
        carried.add(before);
      }
    }
    return carried;
  }

  /** {@code --precision}: the looks, what each result ended with in run.json and on the console. */
  private void addLooks(
      List<RunStep> plan,
      StepContext context,
      Map<String, Double> stepSeconds,
      List<JmhResult> results)
      throws IOException {
    List<SequentialLooks.Standing> standings =
        new SequentialLooks(precision, context).run(plan, stepSeconds);
    if (standings.isEmpty()) {
      return;
    }
    System.out.println("precision (" + precision.describe() + "):");
    for (SequentialLooks.Standing st : standings) {
      read(st.step.id, runDir.resolve(st.file), results);
      manifest.sequential(st.file, SequentialLooks.note(st, precision));
      manifest.looksHosts(st.file, st.lookHosts);
      System.out.println(SequentialLooks.describe(st, precision));
    }
    manifest.save();
  }

  /**
   * The run ended (or failed) on its own: nothing to say at exit. Too late once the JVM is
   * stopping.
   */
  private static void forget(Thread hook) {
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException stopping) {
      // The hook is running or has run: it says how to resume.
    }
  }

  /**
   * Said when the JVM stops before the run's results are all there (Ctrl-C, SIGTERM from a CI
   * timeout): what is kept and the command that continues the run.
   */
  private static Thread howToResume(List<RunStep> plan, Path runDir) {
    return new Thread(
        () -> {
          int finished = 0;
          for (RunStep step : plan) {
            finished += Files.exists(runDir.resolve(step.id + ".json")) ? 1 : 0;
          }
          System.err.printf(
              Locale.ROOT,
              "%npmebench: interrupted; %d of %d runs had finished, their results are kept in "
                  + "%s. Continue with:%n  ./pmebench run --resume %s%n",
              finished,
              plan.size(),
              runDir,
              runDir);
          System.err.flush();
        },
        "pmebench-how-to-resume");
  }

  /**
   * In a resumed run, a step whose result file is there finished before: its results are kept, not
   * measured again.
   */
  private boolean keep(RunStep step, List<JmhResult> results) throws IOException {
    if (!resumed) {
      return false;
    }
    // A step of several files is kept whole or measured again whole.
    for (RunStep.Output o : step.outputs()) {
      if (!Files.exists(runDir.resolve(o.id + ".json"))) {
        return false;
      }
    }
    for (RunStep.Output o : step.outputs()) {
      Path done = runDir.resolve(o.id + ".json");
      try {
        List<JmhResult> read = JmhJsonReader.read(done);
        byStep.put(o.id, read);
        results.addAll(read);
      } catch (InvalidResultsException e) {
        throw new UserError(
            "cannot resume: "
                + done
                + " is not a complete result file ("
                + e.getMessage()
                + "); move it away to measure it again");
      }
      manifest.resultFile(
          done.getFileName().toString(), o.jvmLabel, step.variantId, step.jvmArgs(), null);
    }
    return true;
  }
}
