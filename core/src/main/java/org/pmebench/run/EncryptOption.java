package org.pmebench.run;

import java.util.ArrayList;
import java.util.List;
import org.pmebench.userfiles.ColumnSet;
import picocli.CommandLine.Option;

/**
 * The columns to encrypt, declared once as {@code --encrypt} and added where it is taken ({@code
 * estimate}, {@code convert}, the files family) as a picocli mixin: one grammar ({@link
 * ColumnSet}'s) for every command; a command that measures one set refuses several.
 */
public final class EncryptOption {
  /** Joins several sets in one value (',' joins the columns of a set). */
  private static final String SET_SEPARATOR = ";";

  @Option(
      names = "--encrypt",
      paramLabel = "COLUMNS",
      description =
          "The columns to encrypt: all, or dotted paths joined with ',' (a.b.c for a nested column, "
              + "a group for every column under it). estimate and convert take one set (default all; "
              + "convert's default is sensitive, the citations' Ticket number and Issue Date, and it also "
              + "takes none: a plaintext file). run's files family measures every set given: repeat it "
              + "(or join sets with ';'), or each: one set per column of the first file (default all).")
  List<String> values;

  /** The sets given, each value split at ';', or {@code otherwise} alone when none is. */
  public List<String> texts(String otherwise) {
    List<String> texts = new ArrayList<String>();
    if (values == null || values.isEmpty()) {
      texts.add(otherwise);
      return texts;
    }
    for (String value : values) {
      for (String set : value.split(SET_SEPARATOR)) {
        texts.add(set);
      }
    }
    return texts;
  }

  /**
   * The one set of a command that measures one ({@code otherwise} when none is given); several are
   * refused ({@link UserError}).
   */
  public String one(String otherwise) {
    List<String> texts = texts(otherwise);
    if (texts.size() > 1) {
      throw new UserError("--encrypt: this command takes one column set, not " + texts.size());
    }
    return texts.isEmpty() ? "" : texts.get(0).trim();
  }

  /** {@code text} as a column set; a malformed one is refused as {@code --encrypt}'s. */
  public static ColumnSet parse(String text) {
    try {
      return ColumnSet.parse(text);
    } catch (IllegalArgumentException e) {
      throw new UserError("--encrypt: " + e.getMessage());
    }
  }

  /** {@link #texts} parsed, every set checked ({@link ColumnSet#parseAll}). */
  public static List<ColumnSet> parseAll(List<String> texts) {
    try {
      return ColumnSet.parseAll(texts);
    } catch (IllegalArgumentException e) {
      throw new UserError("--encrypt: " + e.getMessage());
    }
  }
}
