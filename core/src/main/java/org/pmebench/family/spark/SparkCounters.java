package org.pmebench.family.spark;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pmebench.paired.PairedSlot;
import org.pmebench.paired.ResultCounter;
import org.pmebench.paired.SlotCounter;
import org.pmebench.results.JmhRows;

/** Per fork, per iteration values of each counter. */
final class SparkCounters {
  private final List<Map<String, List<Double>>> forks = new ArrayList<Map<String, List<Double>>>();
  private final List<String> names = new ArrayList<String>();

  SparkCounters(int forkCount) {
    for (int f = 0; f < forkCount; f++) {
      forks.add(new LinkedHashMap<String, List<Double>>());
    }
  }

  int forks() {
    return forks.size();
  }

  int maxIterations() {
    int max = 0;
    for (Map<String, List<Double>> f : forks) {
      List<Double> rounds = f.get(ResultCounter.ROUNDS.key);
      max = Math.max(max, rounds == null ? 0 : rounds.size());
    }
    return max;
  }

  List<String> names() {
    return names;
  }

  void iteration(int f) {
    append(f, ResultCounter.ROUNDS.key, 1);
  }

  /** A slot's times in the last iteration of fork {@code f}; its bytes are not counted (0). */
  void add(int f, PairedSlot slot, long wall, long cpu) {
    set(f, slot, SlotCounter.WALL_NANOS, wall);
    set(f, slot, SlotCounter.CPU_NANOS, Math.max(0, cpu));
    set(f, slot, SlotCounter.FILE_BYTES, 0);
  }

  void set(int f, PairedSlot slot, SlotCounter counter, double value) {
    set(f, counter.of(slot), value);
  }

  /**
   * A counter of the spark family's own (no statistic of the suite reads it) of {@code slot}: its
   * prefix, then {@code name}.
   */
  void setOwn(int f, PairedSlot slot, String name, double value) {
    set(f, slot.prefix + name, value);
  }

  /** Sets the last iteration's value of {@code name}, adding the iteration when it is new. */
  void set(int f, String name, double value) {
    List<Double> values = values(f, name);
    int iteration = forks.get(f).get(ResultCounter.ROUNDS.key).size();
    while (values.size() < iteration) {
      values.add(0.0);
    }
    values.set(iteration - 1, value);
  }

  void ratios(int f, PairedSlot base, List<PairedSlot> compared) {
    double baseWall = last(f, SlotCounter.WALL_NANOS.of(base));
    double baseCpu = last(f, SlotCounter.CPU_NANOS.of(base));
    for (PairedSlot p : compared) {
      double ln = Math.log(last(f, SlotCounter.WALL_NANOS.of(p)) / baseWall);
      set(f, p, SlotCounter.LN_WALL_RATIO, ln);
      set(f, p, SlotCounter.LN_WALL_RATIO_SQUARES, ln * ln);
      double cpu = last(f, SlotCounter.CPU_NANOS.of(p));
      double lnCpu = baseCpu > 0 && cpu > 0 ? Math.log(cpu / baseCpu) : 0;
      set(f, p, SlotCounter.LN_CPU_RATIO, lnCpu);
      set(f, p, SlotCounter.LN_CPU_RATIO_SQUARES, lnCpu * lnCpu);
    }
  }

  private double last(int f, String name) {
    List<Double> v = values(f, name);
    return v.get(v.size() - 1);
  }

  private void append(int f, String name, double value) {
    values(f, name).add(value);
  }

  private List<Double> values(int f, String name) {
    List<Double> v = forks.get(f).get(name);
    if (v == null) {
      v = new ArrayList<Double>();
      forks.get(f).put(name, v);
      if (!names.contains(name)) {
        names.add(name);
      }
    }
    return v;
  }

  double[][] perIteration(String name, double scale) {
    double[][] out = new double[forks.size()][];
    for (int f = 0; f < forks.size(); f++) {
      List<Double> v = forks.get(f).get(name);
      int n = forks.get(f).get(ResultCounter.ROUNDS.key).size();
      out[f] = new double[n];
      for (int i = 0; i < n; i++) {
        out[f][i] = v == null || i >= v.size() ? 0 : v.get(i) * scale;
      }
    }
    return out;
  }

  /**
   * The JMH-shaped row of these counters: {@code benchmark} with its parameters, as application
   * {@code r} ran.
   */
  ObjectNode row(
      String benchmark, Map<String, String> params, SparkAppResult r, PairedSlot primary) {
    ObjectNode node = JmhRows.JSON.createObjectNode();
    node.put("jmhVersion", "pme-bench spark family");
    node.put("benchmark", benchmark);
    node.put("mode", "avgt");
    node.put("threads", 1);
    node.put("forks", forks());
    node.put("jvm", "spark " + r.sparkVersion + " " + r.master);
    ArrayNode args = node.putArray("jvmArgs");
    for (String a : r.jvmArgs) {
      args.add(a);
    }
    node.put("jdkVersion", r.javaVersion);
    node.put("vmName", r.javaVmName);
    node.put("warmupIterations", 0);
    node.put("warmupTime", "0 s");
    node.put("measurementIterations", maxIterations());
    node.put("measurementTime", "0 s");
    ObjectNode p = node.putObject("params");
    for (Map.Entry<String, String> e : params.entrySet()) {
      p.put(e.getKey(), e.getValue());
    }
    node.set(
        "primaryMetric",
        JmhRows.metric("ms/op", perIteration(SlotCounter.WALL_NANOS.of(primary), 1e-6)));
    ObjectNode secondary = node.putObject("secondaryMetrics");
    for (String name : names()) {
      secondary.set(name, JmhRows.metric("#", perIteration(name, 1)));
    }
    return node;
  }
}
