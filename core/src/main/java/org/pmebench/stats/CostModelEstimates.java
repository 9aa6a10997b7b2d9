package org.pmebench.stats;

import org.pmebench.paired.PairedSlot;
import org.pmebench.paired.SlotCounter;
import org.pmebench.results.InvalidResultsException;

/**
 * The cost model of a paired ratio: the encrypted file's recorded modules replayed through
 * parquet's module ciphers in the same rounds, over the plaintext file (the fraction PME's crypto
 * work adds), wall and CPU; and what the modules were. Estimates are null and counts NaN where the
 * result has no model.
 */
public final class CostModelEstimates {
  static final CostModelEstimates NONE = new CostModelEstimates(null, null, new double[6], false);

  public final PairedRatio.Estimate wall;

  /** Null also when the JVM could not measure thread CPU time. */
  public final PairedRatio.Estimate cpu;

  /** Per encrypted file: GCM and CTR modules and their plaintext bytes. */
  public final double gcmModules;

  public final double gcmModuleBytes;
  public final double ctrModules;
  public final double ctrModuleBytes;

  /** Per encrypted file: the module cipher objects parquet created (NaN where not recorded). */
  public final double ciphers;

  /**
   * Per round, the replay's wall nanoseconds, of which creating cipher objects, GCM modules and
   * their per-call part, CTR modules and theirs ({@code org.pmebench.crypto.ReplaySplit}); NaN when
   * the run did not split it (before 2026-11-25). A per-call part of 0 with modules: their sizes do
   * not separate calls from bytes.
   */
  public final double replayNanos;

  public final double replayObjectNanos;
  public final double replayGcmNanos;
  public final double replayGcmCallNanos;
  public final double replayCtrNanos;
  public final double replayCtrCallNanos;

  /**
   * {@code modules}: gcm, gcm bytes, ctr, ctr bytes, ciphers, per file; {@code replay}: the split
   * per round, or null.
   */
  private CostModelEstimates(
      PairedRatio.Estimate wall,
      PairedRatio.Estimate cpu,
      double[] modules,
      boolean known,
      double... replay) {
    this.wall = wall;
    this.cpu = cpu;
    this.gcmModules = known ? modules[0] : Double.NaN;
    this.gcmModuleBytes = known ? modules[1] : Double.NaN;
    this.ctrModules = known ? modules[2] : Double.NaN;
    this.ctrModuleBytes = known ? modules[3] : Double.NaN;
    this.ciphers = known ? modules[4] : Double.NaN;
    boolean split = replay.length == 6;
    this.replayNanos = split ? replay[0] : Double.NaN;
    this.replayObjectNanos = split ? replay[1] : Double.NaN;
    this.replayGcmNanos = split ? replay[2] : Double.NaN;
    this.replayGcmCallNanos = split ? replay[3] : Double.NaN;
    this.replayCtrNanos = split ? replay[4] : Double.NaN;
    this.replayCtrCallNanos = split ? replay[5] : Double.NaN;
  }

  static CostModelEstimates of(
      PairedSeries s,
      PairedSlot file,
      double confidence,
      double[][] rounds,
      long total,
      boolean cpuKnown)
      throws InvalidResultsException {
    if (!file.encryptedFile() || !s.ran(file.modelSlot())) {
      return NONE;
    }
    PairedSlot model = file.modelSlot();
    PairedRatio.Estimate wall =
        s.lnRatio(
            confidence,
            rounds,
            model,
            SlotCounter.LN_WALL_RATIO,
            SlotCounter.LN_WALL_RATIO_SQUARES);
    PairedRatio.Estimate cpu =
        cpuKnown && RoundSums.sum(s.get(model, SlotCounter.CPU_NANOS)) > 0
            ? s.lnRatio(
                confidence,
                rounds,
                model,
                SlotCounter.LN_CPU_RATIO,
                SlotCounter.LN_CPU_RATIO_SQUARES)
            : null;
    double[] modules = {
      s.perRound(file, SlotCounter.GCM_MODULES, total),
      s.perRound(file, SlotCounter.GCM_MODULE_BYTES, total),
      s.perRound(file, SlotCounter.CTR_MODULES, total),
      s.perRound(file, SlotCounter.CTR_MODULE_BYTES, total),
      s.has(file, SlotCounter.CIPHERS) ? s.perRound(file, SlotCounter.CIPHERS, total) : Double.NaN
    };
    if (!s.positive(model, SlotCounter.REPLAY_OBJECT_NANOS)) {
      return new CostModelEstimates(wall, cpu, modules, true);
    }
    return new CostModelEstimates(
        wall,
        cpu,
        modules,
        true,
        s.perRound(model, SlotCounter.WALL_NANOS, total),
        s.perRound(model, SlotCounter.REPLAY_OBJECT_NANOS, total),
        s.perRound(model, SlotCounter.REPLAY_GCM_NANOS, total),
        s.perRound(model, SlotCounter.REPLAY_GCM_CALL_NANOS, total),
        s.perRound(model, SlotCounter.REPLAY_CTR_NANOS, total),
        s.perRound(model, SlotCounter.REPLAY_CTR_CALL_NANOS, total));
  }
}
