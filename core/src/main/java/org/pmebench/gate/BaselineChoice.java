package org.pmebench.gate;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.summary.RunInfo;

/**
 * Which of a set of baselines a run is gated against: the one of the run's machine. CI runners
 * differ from run to run, and a ratio measured on one processor is no baseline for another's (the
 * committed "AMD EPYC" runs came from three processors whose CTR speeds are 2.8x apart). A baseline
 * with the run's machine id wins over one that predates machine identity and matches only by the
 * fields it recorded; with none of the machine, the gate compares only when told to, and says so.
 */
public final class BaselineChoice {
  /**
   * The baseline to compare against; null when none is of the run's machine and no comparison
   * across them was asked.
   */
  public final Path baseline;

  public final RunInfo.Match match;

  /** One line on the machines: which baseline, and how its machine matched; or that none did. */
  public final String line;

  private BaselineChoice(Path baseline, RunInfo.Match match, String line) {
    this.baseline = baseline;
    this.match = match;
    this.line = line;
  }

  /** Whether a baseline of the current run's machine (or, when asked, of another) was found. */
  public boolean found() {
    return baseline != null;
  }

  public static BaselineChoice of(List<Path> baselines, Path current, boolean acrossMachines)
      throws InvalidResultsException {
    RunInfo.Machine here = GateRows.summary(current).run.machine;
    String thisMachine = RunInfo.Machine.describe(here);
    Path recordedFields = null;
    List<String> others = new ArrayList<String>();
    for (Path b : baselines) {
      RunInfo.Machine there = GateRows.summary(b).run.machine;
      RunInfo.Match m = RunInfo.Machine.match(here, there);
      if (m == RunInfo.Match.SAME) {
        return new BaselineChoice(
            b, m, "Machine: " + thisMachine + "; baseline " + b + " of the same machine.");
      }
      if (m == RunInfo.Match.RECORDED_FIELDS && recordedFields == null) {
        recordedFields = b;
      }
      others.add(b + " of " + RunInfo.Machine.describe(there));
    }
    if (recordedFields != null) {
      return new BaselineChoice(
          recordedFields,
          RunInfo.Match.RECORDED_FIELDS,
          "Machine: "
              + thisMachine
              + "; baseline "
              + recordedFields
              + " matched by model name, crypto flags, cores and kernel string only "
              + "(it predates machine identity).");
    }
    if (!acrossMachines) {
      return new BaselineChoice(
          null,
          RunInfo.Match.DIFFERENT,
          "no baseline of this machine ("
              + thisMachine
              + "): "
              + String.join("; ", others)
              + ". Neither a pass nor a regression: add a baseline measured on it, "
              + "or --across-machines to compare anyway.");
    }
    return new BaselineChoice(
        baselines.get(0),
        RunInfo.Match.DIFFERENT,
        "**Across machines**: current run on "
            + thisMachine
            + "; baseline "
            + others.get(0)
            + ". Ratios of different processors: a difference may be "
            + "the machine's, not the code's.");
  }
}
