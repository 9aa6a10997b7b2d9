package org.pmebench.cli;

import java.util.List;
import org.apache.parquet.hadoop.metadata.ColumnPath;
import org.pmebench.citations.CitationSchema;
import org.pmebench.citations.EncryptedColumns;
import org.pmebench.run.EncryptOption;
import org.pmebench.run.UserError;
import org.pmebench.userfiles.ColumnSet;

/**
 * {@code convert}'s {@code --encrypt}: one of the citations' named sets (none, sensitive, all), or
 * columns named as every other command names them ({@link ColumnSet}).
 */
final class ConvertedColumns {
  /** Null where the columns are named. */
  private final EncryptedColumns named;

  private final ColumnSet set;

  private ConvertedColumns(EncryptedColumns named, ColumnSet set) {
    this.named = named;
    this.set = set;
  }

  static ConvertedColumns of(String text) {
    for (EncryptedColumns c : EncryptedColumns.values()) {
      if (c.id().equalsIgnoreCase(text)) {
        return new ConvertedColumns(c, null);
      }
    }
    return new ConvertedColumns(null, EncryptOption.parse(text));
  }

  /** A plaintext file. */
  boolean none() {
    return named == EncryptedColumns.NONE;
  }

  /** The columns to encrypt; a name the file does not have is refused with its columns listed. */
  List<ColumnPath> paths(CitationSchema schema) {
    if (named != null) {
      return named.paths(schema);
    }
    try {
      return set.leaves(schema.schema);
    } catch (IllegalArgumentException e) {
      throw new UserError("--encrypt: " + e.getMessage());
    }
  }

  /** The set as the report names it: the named set's id, or the columns joined with ','. */
  String label() {
    return named != null ? named.id() : set.text;
  }
}
