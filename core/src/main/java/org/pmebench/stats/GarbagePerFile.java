package org.pmebench.stats;

import org.pmebench.paired.PairedSlot;
import org.pmebench.paired.SlotCounter;
import org.pmebench.results.InvalidResultsException;

/**
 * Garbage collections and their milliseconds per round while each file of a paired ratio ran, and
 * the bytes the benchmark thread allocated per file; NaN where the run did not record them.
 */
public final class GarbagePerFile {
  static final GarbagePerFile NONE =
      new GarbagePerFile(
          new double[] {Double.NaN, Double.NaN, Double.NaN},
          new double[] {Double.NaN, Double.NaN},
          new double[] {Double.NaN, Double.NaN, Double.NaN});

  public final double plaintextCollections;
  public final double encryptedCollections;
  public final double controlCollections;
  public final double plaintextGcMillis;
  public final double encryptedGcMillis;
  public final double plaintextAllocatedBytes;
  public final double encryptedAllocatedBytes;
  public final double controlAllocatedBytes;

  private GarbagePerFile(double[] collections, double[] gcMillis, double[] allocated) {
    this.plaintextCollections = collections[0];
    this.encryptedCollections = collections[1];
    this.controlCollections = collections[2];
    this.plaintextGcMillis = gcMillis[0];
    this.encryptedGcMillis = gcMillis[1];
    this.plaintextAllocatedBytes = allocated[0];
    this.encryptedAllocatedBytes = allocated[1];
    this.controlAllocatedBytes = allocated[2];
  }

  static GarbagePerFile of(PairedSeries s, PairedSlot e, long total)
      throws InvalidResultsException {
    PairedSlot p = PairedSlot.PLAINTEXT;
    PairedSlot a = PairedSlot.CONTROL;
    double nan = Double.NaN;
    boolean control = s.ran(a);
    double[] collections = {nan, nan, control ? s.perRound(a, SlotCounter.GC_COUNT, total) : nan};
    double[] gcMillis = {nan, nan};
    if (s.has(p, SlotCounter.GC_COUNT)) {
      collections[0] = s.perRound(p, SlotCounter.GC_COUNT, total);
      collections[1] = s.perRound(e, SlotCounter.GC_COUNT, total);
      gcMillis[0] = s.perRound(p, SlotCounter.GC_MILLIS, total);
      gcMillis[1] = s.perRound(e, SlotCounter.GC_MILLIS, total);
    }
    double[] allocated = {nan, nan, nan};
    if (s.positive(p, SlotCounter.ALLOCATED_BYTES)) {
      allocated[0] = s.perRound(p, SlotCounter.ALLOCATED_BYTES, total);
      allocated[1] = s.perRound(e, SlotCounter.ALLOCATED_BYTES, total);
      allocated[2] = control ? s.perRound(a, SlotCounter.ALLOCATED_BYTES, total) : nan;
    }
    return new GarbagePerFile(collections, gcMillis, allocated);
  }
}
