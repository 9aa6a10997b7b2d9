package org.pmebench.paired;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The per-iteration sums of a paired benchmark's rounds ({@link RoundTotals}) as JMH secondary
 * results, so they land in JMH's JSON with one value per iteration ({@code rawData}): the summary
 * computes the geometric mean of the per-round ratios, their interval and the A/A control from
 * them. Counters of a slot the benchmark does not run stay 0. Names: the slot's prefix
 * ({@code plaintext}, {@code control}, {@code gcm} for AES_GCM_V1, {@code gcmCtr} for
 * AES_GCM_CTR_V1, {@code gcmModel} and {@code gcmCtrModel} for their cost models, {@code gcmSubset}
 * and {@code gcmCtrSubset} for files of the same modes that encrypt a subset of the columns, with
 * {@code gcmSubsetModel} and {@code gcmCtrSubsetModel}), then what is summed ({@code JvmThreadsCpuNanos}: the
 * JVM's own threads, GC and JIT, while the file ran; {@code JitThreadsCpuNanos} and
 * {@code GcPauseThreadsCpuNanos}: their JIT and collection pauses' parts). JMH needs one public method per counter.
 */
@AuxCounters(AuxCounters.Type.EVENTS)
@State(Scope.Thread)
public class PairedCounters {
  private static final PairedSlot P = PairedSlot.PLAINTEXT;
  private static final PairedSlot A = PairedSlot.CONTROL;
  private static final PairedSlot G = PairedSlot.GCM;
  private static final PairedSlot C = PairedSlot.GCM_CTR;
  private static final PairedSlot GM = PairedSlot.GCM_MODEL;
  private static final PairedSlot CM = PairedSlot.GCM_CTR_MODEL;
  private static final PairedSlot GS = PairedSlot.GCM_SUBSET;
  private static final PairedSlot CS = PairedSlot.GCM_CTR_SUBSET;
  private static final PairedSlot GSM = PairedSlot.GCM_SUBSET_MODEL;
  private static final PairedSlot CSM = PairedSlot.GCM_CTR_SUBSET_MODEL;

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

  public double plaintextGcCount() {
    return totals.collections(P);
  }

  public double plaintextGcMillis() {
    return totals.gcMillis(P);
  }

  public double plaintextAllocatedBytes() {
    return totals.allocatedBytes(P);
  }

  public double plaintextJvmThreadsCpuNanos() {
    return totals.jvmThreadsCpuNanos(P);
  }

  public double plaintextJitThreadsCpuNanos() {
    return totals.jitThreadsCpuNanos(P);
  }

  public double plaintextGcPauseThreadsCpuNanos() {
    return totals.gcPauseThreadsCpuNanos(P);
  }

  public double controlWallNanos() {
    return totals.wallNanos(A);
  }

  public double controlCpuNanos() {
    return totals.cpuNanos(A);
  }

  public double controlFileBytes() {
    return totals.fileBytes(A);
  }

  public double controlGcCount() {
    return totals.collections(A);
  }

  public double controlGcMillis() {
    return totals.gcMillis(A);
  }

  public double controlAllocatedBytes() {
    return totals.allocatedBytes(A);
  }

  public double controlJvmThreadsCpuNanos() {
    return totals.jvmThreadsCpuNanos(A);
  }

  public double controlJitThreadsCpuNanos() {
    return totals.jitThreadsCpuNanos(A);
  }

  public double controlGcPauseThreadsCpuNanos() {
    return totals.gcPauseThreadsCpuNanos(A);
  }

  public double controlLnWallRatio() {
    return totals.lnWallRatio(A);
  }

  public double controlLnWallRatioSquares() {
    return totals.lnWallRatioSquares(A);
  }

  public double controlLnCpuRatio() {
    return totals.lnCpuRatio(A);
  }

  public double controlLnCpuRatioSquares() {
    return totals.lnCpuRatioSquares(A);
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

  public double gcmGcCount() {
    return totals.collections(G);
  }

  public double gcmGcMillis() {
    return totals.gcMillis(G);
  }

  public double gcmAllocatedBytes() {
    return totals.allocatedBytes(G);
  }

  public double gcmJvmThreadsCpuNanos() {
    return totals.jvmThreadsCpuNanos(G);
  }

  public double gcmJitThreadsCpuNanos() {
    return totals.jitThreadsCpuNanos(G);
  }

  public double gcmGcPauseThreadsCpuNanos() {
    return totals.gcPauseThreadsCpuNanos(G);
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

  public double gcmCtrGcCount() {
    return totals.collections(C);
  }

  public double gcmCtrGcMillis() {
    return totals.gcMillis(C);
  }

  public double gcmCtrAllocatedBytes() {
    return totals.allocatedBytes(C);
  }

  public double gcmCtrJvmThreadsCpuNanos() {
    return totals.jvmThreadsCpuNanos(C);
  }

  public double gcmCtrJitThreadsCpuNanos() {
    return totals.jitThreadsCpuNanos(C);
  }

  public double gcmCtrGcPauseThreadsCpuNanos() {
    return totals.gcPauseThreadsCpuNanos(C);
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

  public double gcmGcmModules() {
    return totals.gcmModules(G);
  }

  public double gcmGcmModuleBytes() {
    return totals.gcmModuleBytes(G);
  }

  public double gcmCtrModules() {
    return totals.ctrModules(G);
  }

  public double gcmCtrModuleBytes() {
    return totals.ctrModuleBytes(G);
  }

  public double gcmCtrGcmModules() {
    return totals.gcmModules(C);
  }

  public double gcmCtrGcmModuleBytes() {
    return totals.gcmModuleBytes(C);
  }

  public double gcmCtrCtrModules() {
    return totals.ctrModules(C);
  }

  public double gcmCtrCtrModuleBytes() {
    return totals.ctrModuleBytes(C);
  }

  public double gcmModelWallNanos() {
    return totals.wallNanos(GM);
  }

  public double gcmModelCpuNanos() {
    return totals.cpuNanos(GM);
  }

  public double gcmModelLnWallRatio() {
    return totals.lnWallRatio(GM);
  }

  public double gcmModelLnWallRatioSquares() {
    return totals.lnWallRatioSquares(GM);
  }

  public double gcmModelLnCpuRatio() {
    return totals.lnCpuRatio(GM);
  }

  public double gcmModelLnCpuRatioSquares() {
    return totals.lnCpuRatioSquares(GM);
  }

  public double gcmCtrModelWallNanos() {
    return totals.wallNanos(CM);
  }

  public double gcmCtrModelCpuNanos() {
    return totals.cpuNanos(CM);
  }

  public double gcmCtrModelLnWallRatio() {
    return totals.lnWallRatio(CM);
  }

  public double gcmCtrModelLnWallRatioSquares() {
    return totals.lnWallRatioSquares(CM);
  }

  public double gcmCtrModelLnCpuRatio() {
    return totals.lnCpuRatio(CM);
  }

  public double gcmCtrModelLnCpuRatioSquares() {
    return totals.lnCpuRatioSquares(CM);
  }

  public double gcmLnWallPooled() {
    return totals.lnWallPooled(G);
  }

  public double gcmLnWallPooledSquares() {
    return totals.lnWallPooledSquares(G);
  }

  public double gcmLnCpuPooled() {
    return totals.lnCpuPooled(G);
  }

  public double gcmLnCpuPooledSquares() {
    return totals.lnCpuPooledSquares(G);
  }

  public double gcmCtrLnWallPooled() {
    return totals.lnWallPooled(C);
  }

  public double gcmCtrLnWallPooledSquares() {
    return totals.lnWallPooledSquares(C);
  }

  public double gcmCtrLnCpuPooled() {
    return totals.lnCpuPooled(C);
  }

  public double gcmCtrLnCpuPooledSquares() {
    return totals.lnCpuPooledSquares(C);
  }

  public double gcmSubsetWallNanos() {
    return totals.wallNanos(GS);
  }

  public double gcmSubsetCpuNanos() {
    return totals.cpuNanos(GS);
  }

  public double gcmSubsetFileBytes() {
    return totals.fileBytes(GS);
  }

  public double gcmSubsetGcCount() {
    return totals.collections(GS);
  }

  public double gcmSubsetGcMillis() {
    return totals.gcMillis(GS);
  }

  public double gcmSubsetAllocatedBytes() {
    return totals.allocatedBytes(GS);
  }

  public double gcmSubsetJvmThreadsCpuNanos() {
    return totals.jvmThreadsCpuNanos(GS);
  }

  public double gcmSubsetJitThreadsCpuNanos() {
    return totals.jitThreadsCpuNanos(GS);
  }

  public double gcmSubsetGcPauseThreadsCpuNanos() {
    return totals.gcPauseThreadsCpuNanos(GS);
  }

  public double gcmSubsetEncryptedColumnBytes() {
    return totals.encryptedColumnBytes(GS);
  }

  public double gcmSubsetLnWallRatio() {
    return totals.lnWallRatio(GS);
  }

  public double gcmSubsetLnWallRatioSquares() {
    return totals.lnWallRatioSquares(GS);
  }

  public double gcmSubsetLnCpuRatio() {
    return totals.lnCpuRatio(GS);
  }

  public double gcmSubsetLnCpuRatioSquares() {
    return totals.lnCpuRatioSquares(GS);
  }

  public double gcmSubsetGcmModules() {
    return totals.gcmModules(GS);
  }

  public double gcmSubsetGcmModuleBytes() {
    return totals.gcmModuleBytes(GS);
  }

  public double gcmSubsetCtrModules() {
    return totals.ctrModules(GS);
  }

  public double gcmSubsetCtrModuleBytes() {
    return totals.ctrModuleBytes(GS);
  }

  public double gcmSubsetLnWallPooled() {
    return totals.lnWallPooled(GS);
  }

  public double gcmSubsetLnWallPooledSquares() {
    return totals.lnWallPooledSquares(GS);
  }

  public double gcmSubsetLnCpuPooled() {
    return totals.lnCpuPooled(GS);
  }

  public double gcmSubsetLnCpuPooledSquares() {
    return totals.lnCpuPooledSquares(GS);
  }

  public double gcmCtrSubsetWallNanos() {
    return totals.wallNanos(CS);
  }

  public double gcmCtrSubsetCpuNanos() {
    return totals.cpuNanos(CS);
  }

  public double gcmCtrSubsetFileBytes() {
    return totals.fileBytes(CS);
  }

  public double gcmCtrSubsetGcCount() {
    return totals.collections(CS);
  }

  public double gcmCtrSubsetGcMillis() {
    return totals.gcMillis(CS);
  }

  public double gcmCtrSubsetAllocatedBytes() {
    return totals.allocatedBytes(CS);
  }

  public double gcmCtrSubsetJvmThreadsCpuNanos() {
    return totals.jvmThreadsCpuNanos(CS);
  }

  public double gcmCtrSubsetJitThreadsCpuNanos() {
    return totals.jitThreadsCpuNanos(CS);
  }

  public double gcmCtrSubsetGcPauseThreadsCpuNanos() {
    return totals.gcPauseThreadsCpuNanos(CS);
  }

  public double gcmCtrSubsetEncryptedColumnBytes() {
    return totals.encryptedColumnBytes(CS);
  }

  public double gcmCtrSubsetLnWallRatio() {
    return totals.lnWallRatio(CS);
  }

  public double gcmCtrSubsetLnWallRatioSquares() {
    return totals.lnWallRatioSquares(CS);
  }

  public double gcmCtrSubsetLnCpuRatio() {
    return totals.lnCpuRatio(CS);
  }

  public double gcmCtrSubsetLnCpuRatioSquares() {
    return totals.lnCpuRatioSquares(CS);
  }

  public double gcmCtrSubsetGcmModules() {
    return totals.gcmModules(CS);
  }

  public double gcmCtrSubsetGcmModuleBytes() {
    return totals.gcmModuleBytes(CS);
  }

  public double gcmCtrSubsetCtrModules() {
    return totals.ctrModules(CS);
  }

  public double gcmCtrSubsetCtrModuleBytes() {
    return totals.ctrModuleBytes(CS);
  }

  public double gcmCtrSubsetLnWallPooled() {
    return totals.lnWallPooled(CS);
  }

  public double gcmCtrSubsetLnWallPooledSquares() {
    return totals.lnWallPooledSquares(CS);
  }

  public double gcmCtrSubsetLnCpuPooled() {
    return totals.lnCpuPooled(CS);
  }

  public double gcmCtrSubsetLnCpuPooledSquares() {
    return totals.lnCpuPooledSquares(CS);
  }

  public double gcmSubsetModelWallNanos() {
    return totals.wallNanos(GSM);
  }

  public double gcmSubsetModelCpuNanos() {
    return totals.cpuNanos(GSM);
  }

  public double gcmSubsetModelLnWallRatio() {
    return totals.lnWallRatio(GSM);
  }

  public double gcmSubsetModelLnWallRatioSquares() {
    return totals.lnWallRatioSquares(GSM);
  }

  public double gcmSubsetModelLnCpuRatio() {
    return totals.lnCpuRatio(GSM);
  }

  public double gcmSubsetModelLnCpuRatioSquares() {
    return totals.lnCpuRatioSquares(GSM);
  }

  public double gcmCtrSubsetModelWallNanos() {
    return totals.wallNanos(CSM);
  }

  public double gcmCtrSubsetModelCpuNanos() {
    return totals.cpuNanos(CSM);
  }

  public double gcmCtrSubsetModelLnWallRatio() {
    return totals.lnWallRatio(CSM);
  }

  public double gcmCtrSubsetModelLnWallRatioSquares() {
    return totals.lnWallRatioSquares(CSM);
  }

  public double gcmCtrSubsetModelLnCpuRatio() {
    return totals.lnCpuRatio(CSM);
  }

  public double gcmCtrSubsetModelLnCpuRatioSquares() {
    return totals.lnCpuRatioSquares(CSM);
  }

  public double gcmCiphers() {
    return totals.ciphers(G);
  }

  public double gcmCtrCiphers() {
    return totals.ciphers(C);
  }

  public double gcmSubsetCiphers() {
    return totals.ciphers(GS);
  }

  public double gcmCtrSubsetCiphers() {
    return totals.ciphers(CS);
  }

  // The cost models' replays split: cipher objects, and per construction its modules and their per-call part.

  public double gcmModelReplayObjectNanos() {
    return totals.replayObjectNanos(GM);
  }

  public double gcmModelReplayGcmNanos() {
    return totals.replayGcmNanos(GM);
  }

  public double gcmModelReplayGcmCallNanos() {
    return totals.replayGcmCallNanos(GM);
  }

  public double gcmModelReplayCtrNanos() {
    return totals.replayCtrNanos(GM);
  }

  public double gcmModelReplayCtrCallNanos() {
    return totals.replayCtrCallNanos(GM);
  }

  public double gcmCtrModelReplayObjectNanos() {
    return totals.replayObjectNanos(CM);
  }

  public double gcmCtrModelReplayGcmNanos() {
    return totals.replayGcmNanos(CM);
  }

  public double gcmCtrModelReplayGcmCallNanos() {
    return totals.replayGcmCallNanos(CM);
  }

  public double gcmCtrModelReplayCtrNanos() {
    return totals.replayCtrNanos(CM);
  }

  public double gcmCtrModelReplayCtrCallNanos() {
    return totals.replayCtrCallNanos(CM);
  }

  public double gcmSubsetModelReplayObjectNanos() {
    return totals.replayObjectNanos(GSM);
  }

  public double gcmSubsetModelReplayGcmNanos() {
    return totals.replayGcmNanos(GSM);
  }

  public double gcmSubsetModelReplayGcmCallNanos() {
    return totals.replayGcmCallNanos(GSM);
  }

  public double gcmSubsetModelReplayCtrNanos() {
    return totals.replayCtrNanos(GSM);
  }

  public double gcmSubsetModelReplayCtrCallNanos() {
    return totals.replayCtrCallNanos(GSM);
  }

  public double gcmCtrSubsetModelReplayObjectNanos() {
    return totals.replayObjectNanos(CSM);
  }

  public double gcmCtrSubsetModelReplayGcmNanos() {
    return totals.replayGcmNanos(CSM);
  }

  public double gcmCtrSubsetModelReplayGcmCallNanos() {
    return totals.replayGcmCallNanos(CSM);
  }

  public double gcmCtrSubsetModelReplayCtrNanos() {
    return totals.replayCtrNanos(CSM);
  }

  public double gcmCtrSubsetModelReplayCtrCallNanos() {
    return totals.replayCtrCallNanos(CSM);
  }
}
