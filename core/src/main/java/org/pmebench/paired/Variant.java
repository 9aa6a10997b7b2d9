package org.pmebench.paired;

import org.pmebench.crypto.EncryptionMode;
import org.pmebench.crypto.ModuleCounts;
import org.pmebench.crypto.ModuleReplay;

/**
 * One of the files a paired benchmark compares: plaintext, the plaintext control or one encryption
 * mode, the operation that is timed for it, and the sizes that turn its time into MB/s and an
 * encrypted share.
 */
public final class Variant {
  public final PairedSlot slot;
  public final EncryptionMode mode;
  public final TimedOperation operation;

  /** Bytes of the variant's file. */
  public final long fileBytes;

  /**
   * Bytes of the encrypted columns' data in it (0 for plaintext, the whole column data when all are
   * encrypted).
   */
  public final long encryptedColumnBytes;

  /**
   * The modules one run passes through each cipher (exact; {@link ModuleCounts#NONE} when not
   * recorded).
   */
  public final ModuleCounts modules;

  /**
   * The replay a cost-model variant runs (its {@code lastSplit()} is read after each round); null
   * for files.
   */
  public final ModuleReplay replay;

  public Variant(
      EncryptionMode mode, TimedOperation operation, long fileBytes, long encryptedColumnBytes) {
    this(PairedSlot.of(mode), operation, fileBytes, encryptedColumnBytes, ModuleCounts.NONE, null);
  }

  private Variant(
      PairedSlot slot,
      TimedOperation operation,
      long fileBytes,
      long encryptedColumnBytes,
      ModuleCounts modules,
      ModuleReplay replay) {
    this.replay = replay;
    this.slot = slot;
    this.mode = slot.mode;
    this.operation = operation;
    this.fileBytes = fileBytes;
    this.encryptedColumnBytes = encryptedColumnBytes;
    this.modules = modules;
  }

  /**
   * An encrypted file that encrypts a subset of the columns, in the same rounds as the mode's file
   * that encrypts them all ({@link PairedSlot#subsetOf}).
   */
  public static Variant subset(
      EncryptionMode mode, TimedOperation operation, long fileBytes, long encryptedColumnBytes) {
    return new Variant(
        PairedSlot.subsetOf(mode),
        operation,
        fileBytes,
        encryptedColumnBytes,
        ModuleCounts.NONE,
        null);
  }

  /** The same variant with the module counts a recorded run of it gave. */
  public Variant withModules(ModuleCounts counts) {
    return new Variant(slot, operation, fileBytes, encryptedColumnBytes, counts, replay);
  }

  /** The cost model of the file in {@code file}'s slot: its recorded modules, replayed. */
  public static Variant model(PairedSlot file, ModuleReplay replay) {
    return new Variant(file.modelSlot(), sink -> replay.run(), 0, 0, replay.counts, replay);
  }

  /** The A/A control: a second plaintext file (or write) handled like the first. */
  public static Variant control(TimedOperation operation, long fileBytes) {
    return new Variant(PairedSlot.CONTROL, operation, fileBytes, 0, ModuleCounts.NONE, null);
  }

  @Override
  public String toString() {
    switch (slot) {
      case CONTROL:
        return "CONTROL";
      case GCM_MODEL:
        return "AES_GCM_V1 model";
      case GCM_CTR_MODEL:
        return "AES_GCM_CTR_V1 model";
      case GCM_SUBSET:
      case GCM_CTR_SUBSET:
        return mode.name() + " subset";
      case GCM_SUBSET_MODEL:
        return "AES_GCM_V1 subset model";
      case GCM_CTR_SUBSET_MODEL:
        return "AES_GCM_CTR_V1 subset model";
      default:
        return mode.name();
    }
  }
}
