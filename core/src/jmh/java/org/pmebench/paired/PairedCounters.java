package org.pmebench.paired;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;
import org.pmebench.crypto.EncryptionMode;

/**
 * The per-iteration sums of a paired benchmark's rounds ({@link RoundTotals}) as JMH secondary
 * results, so they land in JMH's JSON with one value per iteration ({@code rawData}): the summary
 * computes the geometric mean of the per-round ratios and its interval from them. Counters of a
 * mode the benchmark does not run stay 0. Names: {@code plaintext}, {@code gcm} (AES_GCM_V1) and
 * {@code gcmCtr} (AES_GCM_CTR_V1), then what is summed.
 */
@AuxCounters(AuxCounters.Type.EVENTS)
@State(Scope.Thread)
public class PairedCounters {
  private static final EncryptionMode P = EncryptionMode.PLAINTEXT;
  private static final EncryptionMode G = EncryptionMode.AES_GCM_V1;
  private static final EncryptionMode C = EncryptionMode.AES_GCM_CTR_V1;

  private final RoundTotals totals = new RoundTotals();

  @Setup(Level.Iteration)
  public void reset() {
    totals.reset();
  }

  /** Runs one round of {@code rounds}, adding its times here and sending what it produced to the blackhole. */
  public void record(PairedRounds rounds, Blackhole blackhole) {
    blackhole.consume(rounds.run(blackhole::consume, totals));
  }

  public long rounds() {
    return totals.rounds();
  }

  public double plaintextWallNanos() {
    return totals.wallNanos(P);
  }

  public double plaintextCpuNanos() {
    return totals.cpuNanos(P);
  }

  public double plaintextFileBytes() {
    return totals.fileBytes(P);
  }

  public double gcmWallNanos() {
    return totals.wallNanos(G);
  }

  public double gcmCpuNanos() {
    return totals.cpuNanos(G);
  }

  public double gcmFileBytes() {
    return totals.fileBytes(G);
  }

  public double gcmEncryptedColumnBytes() {
    return totals.encryptedColumnBytes(G);
  }

  public double gcmLnWallRatio() {
    return totals.lnWallRatio(G);
  }

  public double gcmLnWallRatioSquares() {
    return totals.lnWallRatioSquares(G);
  }

  public double gcmLnCpuRatio() {
    return totals.lnCpuRatio(G);
  }

  public double gcmLnCpuRatioSquares() {
    return totals.lnCpuRatioSquares(G);
  }

  public double gcmCtrWallNanos() {
    return totals.wallNanos(C);
  }

  public double gcmCtrCpuNanos() {
    return totals.cpuNanos(C);
  }

  public double gcmCtrFileBytes() {
    return totals.fileBytes(C);
  }

  public double gcmCtrEncryptedColumnBytes() {
    return totals.encryptedColumnBytes(C);
  }

  public double gcmCtrLnWallRatio() {
    return totals.lnWallRatio(C);
  }

  public double gcmCtrLnWallRatioSquares() {
    return totals.lnWallRatioSquares(C);
  }

  public double gcmCtrLnCpuRatio() {
    return totals.lnCpuRatio(C);
  }

  public double gcmCtrLnCpuRatioSquares() {
    return totals.lnCpuRatioSquares(C);
  }
}
