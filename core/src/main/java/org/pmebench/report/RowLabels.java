package org.pmebench.report;

import java.util.List;
import org.pmebench.crypto.EncryptionLayout;
import org.pmebench.paired.LiveHeap;
import org.pmebench.summary.OverheadRow;

/**
 * The workload name of every overhead row, as the report's tables and charts give it: the family's
 * own name where it has one ({@link ReportPart#rows}), else the row's spec (R1) or benchmark, with
 * the layout parameters that set it apart and its parquet-java release.
 */
public final class RowLabels {
  /**
   * The release a row ran on, when not the built-in one (the parquet family's --parquet-versions).
   */
  static final String PARQUET_RELEASE_PARAM = "parquet";

  private final List<ReportPart> parts;

  public RowLabels(List<ReportPart> parts) {
    this.parts = parts;
  }

  public String label(OverheadRow row) {
    for (ReportPart part : parts) {
      FamilyRows rows = part.rows();
      if (rows != null && rows.isOf(row)) {
        return rows.label(row);
      }
    }
    String spec = row.param("spec");
    return (spec != null ? spec : row.benchmark) + layout(row);
  }

  /** The family whose section shows {@code row}, or null for the report's file overheads. */
  public ReportPart owner(OverheadRow row) {
    for (ReportPart part : parts) {
      FamilyRows rows = part.rows();
      if (rows != null && rows.ownSection() && rows.isOf(row)) {
        return part;
      }
    }
    return null;
  }

  /**
   * " footer=plaintext", " buffers=direct", " heap=consumer", " on parquet-java 1.15.2": what sets
   * a file's row apart.
   */
  public static String layout(OverheadRow row) {
    StringBuilder text = new StringBuilder();
    for (String p :
        new String[] {
          EncryptionLayout.FOOTER_PARAM,
          EncryptionLayout.AAD_PREFIX_PARAM,
          EncryptionLayout.READ_BUFFERS_PARAM,
          LiveHeap.PARAM
        }) {
      if (row.params.containsKey(p)) {
        text.append(' ').append(p).append('=').append(row.param(p));
      }
    }
    if (row.params.containsKey(PARQUET_RELEASE_PARAM)) {
      text.append(" on parquet-java ").append(row.param(PARQUET_RELEASE_PARAM));
    }
    return text.toString();
  }

  /**
   * " heap=consumer" for a row measured in another heap than the suite's (--heap); "" otherwise.
   */
  public static String heap(OverheadRow row) {
    String heap = row.param(LiveHeap.PARAM);
    return heap == null ? "" : " " + LiveHeap.PARAM + "=" + heap;
  }

  /**
   * " on parquet-java 1.18.1" for a row of another release's child run; "" for the built-in one's.
   */
  public static String release(OverheadRow row) {
    String release = row.param(PARQUET_RELEASE_PARAM);
    return release == null ? "" : " on parquet-java " + release;
  }
}
