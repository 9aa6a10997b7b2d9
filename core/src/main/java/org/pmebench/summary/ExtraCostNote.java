package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * A paired row's {@code extraCost}: what encryption adds to one operation (a file read or written;
 * a query round in the spark rows) in absolute time, the encrypted file's time minus the plaintext
 * file's in the same rounds, in microseconds, wall, thread CPU and process CPU; and, where the cost
 * model counted PME's modules, the same per encrypted byte (ns) and per module (us), on CPU time
 * where measured. The interval covers what the ratio's does (forks, or the rounds of one fork). A
 * ratio moves with parquet's own speed on a busy host; this is the quantity the study's model says
 * should not.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({
  "wallMicros",
  "cpuMicros",
  "processCpuMicros",
  "interval",
  "replicates",
  "encryptedBytes",
  "modules",
  "nanosPerEncryptedByte",
  "microsPerModule"
})
public final class ExtraCostNote {
  public AttributionNote.Share wallMicros;

  /** Null where the run had no thread CPU time. */
  @JsonInclude(JsonInclude.Include.ALWAYS)
  public AttributionNote.Share cpuMicros;

  /**
   * The process's CPU time (thread and the JVM's own threads); null where the run did not read
   * them.
   */
  public AttributionNote.Share processCpuMicros;

  public String interval;
  public int replicates;

  /** PME's encrypted module bytes and modules per operation, from the cost model's exact counts. */
  public Double encryptedBytes;

  public Double modules;
  public AttributionNote.Share nanosPerEncryptedByte;
  public AttributionNote.Share microsPerModule;

  /** CPU time's extra where the row has it, else wall time's (null when neither is). */
  public AttributionNote.Share cpuOrWall() {
    return cpuMicros != null ? cpuMicros : wallMicros;
  }
}
