package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * One row of {@code overheads} in {@code summary.json}, as {@link Summary} writes it and its
 * readers (gate, report, dashboards) read it: what was measured, its headline estimate (the row's
 * own ratio, interval and steady state), its wall and CPU estimates, the A/A control, the notes
 * beside them and the per-file times. What only one family writes into its rows (the spark stream
 * model and profile) stays in {@link #json}. Numbers the JSON leaves out or gives as null are NaN.
 *
 * <p>Written as is, this is the shape of an interleaved row; {@link DuetRow} and {@link
 * SeparateRow} are the other two pairings'. Parts a row does not have are left out, but an
 * interleaved row always says {@code cpu} and {@code control}, null where it has none.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({
  "id",
  "benchmark",
  "jmhMode",
  "threads",
  "jvm",
  "javaMajor",
  "jdkVersion",
  "variant",
  "provider",
  "params",
  "file",
  "encryption",
  "pairing",
  "columnSetsInRounds",
  "headline",
  "wall",
  "cpu",
  "processCpu",
  "cpuWithGc",
  "rounds",
  "forks",
  "warmup",
  "note",
  "precision",
  "control",
  "controlNote",
  "vsBothPlaintext",
  "gc",
  "model",
  "extraCost",
  "encryptedShare",
  "encryptedScore",
  "plaintextScore",
  "encryptedCpuScore",
  "plaintextCpuScore",
  "unit",
  "attribution",
  "plaintextMegabytesPerSecond",
  "encryptedMegabytesPerSecond",
  "subsetOverAll",
  "providerRuns",
  "host"
})
public class OverheadRow extends SummaryRow {
  /** Where a family's notes on a paired row go: after the cost model. */
  static final String FAMILY_NOTES_BEFORE = "encryptedShare";

  public String encryption;

  /**
   * {@link Summary#INTERLEAVED}, {@link Summary#DUET} or {@link Summary#SEPARATE} (summary/2 rows
   * have none).
   */
  public String pairing = Summary.SEPARATE;

  public String columnSetsInRounds;

  /** The row's own estimate: wall time of paired rounds, or the separate-fork ratio. */
  @JsonUnwrapped public RowEstimate headline = new RowEstimate();

  public RowEstimate wall;

  /** Thread CPU time; null where the run had none. */
  @JsonInclude(JsonInclude.Include.ALWAYS)
  public RowEstimate cpu;

  /**
   * The process's CPU time (the benchmark thread's and the JVM's own threads': GC, JIT) as
   * geometric mean of per-iteration ratios of sums; null where the run did not read the JVM's
   * threads.
   */
  public RowEstimate processCpu;

  /**
   * The same without the JIT compiler threads (the thread's, the collectors' and the VM thread's);
   * null as above.
   */
  public RowEstimate cpuWithGc;

  /** Paired rounds; 0 for separate-fork rows. */
  public long rounds;

  public int forks;

  /** The forks' warm-up when it lasted until the JIT was quiet; null for a fixed warm-up. */
  public WarmupNote warmup;

  public String note;

  /** A sequential run's ({@code --precision}) target and how far this row got; null otherwise. */
  public PrecisionNote precision;

  /** The A/A control; null without one ({@link #controlNote} says why). */
  @JsonInclude(JsonInclude.Include.ALWAYS)
  public ControlNote control;

  public String controlNote;

  /**
   * The encrypted file over the geometric mean of the plaintext file and its A/A control, where
   * both ran.
   */
  public WallAndCpu vsBothPlaintext;

  /**
   * Collections, their time and the bytes allocated per file; null where the run did not count
   * them.
   */
  public GcNote gc;

  /** The cost model beside the measurement; null where the row has none. */
  public ModelNote model;

  /**
   * What encryption adds per operation in absolute time; null on separate and duet rows and older
   * summaries.
   */
  public ExtraCostNote extraCost;

  /** A column-subset row's overhead over the all-columns row's; null elsewhere. */
  public SubsetNote subsetOverAll;

  public AttributionNote attribution;
  public double encryptedShare = Double.NaN;
  public double encryptedScore = Double.NaN;
  public double plaintextScore = Double.NaN;
  public double encryptedCpuScore = Double.NaN;
  public double plaintextCpuScore = Double.NaN;
  public String unit;

  /**
   * What families add to a paired row (after its cost model), as they wrote it; null on separate
   * rows.
   */
  @JsonIgnore ObjectNode familyNotes;

  /** The files' MB/s in the rounds, where the benchmark knows their size. */
  public Double plaintextMegabytesPerSecond;

  public Double encryptedMegabytesPerSecond;

  /** The workload's spec parameter (R1, W3), or "" when the row has none. */
  public String spec() {
    String spec = param("spec");
    return spec == null ? "" : spec;
  }

  /**
   * CPU time's estimate where the row has one, else the headline estimate (as the tables show it).
   */
  public RowEstimate cpuOrRow() {
    return cpu != null ? cpu : headline;
  }

  /** CPU time's estimate where the row has one with a ratio, else the headline (wall) estimate. */
  public RowEstimate cpuOrHeadline() {
    return cpu != null && cpu.hasRatio() ? cpu : headline;
  }
}
