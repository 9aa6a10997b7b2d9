package org.pmebench.parking;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.parquet.hadoop.metadata.ColumnPath;

/** Which columns of a citations file are encrypted (the footer is, whenever any column is). */
public enum EncryptedColumns {
  /** A plaintext file. */
  NONE,
  /** The blog's choice: Ticket number and Issue Date. */
  SENSITIVE,
  /** Every column. */
  ALL;

  public List<ColumnPath> paths(CitationSchema schema) {
    List<ColumnPath> paths = new ArrayList<ColumnPath>();
    for (CitationColumn c : schema.columns) {
      if (this == ALL || this == SENSITIVE && CitationColumn.SENSITIVE.contains(c)) {
        paths.add(schema.path(c));
      }
    }
    return paths;
  }

  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static EncryptedColumns byId(String id) {
    try {
      return valueOf(id.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException | NullPointerException e) {
      throw new IllegalArgumentException("unknown column set '" + id + "'; allowed: none, sensitive, all");
    }
  }
}
