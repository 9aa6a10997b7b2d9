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
 * them. Counters of a slot the benchmark does not run stay 0. Each name is a slot's prefix ({@link
 * PairedSlot}) and a counter's suffix ({@link SlotCounter}), one method for every pair {@link
 * SlotCounter#recordedFor} names and no other (PairedCountersSchemaTest); JMH needs one public
 * method per counter.
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

  final RoundTotals totals = new RoundTotals();

  /** The fork's warm-up until the JIT is quiet, when it asks for one ({@link QuietWarmup}). */
  private final QuietWarmup quietWarmup = QuietWarmup.fromSystemProperties();

  private QuietWarmup.Outcome warmedUp;

  @Setup(Level.Iteration)
  public void reset() {
    totals.reset();
  }

  /**
   * Runs one round of {@code rounds}, adding its times here and sending what it produced to the
   * blackhole. A fork that asks for a quiet warm-up runs it first, in its first call, through the
   * same call path, into totals of its own.
   */
  public void record(PairedRounds rounds, Blackhole blackhole) {
    if (quietWarmup != null && warmedUp == null) {
      RoundTotals warmup = new RoundTotals();
      warmedUp = quietWarmup.run(() -> run(rounds, blackhole, warmup));
      System.out.println("pmebench: warm-up " + warmedUp);
    }
    run(rounds, blackhole, totals);
  }

  private static void run(PairedRounds rounds, Blackhole blackhole, RoundTotals into) {
    blackhole.consume(rounds.run(blackhole::consume, into));
  }

  public long rounds() {
    return totals.rounds();
  }

  /** How long the quiet warm-up ran, in every iteration of the fork; 0 without one. */
  public double warmupMillis() {
    return warmedUp == null ? 0 : warmedUp.millis;
  }

  /**
   * 1 when the fork's quiet warm-up ended with the JIT quiet, 0 when its bound ended it or without
   * one.
   */
  public double warmupQuiet() {
    return warmedUp != null && warmedUp.quiet ? 1 : 0;
  }

  // PLAINTEXT

  public double plaintextWallNanos() {
    return totals.sum(P, SlotCounter.WALL_NANOS);
  }

  public double plaintextCpuNanos() {
    return totals.sum(P, SlotCounter.CPU_NANOS);
  }

  public double plaintextFileBytes() {
    return totals.sum(P, SlotCounter.FILE_BYTES);
  }

  public double plaintextGcCount() {
    return totals.sum(P, SlotCounter.GC_COUNT);
  }

  public double plaintextGcMillis() {
    return totals.sum(P, SlotCounter.GC_MILLIS);
  }

  public double plaintextAllocatedBytes() {
    return totals.sum(P, SlotCounter.ALLOCATED_BYTES);
  }

  public double plaintextJvmThreadsCpuNanos() {
    return totals.sum(P, SlotCounter.JVM_THREADS_CPU_NANOS);
  }

  public double plaintextJitThreadsCpuNanos() {
    return totals.sum(P, SlotCounter.JIT_THREADS_CPU_NANOS);
  }

  public double plaintextGcPauseThreadsCpuNanos() {
    return totals.sum(P, SlotCounter.GC_PAUSE_THREADS_CPU_NANOS);
  }

  // CONTROL

  public double controlWallNanos() {
    return totals.sum(A, SlotCounter.WALL_NANOS);
  }

  public double controlCpuNanos() {
    return totals.sum(A, SlotCounter.CPU_NANOS);
  }

  public double controlFileBytes() {
    return totals.sum(A, SlotCounter.FILE_BYTES);
  }

  public double controlGcCount() {
    return totals.sum(A, SlotCounter.GC_COUNT);
  }

  public double controlGcMillis() {
    return totals.sum(A, SlotCounter.GC_MILLIS);
  }

  public double controlAllocatedBytes() {
    return totals.sum(A, SlotCounter.ALLOCATED_BYTES);
  }

  public double controlJvmThreadsCpuNanos() {
    return totals.sum(A, SlotCounter.JVM_THREADS_CPU_NANOS);
  }

  public double controlJitThreadsCpuNanos() {
    return totals.sum(A, SlotCounter.JIT_THREADS_CPU_NANOS);
  }

  public double controlGcPauseThreadsCpuNanos() {
    return totals.sum(A, SlotCounter.GC_PAUSE_THREADS_CPU_NANOS);
  }

  public double controlLnWallRatio() {
    return totals.sum(A, SlotCounter.LN_WALL_RATIO);
  }

  public double controlLnWallRatioSquares() {
    return totals.sum(A, SlotCounter.LN_WALL_RATIO_SQUARES);
  }

  public double controlLnCpuRatio() {
    return totals.sum(A, SlotCounter.LN_CPU_RATIO);
  }

  public double controlLnCpuRatioSquares() {
    return totals.sum(A, SlotCounter.LN_CPU_RATIO_SQUARES);
  }

  // GCM

  public double gcmWallNanos() {
    return totals.sum(G, SlotCounter.WALL_NANOS);
  }

  public double gcmCpuNanos() {
    return totals.sum(G, SlotCounter.CPU_NANOS);
  }

  public double gcmFileBytes() {
    return totals.sum(G, SlotCounter.FILE_BYTES);
  }

  public double gcmEncryptedColumnBytes() {
    return totals.sum(G, SlotCounter.ENCRYPTED_COLUMN_BYTES);
  }

  public double gcmGcCount() {
    return totals.sum(G, SlotCounter.GC_COUNT);
  }

  public double gcmGcMillis() {
    return totals.sum(G, SlotCounter.GC_MILLIS);
  }

  public double gcmAllocatedBytes() {
    return totals.sum(G, SlotCounter.ALLOCATED_BYTES);
  }

  public double gcmJvmThreadsCpuNanos() {
    return totals.sum(G, SlotCounter.JVM_THREADS_CPU_NANOS);
  }

  public double gcmJitThreadsCpuNanos() {
    return totals.sum(G, SlotCounter.JIT_THREADS_CPU_NANOS);
  }

  public double gcmGcPauseThreadsCpuNanos() {
    return totals.sum(G, SlotCounter.GC_PAUSE_THREADS_CPU_NANOS);
  }

  public double gcmGcmModules() {
    return totals.sum(G, SlotCounter.GCM_MODULES);
  }

  public double gcmGcmModuleBytes() {
    return totals.sum(G, SlotCounter.GCM_MODULE_BYTES);
  }

  public double gcmCtrModules() {
    return totals.sum(G, SlotCounter.CTR_MODULES);
  }

  public double gcmCtrModuleBytes() {
    return totals.sum(G, SlotCounter.CTR_MODULE_BYTES);
  }

  public double gcmCiphers() {
    return totals.sum(G, SlotCounter.CIPHERS);
  }

  public double gcmLnWallRatio() {
    return totals.sum(G, SlotCounter.LN_WALL_RATIO);
  }

  public double gcmLnWallRatioSquares() {
    return totals.sum(G, SlotCounter.LN_WALL_RATIO_SQUARES);
  }

  public double gcmLnCpuRatio() {
    return totals.sum(G, SlotCounter.LN_CPU_RATIO);
  }

  public double gcmLnCpuRatioSquares() {
    return totals.sum(G, SlotCounter.LN_CPU_RATIO_SQUARES);
  }

  public double gcmLnWallPooled() {
    return totals.sum(G, SlotCounter.LN_WALL_POOLED);
  }

  public double gcmLnWallPooledSquares() {
    return totals.sum(G, SlotCounter.LN_WALL_POOLED_SQUARES);
  }

  public double gcmLnCpuPooled() {
    return totals.sum(G, SlotCounter.LN_CPU_POOLED);
  }

  public double gcmLnCpuPooledSquares() {
    return totals.sum(G, SlotCounter.LN_CPU_POOLED_SQUARES);
  }

  // GCM_CTR

  public double gcmCtrWallNanos() {
    return totals.sum(C, SlotCounter.WALL_NANOS);
  }

  public double gcmCtrCpuNanos() {
    return totals.sum(C, SlotCounter.CPU_NANOS);
  }

  public double gcmCtrFileBytes() {
    return totals.sum(C, SlotCounter.FILE_BYTES);
  }

  public double gcmCtrEncryptedColumnBytes() {
    return totals.sum(C, SlotCounter.ENCRYPTED_COLUMN_BYTES);
  }

  public double gcmCtrGcCount() {
    return totals.sum(C, SlotCounter.GC_COUNT);
  }

  public double gcmCtrGcMillis() {
    return totals.sum(C, SlotCounter.GC_MILLIS);
  }

  public double gcmCtrAllocatedBytes() {
    return totals.sum(C, SlotCounter.ALLOCATED_BYTES);
  }

  public double gcmCtrJvmThreadsCpuNanos() {
    return totals.sum(C, SlotCounter.JVM_THREADS_CPU_NANOS);
  }

  public double gcmCtrJitThreadsCpuNanos() {
    return totals.sum(C, SlotCounter.JIT_THREADS_CPU_NANOS);
  }

  public double gcmCtrGcPauseThreadsCpuNanos() {
    return totals.sum(C, SlotCounter.GC_PAUSE_THREADS_CPU_NANOS);
  }

  public double gcmCtrGcmModules() {
    return totals.sum(C, SlotCounter.GCM_MODULES);
  }

  public double gcmCtrGcmModuleBytes() {
    return totals.sum(C, SlotCounter.GCM_MODULE_BYTES);
  }

  public double gcmCtrCtrModules() {
    return totals.sum(C, SlotCounter.CTR_MODULES);
  }

  public double gcmCtrCtrModuleBytes() {
    return totals.sum(C, SlotCounter.CTR_MODULE_BYTES);
  }

  public double gcmCtrCiphers() {
    return totals.sum(C, SlotCounter.CIPHERS);
  }

  public double gcmCtrLnWallRatio() {
    return totals.sum(C, SlotCounter.LN_WALL_RATIO);
  }

  public double gcmCtrLnWallRatioSquares() {
    return totals.sum(C, SlotCounter.LN_WALL_RATIO_SQUARES);
  }

  public double gcmCtrLnCpuRatio() {
    return totals.sum(C, SlotCounter.LN_CPU_RATIO);
  }

  public double gcmCtrLnCpuRatioSquares() {
    return totals.sum(C, SlotCounter.LN_CPU_RATIO_SQUARES);
  }

  public double gcmCtrLnWallPooled() {
    return totals.sum(C, SlotCounter.LN_WALL_POOLED);
  }

  public double gcmCtrLnWallPooledSquares() {
    return totals.sum(C, SlotCounter.LN_WALL_POOLED_SQUARES);
  }

  public double gcmCtrLnCpuPooled() {
    return totals.sum(C, SlotCounter.LN_CPU_POOLED);
  }

  public double gcmCtrLnCpuPooledSquares() {
    return totals.sum(C, SlotCounter.LN_CPU_POOLED_SQUARES);
  }

  // GCM_MODEL

  public double gcmModelWallNanos() {
    return totals.sum(GM, SlotCounter.WALL_NANOS);
  }

  public double gcmModelCpuNanos() {
    return totals.sum(GM, SlotCounter.CPU_NANOS);
  }

  public double gcmModelReplayObjectNanos() {
    return totals.sum(GM, SlotCounter.REPLAY_OBJECT_NANOS);
  }

  public double gcmModelReplayGcmNanos() {
    return totals.sum(GM, SlotCounter.REPLAY_GCM_NANOS);
  }

  public double gcmModelReplayGcmCallNanos() {
    return totals.sum(GM, SlotCounter.REPLAY_GCM_CALL_NANOS);
  }

  public double gcmModelReplayCtrNanos() {
    return totals.sum(GM, SlotCounter.REPLAY_CTR_NANOS);
  }

  public double gcmModelReplayCtrCallNanos() {
    return totals.sum(GM, SlotCounter.REPLAY_CTR_CALL_NANOS);
  }

  public double gcmModelLnWallRatio() {
    return totals.sum(GM, SlotCounter.LN_WALL_RATIO);
  }

  public double gcmModelLnWallRatioSquares() {
    return totals.sum(GM, SlotCounter.LN_WALL_RATIO_SQUARES);
  }

  public double gcmModelLnCpuRatio() {
    return totals.sum(GM, SlotCounter.LN_CPU_RATIO);
  }

  public double gcmModelLnCpuRatioSquares() {
    return totals.sum(GM, SlotCounter.LN_CPU_RATIO_SQUARES);
  }

  // GCM_CTR_MODEL

  public double gcmCtrModelWallNanos() {
    return totals.sum(CM, SlotCounter.WALL_NANOS);
  }

  public double gcmCtrModelCpuNanos() {
    return totals.sum(CM, SlotCounter.CPU_NANOS);
  }

  public double gcmCtrModelReplayObjectNanos() {
    return totals.sum(CM, SlotCounter.REPLAY_OBJECT_NANOS);
  }

  public double gcmCtrModelReplayGcmNanos() {
    return totals.sum(CM, SlotCounter.REPLAY_GCM_NANOS);
  }

  public double gcmCtrModelReplayGcmCallNanos() {
    return totals.sum(CM, SlotCounter.REPLAY_GCM_CALL_NANOS);
  }

  public double gcmCtrModelReplayCtrNanos() {
    return totals.sum(CM, SlotCounter.REPLAY_CTR_NANOS);
  }

  public double gcmCtrModelReplayCtrCallNanos() {
    return totals.sum(CM, SlotCounter.REPLAY_CTR_CALL_NANOS);
  }

  public double gcmCtrModelLnWallRatio() {
    return totals.sum(CM, SlotCounter.LN_WALL_RATIO);
  }

  public double gcmCtrModelLnWallRatioSquares() {
    return totals.sum(CM, SlotCounter.LN_WALL_RATIO_SQUARES);
  }

  public double gcmCtrModelLnCpuRatio() {
    return totals.sum(CM, SlotCounter.LN_CPU_RATIO);
  }

  public double gcmCtrModelLnCpuRatioSquares() {
    return totals.sum(CM, SlotCounter.LN_CPU_RATIO_SQUARES);
  }

  // GCM_SUBSET

  public double gcmSubsetWallNanos() {
    return totals.sum(GS, SlotCounter.WALL_NANOS);
  }

  public double gcmSubsetCpuNanos() {
    return totals.sum(GS, SlotCounter.CPU_NANOS);
  }

  public double gcmSubsetFileBytes() {
    return totals.sum(GS, SlotCounter.FILE_BYTES);
  }

  public double gcmSubsetEncryptedColumnBytes() {
    return totals.sum(GS, SlotCounter.ENCRYPTED_COLUMN_BYTES);
  }

  public double gcmSubsetGcCount() {
    return totals.sum(GS, SlotCounter.GC_COUNT);
  }

  public double gcmSubsetGcMillis() {
    return totals.sum(GS, SlotCounter.GC_MILLIS);
  }

  public double gcmSubsetAllocatedBytes() {
    return totals.sum(GS, SlotCounter.ALLOCATED_BYTES);
  }

  public double gcmSubsetJvmThreadsCpuNanos() {
    return totals.sum(GS, SlotCounter.JVM_THREADS_CPU_NANOS);
  }

  public double gcmSubsetJitThreadsCpuNanos() {
    return totals.sum(GS, SlotCounter.JIT_THREADS_CPU_NANOS);
  }

  public double gcmSubsetGcPauseThreadsCpuNanos() {
    return totals.sum(GS, SlotCounter.GC_PAUSE_THREADS_CPU_NANOS);
  }

  public double gcmSubsetGcmModules() {
    return totals.sum(GS, SlotCounter.GCM_MODULES);
  }

  public double gcmSubsetGcmModuleBytes() {
    return totals.sum(GS, SlotCounter.GCM_MODULE_BYTES);
  }

  public double gcmSubsetCtrModules() {
    return totals.sum(GS, SlotCounter.CTR_MODULES);
  }

  public double gcmSubsetCtrModuleBytes() {
    return totals.sum(GS, SlotCounter.CTR_MODULE_BYTES);
  }

  public double gcmSubsetCiphers() {
    return totals.sum(GS, SlotCounter.CIPHERS);
  }

  public double gcmSubsetLnWallRatio() {
    return totals.sum(GS, SlotCounter.LN_WALL_RATIO);
  }

  public double gcmSubsetLnWallRatioSquares() {
    return totals.sum(GS, SlotCounter.LN_WALL_RATIO_SQUARES);
  }

  public double gcmSubsetLnCpuRatio() {
    return totals.sum(GS, SlotCounter.LN_CPU_RATIO);
  }

  public double gcmSubsetLnCpuRatioSquares() {
    return totals.sum(GS, SlotCounter.LN_CPU_RATIO_SQUARES);
  }

  public double gcmSubsetLnWallPooled() {
    return totals.sum(GS, SlotCounter.LN_WALL_POOLED);
  }

  public double gcmSubsetLnWallPooledSquares() {
    return totals.sum(GS, SlotCounter.LN_WALL_POOLED_SQUARES);
  }

  public double gcmSubsetLnCpuPooled() {
    return totals.sum(GS, SlotCounter.LN_CPU_POOLED);
  }

  public double gcmSubsetLnCpuPooledSquares() {
    return totals.sum(GS, SlotCounter.LN_CPU_POOLED_SQUARES);
  }

  // GCM_CTR_SUBSET

  public double gcmCtrSubsetWallNanos() {
    return totals.sum(CS, SlotCounter.WALL_NANOS);
  }

  public double gcmCtrSubsetCpuNanos() {
    return totals.sum(CS, SlotCounter.CPU_NANOS);
  }

  public double gcmCtrSubsetFileBytes() {
    return totals.sum(CS, SlotCounter.FILE_BYTES);
  }

  public double gcmCtrSubsetEncryptedColumnBytes() {
    return totals.sum(CS, SlotCounter.ENCRYPTED_COLUMN_BYTES);
  }

  public double gcmCtrSubsetGcCount() {
    return totals.sum(CS, SlotCounter.GC_COUNT);
  }

  public double gcmCtrSubsetGcMillis() {
    return totals.sum(CS, SlotCounter.GC_MILLIS);
  }

  public double gcmCtrSubsetAllocatedBytes() {
    return totals.sum(CS, SlotCounter.ALLOCATED_BYTES);
  }

  public double gcmCtrSubsetJvmThreadsCpuNanos() {
    return totals.sum(CS, SlotCounter.JVM_THREADS_CPU_NANOS);
  }

  public double gcmCtrSubsetJitThreadsCpuNanos() {
    return totals.sum(CS, SlotCounter.JIT_THREADS_CPU_NANOS);
  }

  public double gcmCtrSubsetGcPauseThreadsCpuNanos() {
    return totals.sum(CS, SlotCounter.GC_PAUSE_THREADS_CPU_NANOS);
  }

  public double gcmCtrSubsetGcmModules() {
    return totals.sum(CS, SlotCounter.GCM_MODULES);
  }

  public double gcmCtrSubsetGcmModuleBytes() {
    return totals.sum(CS, SlotCounter.GCM_MODULE_BYTES);
  }

  public double gcmCtrSubsetCtrModules() {
    return totals.sum(CS, SlotCounter.CTR_MODULES);
  }

  public double gcmCtrSubsetCtrModuleBytes() {
    return totals.sum(CS, SlotCounter.CTR_MODULE_BYTES);
  }

  public double gcmCtrSubsetCiphers() {
    return totals.sum(CS, SlotCounter.CIPHERS);
  }

  public double gcmCtrSubsetLnWallRatio() {
    return totals.sum(CS, SlotCounter.LN_WALL_RATIO);
  }

  public double gcmCtrSubsetLnWallRatioSquares() {
    return totals.sum(CS, SlotCounter.LN_WALL_RATIO_SQUARES);
  }

  public double gcmCtrSubsetLnCpuRatio() {
    return totals.sum(CS, SlotCounter.LN_CPU_RATIO);
  }

  public double gcmCtrSubsetLnCpuRatioSquares() {
    return totals.sum(CS, SlotCounter.LN_CPU_RATIO_SQUARES);
  }

  public double gcmCtrSubsetLnWallPooled() {
    return totals.sum(CS, SlotCounter.LN_WALL_POOLED);
  }

  public double gcmCtrSubsetLnWallPooledSquares() {
    return totals.sum(CS, SlotCounter.LN_WALL_POOLED_SQUARES);
  }

  public double gcmCtrSubsetLnCpuPooled() {
    return totals.sum(CS, SlotCounter.LN_CPU_POOLED);
  }

  public double gcmCtrSubsetLnCpuPooledSquares() {
    return totals.sum(CS, SlotCounter.LN_CPU_POOLED_SQUARES);
  }

  // GCM_SUBSET_MODEL

  public double gcmSubsetModelWallNanos() {
    return totals.sum(GSM, SlotCounter.WALL_NANOS);
  }

  public double gcmSubsetModelCpuNanos() {
    return totals.sum(GSM, SlotCounter.CPU_NANOS);
  }

  public double gcmSubsetModelReplayObjectNanos() {
    return totals.sum(GSM, SlotCounter.REPLAY_OBJECT_NANOS);
  }

  public double gcmSubsetModelReplayGcmNanos() {
    return totals.sum(GSM, SlotCounter.REPLAY_GCM_NANOS);
  }

  public double gcmSubsetModelReplayGcmCallNanos() {
    return totals.sum(GSM, SlotCounter.REPLAY_GCM_CALL_NANOS);
  }

  public double gcmSubsetModelReplayCtrNanos() {
    return totals.sum(GSM, SlotCounter.REPLAY_CTR_NANOS);
  }

  public double gcmSubsetModelReplayCtrCallNanos() {
    return totals.sum(GSM, SlotCounter.REPLAY_CTR_CALL_NANOS);
  }

  public double gcmSubsetModelLnWallRatio() {
    return totals.sum(GSM, SlotCounter.LN_WALL_RATIO);
  }

  public double gcmSubsetModelLnWallRatioSquares() {
    return totals.sum(GSM, SlotCounter.LN_WALL_RATIO_SQUARES);
  }

  public double gcmSubsetModelLnCpuRatio() {
    return totals.sum(GSM, SlotCounter.LN_CPU_RATIO);
  }

  public double gcmSubsetModelLnCpuRatioSquares() {
    return totals.sum(GSM, SlotCounter.LN_CPU_RATIO_SQUARES);
  }

  // GCM_CTR_SUBSET_MODEL

  public double gcmCtrSubsetModelWallNanos() {
    return totals.sum(CSM, SlotCounter.WALL_NANOS);
  }

  public double gcmCtrSubsetModelCpuNanos() {
    return totals.sum(CSM, SlotCounter.CPU_NANOS);
  }

  public double gcmCtrSubsetModelReplayObjectNanos() {
    return totals.sum(CSM, SlotCounter.REPLAY_OBJECT_NANOS);
  }

  public double gcmCtrSubsetModelReplayGcmNanos() {
    return totals.sum(CSM, SlotCounter.REPLAY_GCM_NANOS);
  }

  public double gcmCtrSubsetModelReplayGcmCallNanos() {
    return totals.sum(CSM, SlotCounter.REPLAY_GCM_CALL_NANOS);
  }

  public double gcmCtrSubsetModelReplayCtrNanos() {
    return totals.sum(CSM, SlotCounter.REPLAY_CTR_NANOS);
  }

  public double gcmCtrSubsetModelReplayCtrCallNanos() {
    return totals.sum(CSM, SlotCounter.REPLAY_CTR_CALL_NANOS);
  }

  public double gcmCtrSubsetModelLnWallRatio() {
    return totals.sum(CSM, SlotCounter.LN_WALL_RATIO);
  }

  public double gcmCtrSubsetModelLnWallRatioSquares() {
    return totals.sum(CSM, SlotCounter.LN_WALL_RATIO_SQUARES);
  }

  public double gcmCtrSubsetModelLnCpuRatio() {
    return totals.sum(CSM, SlotCounter.LN_CPU_RATIO);
  }

  public double gcmCtrSubsetModelLnCpuRatioSquares() {
    return totals.sum(CSM, SlotCounter.LN_CPU_RATIO_SQUARES);
  }
}
