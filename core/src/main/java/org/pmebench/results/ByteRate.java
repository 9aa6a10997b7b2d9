package org.pmebench.results;

import org.pmebench.paired.ResultCounter;

/**
 * Turns a JMH score into bytes per second given how many bytes one operation processes, for both
 * throughput units (ops per time) and time units (time per op, as in single-shot runs).
 */
public final class ByteRate {
  private ByteRate() {}

  public static double bytesPerSecond(double score, String unit, long bytesPerOp) {
    return opsPerSecond(score, unit) * bytesPerOp;
  }

  /** Operations per second for a JMH score in {@code unit} ("ops/ms", "us/op", ...). */
  public static double opsPerSecond(double score, String unit) {
    String[] parts = unit.split("/");
    if (parts.length != 2) {
      throw new IllegalArgumentException("unknown JMH unit '" + unit + "'");
    }
    if ("ops".equals(parts[0])) {
      return score / secondsIn(parts[1], unit);
    }
    if ("op".equals(parts[1])) {
      return 1.0 / (score * secondsIn(parts[0], unit));
    }
    throw new IllegalArgumentException("unknown JMH unit '" + unit + "'");
  }

  /**
   * The error of the byte rate, for a score error in the same unit. For time units the rate is
   * 1/time, so the interval is not symmetric; this returns the larger half-width, to stay honest.
   */
  public static double bytesPerSecondError(
      double score, double error, String unit, long bytesPerOp) {
    if (Double.isNaN(error)) {
      return Double.NaN;
    }
    double rate = bytesPerSecond(score, unit, bytesPerOp);
    if (unit.startsWith("ops/")) {
      return bytesPerSecond(error, unit, bytesPerOp);
    }
    if (error >= score) {
      return Double.POSITIVE_INFINITY;
    }
    return bytesPerSecond(score - error, unit, bytesPerOp) - rate;
  }

  private static double secondsIn(String timeUnit, String unit) {
    switch (timeUnit) {
      case "ns":
        return 1e-9;
      case "us":
        return 1e-6;
      case "ms":
        return 1e-3;
      case "s":
        return 1.0;
      case "min":
        return 60.0;
      case "hr":
        return 3600.0;
      case "day":
        return 86400.0;
      default:
        throw new IllegalArgumentException("unknown time unit in JMH unit '" + unit + "'");
    }
  }

  /**
   * A file benchmark's file MB/s, from its {@code fileBytes} counter; NaN for a result without it.
   */
  public static double fileMegabytesPerSecond(JmhResult r) {
    JmhResult.Metric bytes = r.secondary.get(ResultCounter.FILE_BYTES.key);
    return bytes == null ? Double.NaN : opsPerSecond(bytes.score, bytes.unit) / 1e6;
  }
}
