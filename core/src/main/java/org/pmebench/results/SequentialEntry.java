package org.pmebench.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * What run.json says of a result file a sequential run ({@code --precision}) added forks to: the
 * target, the level every look's interval was taken at, the looks and forks it took and why it
 * stopped. The summary computes that file's intervals at {@link #confidence}.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public final class SequentialEntry {
  /** The half-width asked for, in points of overhead. */
  public double targetPoints;

  public int looks;
  public int maxLooks;
  public int forks;

  /**
   * The level of each look's interval (0.9833 for 3 looks): the reported one covers at least 95%.
   */
  public double confidence;

  /** "resolved", "budget: ...", "looks: all 3 used", "look 2 failed: ...". */
  public String stopped;

  /** The sd of the forks' mean ratios behind the widest row, in points; null when unknown. */
  public Double forkSpreadPoints;

  /** What the rounds' own spread alone would make that spread; null when unknown. */
  public Double fromRoundsPoints;
}
