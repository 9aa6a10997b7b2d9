package org.pmebench.crypto;

/**
 * How many modules one file read or write passes through each AES construction, their plaintext
 * bytes and the cipher objects it creates: exact counts of PME's cipher calls ({@link
 * ModuleRecorder}). In AES_GCM_V1 every module is GCM; in AES_GCM_CTR_V1 page data is CTR and the
 * rest (page headers, column and offset indexes, column metadata, footer) GCM.
 */
public final class ModuleCounts {
  public static final ModuleCounts NONE = new ModuleCounts(0, 0, 0, 0, 0);

  public final long gcmModules;
  public final long gcmBytes;
  public final long ctrModules;
  public final long ctrBytes;

  /** The module cipher objects parquet created (each a {@code Cipher.getInstance}), used or not. */
  public final long ciphers;

  public ModuleCounts(
      long gcmModules, long gcmBytes, long ctrModules, long ctrBytes, long ciphers) {
    this.ciphers = ciphers;
    this.gcmModules = gcmModules;
    this.gcmBytes = gcmBytes;
    this.ctrModules = ctrModules;
    this.ctrBytes = ctrBytes;
  }

  /** Both counts together (two files of a table). */
  public ModuleCounts plus(ModuleCounts other) {
    return new ModuleCounts(
        gcmModules + other.gcmModules,
        gcmBytes + other.gcmBytes,
        ctrModules + other.ctrModules,
        ctrBytes + other.ctrBytes,
        ciphers + other.ciphers);
  }

  public long modules() {
    return gcmModules + ctrModules;
  }

  public long bytes() {
    return gcmBytes + ctrBytes;
  }

  @Override
  public String toString() {
    return gcmModules
        + " GCM modules ("
        + gcmBytes
        + " bytes), "
        + ctrModules
        + " CTR modules ("
        + ctrBytes
        + " bytes), "
        + ciphers
        + " cipher objects";
  }
}
