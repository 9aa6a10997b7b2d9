package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import org.pmebench.results.SequentialEntry;
import org.pmebench.stats.SequentialDesign;

/**
 * A paired row of a sequential run ({@code --precision}): the half-width asked for and the one
 * reached (points of overhead, CPU time where measured, else wall), whether this row is resolved,
 * and the design behind its interval: every look's interval at {@code confidence}, so the reported
 * one covers at least 95% wherever the run stopped.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({
  "targetPoints",
  "halfWidthPoints",
  "resolved",
  "forks",
  "looks",
  "maxLooks",
  "confidence",
  "stopped",
  "forkSpreadPoints",
  "fromRoundsPoints"
})
public final class PrecisionNote {
  public double targetPoints;
  public Double halfWidthPoints;
  public boolean resolved;
  public int forks;
  public int looks;
  public int maxLooks;
  public double confidence;

  /** Why its result file's looks ended (the widest row of the file decides). */
  public String stopped;

  /**
   * The sd of the forks' ratios behind the widest row of the file, in points, and what its rounds
   * alone would make it.
   */
  public Double forkSpreadPoints;

  public Double fromRoundsPoints;

  static PrecisionNote of(SequentialEntry file, RowEstimate judged, int forks) {
    PrecisionNote n = new PrecisionNote();
    n.targetPoints = file.targetPoints;
    double half = SequentialDesign.halfWidthPoints(judged.ratio, judged.low, judged.high);
    n.halfWidthPoints = Double.isNaN(half) ? null : half;
    n.resolved = !Double.isNaN(half) && half <= file.targetPoints;
    n.forks = forks;
    n.looks = file.looks;
    n.maxLooks = file.maxLooks;
    n.confidence = file.confidence;
    n.stopped = file.stopped;
    n.forkSpreadPoints = file.forkSpreadPoints;
    n.fromRoundsPoints = file.fromRoundsPoints;
    return n;
  }
}
