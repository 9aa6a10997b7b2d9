package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * A paired row's {@code gc}: collections and their milliseconds per round while the plaintext,
 * encrypted and control files ran, and the bytes the thread allocated per file where the run
 * counted them (left out where it did not; an unknown number is written as null), and the CPU time
 * of the JVM's own threads per file, where the run read them.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({
  "plaintextCollectionsPerRound",
  "encryptedCollectionsPerRound",
  "controlCollectionsPerRound",
  "plaintextMillisPerRound",
  "encryptedMillisPerRound",
  "plaintextAllocatedBytesPerFile",
  "encryptedAllocatedBytesPerFile",
  "controlAllocatedBytesPerFile",
  "plaintextJvmThreadsMicrosPerFile",
  "encryptedJvmThreadsMicrosPerFile",
  "plaintextJitMicrosPerFile",
  "encryptedJitMicrosPerFile",
  "plaintextGcPauseMicrosPerFile",
  "encryptedGcPauseMicrosPerFile"
})
public final class GcNote {
  public double plaintextCollectionsPerRound;
  public double encryptedCollectionsPerRound;
  public double controlCollectionsPerRound;
  public double plaintextMillisPerRound;
  public double encryptedMillisPerRound;
  public Double plaintextAllocatedBytesPerFile;
  public Double encryptedAllocatedBytesPerFile;
  public Double controlAllocatedBytesPerFile;

  /**
   * CPU time of the JVM's own threads (GC, JIT, VM thread) per file while each file ran; null where
   * not read.
   */
  public Double plaintextJvmThreadsMicrosPerFile;

  public Double encryptedJvmThreadsMicrosPerFile;

  /** The JIT compiler threads' part of those; the rest is the collectors' and the VM thread's. */
  public Double plaintextJitMicrosPerFile;

  public Double encryptedJitMicrosPerFile;

  /**
   * Their collection pauses' part (the collectors' workers and the VM thread), which grows with
   * what is allocated; the rest but the JIT is concurrent work (refinement, marking). Null before
   * it was split.
   */
  public Double plaintextGcPauseMicrosPerFile;

  public Double encryptedGcPauseMicrosPerFile;

  /**
   * The collectors' and VM thread's CPU per file (JVM threads less JIT) for the plaintext file; NaN
   * where not read.
   */
  public double plaintextGcThreadsMicros() {
    return plaintextJvmThreadsMicrosPerFile == null || plaintextJitMicrosPerFile == null
        ? Double.NaN
        : plaintextJvmThreadsMicrosPerFile - plaintextJitMicrosPerFile;
  }

  /** The same for the encrypted file. */
  public double encryptedGcThreadsMicros() {
    return encryptedJvmThreadsMicrosPerFile == null || encryptedJitMicrosPerFile == null
        ? Double.NaN
        : encryptedJvmThreadsMicrosPerFile - encryptedJitMicrosPerFile;
  }
}
