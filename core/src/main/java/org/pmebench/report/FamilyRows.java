package org.pmebench.report;

import java.util.function.Function;
import java.util.function.Predicate;
import org.pmebench.summary.OverheadRow;

/**
 * A family's overhead rows as the report sees them: which rows are its, their workload names, and
 * whether its own section shows them (else they stay among the report's file overheads).
 */
public final class FamilyRows {
  private final Predicate<OverheadRow> isOf;
  private final Function<OverheadRow, String> label;
  private final boolean ownSection;

  private FamilyRows(Predicate<OverheadRow> isOf, Function<OverheadRow, String> label, boolean ownSection) {
    this.isOf = isOf;
    this.label = label;
    this.ownSection = ownSection;
  }

  /** Rows the family's section shows, named by {@code label}. */
  public static FamilyRows inOwnSection(Predicate<OverheadRow> isOf, Function<OverheadRow, String> label) {
    return new FamilyRows(isOf, label, true);
  }

  /** Rows among the report's file overheads, named by {@code label}. */
  public static FamilyRows amongFiles(Predicate<OverheadRow> isOf, Function<OverheadRow, String> label) {
    return new FamilyRows(isOf, label, false);
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
