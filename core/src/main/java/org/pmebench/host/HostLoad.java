package org.pmebench.host;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Locale;

/**
 * What the host did while the suite measured, between two {@link HostCounters}: the share of all
 * CPUs' time that other processes used (the neighbours: everything busy but this run's own JVM and
 * forks), that the hypervisor took from this guest (steal) and that stood waiting for I/O; the
 * 1-minute load average at both ends; and the CPUs' mean clock. Shares are of the whole machine
 * (all cores), from 0 to 1. Written into run.json (the run's and each result file's) and the
 * summary, so every number says the state of the host it came from.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({
  "seconds",
  "neighbours",
  "steal",
  "iowait",
  "own",
  "loadStart",
  "loadEnd",
  "cpuMhz"
})
public final class HostLoad {
  public double seconds = Double.NaN;

  /** Other processes' CPU time over all CPUs' time. */
  public double neighbours = Double.NaN;

  public double steal = Double.NaN;
  public double iowait = Double.NaN;

  /** This run's own CPU time (its JVM and the forks that ended in between) over all CPUs' time. */
  public double own = Double.NaN;

  /** The 1-minute load average at the start and the end; null where unknown. */
  public Double loadStart;

  public Double loadEnd;

  /** The CPUs' mean clock (/proc/cpuinfo's cpu MHz, mean of both ends); null where unknown. */
  public Double cpuMhz;

  private static final int USER = 0;
  private static final int NICE = 1;
  private static final int SYSTEM = 2;
  private static final int IOWAIT = 4;
  private static final int IRQ = 5;
  private static final int SOFTIRQ = 6;
  private static final int STEAL = 7;

  /** The load between two snapshots; null where /proc could not be read or no CPU time passed. */
  public static HostLoad between(HostCounters start, HostCounters end) {
    if (start == null || end == null || !start.readable() || !end.readable()) {
      return null;
    }
    long[] d = new long[start.cpuTicks.length];
    long total = 0;
    for (int i = 0; i < d.length; i++) {
      d[i] = end.cpuTicks[i] - start.cpuTicks[i];
      total += d[i];
    }
    if (total <= 0) {
      return null;
    }
    long busy = d[USER] + d[NICE] + d[SYSTEM] + d[IRQ] + d[SOFTIRQ];
    long own = end.ownTicks - start.ownTicks;
    HostLoad load = new HostLoad();
    load.seconds = (end.nanos - start.nanos) / 1e9;
    load.own = Math.min(1, (double) own / total);
    // Ticks are sampled, so our own count can pass the busy count by a little: no negative
    // neighbours.
    load.neighbours = Math.max(0, (double) (busy - own) / total);
    load.steal = (double) d[STEAL] / total;
    load.iowait = (double) d[IOWAIT] / total;
    load.loadStart = known(start.load1);
    load.loadEnd = known(end.load1);
    load.cpuMhz =
        known(
            Double.isNaN(start.cpuMhz)
                ? end.cpuMhz
                : Double.isNaN(end.cpuMhz) ? start.cpuMhz : (start.cpuMhz + end.cpuMhz) / 2);
    return load;
  }

  /**
   * The load over several spans one after the other (a result file's first look and the looks that
   * added forks to it): shares weighted by each span's seconds, the load average from the first
   * span's start to the last one's end; null when any span is unknown, since the result would then
   * not cover them all.
   */
  public static HostLoad over(List<HostLoad> spans) {
    if (spans.isEmpty() || spans.contains(null)) {
      return null;
    }
    HostLoad all = new HostLoad();
    all.seconds = 0;
    double[] sums = new double[4];
    double mhzSeconds = 0;
    double mhz = 0;
    for (HostLoad s : spans) {
      all.seconds += s.seconds;
      double[] shares = {s.neighbours, s.steal, s.iowait, s.own};
      for (int i = 0; i < shares.length; i++) {
        sums[i] += shares[i] * s.seconds;
      }
      if (s.cpuMhz != null) {
        mhz += s.cpuMhz * s.seconds;
        mhzSeconds += s.seconds;
      }
    }
    all.neighbours = sums[0] / all.seconds;
    all.steal = sums[1] / all.seconds;
    all.iowait = sums[2] / all.seconds;
    all.own = sums[3] / all.seconds;
    all.loadStart = spans.get(0).loadStart;
    all.loadEnd = spans.get(spans.size() - 1).loadEnd;
    all.cpuMhz = mhzSeconds > 0 ? mhz / mhzSeconds : null;
    return all;
  }

  private static Double known(double v) {
    return Double.isNaN(v) ? null : v;
  }

  /** e.g. "neighbours 23% of the CPUs, steal 0.1%, iowait 0.3%, load 2.1 to 2.4, 2596 MHz". */
  public String describe() {
    StringBuilder s =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "neighbours %.0f%% of the CPUs, steal %.1f%%, " + "iowait %.1f%%",
                100 * neighbours,
                100 * steal,
                100 * iowait));
    if (loadStart != null && loadEnd != null) {
      s.append(String.format(Locale.ROOT, ", load %.1f to %.1f", loadStart, loadEnd));
    }
    if (cpuMhz != null) {
      s.append(String.format(Locale.ROOT, ", %.0f MHz", cpuMhz));
    }
    return s.toString();
  }
}
