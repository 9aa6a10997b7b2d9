package org.pmebench.spark;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.apache.spark.sql.Row;

/**
 * A hash of a query's rows in sorted order, so modes can be compared without keeping their rows.
 * Floating-point values count to 12 significant digits: a sum over a shuffle adds its partitions in
 * the order they arrive, which may differ in the last bits from run to run whatever the tables.
 */
final class RowChecksum {
  private RowChecksum() {}

  /** The rows as text, sorted: what the checksum hashes. */
  static List<String> texts(List<Row> rows) {
    List<String> text = new ArrayList<String>();
    for (Row r : rows) {
      text.add(text(r));
    }
    Collections.sort(text);
    return text;
  }

  /** "; first difference: X against Y" (at most 200 characters each), or "" when none is found. */
  static String firstDifference(List<String> expected, List<String> actual) {
    if (expected == null) {
      return "";
    }
    for (int i = 0; i < Math.max(expected.size(), actual.size()); i++) {
      String e = i < expected.size() ? expected.get(i) : "(no row)";
      String a = i < actual.size() ? actual.get(i) : "(no row)";
      if (!e.equals(a)) {
        return "; first difference: " + cut(a) + " against " + cut(e);
      }
    }
    return "";
  }

  private static String cut(String s) {
    return s.length() <= 200 ? s : s.substring(0, 200) + "…";
  }

  static String of(List<Row> rows) {
    List<String> text = texts(rows);
    try {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      for (String t : text) {
        sha.update(t.getBytes(StandardCharsets.UTF_8));
        sha.update((byte) '\n');
      }
      StringBuilder hex = new StringBuilder();
      byte[] digest = sha.digest();
      for (int i = 0; i < 8; i++) {
        hex.append(String.format(Locale.ROOT, "%02x", digest[i]));
      }
      return hex.toString();
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /** A row as text, its floating-point fields (and those of nested rows) rounded. */
  static String text(Row row) {
    StringBuilder s = new StringBuilder("[");
    for (int i = 0; i < row.length(); i++) {
      Object v = row.get(i);
      s.append(i == 0 ? "" : ",");
      if (v instanceof Double || v instanceof Float) {
        s.append(String.format(Locale.ROOT, "%.12g", ((Number) v).doubleValue()));
      } else if (v instanceof Row) {
        s.append(text((Row) v));
      } else {
        s.append(v);
      }
    }
    return s.append(']').toString();
  }
}
