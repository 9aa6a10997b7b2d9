package org.pmebench.crypto;

import java.util.ArrayList;
import java.util.List;

/**
 * What parquet's module ciphers cost in one JVM with one provider, from {@link
 * ModuleCostCalibration}: per batch of the calibration, each construction's cost per call and per
 * plaintext byte, decrypting and encrypting, and a cipher object's creation. A prediction is made
 * per batch, so that its spread over the batches (the calibration's own, within its JVM) carries
 * the costs' correlation.
 */
public final class ModuleCosts {
  /** One batch's costs, in nanoseconds. */
  public static final class Batch {
    public double gcmDecryptCall;
    public double gcmDecryptByte;
    public double ctrDecryptCall;
    public double ctrDecryptByte;
    public double gcmEncryptCall;
    public double gcmEncryptByte;
    public double ctrEncryptCall;
    public double ctrEncryptByte;
    public double cipherObject;

    /**
     * The crypto time of {@code counts}' modules and {@code objects} cipher objects, decrypted or
     * encrypted.
     */
    public double nanos(ModuleCounts counts, long objects, boolean decrypt) {
      double gcm =
          decrypt
              ? counts.gcmModules * gcmDecryptCall + counts.gcmBytes * gcmDecryptByte
              : counts.gcmModules * gcmEncryptCall + counts.gcmBytes * gcmEncryptByte;
      double ctr =
          decrypt
              ? counts.ctrModules * ctrDecryptCall + counts.ctrBytes * ctrDecryptByte
              : counts.ctrModules * ctrEncryptCall + counts.ctrBytes * ctrEncryptByte;
      return objects * cipherObject + gcm + ctr;
    }
  }

  /**
   * The JVM (java.version, java.vm.name), the provider as it describes itself, the suite's version.
   */
  public String java;

  public String vm;
  public String provider;

  /**
   * Who serves AES/CTR (GCM-CTR's page data) with that provider first: itself, or the next that has
   * it.
   */
  public String ctrProvider;

  public String suite;

  /**
   * The machine it was made on (org.pmebench.results.MachineInfo's id and label): costs are a
   * processor's.
   */
  public String machineId;

  public String machine;

  /**
   * The calibration JVM's flags (the suite's and the environment's, CalibrationCache) and the
   * length asked for.
   */
  public String jvmFlags;

  public double askedSeconds;

  /** When it was made (ISO-8601), and the seconds it took. */
  public String calibrated;

  /**
   * What the calibration JVM's cipher check said of each construction it times (CipherCheck's
   * results).
   */
  public List<String> cipherCheck = new ArrayList<String>();

  public double cipherCheckSeconds;
  public double seconds;

  /** Whether the warm-up reached a steady state (else it ran out of time). */
  public boolean steady;

  public List<Batch> batches = new ArrayList<Batch>();

  /**
   * The host's speed the prices belong to: SunJCE's 64 KiB AES-GCM encryption in MB/s
   * (org.pmebench.results.CipherFingerprint), measured in pmebench's JVM right before and right
   * after the calibration JVM ran (empty in calibrations older than this field).
   */
  public List<Double> hostGcmMegabytesPerSecond = new ArrayList<Double>();

  /**
   * A read's work around its cipher calls, fitted from paired reads in the same JVM (null: not
   * calibrated).
   */
  public AroundCipherCosts aroundRead;

  /** The crypto time per batch of {@code counts}' modules and {@code objects} cipher objects. */
  public double[] nanos(ModuleCounts counts, long objects, boolean decrypt) {
    double[] each = new double[batches.size()];
    for (int i = 0; i < each.length; i++) {
      each[i] = batches.get(i).nanos(counts, objects, decrypt);
    }
    return each;
  }

  /** The batches' mean costs. */
  public Batch mean() {
    Batch m = new Batch();
    int n = batches.size();
    for (Batch b : batches) {
      m.gcmDecryptCall += b.gcmDecryptCall / n;
      m.gcmDecryptByte += b.gcmDecryptByte / n;
      m.ctrDecryptCall += b.ctrDecryptCall / n;
      m.ctrDecryptByte += b.ctrDecryptByte / n;
      m.gcmEncryptCall += b.gcmEncryptCall / n;
      m.gcmEncryptByte += b.gcmEncryptByte / n;
      m.ctrEncryptCall += b.ctrEncryptCall / n;
      m.ctrEncryptByte += b.ctrEncryptByte / n;
      m.cipherObject += b.cipherObject / n;
    }
    return m;
  }

  /**
   * The cipher objects parquet-java 1.13.1 creates for a file: two for the footer, four per
   * encrypted column.
   */
  public static long cipherObjects(int encryptedColumns) {
    return 2 + 4L * encryptedColumns;
  }
}
