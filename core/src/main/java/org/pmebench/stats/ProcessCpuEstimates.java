package org.pmebench.stats;

import org.pmebench.paired.PairedSlot;
import org.pmebench.paired.SlotCounter;
import org.pmebench.results.InvalidResultsException;

/**
 * A paired ratio on the process's CPU clock: another runtime's own (the peers), or the benchmark
 * thread's with the JVM's own threads (GC, JIT, VM thread) while each file ran, as the geometric
 * mean of per-iteration ratios of sums (collections come in lumps). Null and NaN where the run did
 * not read them (before 2026-11-25, JDK 9+ forks without the export, other runtimes' JVM threads).
 */
public final class ProcessCpuEstimates {
  static final ProcessCpuEstimates NONE = new ProcessCpuEstimates(null, null, null);

  public final PairedRatio.Estimate cpu;

  /**
   * The same without the JIT compiler threads: compiling is a warm-up cost that falls on both files
   * alike and is still under way after the warm-up; left out, the cost of garbage shows with far
   * less noise. Null for the peers (no JIT to leave out).
   */
  public final PairedRatio.Estimate cpuWithGc;

  /** The process's CPU time encryption adds per file. */
  public final ExtraCost extra;

  /**
   * CPU nanoseconds per file of the JVM's own threads, their JIT and their collection pauses' parts
   * (NaN: not read).
   */
  public final double plaintextJvmThreadsNanos;

  public final double encryptedJvmThreadsNanos;
  public final double plaintextJitThreadsNanos;
  public final double encryptedJitThreadsNanos;

  /** NaN also for runs before the pauses were split out. */
  public final double plaintextGcPauseThreadsNanos;

  public final double encryptedGcPauseThreadsNanos;

  private ProcessCpuEstimates(
      PairedRatio.Estimate cpu,
      PairedRatio.Estimate cpuWithGc,
      ExtraCost extra,
      double... threads) {
    this.cpu = cpu;
    this.cpuWithGc = cpuWithGc;
    this.extra = extra;
    boolean read = threads.length >= 4;
    this.plaintextJvmThreadsNanos = read ? threads[0] : Double.NaN;
    this.encryptedJvmThreadsNanos = read ? threads[1] : Double.NaN;
    this.plaintextJitThreadsNanos = read ? threads[2] : Double.NaN;
    this.encryptedJitThreadsNanos = read ? threads[3] : Double.NaN;
    boolean pauses = threads.length == 6;
    this.plaintextGcPauseThreadsNanos = pauses ? threads[4] : Double.NaN;
    this.encryptedGcPauseThreadsNanos = pauses ? threads[5] : Double.NaN;
  }

  static ProcessCpuEstimates of(
      PairedSeries s,
      PairedSlot e,
      double confidence,
      double[][] rounds,
      long total,
      boolean cpuKnown)
      throws InvalidResultsException {
    PairedSlot p = PairedSlot.PLAINTEXT;
    if (s.has(p, SlotCounter.PROCESS_CPU_NANOS) && s.has(e, SlotCounter.PROCESS_CPU_NANOS)) {
      // Another runtime's process clock as it gave it (the peers).
      double[][] plain = s.get(p, SlotCounter.PROCESS_CPU_NANOS);
      double[][] enc = s.get(e, SlotCounter.PROCESS_CPU_NANOS);
      return new ProcessCpuEstimates(
          RoundSums.ratioOfSums(confidence, plain, enc),
          null,
          ExtraCost.of(confidence, rounds, plain, enc));
    }
    if (!cpuKnown || !s.positive(p, SlotCounter.JVM_THREADS_CPU_NANOS)) {
      return NONE;
    }
    double[][] plain =
        RoundSums.plus(
            s.get(p, SlotCounter.CPU_NANOS), s.get(p, SlotCounter.JVM_THREADS_CPU_NANOS));
    double[][] enc =
        RoundSums.plus(
            s.get(e, SlotCounter.CPU_NANOS), s.get(e, SlotCounter.JVM_THREADS_CPU_NANOS));
    PairedRatio.Estimate withGc =
        RoundSums.ratioOfSums(
            confidence,
            RoundSums.minus(plain, s.get(p, SlotCounter.JIT_THREADS_CPU_NANOS)),
            RoundSums.minus(enc, s.get(e, SlotCounter.JIT_THREADS_CPU_NANOS)));
    double[] threads = {
      s.perRound(p, SlotCounter.JVM_THREADS_CPU_NANOS, total),
      s.perRound(e, SlotCounter.JVM_THREADS_CPU_NANOS, total),
      s.perRound(p, SlotCounter.JIT_THREADS_CPU_NANOS, total),
      s.perRound(e, SlotCounter.JIT_THREADS_CPU_NANOS, total)
    };
    if (s.has(p, SlotCounter.GC_PAUSE_THREADS_CPU_NANOS)) {
      threads =
          new double[] {
            threads[0],
            threads[1],
            threads[2],
            threads[3],
            s.perRound(p, SlotCounter.GC_PAUSE_THREADS_CPU_NANOS, total),
            s.perRound(e, SlotCounter.GC_PAUSE_THREADS_CPU_NANOS, total)
          };
    }
    return new ProcessCpuEstimates(
        RoundSums.ratioOfSums(confidence, plain, enc),
        withGc,
        ExtraCost.of(confidence, rounds, plain, enc),
        threads);
  }
}
