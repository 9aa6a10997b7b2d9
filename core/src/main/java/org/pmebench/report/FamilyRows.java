package org.pmebench.report;

import java.util.function.Function;
import java.util.function.Predicate;
import org.pmebench.results.JmhResult;
import org.pmebench.summary.OverheadRow;

/**
 * A family's overhead rows as the report sees them: which rows are its, their workload names, and
 * whether its own section shows them (else they stay among the report's file overheads).
 */
public final class FamilyRows {
  private final Predicate<OverheadRow> isOf;
  private final Function<OverheadRow, String> label;
  private final boolean ownSection;

  /**
   * The names of its separate forks' results (--pairing separate), null where it has none of its
   * own.
   */
  private final Function<JmhResult, String> resultLabel;

  private FamilyRows(
      Predicate<OverheadRow> isOf,
      Function<OverheadRow, String> label,
      boolean ownSection,
      Function<JmhResult, String> resultLabel) {
    this.isOf = isOf;
    this.label = label;
    this.ownSection = ownSection;
    this.resultLabel = resultLabel;
  }

  /** Rows the family's section shows, named by {@code label}. */
  public static FamilyRows inOwnSection(
      Predicate<OverheadRow> isOf, Function<OverheadRow, String> label) {
    return new FamilyRows(isOf, label, true, null);
  }

  /** Rows among the report's file overheads, named by {@code label}. */
  public static FamilyRows amongFiles(
      Predicate<OverheadRow> isOf, Function<OverheadRow, String> label) {
    return new FamilyRows(isOf, label, false, null);
  }

  /**
   * These rows, with the names of the family's separate forks' results in the report's table of
   * them: {@code label} gives a result's name, or null for a result that is not the family's.
   */
  public FamilyRows namingResults(Function<JmhResult, String> label) {
    return new FamilyRows(isOf, this.label, ownSection, label);
  }

  /** A result's name in the separate forks' table, or null when the family does not name it. */
  String resultLabel(JmhResult result) {
    return resultLabel == null ? null : resultLabel.apply(result);
  }

  boolean isOf(OverheadRow row) {
    return isOf.test(row);
  }

  String label(OverheadRow row) {
    return label.apply(row);
  }

  boolean ownSection() {
    return ownSection;
  }
}
