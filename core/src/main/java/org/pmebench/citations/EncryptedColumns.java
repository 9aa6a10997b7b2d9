package org.pmebench.citations;

import java.util.ArrayList;
import java.util.Arrays;
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

  /** The paired benchmarks' value for files of both column sets in the same rounds. */
  public static final String SENSITIVE_AND_ALL = "sensitive+all";

  /**
   * The column sets of a paired benchmark's encrypted files: one set, or {@value
   * #SENSITIVE_AND_ALL} (a file of each, per mode, in the same rounds, so the subset's share of the
   * all-columns cost is measured in pairs).
   */
  public static List<EncryptedColumns> setsOf(String id) {
    if (SENSITIVE_AND_ALL.equals(id)) {
      return Arrays.asList(SENSITIVE, ALL);
    }
    EncryptedColumns one = byId(id);
    if (one == NONE) {
      throw new IllegalArgumentException(
          "columns=none: a paired benchmark always measures the plaintext file; "
              + "give the encrypted files' column set: sensitive, all or "
              + SENSITIVE_AND_ALL);
    }
    return Arrays.asList(one);
  }

  public static EncryptedColumns byId(String id) {
    try {
      return valueOf(id.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException | NullPointerException e) {
      throw new IllegalArgumentException(
          "unknown column set '" + id + "'; allowed: none, sensitive, all");
    }
  }
}
