package org.pmebench.cpuprofile;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import one.profiler.AsyncProfiler;
import one.profiler.Counter;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;
import org.openjdk.jmh.runner.IterationType;
import org.pmebench.citations.EncryptedColumns;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.paired.PairedModes;
import org.pmebench.paired.PairedSlot;

/**
 * A JMH profiler that samples the fork's CPU with async-profiler during each measurement iteration
 * (not during warm-up) and reports the samples by mode and {@link CpuCategory} as secondary
 * results, one value per iteration like the paired counters. The fork's collapsed stacks go to
 * {@value #DIR_PROPERTY} when set, for flame graphs. Where the profiler cannot start (another OS or
 * architecture, a JVM without the support it needs) the fork says why on its error stream and
 * reports {@value #UNAVAILABLE} = 1 instead; the benchmark runs on.
 */
public final class CpuAttributionProfiler implements InternalProfiler {
  public static final String DIR_PROPERTY = "pmebench.profileDir";

  /**
   * Sampling interval; 1 ms gives ~1000 samples per busy second at a cost measured in
   * docs/method.md.
   */
  public static final String INTERVAL_PROPERTY = "pmebench.profileIntervalMicros";

  public static final String UNAVAILABLE = SampleCounts.PREFIX + "unavailable";

  /**
   * A libasyncProfiler.so of the user's own (another architecture); default: the one in the jar.
   */
  public static final String LIBRARY_PROPERTY = "pmebench.asyncProfilerLibrary";

  public static final long DEFAULT_INTERVAL_MICROS = 1000;

  private AsyncProfiler profiler;
  private String failure;
  private String event;
  private final Map<String, Long> forkStacks = new TreeMap<String, Long>();
  private int measured;

  @Override
  public String getDescription() {
    return "pme-bench CPU attribution (async-profiler): cipher / parquet crypto / rest per mode";
  }

  @Override
  public void beforeIteration(BenchmarkParams benchmark, IterationParams iteration) {
    if (iteration.getType() != IterationType.MEASUREMENT || failure != null) {
      return;
    }
    try {
      if (profiler == null) {
        profiler = load();
      }
      start();
    } catch (Throwable e) {
      failure = e.getClass().getSimpleName() + ": " + e.getMessage();
      System.err.println(
          "pme-bench: CPU profile unavailable in this fork ("
              + failure
              + "); measuring without it");
    }
  }

  static AsyncProfiler load() {
    String library = System.getProperty(LIBRARY_PROPERTY);
    return library == null ? AsyncProfiler.getInstance() : AsyncProfiler.getInstance(library);
  }

  /** The CPU event first (perf_events); where the kernel refuses it, the interval timer. */
  private void start() throws IOException {
    long interval = Long.getLong(INTERVAL_PROPERTY, DEFAULT_INTERVAL_MICROS) * 1000;
    if (event != null) {
      profiler.execute("start,event=" + event + ",interval=" + interval + ",threads");
      return;
    }
    try {
      profiler.execute("start,event=cpu,interval=" + interval + ",threads");
      event = "cpu";
    } catch (IllegalStateException e) {
      profiler.execute("start,event=itimer,interval=" + interval + ",threads");
      event = "itimer";
    }
  }

  @Override
  public Collection<? extends Result> afterIteration(
      BenchmarkParams benchmark, IterationParams iteration, IterationResult result) {
    if (iteration.getType() != IterationType.MEASUREMENT) {
      return Collections.emptyList();
    }
    List<Result> results = new ArrayList<Result>();
    if (failure != null) {
      results.add(new ScalarResult(UNAVAILABLE, 1, "forks", AggregationPolicy.MAX));
      return results;
    }
    String collapsed;
    try {
      profiler.stop();
      collapsed = profiler.dumpCollapsed(Counter.SAMPLES);
    } catch (IllegalStateException e) {
      collapsed = "";
    }
    SampleCounts counts = new SampleCounts(modes(benchmark));
    for (String line : collapsed.split("\n")) {
      counts.addLine(line);
      remember(line);
    }
    for (Map.Entry<String, Long> c : counts.labelled().entrySet()) {
      results.add(new ScalarResult(c.getKey(), c.getValue(), "samples", AggregationPolicy.SUM));
    }
    if (++measured == iteration.getCount()) {
      writeStacks(benchmark);
    }
    return results;
  }

  /**
   * What the benchmark measures: PLAINTEXT and its paired modes (with both column sets in the
   * rounds, each encrypted mode's subset file too, frame {@code <MODE>_SUBSET}), its one mode, or
   * (cipher) all.
   */
  static List<String> modes(BenchmarkParams benchmark) {
    List<String> modes = new ArrayList<String>();
    String paired = benchmark.getParam(PairedModes.PARAM);
    String mode = benchmark.getParam("mode");
    if (paired != null) {
      boolean subsets = EncryptedColumns.SENSITIVE_AND_ALL.equals(benchmark.getParam("columns"));
      for (EncryptionMode m : PairedModes.withPlaintext(paired)) {
        modes.add(m.name());
        if (subsets && m.encrypted()) {
          modes.add(m.name() + PairedSlot.SUBSET_FRAME_SUFFIX);
        }
      }
    } else if (mode != null) {
      modes.add(mode);
    } else {
      modes.add(SampleCounts.ALL);
    }
    return modes;
  }

  private void remember(String line) {
    int space = line.lastIndexOf(' ');
    if (space > 0) {
      try {
        forkStacks.merge(
            line.substring(0, space), Long.parseLong(line.substring(space + 1).trim()), Long::sum);
      } catch (NumberFormatException ignored) {
        // not a stack line
      }
    }
  }

  /** The fork's stacks over all measured iterations, one file per fork, for flame graphs. */
  private void writeStacks(BenchmarkParams benchmark) {
    String dir = System.getProperty(DIR_PROPERTY);
    if (dir == null || forkStacks.isEmpty()) {
      return;
    }
    StringBuilder name =
        new StringBuilder(benchmark.getBenchmark().replaceAll("^.*\\.([^.]+\\.[^.]+)$", "$1"));
    for (String key : benchmark.getParamsKeys()) {
      name.append('-').append(key).append('=').append(benchmark.getParam(key));
    }
    name.append("-pid").append(ProcessIds.current()).append('-').append(event).append(".collapsed");
    StringBuilder text = new StringBuilder();
    for (Map.Entry<String, Long> s : forkStacks.entrySet()) {
      text.append(s.getKey()).append(' ').append(s.getValue()).append('\n');
    }
    try {
      Path out = Paths.get(dir);
      Files.createDirectories(out);
      Files.write(
          out.resolve(name.toString().replaceAll("[^A-Za-z0-9_.=+-]", "_")),
          text.toString().getBytes(StandardCharsets.UTF_8));
    } catch (IOException e) {
      System.err.println(
          "pme-bench: could not write the CPU profile to " + dir + ": " + e.getMessage());
    }
  }
}
