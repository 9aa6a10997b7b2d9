package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

/**
 * One row of {@code overheads} in {@code summary.json}, typed for the code that reads it (gate,
 * report, dashboards): what was measured, its headline estimate (the row's own ratio, interval and
 * steady state), its wall and CPU estimates, the A/A control and the per-file times. What only one
 * family writes into its rows (the spark stream model and profile) stays in {@link #json}.
 * Numbers the JSON leaves out or gives as null are NaN.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public final class OverheadRow extends SummaryRow {
  public String encryption;
  /** {@link Summary#INTERLEAVED}, {@link Summary#DUET} or {@link Summary#SEPARATE} (summary/2 rows have none). */
  public String pairing = Summary.SEPARATE;
  public String columnSetsInRounds;
  /** The row's own estimate: wall time of paired rounds, or the separate-fork ratio. */
  @JsonUnwrapped
  public RowEstimate headline = new RowEstimate();
  public RowEstimate wall;
  /** Thread CPU time; null where the run had none. */
  public RowEstimate cpu;
  /** Paired rounds; 0 for separate-fork rows. */
  public long rounds;
  public int forks;
  public String note;
  /** The A/A control; null without one ({@link #controlNote} says why). */
  public ControlNote control;
  public String controlNote;
  /** The encrypted file over the geometric mean of the plaintext file and its A/A control, where both ran. */
  public WallAndCpu vsBothPlaintext;
  /** The cost model beside the measurement; null where the row has none. */
  public ModelNote model;
  /** A column-subset row's overhead over the all-columns row's; null elsewhere. */
  public SubsetNote subsetOverAll;
  public AttributionNote attribution;
  public double encryptedShare = Double.NaN;
  public double encryptedScore = Double.NaN;
  public double plaintextScore = Double.NaN;
  public double encryptedCpuScore = Double.NaN;
  public double plaintextCpuScore = Double.NaN;
  public String unit;

  /** The workload's spec parameter (R1, W3), or "" when the row has none. */
  public String spec() {
    String spec = param("spec");
    return spec == null ? "" : spec;
  }

  /** CPU time's estimate where the row has one, else the headline estimate (as the tables show it). */
  public RowEstimate cpuOrRow() {
    return cpu != null ? cpu : headline;
  }

  /** CPU time's estimate where the row has one with a ratio, else the headline (wall) estimate. */
  public RowEstimate cpuOrHeadline() {
    return cpu != null && cpu.hasRatio() ? cpu : headline;
  }
}
