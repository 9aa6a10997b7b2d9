package org.pmebench.crypto;

import java.time.Instant;

/**
 * Calibrates {@link ModuleCosts} in this JVM: parquet's own module ciphers (through {@link
 * ModuleReplay}) decrypt and encrypt GCM and CTR modules of five sizes from 32 B to 1 MiB, and per
 * construction and direction a line through the sizes' mean module times, fitted in relative terms
 * (weights 1/time², as every size's mean is about as precise relative to itself), separates a
 * call's cost from a byte's. After a warm-up that goes on until three windows agree within 5% (at
 * least the given seconds, at most ten times as long and {@value #MAX_WARMUP_SECONDS} s: HotSpot
 * compiles GCM's large-input path late), {@value #BATCHES} batches, each fitted alone. {@code
 * estimate} runs it in a JVM of its own, with the JDK and provider asked for, once their answers
 * are checked ({@code org.pmebench.cli.CalibrationJvm}).
 */
public final class ModuleCostCalibration {
  static final int BATCHES = 10;
  static final double MAX_WARMUP_SECONDS = 20;

  /** The seconds from which a calibration replays its modules in their full counts. */
  static final double FULL_SECONDS = 2;

  private static final double STEADY = 1.05;
  private static final int SIZES = SyntheticModules.CALIBRATION_SIZES.length;

  /** Per size: the decrypting replay [0] and the encrypting one [1]. */
  private final ModuleReplay[][] replays = new ModuleReplay[SIZES][2];

  private long sink;

  private ModuleCostCalibration(double seconds) {
    for (int i = 0; i < SIZES; i++) {
      int count = count(i, seconds);
      replays[i][0] = ModuleReplay.of(SyntheticModules.calibration(true, i, count));
      replays[i][1] = ModuleReplay.of(SyntheticModules.calibration(false, i, count));
    }
  }

  /**
   * Modules of size {@code i} a replay handles: all of {@link SyntheticModules#CALIBRATION_COUNTS}
   * from {@value #FULL_SECONDS} s up, a share of them in a shorter calibration (one at least). A
   * replay runs whole, so on a slow cipher (a C1-only JVM runs SunJCE's GCM at 43 MB/s) the full
   * counts made a 0.05 s calibration take 5.5 s.
   */
  static int count(int i, double seconds) {
    double share = Math.min(1, seconds / FULL_SECONDS);
    return Math.max(1, (int) Math.round(SyntheticModules.CALIBRATION_COUNTS[i] * share));
  }

  /** The provider parquet's CTR encryptor gets its cipher from here. */
  public static String ctrProvider() {
    try {
      return javax.crypto.Cipher.getInstance("AES/CTR/NoPadding").getProvider().getName();
    } catch (java.security.GeneralSecurityException e) {
      return "none (" + e.getMessage() + ")";
    }
  }

  /**
   * The costs in this JVM with the providers as installed: at least {@code seconds} of warm-up, as
   * long timed.
   */
  public static ModuleCosts calibrate(double seconds) {
    long start = System.nanoTime();
    ModuleCostCalibration c = new ModuleCostCalibration(seconds);
    ModuleCosts costs = new ModuleCosts();
    costs.steady = c.warmUp(seconds);
    long window = (long) (seconds * 1e9 / BATCHES / (2 * SIZES));
    for (int b = 0; b < BATCHES; b++) {
      costs.batches.add(c.batch(window));
    }
    costs.java = System.getProperty("java.version");
    costs.vm = System.getProperty("java.vm.name");
    costs.calibrated = Instant.now().toString();
    costs.seconds = (System.nanoTime() - start) / 1e9;
    if (c.sink == Long.MIN_VALUE) {
      System.out.print("");
    }
    return costs;
  }

  /**
   * Every replay in turn until three rounds of windows agree within 5% for each, at least {@code
   * seconds}.
   */
  private boolean warmUp(double seconds) {
    long start = System.nanoTime();
    long minEnd = start + (long) (seconds * 1e9);
    // A short calibration (a test's) gives up sooner: ten times its seconds, at most the maximum.
    long maxEnd =
        start + (long) (Math.max(seconds, Math.min(MAX_WARMUP_SECONDS, 10 * seconds)) * 1e9);
    // Windows of 50 ms at least: shorter ones scatter by more than 5% on a shared host, however
    // warm.
    long window = Math.max(50_000_000L, (long) (seconds * 1e9 / 10 / (2 * SIZES)));
    double[][] windows = new double[2 * SIZES][3];
    int filled = 0;
    boolean steady = false;
    while (System.nanoTime() < maxEnd && !(steady && System.nanoTime() >= minEnd)) {
      steady = filled >= 2;
      for (int i = 0; i < 2 * SIZES; i++) {
        double[] w = windows[i];
        w[filled % 3] = perRun(replays[i / 2][i % 2], window, null);
        steady &= agree(w);
      }
      filled++;
    }
    return steady;
  }

  private static boolean agree(double[] w) {
    double min = Math.min(w[0], Math.min(w[1], w[2]));
    double max = Math.max(w[0], Math.max(w[1], w[2]));
    return max <= STEADY * min;
  }

  /**
   * One batch: each replay for {@code window} nanoseconds, then the lines through the sizes' module
   * times.
   */
  private ModuleCosts.Batch batch(long window) {
    // [direction][construction: 0 GCM, 1 CTR][size]: mean nanoseconds per module.
    double[][][] perModule = new double[2][2][SIZES];
    double objectNanos = 0;
    long objects = 0;
    for (int i = 0; i < SIZES; i++) {
      for (int d = 0; d < 2; d++) {
        double[] split = new double[3];
        ModuleReplay replay = replays[i][d];
        double runs = perRun(replay, window, split);
        perModule[d][0][i] = split[0] / runs / replay.counts.gcmModules;
        perModule[d][1][i] = split[1] / runs / replay.counts.ctrModules;
        objectNanos += split[2];
        objects += (long) runs * replay.counts.ciphers;
      }
    }
    ModuleCosts.Batch b = new ModuleCosts.Batch();
    double[] line = CalibrationLine.fit(perModule[0][0]);
    b.gcmDecryptCall = line[0];
    b.gcmDecryptByte = line[1];
    line = CalibrationLine.fit(perModule[0][1]);
    b.ctrDecryptCall = line[0];
    b.ctrDecryptByte = line[1];
    line = CalibrationLine.fit(perModule[1][0]);
    b.gcmEncryptCall = line[0];
    b.gcmEncryptByte = line[1];
    line = CalibrationLine.fit(perModule[1][1]);
    b.ctrEncryptCall = line[0];
    b.ctrEncryptByte = line[1];
    b.cipherObject = objectNanos / objects;
    return b;
  }

  /**
   * Runs {@code replay} for {@code nanos} (at least once): nanoseconds per run, or, with {@code
   * split}, the number of runs, its GCM, CTR and cipher objects' nanoseconds summed into it.
   */
  private double perRun(ModuleReplay replay, long nanos, double[] split) {
    long start = System.nanoTime();
    long runs = 0;
    long now;
    do {
      sink += replay.run();
      runs++;
      if (split != null) {
        ReplaySplit s = replay.lastSplit();
        split[0] += s.gcmNanos;
        split[1] += s.ctrNanos;
        split[2] += s.objectNanos;
      }
      now = System.nanoTime();
    } while (now < start + nanos);
    return split != null ? runs : (double) (now - start) / runs;
  }
}
