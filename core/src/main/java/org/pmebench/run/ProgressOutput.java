package org.pmebench.run;

import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;
import org.pmebench.crypto.ChunkSize;
import org.pmebench.paired.PairedSlot;
import org.pmebench.paired.ResultCounter;
import org.pmebench.paired.SlotCounter;
import org.pmebench.results.ByteRate;
import org.pmebench.results.ForkCheck;

/**
 * JMH's full text output goes to the run's log file; the console gets one line per finished
 * benchmark configuration with its MB/s, the position in the whole run and the time left.
 */
public final class ProgressOutput implements OutputFormat {
  /** JMH's line before each fork's output. */
  private static final Pattern FORK = Pattern.compile("# Fork: (\\d+) of ");

  private final OutputFormat log;
  private final PrintStream console;
  private final Progress progress;
  private final String invocationId;
  private final double plannedCostPerConfiguration;
  private final ForkFailure failure = new ForkFailure();
  private final int look;
  private final List<ForkCheck> checks = new ArrayList<ForkCheck>();
  private volatile String configuration = "?";
  private volatile int fork;

  /** {@code look}: 1 for a step's own forks, else the sequential design's look that adds them. */
  public ProgressOutput(
      PrintStream logStream,
      PrintStream console,
      Progress progress,
      String invocationId,
      double plannedCostPerConfiguration,
      int look) {
    this.look = look;
    this.log = OutputFormatFactory.createFormatInstance(logStream, VerboseMode.NORMAL);
    this.console = console;
    this.progress = progress;
    this.invocationId = invocationId;
    this.plannedCostPerConfiguration = plannedCostPerConfiguration;
  }

  @Override
  public void endBenchmark(BenchmarkResult result) {
    log.endBenchmark(result);
    progress.finished(plannedCostPerConfiguration);
    console.printf(
        Locale.ROOT,
        "[%d/%d] %s %s: %s | %s%n",
        progress.done(),
        progress.total(),
        invocationId,
        describe(result == null ? null : result.getParams()),
        score(result),
        progress.status());
    console.flush();
  }

  static String describe(BenchmarkParams params) {
    if (params == null) {
      return "?";
    }
    String name = params.getBenchmark();
    String[] parts = name.split("\\.");
    StringBuilder s =
        new StringBuilder(
            parts.length >= 2 ? parts[parts.length - 2] + "." + parts[parts.length - 1] : name);
    for (String key : params.getParamsKeys()) {
      s.append(' ').append(key).append('=').append(params.getParam(key));
    }
    return s.toString();
  }

  private static String score(BenchmarkResult result) {
    if (result == null || result.getPrimaryResult() == null) {
      return "no result";
    }
    String paired = pairedOverheads(result);
    if (paired != null) {
      return paired;
    }
    Result<?> primary = result.getPrimaryResult();
    String text = String.format(Locale.ROOT, "%.4g %s", primary.getScore(), primary.getScoreUnit());
    String chunk = result.getParams().getParam("chunkSize");
    Result<?> fileBytes = result.getSecondaryResults().get(ResultCounter.FILE_BYTES.key);
    double mbps = Double.NaN;
    if (chunk != null) {
      mbps =
          ByteRate.bytesPerSecond(
                  primary.getScore(), primary.getScoreUnit(), ChunkSize.parse(chunk))
              / 1e6;
    } else if (fileBytes != null) {
      mbps = ByteRate.opsPerSecond(fileBytes.getScore(), fileBytes.getScoreUnit()) / 1e6;
    }
    return Double.isNaN(mbps) ? text : String.format(Locale.ROOT, "%.1f MB/s (%s)", mbps, text);
  }

  /**
   * For a paired result, the overhead of each encrypted mode and of the A/A control over its rounds
   * (geometric mean of the per-round ratios, wall and CPU time); null for other results.
   */
  static String pairedOverheads(BenchmarkResult result) {
    Map<String, Result> secondary = result.getSecondaryResults();
    Result<?> rounds = secondary.get(ResultCounter.ROUNDS.key);
    if (rounds == null || rounds.getScore() <= 0) {
      return null;
    }
    double n = rounds.getScore();
    StringBuilder s = new StringBuilder();
    // With both column sets in the rounds the mode's own file encrypts all columns, the subset file
    // the sensitive ones.
    String all = "";
    for (PairedSlot subsetSlot :
        new PairedSlot[] {PairedSlot.GCM_SUBSET, PairedSlot.GCM_CTR_SUBSET}) {
      Result<?> subset = secondary.get(SlotCounter.WALL_NANOS.of(subsetSlot));
      all = subset != null && subset.getScore() > 0 ? " all" : all;
    }
    PairedSlot[] slots = {
      PairedSlot.GCM,
      PairedSlot.GCM_SUBSET,
      PairedSlot.GCM_CTR,
      PairedSlot.GCM_CTR_SUBSET,
      PairedSlot.CONTROL
    };
    String[] labels = {
      "GCM" + all, "GCM sensitive", "GCM-CTR" + all, "GCM-CTR sensitive", "A/A control"
    };
    for (int i = 0; i < slots.length; i++) {
      Result<?> wall = secondary.get(SlotCounter.LN_WALL_RATIO.of(slots[i]));
      Result<?> cpu = secondary.get(SlotCounter.LN_CPU_RATIO.of(slots[i]));
      Result<?> time = secondary.get(SlotCounter.WALL_NANOS.of(slots[i]));
      if (wall == null || time == null || time.getScore() <= 0) {
        continue;
      }
      s.append(s.length() > 0 ? ", " : "")
          .append(
              String.format(
                  Locale.ROOT, "%s %+.1f%%", labels[i], 100 * (Math.exp(wall.getScore() / n) - 1)));
      if (cpu != null && cpu.getScore() != 0) {
        s.append(
            String.format(Locale.ROOT, " (CPU %+.1f%%)", 100 * (Math.exp(cpu.getScore() / n) - 1)));
      }
    }
    return s.append(String.format(Locale.ROOT, " over %.0f rounds", n)).toString();
  }

  @Override
  public void iteration(BenchmarkParams benchParams, IterationParams params, int iteration) {
    log.iteration(benchParams, params, iteration);
  }

  @Override
  public void iterationResult(
      BenchmarkParams benchParams, IterationParams params, int iteration, IterationResult data) {
    log.iterationResult(benchParams, params, iteration, data);
  }

  @Override
  public void startBenchmark(BenchmarkParams benchParams) {
    configuration = describe(benchParams);
    fork = 0;
    log.startBenchmark(benchParams);
  }

  /**
   * A cipher check line from the running fork ({@link ForkOutput}): into the log, and recorded with
   * its fork.
   */
  public synchronized void check(String line) {
    log.println("pmebench: " + line);
    checks.add(new ForkCheck(configuration, look, fork, line));
  }

  /** The cipher checks the forks reported, in order. */
  public synchronized List<ForkCheck> checks() {
    return new ArrayList<ForkCheck>(checks);
  }

  @Override
  public void startRun() {
    log.startRun();
  }

  @Override
  public void endRun(Collection<RunResult> result) {
    log.endRun(result);
  }

  @Override
  public void print(String s) {
    log.print(s);
  }

  @Override
  public void println(String s) {
    log.println(s);
    for (String line : s.split("\n")) {
      failure.accept(line);
      Matcher m = FORK.matcher(line);
      if (m.lookingAt()) {
        fork = Integer.parseInt(m.group(1));
      }
    }
  }

  /**
   * Why the fork failed, as JMH reported it (first exception line, or exit code and last stderr
   * line).
   */
  public String failure() {
    return failure.reason();
  }

  @Override
  public void flush() {
    log.flush();
  }

  @Override
  public void close() {
    log.flush();
  }

  @Override
  public void verbosePrintln(String s) {
    log.verbosePrintln(s);
  }

  @Override
  public void write(int b) {
    log.write(b);
  }

  @Override
  public void write(byte[] b) throws IOException {
    log.write(b);
  }
}
