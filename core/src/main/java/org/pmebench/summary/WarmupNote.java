package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.Arrays;
import org.pmebench.paired.ResultCounter;
import org.pmebench.results.JmhResult;

/**
 * A paired row's warm-up: the profile's fixed iterations, or a warm-up that lasted until the JIT
 * was quiet ({@code --warmup-until-quiet}, {@link org.pmebench.paired.QuietWarmup}), with how long
 * each fork's took and how many of them ended with the JIT quiet rather than at the bound.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"rule", "forks", "quietForks", "seconds"})
public final class WarmupNote {
  public static final String FIXED = "fixed";
  public static final String UNTIL_QUIET = "until the JIT is quiet";

  public String rule;
  public int forks;

  /** Forks whose warm-up ended with the JIT quiet; null for a fixed warm-up. */
  public Integer quietForks;

  /** Each fork's warm-up, in seconds, in fork order. */
  public double[] seconds;

  /** The note of {@code result}: its forks' quiet warm-ups, else its fixed one; null if unknown. */
  static WarmupNote of(JmhResult result) {
    WarmupNote quiet = untilQuiet(result);
    if (quiet != null) {
      return quiet;
    }
    JmhResult.Timing timing = result.timing;
    JmhResult.Metric rounds = result.secondary.get(ResultCounter.ROUNDS.key);
    if (Double.isNaN(timing.warmupSeconds) || rounds == null) {
      return null;
    }
    WarmupNote n = new WarmupNote();
    n.rule = FIXED;
    n.forks = rounds.rawData.length;
    n.seconds = new double[n.forks];
    Arrays.fill(n.seconds, timing.warmupIterations * timing.warmupSeconds);
    return n;
  }

  private static WarmupNote untilQuiet(JmhResult result) {
    JmhResult.Metric millis = result.secondary.get(ResultCounter.WARMUP_MILLIS.key);
    JmhResult.Metric quiet = result.secondary.get(ResultCounter.WARMUP_QUIET.key);
    if (millis == null || quiet == null || millis.rawData.length == 0) {
      return null;
    }
    WarmupNote n = new WarmupNote();
    n.rule = UNTIL_QUIET;
    n.forks = millis.rawData.length;
    n.seconds = new double[n.forks];
    n.quietForks = 0;
    boolean any = false;
    for (int f = 0; f < n.forks; f++) {
      // The same value in every iteration of a fork: its first says it.
      double ms = millis.rawData[f].length == 0 ? 0 : millis.rawData[f][0];
      any |= ms > 0;
      n.seconds[f] = ms / 1000;
      boolean wentQuiet =
          f < quiet.rawData.length && quiet.rawData[f].length > 0 && quiet.rawData[f][0] > 0;
      n.quietForks += wentQuiet ? 1 : 0;
    }
    return any ? n : null;
  }

  /**
   * {@code timing} with the forks' mean quiet warm-up before its warm-up iteration, so that the
   * steady state's "seconds into the fork" count it; {@code timing} itself for a fixed warm-up.
   */
  JmhResult.Timing timing(JmhResult.Timing timing) {
    if (!UNTIL_QUIET.equals(rule)) {
      return timing;
    }
    double mean = 0;
    for (double s : seconds) {
      mean += s / seconds.length;
    }
    return new JmhResult.Timing(
        1, timing.warmupIterations * timing.warmupSeconds + mean, timing.measurementSeconds);
  }
}
