package org.pmebench.paired;

import org.pmebench.crypto.EncryptionMode;

/**
 * The places a variant can take in a paired round: the plaintext file, the A/A control (a second,
 * independently written plaintext file that runs the plaintext code path again in every round), one
 * place per encrypted mode, and one per encrypted mode's cost model. Each has the counter-name
 * prefix its sums get in JMH's JSON.
 */
public enum PairedSlot {
  PLAINTEXT("plaintext", EncryptionMode.PLAINTEXT),
  /**
   * Control over plaintext measures nothing but the method itself: the order in a round, where the
   * file lies in memory, the host. Its ratio should be 1; how far it is not is the round-level bias
   * and noise every encrypted ratio of the same rounds carries too.
   */
  CONTROL("control", EncryptionMode.PLAINTEXT),
  GCM("gcm", EncryptionMode.AES_GCM_V1),
  GCM_CTR("gcmCtr", EncryptionMode.AES_GCM_CTR_V1),
  /**
   * The cost model of GCM's file: its modules replayed through parquet's module ciphers alone
   * ({@code ModuleReplay}). Its ratio over plaintext is the overhead the model predicts. Round
   * hooks do not see it: a calibrated regression slows the file, not the prediction.
   */
  GCM_MODEL("gcmModel", EncryptionMode.PLAINTEXT),
  GCM_CTR_MODEL("gcmCtrModel", EncryptionMode.PLAINTEXT),
  /**
   * A second file of the mode that encrypts a subset of the columns (the citations' 2 sensitive of
   * 19), in the same rounds as {@link #GCM}'s file that encrypts all: the subset's share of the
   * all-columns cost becomes a paired quantity.
   */
  GCM_SUBSET("gcmSubset", EncryptionMode.AES_GCM_V1),
  GCM_CTR_SUBSET("gcmCtrSubset", EncryptionMode.AES_GCM_CTR_V1),
  GCM_SUBSET_MODEL("gcmSubsetModel", EncryptionMode.PLAINTEXT),
  GCM_CTR_SUBSET_MODEL("gcmCtrSubsetModel", EncryptionMode.PLAINTEXT),
  /**
   * The side of a pair that ran with an engine's own I/O encryption on (Spark's {@code
   * spark.io.encryption}, shuffle and spill) over plaintext Parquet; no JVM fork of this suite runs
   * it, the spark family writes its counters from the applications' results.
   */
  IO_ENCRYPTED("ioEncrypted", EncryptionMode.PLAINTEXT, "spark.io.encryption");

  /**
   * Suffix of a subset file's profile frame after its mode's name ({@code AES_GCM_V1_SUBSET}, a
   * method of ModeFrames), as profiles and the summary's attribution name it.
   */
  public static final String SUBSET_FRAME_SUFFIX = "_SUBSET";

  /** Prefix of the slot's counters, e.g. {@code gcmCtr} in {@code gcmCtrLnCpuRatio}. */
  public final String prefix;

  /** What the slot's file is encrypted with. */
  public final EncryptionMode mode;

  /**
   * The encryption its ratio over plaintext is the overhead of: the mode's name, or the engine's
   * setting.
   */
  public final String encryption;

  /** Whether a JVM fork's rounds run the slot (its counters come from {@code PairedCounters}). */
  public final boolean forked;

  PairedSlot(String prefix, EncryptionMode mode) {
    this.prefix = prefix;
    this.mode = mode;
    this.encryption = mode.name();
    this.forked = true;
  }

  PairedSlot(String prefix, EncryptionMode mode, String encryption) {
    this.prefix = prefix;
    this.mode = mode;
    this.encryption = encryption;
    this.forked = false;
  }

  /** Whether the slot is a cost model (a replay of modules) rather than a file. */
  public boolean model() {
    return this == GCM_MODEL
        || this == GCM_CTR_MODEL
        || this == GCM_SUBSET_MODEL
        || this == GCM_CTR_SUBSET_MODEL;
  }

  /** Whether the slot is an encrypted file (not plaintext, the control or a cost model). */
  public boolean encryptedFile() {
    return mode.encrypted();
  }

  /** The slot of the cost model of this encrypted file's slot. */
  public PairedSlot modelSlot() {
    switch (this) {
      case GCM:
        return GCM_MODEL;
      case GCM_CTR:
        return GCM_CTR_MODEL;
      case GCM_SUBSET:
        return GCM_SUBSET_MODEL;
      case GCM_CTR_SUBSET:
        return GCM_CTR_SUBSET_MODEL;
      default:
        throw new IllegalArgumentException("no cost model for slot " + this);
    }
  }

  /** The slot of an encrypted mode's file that encrypts a subset of the columns. */
  public static PairedSlot subsetOf(EncryptionMode mode) {
    switch (mode) {
      case AES_GCM_V1:
        return GCM_SUBSET;
      case AES_GCM_CTR_V1:
        return GCM_CTR_SUBSET;
      default:
        throw new IllegalArgumentException("no subset slot for mode " + mode);
    }
  }

  /**
   * The slot of a plaintext or encrypted file (plaintext is {@link #PLAINTEXT}, never the control).
   */
  public static PairedSlot of(EncryptionMode mode) {
    switch (mode) {
      case PLAINTEXT:
        return PLAINTEXT;
      case AES_GCM_V1:
        return GCM;
      case AES_GCM_CTR_V1:
        return GCM_CTR;
      default:
        throw new IllegalArgumentException("no paired slot for mode " + mode);
    }
  }
}
