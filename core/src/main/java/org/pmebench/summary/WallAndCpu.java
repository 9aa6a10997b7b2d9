package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * A part of an overhead row with a wall-time and a CPU-time estimate (CPU null where the run had
 * none).
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public class WallAndCpu {
  public RowEstimate wall;

  /** Written as null where the run had no CPU time. */
  @JsonInclude(JsonInclude.Include.ALWAYS)
  public RowEstimate cpu;

  /** CPU time where it is there, else wall time (null when neither is). */
  public RowEstimate cpuOrWall() {
    return cpu != null ? cpu : wall;
  }
}
