package org.pmebench.report;

import java.util.List;
import java.util.Map;

/**
 * A markdown table whose first columns name a row ("R1 | AES_GCM_V1", joined with " | ") and whose
 * other columns are one each of {@code columns}: a cell per row and column, {@code missing} where
 * the row has none.
 */
public final class PivotTable {
  private PivotTable() {}

  /**
   * {@code keyHeader}: the header cells of the key columns without the outer pipes ("workload |
   * mode"); {@code columnPrefix} goes before each column's name ("read by ").
   */
  public static String toMarkdown(
      String keyHeader,
      String columnPrefix,
      List<String> columns,
      Map<String, Map<String, String>> rows,
      String missing) {
    StringBuilder md = new StringBuilder("| ").append(keyHeader).append(" |");
    StringBuilder line = new StringBuilder("|");
    for (int i = keyHeader.split("\\|").length; i > 0; i--) {
      line.append("---|");
    }
    for (String c : columns) {
      md.append(' ').append(columnPrefix).append(c).append(" |");
      line.append("---|");
    }
    md.append('\n').append(line).append('\n');
    for (Map.Entry<String, Map<String, String>> r : rows.entrySet()) {
      md.append("| ").append(r.getKey()).append(" |");
      for (String c : columns) {
        String cell = r.getValue().get(c);
        md.append(' ').append(cell == null ? missing : cell).append(" |");
      }
      md.append('\n');
    }
    return md.toString();
  }
}
