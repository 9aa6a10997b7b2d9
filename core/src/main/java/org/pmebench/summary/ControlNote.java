package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * An overhead row's A/A {@code control}: the second plaintext file over the first, and its verdict.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"wall", "cpu", "threshold", "verdict"})
public final class ControlNote extends WallAndCpu {
  /**
   * The bias (a fraction of 1) a resolved control may show before it is biased: the smaller of 1%
   * and a quarter of the row's overhead. NaN (written as null) in summaries from before 2026-11-25,
   * whose verdict used a fixed 1% beyond the interval.
   */
  public double threshold = Double.NaN;

  /**
   * {@link Summary#CONTROL_OK}, {@link Summary#CONTROL_BIASED} or {@link
   * Summary#CONTROL_NO_INTERVAL}.
   */
  public String verdict;

  public boolean biased() {
    return Summary.CONTROL_BIASED.equals(verdict);
  }

  /** The estimate the verdict judged: CPU time where the row has it, else wall time. */
  public RowEstimate judged() {
    return cpuOrWall();
  }
}
