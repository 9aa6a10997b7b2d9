package org.pmebench.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pmebench.host.HostCounters;
import org.pmebench.host.HostLoad;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.results.JmhForkMerge;
import org.pmebench.results.JmhJsonReader;
import org.pmebench.results.JmhResult;
import org.pmebench.stats.PairedRatio;
import org.pmebench.stats.SequentialDesign;
import org.pmebench.util.AtomicFiles;

/**
 * {@code --precision}: after the planned steps, adds forks to the paired results whose widest
 * headline interval is wider than the target, look after look, until each is precise enough, the
 * design's looks are used up or the budget is spent. A look's forks are written to {@code
 * looks/<id>-look<k>.json} and appended to {@code <id>.json}, whose entry in run.json then says how
 * it ended ({@code sequential}). Intervals are at the design's look level ({@link
 * SequentialDesign}), so the one reported covers at least 95% whenever the run stopped.
 */
final class SequentialLooks {
  static final String LOOKS_DIR = "looks";

  /** Where one extendable result stands. */
  static final class Standing {
    final JmhStep step;
    final String file;
    int looks = 1;
    int forks;
    double secondsPerFork;

    /** The widest headline half-width (points) and the row that has it. */
    double widest = Double.NaN;

    String widestRow = "";
    double forkSpread = Double.NaN;

    /** What the rounds' own spread alone would make the forks' spread (sd of ln ratio). */
    double fromRounds = Double.NaN;

    String stopped;

    /**
     * What the host did during each look that added forks, in order (null where /proc was
     * unreadable).
     */
    final List<HostLoad> lookHosts = new ArrayList<HostLoad>();

    Standing(JmhStep step, String file) {
      this.step = step;
      this.file = file;
    }
  }

  private final PrecisionTarget target;
  private final StepContext context;

  SequentialLooks(PrecisionTarget target, StepContext context) {
    this.target = target;
    this.context = context;
  }

  /**
   * Runs the looks for the planned steps that finished ({@code stepSeconds}: their wall-clock
   * seconds); returns the standing of each extendable result, in plan order.
   */
  List<Standing> run(List<RunStep> plan, Map<String, Double> stepSeconds) throws IOException {
    List<Standing> all = new ArrayList<Standing>();
    for (RunStep s : plan) {
      Path file = context.runDir.resolve(s.id + ".json");
      if (s instanceof JmhStep && ((JmhStep) s).invocation.rowKind != null && Files.exists(file)) {
        Standing st = new Standing((JmhStep) s, file.getFileName().toString());
        st.looks = 1 + earlierLooks(s.id);
        judge(st);
        Double seconds = stepSeconds.get(s.id);
        st.secondsPerFork = seconds == null || st.forks == 0 ? Double.NaN : seconds / st.forks;
        all.add(st);
      }
    }
    SequentialDesign design = target.design;
    for (int look = 2; look <= design.maxLooks; look++) {
      for (Standing st : all) {
        if (st.stopped != null || st.looks >= look) {
          continue;
        }
        if (resolved(st)) {
          st.stopped = "resolved";
          continue;
        }
        double estimate =
            Double.isNaN(st.secondsPerFork) ? 0 : st.secondsPerFork * design.forksPerLook;
        if (target.budgetSeconds > 0
            && context.progress.elapsedSeconds() + estimate > target.budgetSeconds) {
          st.stopped =
              String.format(
                  Locale.ROOT,
                  "budget: %s more would end past %s",
                  Progress.duration(estimate),
                  Progress.duration(target.budgetSeconds));
          continue;
        }
        addLook(st, look, estimate);
      }
    }
    for (Standing st : all) {
      if (st.stopped == null) {
        st.stopped = resolved(st) ? "resolved" : "looks: all " + design.maxLooks + " used";
      }
    }
    return all;
  }

  private boolean resolved(Standing st) {
    return !Double.isNaN(st.widest) && st.widest <= target.pointsFor(st.step.invocation.rowKind);
  }

  private int earlierLooks(String id) {
    int n = 0;
    for (int look = 2; look <= target.design.maxLooks; look++) {
      n +=
          Files.exists(context.runDir.resolve(LOOKS_DIR).resolve(lookId(id, look) + ".json"))
              ? 1
              : 0;
    }
    return n;
  }

  static String lookId(String id, int look) {
    return id + "-look" + look;
  }

  private void addLook(Standing st, int look, double estimate) throws IOException {
    String id = lookId(st.step.id, look);
    Path partial = context.runDir.resolve(id + ".json.partial");
    Path dir = Files.createDirectories(context.runDir.resolve(LOOKS_DIR));
    JmhInvocation more =
        st.step.invocation.moreForks(id, target.design.forksPerLook, partial.toString());
    context.console.printf(
        Locale.ROOT,
        "precision: look %d of %d for %s: %s is ±%s points (target ±%s); %d more "
            + "forks, about %s%n",
        look,
        target.design.maxLooks,
        st.step.id,
        st.widestRow,
        points(st.widest),
        points(target.pointsFor(st.step.invocation.rowKind)),
        target.design.forksPerLook,
        Progress.duration(estimate));
    context.progress.extend(more.configurations, estimate / Math.max(1, more.configurations));
    long start = System.nanoTime();
    HostCounters before = HostCounters.now();
    Files.deleteIfExists(partial);
    JmhStep step = new JmhStep(more, look);
    try {
      step.run(context);
    } catch (RunStep.Failure e) {
      Files.deleteIfExists(partial);
      st.stopped = "look " + look + " failed: " + e.getMessage();
      context.err.println(
          "pmebench: "
              + id
              + " failed ("
              + e.getMessage()
              + "); "
              + st.file
              + " keeps its "
              + st.forks
              + " forks");
      return;
    }
    try {
      JmhForkMerge.append(context.runDir.resolve(st.file), partial);
    } catch (InvalidResultsException e) {
      throw new IllegalStateException(id + " wrote forks that do not fit " + st.file, e);
    }
    // Kept after the merge: a look file in looks/ is a look whose forks are in the result file.
    AtomicFiles.moveIntoPlace(partial, dir.resolve(id + ".json"));
    context.manifest.checks(st.file, step.checks());
    st.lookHosts.add(HostLoad.between(before, HostCounters.now()));
    st.looks = look;
    st.secondsPerFork = (System.nanoTime() - start) / 1e9 / target.design.forksPerLook;
    judge(st);
  }

  /**
   * The result file's forks and its widest headline interval (CPU time, else wall) at the look
   * level.
   */
  private void judge(Standing st) throws IOException {
    List<JmhResult> results;
    try {
      results = JmhJsonReader.read(context.runDir.resolve(st.file));
    } catch (InvalidResultsException e) {
      throw new IllegalStateException(st.file + " is unreadable", e);
    }
    st.widest = Double.NEGATIVE_INFINITY;
    for (JmhResult r : results) {
      st.forks = Math.max(st.forks, r.forks);
      List<PairedRatio> ratios;
      try {
        ratios = PairedRatio.of(r, target.design.lookConfidence());
      } catch (InvalidResultsException e) {
        continue;
      }
      for (PairedRatio ratio : ratios) {
        PairedRatio.Estimate e = ratio.cpu != null ? ratio.cpu : ratio.wall;
        double half = SequentialDesign.halfWidthPoints(e);
        if (Double.isNaN(half) || half > st.widest) {
          st.widest = Double.isNaN(half) ? Double.POSITIVE_INFINITY : half;
          st.widestRow = row(r, ratio);
          st.forkSpread = e.spread == null ? Double.NaN : e.spread.forkSpread;
          st.fromRounds = e.spread == null ? Double.NaN : e.spread.fromRounds;
        }
      }
    }
    if (st.widest == Double.NEGATIVE_INFINITY) {
      st.widest = Double.NaN;
    }
  }

  /** "spec=R1 AES_GCM_V1": what tells a result's rows apart, for the console. */
  private static String row(JmhResult r, PairedRatio ratio) {
    StringBuilder s = new StringBuilder();
    for (String p : new String[] {"spec", "columns"}) {
      if (r.params.containsKey(p)) {
        s.append(p).append('=').append(r.params.get(p)).append(' ');
      }
    }
    return s.append(ratio.encryption)
        .append(ratio.columns == null ? "" : " (" + ratio.columns + ")")
        .toString();
  }

  /** What run.json says of one result file's looks. */
  static Map<String, Object> note(Standing st, PrecisionTarget target) {
    Map<String, Object> n = new LinkedHashMap<String, Object>();
    double goal = target.pointsFor(st.step.invocation.rowKind);
    n.put("targetPoints", goal);
    n.put(
        "widestPoints", Double.isNaN(st.widest) || Double.isInfinite(st.widest) ? null : st.widest);
    n.put("widestRow", st.widestRow);
    n.put("resolved", !Double.isNaN(st.widest) && st.widest <= goal);
    n.put("looks", st.looks);
    n.put("maxLooks", target.design.maxLooks);
    n.put("forks", st.forks);
    n.put("confidence", target.design.lookConfidence());
    n.put("stopped", st.stopped);
    double spread = 100 * st.forkSpread;
    n.put("forkSpreadPoints", Double.isNaN(spread) ? null : spread);
    double rounds = 100 * st.fromRounds;
    n.put("fromRoundsPoints", Double.isNaN(rounds) ? null : rounds);
    return n;
  }

  /** The console's line for one result once the looks are over. */
  static String describe(Standing st, PrecisionTarget target) {
    double goal = target.pointsFor(st.step.invocation.rowKind);
    if (!Double.isNaN(st.widest) && st.widest <= goal) {
      return String.format(
          Locale.ROOT,
          "  %s: resolved, widest ±%s points (%s) ≤ ±%s after %d forks in %d look(s)",
          st.step.id,
          points(st.widest),
          st.widestRow,
          points(goal),
          st.forks,
          st.looks);
    }
    int needed = target.design.forksNeeded(st.forkSpread, goal);
    String need =
        needed == 0
            ? ""
            : needed == Integer.MAX_VALUE
                ? "; no feasible number of forks reaches it"
                : String.format(Locale.ROOT, "; ±%s needs about %d forks", points(goal), needed);
    return String.format(
        Locale.ROOT,
        "  %s: NOT resolved, %s ±%s points after %d forks in %d look(s) (forks apart by "
            + "%s points, %s%s); stopped: %s",
        st.step.id,
        st.widestRow,
        points(st.widest),
        st.forks,
        st.looks,
        points(100 * st.forkSpread),
        source(st.forkSpread, st.fromRounds),
        need,
        st.stopped);
  }

  /**
   * Where the forks' spread comes from, by the share of its variance the rounds' own noise within
   * each fork explains: two thirds or more, the host's noise from round to round; a third or less,
   * mostly the JVMs differing; between, both.
   */
  static String source(double forkSpread, double fromRounds) {
    if (Double.isNaN(fromRounds) || !(forkSpread > 0)) {
      return "the host's noise";
    }
    double rounds = Math.min(1, (fromRounds / forkSpread) * (fromRounds / forkSpread));
    String what =
        rounds >= 2.0 / 3
            ? "the host's noise from round to round"
            : rounds <= 1.0 / 3
                ? "mostly the JVMs differing"
                : "the rounds' noise and the JVMs differing alike";
    return String.format(
        Locale.ROOT,
        "%s: the rounds alone would put them %s apart",
        what,
        points(100 * fromRounds));
  }

  private static String points(double p) {
    return Double.isNaN(p) || Double.isInfinite(p) ? "?" : String.format(Locale.ROOT, "%.2f", p);
  }
}
