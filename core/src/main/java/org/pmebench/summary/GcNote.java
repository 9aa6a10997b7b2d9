package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * A paired row's {@code gc}: collections and their milliseconds per round while the plaintext,
 * encrypted and control files ran, and the bytes the thread allocated per file where the run
 * counted them (left out where it did not; an unknown number is written as null).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"plaintextCollectionsPerRound", "encryptedCollectionsPerRound", "controlCollectionsPerRound",
    "plaintextMillisPerRound", "encryptedMillisPerRound", "plaintextAllocatedBytesPerFile",
    "encryptedAllocatedBytesPerFile", "controlAllocatedBytesPerFile"})
public final class GcNote {
  public double plaintextCollectionsPerRound;
  public double encryptedCollectionsPerRound;
  public double controlCollectionsPerRound;
  public double plaintextMillisPerRound;
  public double encryptedMillisPerRound;
  public Double plaintextAllocatedBytesPerFile;
  public Double encryptedAllocatedBytesPerFile;
  public Double controlAllocatedBytesPerFile;
}
