package org.pmebench.gate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.stats.PairedRatio;
import org.pmebench.stats.SteadyState;
import org.pmebench.stats.StudentT;
import org.pmebench.summary.OverheadRow;
import org.pmebench.summary.RowEstimate;
import org.pmebench.summary.RunInfo;
import org.pmebench.summary.Summary;
import org.pmebench.summary.SummaryFile;
import org.pmebench.util.AtomicFiles;

/**
 * A gate baseline from several identical runs. One run's overhead carries the JVM-to-JVM spread of
 * its few forks: the gate's baseline was +7.0% on R1 GCM where eleven runs average +5.3%, which hid
 * a 5% regression. Per overhead row (the gate's key), the combined row's ratio is the geometric
 * mean over the runs and its standard error the runs' own spread over the square root of their
 * number: the runs are the replicates. A run's row that is not from one steady state or whose A/A
 * control is biased is left out of that row; a row needs two runs that remain.
 */
public final class CombinedBaseline {
  /** Rows of the combined summary, and what was left out and why. */
  public final ObjectNode root;

  public final List<String> leftOut = new ArrayList<String>();

  private static final ObjectMapper JSON = new ObjectMapper();

  /** The estimates a row carries: the row itself (wall clock) and its thread-CPU twin. */
  private static final String CPU = "cpu";

  private static final String WALL = "wall";

  private CombinedBaseline(ObjectNode root) {
    this.root = root;
  }

  public static CombinedBaseline of(List<Path> summaries) throws InvalidResultsException {
    return of(summaries, false);
  }

  /**
   * @param acrossMachines combine runs of different machines too; the result's machine is then the
   *     list of theirs, which no run's machine matches (the gate compares against it only across
   *     machines)
   */
  public static CombinedBaseline of(List<Path> summaries, boolean acrossMachines)
      throws InvalidResultsException {
    if (summaries.size() < 2) {
      throw new InvalidResultsException(
          "give the summaries of at least two identical runs to combine");
    }
    List<SummaryFile> runs = new ArrayList<SummaryFile>();
    for (Path file : summaries) {
      runs.add(read(file));
    }
    checkProfiles(summaries, runs);
    boolean oneMachine = checkMachines(summaries, runs, acrossMachines);
    ObjectNode root = runs.get(0).json.deepCopy();
    if (!oneMachine) {
      listMachines(root, runs);
    }
    root.putArray("results");
    root.putArray("unmatched");
    ArrayNode from = root.putArray("combinedFrom");
    for (int i = 0; i < runs.size(); i++) {
      from.addObject()
          .put("summary", summaries.get(i).toString())
          .put(
              "runDirectory",
              runs.get(i).run.runDirectory == null ? "" : runs.get(i).run.runDirectory);
    }
    CombinedBaseline combined = new CombinedBaseline(root);
    ArrayNode overheads = root.putArray("overheads");
    for (Map.Entry<String, List<OverheadRow>> row : rowsByKey(runs).entrySet()) {
      List<JsonNode> usable = new ArrayList<JsonNode>();
      for (OverheadRow r : row.getValue()) {
        if (usable(r)) {
          usable.add(r.json);
        }
      }
      if (usable.size() < 2) {
        combined.leftOut.add(
            row.getKey()
                + ": "
                + usable.size()
                + " of "
                + runs.size()
                + " runs steady with an "
                + "unbiased control");
        continue;
      }
      overheads.add(combine(usable, runs.size()));
    }
    if (overheads.size() == 0) {
      throw new InvalidResultsException(
          "no overhead row is in two or more of these runs: combine identical runs only");
    }
    return combined;
  }

  /** Refuses runs of different profiles: they are not repeats of one run. */
  private static void checkProfiles(List<Path> summaries, List<SummaryFile> runs)
      throws InvalidResultsException {
    String profile = profileId(runs.get(0));
    for (int i = 1; i < runs.size(); i++) {
      String other = profileId(runs.get(i));
      if (!profile.equals(other)) {
        throw new InvalidResultsException(
            summaries.get(i)
                + ": profile '"
                + other
                + "', not '"
                + profile
                + "' as "
                + summaries.get(0)
                + ": combine identical runs only");
      }
    }
  }

  /** Each distinct machine of the runs, once, as the combined baseline's machine. */
  private static void listMachines(ObjectNode root, List<SummaryFile> runs) {
    ArrayNode machines = root.putObject("machine").putArray("acrossMachines");
    List<String> seen = new ArrayList<String>();
    for (SummaryFile run : runs) {
      JsonNode m = run.json.path("machine");
      if (!seen.contains(m.toString())) {
        seen.add(m.toString());
        machines.add(m.deepCopy());
      }
    }
  }

  /**
   * Whether all runs are of the first one's machine; if not, refused unless {@code acrossMachines}:
   * a processor's change is not the code's, and the runs' spread would carry it as noise.
   */
  private static boolean checkMachines(
      List<Path> summaries, List<SummaryFile> runs, boolean acrossMachines)
      throws InvalidResultsException {
    RunInfo.Machine first = runs.get(0).run.machine;
    for (int i = 1; i < runs.size(); i++) {
      RunInfo.Machine other = runs.get(i).run.machine;
      if (!RunInfo.Machine.match(first, other).same()) {
        if (acrossMachines) {
          return false;
        }
        throw new InvalidResultsException(
            summaries.get(i)
                + " is of another machine than "
                + summaries.get(0)
                + " ("
                + RunInfo.Machine.describe(other)
                + " against "
                + RunInfo.Machine.describe(first)
                + "): combine runs of one machine, or --across-machines to combine them anyway");
      }
    }
    return true;
  }

  private static String profileId(SummaryFile summary) {
    return summary.run.profile == null ? "" : summary.run.profile.id;
  }

  private static SummaryFile read(Path file) throws InvalidResultsException {
    SummaryFile summary = SummaryFile.read(file);
    if (!Summary.SCHEMA_ID.equals(summary.schema())) {
      throw new InvalidResultsException(
          file + ": not a pme-bench summary (schema " + Summary.SCHEMA_ID + ")");
    }
    return summary;
  }

  /** Each gate key (variant kept) with its row from every run that has it, in run order. */
  private static Map<String, List<OverheadRow>> rowsByKey(List<SummaryFile> runs) {
    Map<String, List<OverheadRow>> rows = new LinkedHashMap<String, List<OverheadRow>>();
    for (SummaryFile run : runs) {
      for (OverheadRow o : run.overheads) {
        rows.computeIfAbsent(Gate.key(o, false), k -> new ArrayList<OverheadRow>()).add(o);
      }
    }
    return rows;
  }

  private static boolean usable(OverheadRow row) {
    if (row.control != null && row.control.biased()) {
      return false;
    }
    for (RowEstimate estimate : new RowEstimate[] {row.headline, row.cpu}) {
      SteadyState.Kind kind =
          estimate == null ? null : SteadyState.Kind.ofLabel(estimate.steadyClass());
      if (kind != null && !kind.steady()) {
        return false;
      }
    }
    return true;
  }

  /**
   * The first run's row with its run-specific parts removed and each estimate combined over the
   * runs.
   */
  private static ObjectNode combine(List<JsonNode> rows, int runs) {
    ObjectNode row = (ObjectNode) rows.get(0).deepCopy();
    // Forks, rounds, the model and the column-set quotient describe one run; they are not combined.
    row.remove(
        java.util.Arrays.asList(
            "spread",
            "rounds",
            "forks",
            "note",
            "model",
            "subsetOverAll",
            "gc",
            "attribution",
            "file",
            "control"));
    combineInto(row, rows, null);
    if (rows.get(0).path(CPU).isObject()) {
      combineInto((ObjectNode) row.path(CPU), rows, CPU);
    }
    if (rows.get(0).path(WALL).isObject()) {
      combineInto((ObjectNode) row.path(WALL), rows, WALL);
    }
    row.put(
        "note",
        String.format(
            Locale.ROOT,
            "combined from %d of %d identical runs: geometric mean of their "
                + "ratios, error from their spread",
            rows.size(),
            runs));
    return row;
  }

  private static void combineInto(ObjectNode estimate, List<JsonNode> rows, String field) {
    int n = rows.size();
    double sum = 0;
    double[] logs = new double[n];
    for (int i = 0; i < n; i++) {
      JsonNode e = field == null ? rows.get(i) : rows.get(i).path(field);
      logs[i] = Math.log(e.path("ratio").asDouble());
      sum += logs[i];
    }
    double mean = sum / n;
    double squares = 0;
    for (double l : logs) {
      squares += (l - mean) * (l - mean);
    }
    double se = Math.sqrt(squares / (n - 1) / n);
    double t = StudentT.twoSided(PairedRatio.CONFIDENCE, n - 1);
    estimate.remove("spread");
    estimate.put("ratio", Math.exp(mean));
    estimate.put("low", Math.exp(mean - t * se));
    estimate.put("high", Math.exp(mean + t * se));
    estimate.put("logStdError", se);
    estimate.put("interval", "runs");
    estimate.put("replicates", n);
    ObjectNode steady = estimate.putObject("steadyState");
    steady.put("class", SteadyState.Kind.FLAT.label);
    steady.put("runs", n);
  }

  public void write(Path file) throws IOException {
    AtomicFiles.writeString(
        file, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n");
  }
}
