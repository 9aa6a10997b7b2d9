package org.pmebench.run;

import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.pmebench.results.RunManifest;

/**
 * What a {@link RunStep} runs with: the run directory and manifest, the log, the console and the
 * progress.
 */
public final class StepContext {
  public final Path runDir;
  public final RunManifest manifest;
  public final PrintStream log;
  public final PrintStream console;
  public final PrintWriter err;
  public final Progress progress;

  /** Ids of the steps and parts of steps that did not run, in order. */
  public final List<String> skipped = new ArrayList<String>();

  public StepContext(
      Path runDir,
      RunManifest manifest,
      PrintStream log,
      PrintStream console,
      PrintWriter err,
      Progress progress) {
    this.runDir = runDir;
    this.manifest = manifest;
    this.log = log;
    this.console = console;
    this.err = err;
    this.progress = progress;
  }

  /**
   * Records that {@code id} (a step or a part of one) did not run or failed, and why; the run goes
   * on.
   */
  public void partFailed(String id, String jvmLabel, String reason) throws IOException {
    skipped.add(id);
    manifest.skipped(id, jvmLabel, reason).save();
    err.println("pmebench: skipped " + id + ": " + reason + "; going on with the rest");
    err.flush();
  }
}
