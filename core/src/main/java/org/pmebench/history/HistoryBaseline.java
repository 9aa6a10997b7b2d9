package org.pmebench.history;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.pmebench.gate.CombinedBaseline;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.summary.SummaryFile;

/**
 * The gate's baseline from a history: the runs of the current run's machine and profile since the
 * latest change point Otava finds in the rows the current run has (all of them where it finds none,
 * or where no series has the 3 runs it needs), combined as {@code combine} combines runs. Runs of
 * other machines never count.
 */
public final class HistoryBaseline {
  /** The summary to gate against; null where the history has no run of this machine. */
  public final Path file;

  /** What the baseline is made of, or why there is none, in one line. */
  public final String line;

  private HistoryBaseline(Path file, String line) {
    this.file = file;
    this.line = line;
  }

  /**
   * The baseline of {@code current} from the runs under {@code dirs}, written into {@code work};
   * {@code otava} looks for change points where a series has 3 runs or more (null: not looked for).
   */
  public static HistoryBaseline of(List<Path> dirs, Path current, Path work, OtavaAnalysis otava)
      throws IOException, InvalidResultsException {
    SummaryFile now = SummaryFile.read(current);
    String machine = History.machineOf(now);
    String profile = now.run.profile == null ? "" : now.run.profile.id;
    List<HistoryRun> same = new ArrayList<HistoryRun>();
    Path own = current.toAbsolutePath().normalize();
    for (HistoryRun r : HistoryRun.find(dirs, skipped -> {})) {
      boolean self = r.file.toAbsolutePath().normalize().equals(own);
      if (!self && History.machineOf(r.summary).equals(machine) && profile.equals(r.profile())) {
        same.add(r);
      }
    }
    if (same.isEmpty()) {
      return new HistoryBaseline(
          null, "history: no run of " + machine + " with profile " + profile + " in " + dirs);
    }
    Instant since = latestStep(same, now, work, otava);
    List<Path> segment = new ArrayList<Path>();
    for (HistoryRun r : same) {
      if (since == null || !r.started.isBefore(since)) {
        segment.add(r.file);
      }
    }
    Path file = combine(segment, work);
    String from =
        since == null
            ? "all " + segment.size() + " of its runs (no change point)"
            : "its " + segment.size() + " runs since the change point of " + since;
    return new HistoryBaseline(
        file, "history: baseline of " + machine + ", profile " + profile + ", from " + from);
  }

  /** When the latest step among the current run's rows happened; null for none. */
  private static Instant latestStep(
      List<HistoryRun> runs, SummaryFile now, Path work, OtavaAnalysis otava) throws IOException {
    if (otava == null) {
      return null;
    }
    Set<String> rows = new HashSet<String>();
    for (org.pmebench.summary.OverheadRow o : now.overheads) {
      rows.add(o.id);
    }
    List<HistorySeries> gated = new ArrayList<HistorySeries>();
    for (HistorySeries s : History.of(runs).series()) {
      if (rows.contains(s.key.row)) {
        gated.add(s);
      }
    }
    OtavaInput input = OtavaInput.write(work.resolve("otava"), gated);
    if (input.tests.isEmpty()) {
      return null;
    }
    Instant latest = null;
    for (ChangePoint c : otava.changePoints(work.resolve("otava"), input)) {
      latest = latest == null || c.at.time.isAfter(latest) ? c.at.time : latest;
    }
    return latest;
  }

  private static Path combine(List<Path> segment, Path work)
      throws IOException, InvalidResultsException {
    if (segment.size() == 1) {
      return segment.get(0);
    }
    Files.createDirectories(work);
    Path file = work.resolve("history-baseline.summary.json");
    CombinedBaseline.of(segment).write(file);
    return file;
  }

  /** Otava over a set of written tests: its change points. */
  public interface OtavaAnalysis {
    List<ChangePoint> changePoints(Path dir, OtavaInput input) throws IOException;
  }
}
