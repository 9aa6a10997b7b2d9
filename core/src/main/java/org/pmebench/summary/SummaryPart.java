package org.pmebench.summary;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.pmebench.results.JmhResult;
import org.pmebench.stats.PairedRatio;

/**
 * What a family adds to {@code summary.json} beyond the rows every family has (results, overheads):
 * sections of its own (the s3 family's request counts, the spark family's stream costs) and notes
 * on its paired overhead rows. A family class implements it; {@code org.pmebench.family.Families}
 * hands the summary every family's part, in the families' order.
 */
public interface SummaryPart {
  /** This part for one run's results. */
  Contribution summarize(List<JmhResult> results);

  /** The option this part adds to {@code summarize}, or null. */
  default SummarizeOption summarizeOption() {
    return null;
  }

  /**
   * The same, with the run's directory for what a part's step wrote beside its results (null: a
   * summary of results alone); by default the results are all a part reads.
   */
  default Contribution summarize(List<JmhResult> results, java.nio.file.Path runDir) {
    return summarize(results);
  }

  /** A part's contribution to one summary. */
  interface Contribution {
    /**
     * Adds the part's sections to the summary's root (after the floor, before the overhead rows).
     */
    void addSections(ObjectNode root);

    /**
     * Adds the part's notes on a paired overhead row of {@code result}; the row shows them after
     * its cost model.
     */
    default void annotate(ObjectNode notes, JmhResult result, PairedRatio ratio) {}

    /**
     * The share of the file's columns that {@code result}'s subset file encrypts (it had both
     * column sets in its rounds), for the subset-over-all row; NaN when the result is not this
     * part's.
     */
    default double subsetColumnShare(JmhResult result) {
      return Double.NaN;
    }

    /**
     * The variant of a row this part wrote that no JVM of the suite ran (its rows say no JVM
     * variant), or null: the row is not this part's, or its fork's JVM variant stands.
     */
    default String variant(JmhResult result) {
      return null;
    }
  }
}
