package org.pmebench.host;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Collections;
import java.util.List;

/**
 * The host's CPU counters at one moment, from Linux's /proc: every CPU's time by state
 * (/proc/stat's first line, in clock ticks), the CPU time of this process and of its children that
 * have ended (the benchmark forks; /proc/self/stat), the 1-minute load average and the CPUs' mean
 * clock. Two of them give a {@link HostLoad}. Where /proc is not there (another OS) a snapshot is
 * empty.
 */
public final class HostCounters {
  /**
   * /proc/stat's cpu line: user, nice, system, idle, iowait, irq, softirq, steal (guest is inside
   * user).
   */
  final long[] cpuTicks;

  /** utime + stime + cutime + cstime of /proc/self/stat: this JVM and its ended children. */
  final long ownTicks;

  final double load1;
  final double cpuMhz;
  final long nanos;

  HostCounters(long[] cpuTicks, long ownTicks, double load1, double cpuMhz, long nanos) {
    this.cpuTicks = cpuTicks;
    this.ownTicks = ownTicks;
    this.load1 = load1;
    this.cpuMhz = cpuMhz;
    this.nanos = nanos;
  }

  /** The counters now; empty where /proc cannot be read. */
  public static HostCounters now() {
    long nanos = System.nanoTime();
    List<String> stat = lines(Paths.get("/proc/stat"));
    List<String> self = lines(Paths.get("/proc/self/stat"));
    List<String> load = lines(Paths.get("/proc/loadavg"));
    long[] cpu = stat.isEmpty() ? null : cpuTicks(stat.get(0));
    long own = self.isEmpty() ? -1 : ownTicks(self.get(0));
    double load1 = load.isEmpty() ? Double.NaN : parse(load.get(0).trim().split("\\s+")[0]);
    return new HostCounters(cpu, own, load1, cpuMhz(lines(Paths.get("/proc/cpuinfo"))), nanos);
  }

  boolean readable() {
    return cpuTicks != null && ownTicks >= 0;
  }

  /** The eight states of /proc/stat's "cpu" line; null when the line is not one. */
  static long[] cpuTicks(String line) {
    String[] f = line.trim().split("\\s+");
    if (f.length < 9 || !f[0].equals("cpu")) {
      return null;
    }
    long[] ticks = new long[8];
    for (int i = 0; i < ticks.length; i++) {
      ticks[i] = Long.parseLong(f[i + 1]);
    }
    return ticks;
  }

  /**
   * utime + stime + cutime + cstime (fields 14 to 17), read after the command name, which may hold
   * spaces.
   */
  static long ownTicks(String line) {
    String[] f = line.substring(line.lastIndexOf(')') + 2).trim().split("\\s+");
    // f[0] is field 3 (state), so field n is f[n - 3].
    return Long.parseLong(f[11])
        + Long.parseLong(f[12])
        + Long.parseLong(f[13])
        + Long.parseLong(f[14]);
  }

  /** The mean "cpu MHz" of /proc/cpuinfo's processors; NaN where it gives none. */
  static double cpuMhz(List<String> cpuinfo) {
    double sum = 0;
    int n = 0;
    for (String line : cpuinfo) {
      if (line.startsWith("cpu MHz")) {
        double v = parse(line.substring(line.indexOf(':') + 1).trim());
        if (!Double.isNaN(v)) {
          sum += v;
          n++;
        }
      }
    }
    return n == 0 ? Double.NaN : sum / n;
  }

  private static double parse(String s) {
    try {
      return Double.parseDouble(s);
    } catch (NumberFormatException e) {
      return Double.NaN;
    }
  }

  private static List<String> lines(Path file) {
    try {
      return Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException | RuntimeException e) {
      return Collections.emptyList();
    }
  }
}
