package org.pmebench.paired;

import java.util.Arrays;
import org.pmebench.crypto.ReplaySplit;

/**
 * Sums over the rounds of one measurement iteration, per variant slot: wall and CPU nanoseconds,
 * file bytes, garbage collections and their milliseconds, the bytes the thread allocated, PME's modules and their bytes per
 * cipher and its cipher objects, for every slot but plaintext the sum and sum of squares of ln(variant / plaintext) of
 * each round, and for encrypted files with a control in the round the same against both plaintext
 * copies (ln of variant over the geometric mean of plaintext and control), for wall and CPU time.
 * From these sums the geometric mean of the per-round ratios and their spread follow exactly,
 * without keeping every round. A benchmark reports them as JMH secondary results, one value per iteration.
 */
public final class RoundTotals {
  private static final int SLOTS = PairedSlot.values().length;

  long rounds;
  final double[] wallNanos = new double[SLOTS];
  final double[] cpuNanos = new double[SLOTS];
  final double[] fileBytes = new double[SLOTS];
  final double[] encryptedColumnBytes = new double[SLOTS];
  final double[] collections = new double[SLOTS];
  final double[] gcMillis = new double[SLOTS];
  final double[] allocatedBytes = new double[SLOTS];
  /** CPU time of the JVM's own threads (GC, JIT, VM thread) while the slot's file ran; 0 where unknown. */
  final double[] jvmThreadsCpuNanos = new double[SLOTS];
  /** Their JIT compiler threads' part, and their collection pauses' (JvmThreadsClock.GC_PAUSES). */
  final double[] jitThreadsCpuNanos = new double[SLOTS];
  final double[] gcPauseThreadsCpuNanos = new double[SLOTS];
  final double[] gcmModules = new double[SLOTS];
  final double[] gcmModuleBytes = new double[SLOTS];
  final double[] ctrModules = new double[SLOTS];
  final double[] ctrModuleBytes = new double[SLOTS];
  final double[] ciphers = new double[SLOTS];
  /** Cost-model slots: how their replays' wall time divided ({@link org.pmebench.crypto.ReplaySplit}). */
  final double[] replayObjectNanos = new double[SLOTS];
  final double[] replayGcmNanos = new double[SLOTS];
  final double[] replayGcmCallNanos = new double[SLOTS];
  final double[] replayCtrNanos = new double[SLOTS];
  final double[] replayCtrCallNanos = new double[SLOTS];
  final double[] lnWall = new double[SLOTS];
  final double[] lnWallSquares = new double[SLOTS];
  final double[] lnCpu = new double[SLOTS];
  final double[] lnCpuSquares = new double[SLOTS];
  final double[] lnWallPooled = new double[SLOTS];
  final double[] lnWallPooledSquares = new double[SLOTS];
  final double[] lnCpuPooled = new double[SLOTS];
  final double[] lnCpuPooledSquares = new double[SLOTS];

  public void reset() {
    rounds = 0;
    for (double[] a : new double[][] {wallNanos, cpuNanos, fileBytes, encryptedColumnBytes, collections, gcMillis,
        allocatedBytes, jvmThreadsCpuNanos, jitThreadsCpuNanos, gcPauseThreadsCpuNanos, gcmModules, gcmModuleBytes, ctrModules, ctrModuleBytes, ciphers, replayObjectNanos,
        replayGcmNanos, replayGcmCallNanos, replayCtrNanos, replayCtrCallNanos, lnWall, lnWallSquares, lnCpu, lnCpuSquares,
        lnWallPooled, lnWallPooledSquares, lnCpuPooled, lnCpuPooledSquares}) {
      Arrays.fill(a, 0);
    }
  }

  /**
   * Adds one round: per slot ordinal, its wall and CPU nanoseconds ({@link ThreadClock#UNKNOWN}
   * CPU time leaves the CPU sums at 0), collections, collection milliseconds and allocated bytes
   * ({@link GcCounter#UNKNOWN} adds nothing) and the CPU nanoseconds of the JVM's own threads, of
   * their JIT compilers and of their collection pauses (added only when every slot of the round has
   * them); slots not in the round are null in {@code bySlot}.
   */
  void add(Variant[] bySlot, long[] wall, long[] cpu, long[] gcCount, long[] gcTime, long[] allocated,
      long[] jvmThreads, long[] jitThreads, long[] pauseThreads) {
    rounds++;
    int p = PairedSlot.PLAINTEXT.ordinal();
    int a = PairedSlot.CONTROL.ordinal();
    Variant control = bySlot[a];
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
      wallNanos[m] += wall[m];
      fileBytes[m] += v.fileBytes;
      encryptedColumnBytes[m] += v.encryptedColumnBytes;
      collections[m] += gcCount[m];
      gcMillis[m] += gcTime[m];
      allocatedBytes[m] += Math.max(0, allocated[m]);
      if (jvmThreadsKnown && cpuKnown) {
        jvmThreadsCpuNanos[m] += jvmThreads[m];
        jitThreadsCpuNanos[m] += jitThreads[m];
        gcPauseThreadsCpuNanos[m] += pauseThreads[m];
      }
      gcmModules[m] += v.modules.gcmModules;
      gcmModuleBytes[m] += v.modules.gcmBytes;
      ctrModules[m] += v.modules.ctrModules;
      ctrModuleBytes[m] += v.modules.ctrBytes;
      ciphers[m] += v.modules.ciphers;
      if (v.replay != null) {
        ReplaySplit split = v.replay.lastSplit();
        replayObjectNanos[m] += split.objectNanos;
        replayGcmNanos[m] += split.gcmNanos;
        replayGcmCallNanos[m] += split.gcmCallNanos;
        replayCtrNanos[m] += split.ctrNanos;
        replayCtrCallNanos[m] += split.ctrCallNanos;
      }
      if (cpuKnown) {
        cpuNanos[m] += cpu[m];
      }
      if (m == p) {
        continue;
      }
      double w = logRatio(wall[m], wall[p]);
      lnWall[m] += w;
      lnWallSquares[m] += w * w;
      double c = cpuKnown ? logRatio(cpu[m], cpu[p]) : 0;
      if (cpuKnown) {
        lnCpu[m] += c;
        lnCpuSquares[m] += c * c;
      }
      if (control != null && v.mode.encrypted() && !v.slot.model()) {
        // Against both plaintext copies: ln(v) - (ln(p) + ln(control)) / 2.
        double wp = w - logRatio(wall[a], wall[p]) / 2;
        lnWallPooled[m] += wp;
        lnWallPooledSquares[m] += wp * wp;
        if (cpuKnown) {
          double cp = c - logRatio(cpu[a], cpu[p]) / 2;
          lnCpuPooled[m] += cp;
          lnCpuPooledSquares[m] += cp * cp;
        }
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

  public double wallNanos(PairedSlot s) {
    return wallNanos[s.ordinal()];
  }

  public double cpuNanos(PairedSlot s) {
    return cpuNanos[s.ordinal()];
  }

  public double fileBytes(PairedSlot s) {
    return fileBytes[s.ordinal()];
  }

  public double encryptedColumnBytes(PairedSlot s) {
    return encryptedColumnBytes[s.ordinal()];
  }

  public double collections(PairedSlot s) {
    return collections[s.ordinal()];
  }

  public double gcMillis(PairedSlot s) {
    return gcMillis[s.ordinal()];
  }

  /** Bytes the thread allocated while the slot's file ran, summed over the rounds (0 where unknown). */
  public double allocatedBytes(PairedSlot s) {
    return allocatedBytes[s.ordinal()];
  }

  /** CPU nanoseconds of the JVM's own threads while the slot's file ran, summed over the rounds (0 where unknown). */
  public double jvmThreadsCpuNanos(PairedSlot s) {
    return jvmThreadsCpuNanos[s.ordinal()];
  }

  /** The JIT compiler threads' part of {@link #jvmThreadsCpuNanos}. */
  public double jitThreadsCpuNanos(PairedSlot s) {
    return jitThreadsCpuNanos[s.ordinal()];
  }

  /** The collection pauses' part of {@link #jvmThreadsCpuNanos}. */
  public double gcPauseThreadsCpuNanos(PairedSlot s) {
    return gcPauseThreadsCpuNanos[s.ordinal()];
  }

  public double gcmModules(PairedSlot s) {
    return gcmModules[s.ordinal()];
  }

  public double gcmModuleBytes(PairedSlot s) {
    return gcmModuleBytes[s.ordinal()];
  }

  public double ctrModules(PairedSlot s) {
    return ctrModules[s.ordinal()];
  }

  public double ctrModuleBytes(PairedSlot s) {
    return ctrModuleBytes[s.ordinal()];
  }

  /** The module cipher objects the slot's file created, summed over the rounds. */
  public double ciphers(PairedSlot s) {
    return ciphers[s.ordinal()];
  }

  /** A cost-model slot's replays: wall nanoseconds creating cipher objects, summed over the rounds. */
  public double replayObjectNanos(PairedSlot s) {
    return replayObjectNanos[s.ordinal()];
  }

  /** A cost-model slot's replays: wall nanoseconds in GCM modules, summed over the rounds. */
  public double replayGcmNanos(PairedSlot s) {
    return replayGcmNanos[s.ordinal()];
  }

  /** The per-call part of {@link #replayGcmNanos} (0 when the module sizes do not separate calls from bytes). */
  public double replayGcmCallNanos(PairedSlot s) {
    return replayGcmCallNanos[s.ordinal()];
  }

  public double replayCtrNanos(PairedSlot s) {
    return replayCtrNanos[s.ordinal()];
  }

  public double replayCtrCallNanos(PairedSlot s) {
    return replayCtrCallNanos[s.ordinal()];
  }

  /** Sum of ln(variant over the geometric mean of plaintext and control) per round; 0 without a control. */
  public double lnWallPooled(PairedSlot s) {
    return lnWallPooled[s.ordinal()];
  }

  public double lnWallPooledSquares(PairedSlot s) {
    return lnWallPooledSquares[s.ordinal()];
  }

  public double lnCpuPooled(PairedSlot s) {
    return lnCpuPooled[s.ordinal()];
  }

  public double lnCpuPooledSquares(PairedSlot s) {
    return lnCpuPooledSquares[s.ordinal()];
  }

  public double lnWallRatio(PairedSlot s) {
    return lnWall[s.ordinal()];
  }

  public double lnWallRatioSquares(PairedSlot s) {
    return lnWallSquares[s.ordinal()];
  }

  public double lnCpuRatio(PairedSlot s) {
    return lnCpu[s.ordinal()];
  }

  public double lnCpuRatioSquares(PairedSlot s) {
    return lnCpuSquares[s.ordinal()];
  }
}
