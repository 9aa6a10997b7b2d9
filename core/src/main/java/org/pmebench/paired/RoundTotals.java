package org.pmebench.paired;

import java.util.Arrays;
import org.pmebench.crypto.ReplaySplit;

/**
 * Sums over the rounds of one measurement iteration, per variant slot: wall and CPU nanoseconds,
 * file bytes, garbage collections and their milliseconds, the bytes the thread allocated, PME's
 * modules and their bytes per cipher and its cipher objects, for every slot but plaintext the sum
 * and sum of squares of ln(variant / plaintext) of each round, and for encrypted files with a
 * control in the round the same against both plaintext copies (ln of variant over the geometric
 * mean of plaintext and control), for wall and CPU time. From these sums the geometric mean of the
 * per-round ratios and their spread follow exactly, without keeping every round. A benchmark
 * reports them as JMH secondary results, one value per iteration.
 */
public final class RoundTotals {
  private static final int SLOTS = PairedSlot.values().length;

  long rounds;

  /** Per counter of the schema, per slot ordinal: the sum over this iteration's rounds. */
  final double[][] sums = new double[SlotCounter.values().length][SLOTS];

  public void reset() {
    rounds = 0;
    for (double[] a : sums) {
      Arrays.fill(a, 0);
    }
  }

  private void add(SlotCounter c, int slot, double value) {
    sums[c.ordinal()][slot] += value;
  }

  /**
   * Adds one round: per slot ordinal, its wall and CPU nanoseconds ({@link ThreadClock#UNKNOWN} CPU
   * time leaves the CPU sums at 0), collections, collection milliseconds and allocated bytes
   * ({@link GcCounter#UNKNOWN} adds nothing) and the CPU nanoseconds of the JVM's own threads, of
   * their JIT compilers and of their collection pauses (added only when every slot of the round has
   * them); slots not in the round are null in {@code bySlot}.
   */
  void add(
      Variant[] bySlot,
      long[] wall,
      long[] cpu,
      long[] gcCount,
      long[] gcTime,
      long[] allocated,
      long[] jvmThreads,
      long[] jitThreads,
      long[] pauseThreads) {
    rounds++;
    int p = PairedSlot.PLAINTEXT.ordinal();
    Variant control = bySlot[PairedSlot.CONTROL.ordinal()];
    boolean cpuKnown = true;
    boolean jvmThreadsKnown = true;
    for (Variant v : bySlot) {
      cpuKnown &= v == null || cpu[v.slot.ordinal()] != ThreadClock.UNKNOWN;
      jvmThreadsKnown &= v == null || jvmThreads[v.slot.ordinal()] != GcCounter.UNKNOWN;
    }
    for (Variant v : bySlot) {
      if (v == null) {
        continue;
      }
      int m = v.slot.ordinal();
      add(SlotCounter.WALL_NANOS, m, wall[m]);
      add(SlotCounter.FILE_BYTES, m, v.fileBytes);
      add(SlotCounter.ENCRYPTED_COLUMN_BYTES, m, v.encryptedColumnBytes);
      add(SlotCounter.GC_COUNT, m, gcCount[m]);
      add(SlotCounter.GC_MILLIS, m, gcTime[m]);
      add(SlotCounter.ALLOCATED_BYTES, m, Math.max(0, allocated[m]));
      if (jvmThreadsKnown && cpuKnown) {
        add(SlotCounter.JVM_THREADS_CPU_NANOS, m, jvmThreads[m]);
        add(SlotCounter.JIT_THREADS_CPU_NANOS, m, jitThreads[m]);
        add(SlotCounter.GC_PAUSE_THREADS_CPU_NANOS, m, pauseThreads[m]);
      }
      addModules(m, v);
      if (cpuKnown) {
        add(SlotCounter.CPU_NANOS, m, cpu[m]);
      }
      if (m == p) {
        continue;
      }
      addRatios(v, control != null, wall, cpu, cpuKnown);
    }
  }

  /** The file's PME modules and cipher objects, and a cost model's replay split. */
  private void addModules(int m, Variant v) {
    add(SlotCounter.GCM_MODULES, m, v.modules.gcmModules);
    add(SlotCounter.GCM_MODULE_BYTES, m, v.modules.gcmBytes);
    add(SlotCounter.CTR_MODULES, m, v.modules.ctrModules);
    add(SlotCounter.CTR_MODULE_BYTES, m, v.modules.ctrBytes);
    add(SlotCounter.CIPHERS, m, v.modules.ciphers);
    if (v.replay != null) {
      ReplaySplit split = v.replay.lastSplit();
      add(SlotCounter.REPLAY_OBJECT_NANOS, m, split.objectNanos);
      add(SlotCounter.REPLAY_GCM_NANOS, m, split.gcmNanos);
      add(SlotCounter.REPLAY_GCM_CALL_NANOS, m, split.gcmCallNanos);
      add(SlotCounter.REPLAY_CTR_NANOS, m, split.ctrNanos);
      add(SlotCounter.REPLAY_CTR_CALL_NANOS, m, split.ctrCallNanos);
    }
  }

  /**
   * Variant {@code v}'s ln ratios over the plaintext file in this round, and with a control in the
   * round its ratios against both plaintext copies.
   */
  private void addRatios(
      Variant v, boolean withControl, long[] wall, long[] cpu, boolean cpuKnown) {
    int m = v.slot.ordinal();
    int p = PairedSlot.PLAINTEXT.ordinal();
    int a = PairedSlot.CONTROL.ordinal();
    double w = logRatio(wall[m], wall[p]);
    add(SlotCounter.LN_WALL_RATIO, m, w);
    add(SlotCounter.LN_WALL_RATIO_SQUARES, m, w * w);
    double c = cpuKnown ? logRatio(cpu[m], cpu[p]) : 0;
    if (cpuKnown) {
      add(SlotCounter.LN_CPU_RATIO, m, c);
      add(SlotCounter.LN_CPU_RATIO_SQUARES, m, c * c);
    }
    if (withControl && v.mode.encrypted() && !v.slot.model()) {
      // Against both plaintext copies: ln(v) - (ln(p) + ln(control)) / 2.
      double wp = w - logRatio(wall[a], wall[p]) / 2;
      add(SlotCounter.LN_WALL_POOLED, m, wp);
      add(SlotCounter.LN_WALL_POOLED_SQUARES, m, wp * wp);
      if (cpuKnown) {
        double cp = c - logRatio(cpu[a], cpu[p]) / 2;
        add(SlotCounter.LN_CPU_POOLED, m, cp);
        add(SlotCounter.LN_CPU_POOLED_SQUARES, m, cp * cp);
      }
    }
  }

  /** A clock that did not advance still gives a finite ratio. */
  private static double logRatio(long variant, long plaintext) {
    return Math.log(Math.max(variant, 1)) - Math.log(Math.max(plaintext, 1));
  }

  public long rounds() {
    return rounds;
  }

  /**
   * The sum of counter {@code c} of slot {@code s} over this iteration's rounds (0 where the slot
   * did not run).
   */
  public double sum(PairedSlot s, SlotCounter c) {
    return sums[c.ordinal()][s.ordinal()];
  }
}
