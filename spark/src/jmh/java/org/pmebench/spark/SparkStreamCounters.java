package org.pmebench.spark;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Per-iteration sums of {@link SparkCryptoStreamBenchmark}'s rounds as JMH secondary results: for
 * small and large segments, the streams and bytes, and the plain and encrypted variants' wall and
 * thread CPU nanoseconds. JMH needs one public method per counter.
 */
@AuxCounters(AuxCounters.Type.EVENTS)
@State(Scope.Thread)
public class SparkStreamCounters {
  long rounds;

  /** Rounds whose streams got commons-crypto's OpenSSL cipher (the others got its JCE cipher). */
  long opensslRounds;

  private final double[] wall = new double[4];
  private final double[] cpu = new double[4];
  private final double[] streams = new double[2];
  private final double[] bytes = new double[2];

  @Setup(Level.Iteration)
  public void reset() {
    rounds = 0;
    opensslRounds = 0;
    java.util.Arrays.fill(wall, 0);
    java.util.Arrays.fill(cpu, 0);
    java.util.Arrays.fill(streams, 0);
    java.util.Arrays.fill(bytes, 0);
  }

  void add(
      boolean large,
      boolean encrypted,
      long wallNanos,
      long cpuNanos,
      long streamCount,
      long byteCount) {
    int v = (large ? 2 : 0) + (encrypted ? 1 : 0);
    wall[v] += wallNanos;
    cpu[v] += cpuNanos;
    if (!encrypted) {
      streams[large ? 1 : 0] += streamCount;
      bytes[large ? 1 : 0] += byteCount;
    }
  }

  /** Not "rounds": that name marks the suite's paired PME results. */
  public long streamRounds() {
    return rounds;
  }

  public long opensslRounds() {
    return opensslRounds;
  }

  public double smallStreams() {
    return streams[0];
  }

  public double smallBytes() {
    return bytes[0];
  }

  public double largeStreams() {
    return streams[1];
  }

  public double largeBytes() {
    return bytes[1];
  }

  public double smallPlainWallNanos() {
    return wall[0];
  }

  public double smallEncryptedWallNanos() {
    return wall[1];
  }

  public double largePlainWallNanos() {
    return wall[2];
  }

  public double largeEncryptedWallNanos() {
    return wall[3];
  }

  public double smallPlainCpuNanos() {
    return cpu[0];
  }

  public double smallEncryptedCpuNanos() {
    return cpu[1];
  }

  public double largePlainCpuNanos() {
    return cpu[2];
  }

  public double largeEncryptedCpuNanos() {
    return cpu[3];
  }
}
