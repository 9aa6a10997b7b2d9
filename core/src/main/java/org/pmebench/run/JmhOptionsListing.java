package org.pmebench.run;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.VerboseMode;
import org.openjdk.jmh.util.Optional;

/**
 * A JMH invocation's options as lines, every option that is set: what {@code run --dry-run} shows
 * of a JMH step, and what two builds' plans are compared by. Parameters are named by the benchmarks
 * the includes match (JMH's benchmark list), since {@link Options} lists values by name only.
 */
final class JmhOptionsListing {
  private JmhOptionsListing() {}

  static List<String> of(Options o) {
    List<String> lines = new ArrayList<String>();
    lines.add("benchmarks: " + String.join(" ", o.getIncludes()));
    if (!o.getExcludes().isEmpty()) {
      lines.add("excluded: " + String.join(" ", o.getExcludes()));
    }
    for (Map.Entry<String, Collection<String>> p : parameters(o).entrySet()) {
      lines.add("param " + p.getKey() + ": " + String.join(",", p.getValue()));
    }
    set(lines, "forks", o.getForkCount());
    set(lines, "warm-up forks", o.getWarmupForkCount());
    set(lines, "warm-up iterations", o.getWarmupIterations());
    set(lines, "warm-up time", o.getWarmupTime());
    set(lines, "warm-up mode", o.getWarmupMode());
    set(lines, "measured iterations", o.getMeasurementIterations());
    set(lines, "measured time", o.getMeasurementTime());
    if (!o.getBenchModes().isEmpty()) {
      lines.add("modes: " + o.getBenchModes());
    }
    set(lines, "time unit", o.getTimeUnit());
    set(lines, "threads", o.getThreads());
    set(lines, "operations per invocation", o.getOperationsPerInvocation());
    set(lines, "timeout", o.getTimeout());
    set(lines, "gc between iterations", o.shouldDoGC());
    set(lines, "fail on error", o.shouldFailOnError());
    set(lines, "jvm", o.getJvm());
    set(lines, "jvm args", o.getJvmArgs());
    set(lines, "jvm args prepended", o.getJvmArgsPrepend());
    set(lines, "jvm args appended", o.getJvmArgsAppend());
    if (!o.getProfilers().isEmpty()) {
      lines.add("profilers: " + o.getProfilers());
    }
    set(lines, "result", o.getResult());
    set(lines, "result format", o.getResultFormat());
    return lines;
  }

  private static void set(List<String> lines, String name, Optional<?> value) {
    if (value.hasValue()
        && !(value.get() instanceof Collection && ((Collection<?>) value.get()).isEmpty())) {
      Object v = value.get();
      lines.add(
          name
              + ": "
              + (v instanceof Collection ? String.join(" ", strings((Collection<?>) v)) : v));
    }
  }

  private static List<String> strings(Collection<?> values) {
    List<String> s = new ArrayList<String>();
    for (Object v : values) {
      s.add(String.valueOf(v));
    }
    return s;
  }

  /** Every parameter the included benchmarks declare and the options set, by name. */
  private static Map<String, Collection<String>> parameters(Options o) {
    Map<String, Collection<String>> set = new TreeMap<String, Collection<String>>();
    List<BenchmarkListEntry> benchmarks;
    try {
      PrintStream quiet =
          new PrintStream(
              new OutputStream() {
                @Override
                public void write(int b) {}
              });
      benchmarks =
          new ArrayList<BenchmarkListEntry>(
              BenchmarkList.defaultList()
                  .find(
                      OutputFormatFactory.createFormatInstance(quiet, VerboseMode.SILENT),
                      o.getIncludes(),
                      o.getExcludes()));
    } catch (RuntimeException e) {
      // No benchmark list on the class path (a build without the benchmarks): the parameters go
      // unlisted.
      return set;
    }
    for (BenchmarkListEntry b : benchmarks) {
      if (b.getParams().hasValue()) {
        for (String name : b.getParams().get().keySet()) {
          Optional<Collection<String>> values = o.getParameter(name);
          if (values.hasValue()) {
            set.put(name, values.get());
          }
        }
      }
    }
    return set;
  }
}
