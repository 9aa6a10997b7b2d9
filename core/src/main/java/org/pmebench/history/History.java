package org.pmebench.history;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.pmebench.stats.PairedRatio;
import org.pmebench.summary.OverheadRow;
import org.pmebench.summary.ResultRow;
import org.pmebench.summary.RowEstimate;
import org.pmebench.summary.RunInfo;
import org.pmebench.summary.SummaryFile;

/**
 * Runs as time series: one per overhead row and per result with a throughput, on each machine, JDK,
 * provider, parquet-java release and profile ({@link SeriesKey}); a series never joins two
 * machines.
 */
public final class History {
  /** An overhead's clocks, as its series' metrics name them. */
  public static final String WALL = "wall";

  public static final String THREAD_CPU = "cpu";
  public static final String PROCESS_CPU = "process";

  /** A result's MB/s. */
  public static final String MEGABYTES_PER_SECOND = "MBps";

  /** The level of JMH's score error, which a throughput's bounds come from. */
  static final double JMH_LEVEL = 0.999;

  public final List<HistoryRun> runs;
  private final Map<SeriesKey, HistorySeries> series = new TreeMap<SeriesKey, HistorySeries>();

  /** Whether a row's JVM variant is left out of its series' key (gate's --ignore-variant). */
  private final boolean ignoreVariant;

  private History(List<HistoryRun> runs, boolean ignoreVariant) {
    this.runs = runs;
    this.ignoreVariant = ignoreVariant;
  }

  /** The series of {@code runs} (oldest first, as {@link HistoryRun#find} gives them). */
  public static History of(List<HistoryRun> runs) {
    return of(runs, false);
  }

  /**
   * The same, with the rows' JVM variants ({@code intrinsics-on}, a calibrated regression's {@code
   * intrinsics-on+regression-5pct}) in one series where {@code ignoreVariant}: whether a variant
   * moved the overhead is then what the series shows.
   */
  public static History of(List<HistoryRun> runs, boolean ignoreVariant) {
    History h = new History(runs, ignoreVariant);
    for (HistoryRun run : runs) {
      for (OverheadRow o : run.summary.overheads) {
        h.addOverhead(run, o);
      }
      for (ResultRow r : run.summary.results) {
        if (!Double.isNaN(r.megabytesPerSecond)) {
          h.addThroughput(run, r);
        }
      }
    }
    return h;
  }

  public List<HistorySeries> series() {
    return new ArrayList<HistorySeries>(series.values());
  }

  /** The machines the series are on, each once. */
  public List<String> machines() {
    TreeSet<String> machines = new TreeSet<String>();
    for (SeriesKey k : series.keySet()) {
      machines.add(k.machine);
    }
    return new ArrayList<String>(machines);
  }

  private void addOverhead(HistoryRun run, OverheadRow o) {
    Map<String, HistoryPoint.Estimate> metrics = new LinkedHashMap<String, HistoryPoint.Estimate>();
    put(metrics, WALL, o.wall != null ? o.wall : o.headline);
    put(metrics, THREAD_CPU, o.cpu);
    put(metrics, PROCESS_CPU, o.processCpu);
    if (metrics.isEmpty()) {
      return;
    }
    String steady = o.headline.steadyState == null ? null : o.headline.steadyState.kind;
    double level = o.precision != null ? o.precision.confidence : PairedRatio.CONFIDENCE;
    HistoryPoint point =
        new HistoryPoint(
            run.started, run.label, o.variant, metrics, steady, o.headline.interval, level);
    seriesOf(
            key(run, rowOf(o), o.jdkVersion, o.provider, o.param("parquet"), o.attribution != null),
            HistorySeries.Kind.OVERHEAD)
        .add(point);
  }

  /** A ratio's estimate in percent of overhead: (ratio - 1) x 100. */
  private static void put(Map<String, HistoryPoint.Estimate> metrics, String name, RowEstimate e) {
    if (e != null && e.hasRatio()) {
      metrics.put(
          name, new HistoryPoint.Estimate(percent(e.ratio), percent(e.low), percent(e.high)));
    }
  }

  private static double percent(double ratio) {
    return (ratio - 1) * 100;
  }

  private void addThroughput(HistoryRun run, ResultRow r) {
    Map<String, HistoryPoint.Estimate> metrics = new LinkedHashMap<String, HistoryPoint.Estimate>();
    metrics.put(MEGABYTES_PER_SECOND, throughput(r));
    String steady = r.steadyState == null ? null : r.steadyState.kind;
    HistoryPoint point =
        new HistoryPoint(
            run.started, run.label, r.variant, metrics, steady, "iterations", JMH_LEVEL);
    seriesOf(
            key(
                run,
                rowOf(r),
                r.jdkVersion,
                r.provider,
                r.param("parquet"),
                r.attribution != null && r.attribution.profiled()),
            HistorySeries.Kind.THROUGHPUT)
        .add(point);
  }

  /**
   * MB/s with JMH's error turned into bounds: MB/s goes as the score for a throughput mode and as
   * its inverse for a time per operation.
   */
  static HistoryPoint.Estimate throughput(ResultRow r) {
    double mbps = r.megabytesPerSecond;
    if (Double.isNaN(r.scoreError) || !(r.score > 0) || r.scoreError >= r.score) {
      return new HistoryPoint.Estimate(mbps, Double.NaN, Double.NaN);
    }
    double up = (r.score + r.scoreError) / r.score;
    double down = (r.score - r.scoreError) / r.score;
    boolean perOperation = !"thrpt".equals(r.jmhMode);
    return perOperation
        ? new HistoryPoint.Estimate(mbps, mbps / up, mbps / down)
        : new HistoryPoint.Estimate(mbps, mbps * down, mbps * up);
  }

  /** The row's id, its variant left out where variants share a series. */
  private String rowOf(org.pmebench.summary.SummaryRow row) {
    if (!ignoreVariant || row.variant == null) {
      return row.id;
    }
    return row.id.replace(" | " + row.variant + " | ", " | any variant | ");
  }

  /** The identity of {@code run}'s machine, as its series are keyed. */
  static String machineOf(HistoryRun run) {
    return machineOf(run.summary);
  }

  /** The identity of the machine of a summary. */
  static String machineOf(SummaryFile summary) {
    RunInfo info = summary.run;
    return info.machine == null ? "no machine recorded" : info.machine.identity();
  }

  /**
   * The series of a row of {@code run}; a row measured under the CPU profiler ({@code profiled},
   * {@code --profile-cpu}) is a series of its own, since the profiler's own work moves it.
   */
  private static SeriesKey key(
      HistoryRun run, String row, String jdk, String provider, String parquet, boolean profiled) {
    RunInfo info = run.summary.run;
    String machine = machineOf(run);
    String profile =
        (info.profile == null ? "" : info.profile.id) + (profiled ? SeriesKey.CPU_PROFILED : "");
    return new SeriesKey(
        row,
        machine,
        jdk,
        provider == null ? "" : provider,
        parquet == null ? SeriesKey.BUILT_IN_RELEASE : parquet,
        profile);
  }

  private HistorySeries seriesOf(SeriesKey key, HistorySeries.Kind kind) {
    HistorySeries s = series.get(key);
    if (s == null) {
      s = new HistorySeries(key, kind);
      series.put(key, s);
    }
    return s;
  }
}
