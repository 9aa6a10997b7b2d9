package org.pmebench.family.spark;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The times the spark family's rows are made of: per round and typical, wall and CPU, from the
 * applications' results.
 */
final class SparkTimes {
  private final SparkMatrix matrix;

  SparkTimes(SparkMatrix matrix) {
    this.matrix = matrix;
  }

  /** Which CPU time every one of {@code apps} has: the tasks', the process's or none. */
  static String cpuSource(List<SparkAppResult> apps) {
    boolean tasks = true;
    boolean process = true;
    for (SparkAppResult r : apps) {
      tasks &= r.taskMetrics;
      process &= r.cpuMeasured;
    }
    return tasks
        ? SparkResultsJson.CPU_TASKS
        : process ? SparkResultsJson.CPU_PROCESS : SparkResultsJson.CPU_NONE;
  }

  /**
   * Whether every application's maintenance has its tasks' CPU (Iceberg runs its procedures' jobs
   * outside ours).
   */
  static boolean tasksTimed(List<SparkAppResult> apps) {
    for (SparkAppResult r : apps) {
      for (SparkAppResult.Timing t : r.maintenance.values()) {
        if (t.taskCpuNanos < 0) {
          return false;
        }
      }
    }
    return true;
  }

  static long cpuOf(SparkAppResult.QueryTimes t, String mode, int i, String cpu) {
    if (SparkResultsJson.CPU_NONE.equals(cpu)) {
      return 0;
    }
    return (SparkResultsJson.CPU_TASKS.equals(cpu) ? t.taskCpuNanos : t.cpuNanos).get(mode).get(i);
  }

  /**
   * Wall and CPU nanoseconds of {@code mode}'s timed operation (its table writes, or their
   * maintenance).
   */
  static long[] timing(
      java.util.Map<String, SparkAppResult.Timing> timings, String mode, String cpu) {
    SparkAppResult.Timing w = timings.get(mode);
    return new long[] {
      w.wallNanos,
      SparkResultsJson.CPU_TASKS.equals(cpu)
          ? w.taskCpuNanos
          : SparkResultsJson.CPU_PROCESS.equals(cpu) ? w.cpuNanos : 0
    };
  }

  /**
   * Wall and CPU nanoseconds of round {@code i} of {@code key} (a query, the total or the geometric
   * mean).
   */
  long[] roundTimes(SparkAppResult r, String key, String mode, int i, String cpuSource) {
    return roundTimes(r, key, Collections.singletonList(mode), i, cpuSource);
  }

  /** The same over the geometric mean of a query's runs on several modes' tables in the round. */
  long[] roundTimes(SparkAppResult r, String key, List<String> modes, int i, String cpuSource) {
    if (SparkResultsJson.TOTAL.equals(key) || SparkResultsJson.GEOMEAN.equals(key)) {
      double wall = 0;
      double cpu = 0;
      for (String q : matrix.queries) {
        double[] t = queryTimes(r.queries.get(q), modes, i, cpuSource);
        wall += SparkResultsJson.TOTAL.equals(key) ? t[0] : Math.log(t[0]) / matrix.queries.size();
        cpu += SparkResultsJson.TOTAL.equals(key) ? t[1] : Math.log(t[1]) / matrix.queries.size();
      }
      long c = SparkResultsJson.TOTAL.equals(key) ? Math.round(cpu) : Math.round(Math.exp(cpu));
      return new long[] {
        SparkResultsJson.TOTAL.equals(key) ? Math.round(wall) : Math.round(Math.exp(wall)),
        SparkResultsJson.CPU_NONE.equals(cpuSource) ? 0 : c
      };
    }
    SparkAppResult.QueryTimes t = r.queries.get(key);
    if (modes.size() == 1) {
      return new long[] {
        t.wallNanos.get(modes.get(0)).get(i), cpuOf(t, modes.get(0), i, cpuSource)
      };
    }
    double[] q = queryTimes(t, modes, i, cpuSource);
    return new long[] {
      Math.round(q[0]), SparkResultsJson.CPU_NONE.equals(cpuSource) ? 0 : Math.round(q[1])
    };
  }

  /**
   * One query's wall and CPU (at least 1) in round {@code i}: the geometric mean over {@code
   * modes}' runs.
   */
  static double[] queryTimes(
      SparkAppResult.QueryTimes t, List<String> modes, int i, String cpuSource) {
    double wall = 0;
    double cpu = 0;
    for (String mode : modes) {
      wall += Math.log(t.wallNanos.get(mode).get(i)) / modes.size();
      cpu += Math.log(Math.max(1, cpuOf(t, mode, i, cpuSource))) / modes.size();
    }
    return new double[] {Math.exp(wall), Math.exp(cpu)};
  }

  /** The application modes every one of {@code results} ran every query on. */
  List<String> queriedModes(List<SparkAppResult> results) {
    List<String> modes = new ArrayList<String>();
    for (String mode : matrix.applicationModes()) {
      boolean everywhere = true;
      for (SparkAppResult r : results) {
        for (String q : matrix.queries) {
          SparkAppResult.QueryTimes t = r.queries.get(q);
          everywhere &= t != null && t.wallNanos.containsKey(mode);
        }
      }
      if (everywhere) {
        modes.add(mode);
      }
    }
    return modes;
  }

  /**
   * One application's typical time of {@code key} in {@code mode}: the geometric mean of its
   * rounds.
   */
  double[] typical(SparkAppResult r, String key, String mode, String cpuSource) {
    if (SparkResultsJson.WRITE.equals(key) || SparkResultsJson.MAINTENANCE.equals(key)) {
      long[] t =
          timing(SparkResultsJson.WRITE.equals(key) ? r.writes : r.maintenance, mode, cpuSource);
      return new double[] {t[0], t[1]};
    }
    double wall = 0;
    double cpu = 0;
    for (int i = 0; i < matrix.rounds; i++) {
      long[] t = roundTimes(r, key, mode, i, cpuSource);
      wall += Math.log(t[0]) / matrix.rounds;
      cpu += Math.log(Math.max(1, t[1])) / matrix.rounds;
    }
    return new double[] {
      Math.exp(wall), SparkResultsJson.CPU_NONE.equals(cpuSource) ? 0 : Math.exp(cpu)
    };
  }

  /**
   * The tasks of {@code key} (a query or the total over the queries) on {@code mode}'s tables in
   * one application's last measured round; null for the geometric mean, or when a query has none.
   */
  SparkAppResult.Tasks tasks(SparkAppResult r, String key, String mode) {
    if (SparkResultsJson.GEOMEAN.equals(key)) {
      return null;
    }
    SparkAppResult.Tasks sum = new SparkAppResult.Tasks();
    for (String q :
        SparkResultsJson.TOTAL.equals(key) ? matrix.queries : Collections.singletonList(key)) {
      SparkAppResult.Tasks t = r.queries.get(q).tasks.get(mode);
      if (t == null) {
        return null;
      }
      sum.add(t);
    }
    return sum;
  }

  /**
   * The matrix's modes, and the A/A control where every application measured it (runs before it did
   * not): in its table writes, or in every query (a session that wrote no tables queries them too).
   */
  List<String> measuredModes(List<SparkAppResult> apps, boolean write) {
    List<String> modes = new ArrayList<String>(matrix.modes);
    boolean control = matrix.modes.contains("PLAINTEXT");
    for (SparkAppResult r : apps) {
      if (write) {
        control &= r.writes.containsKey(SparkMatrix.CONTROL);
        continue;
      }
      for (String q : matrix.queries) {
        SparkAppResult.QueryTimes t = r.queries.get(q);
        control &= t != null && t.wallNanos.containsKey(SparkMatrix.CONTROL);
      }
    }
    if (control) {
      modes.add(SparkMatrix.CONTROL);
    }
    return modes;
  }
}
