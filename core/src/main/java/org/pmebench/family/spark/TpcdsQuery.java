package org.pmebench.family.spark;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * One query of the spark family: Spark SQL in {@code queries/<id>.sql} next to this class, whose
 * header comment says what it does and, on its {@code -- tables:} line, which TPC-DS tables it
 * reads. The queries are the suite's own, each written after the TPC-DS query it names, and one on
 * the LA parking citations.
 */
public final class TpcdsQuery {
  /** Every query, in the order results are shown: the TPC-DS joins, the scans, then the parking citations'. */
  public static final List<String> IDS = Collections.unmodifiableList(Arrays.asList("q03", "q07", "q19", "q42",
      "q55", "q73", "q96", "scan_sales", "scan_customer", "parking_fines"));
  private static final String TABLES = "-- tables:";

  public final String id;
  public final String sql;
  /** The header comment without its comment marks. */
  public final String description;
  public final List<String> tables;

  private TpcdsQuery(String id, String text) {
    this.id = id;
    StringBuilder about = new StringBuilder();
    List<String> tables = new ArrayList<String>();
    StringBuilder sql = new StringBuilder();
    for (String line : text.split("\n")) {
      if (line.startsWith(TABLES)) {
        for (String t : line.substring(TABLES.length()).split(",")) {
          tables.add(t.trim());
        }
      } else if (line.startsWith("--")) {
        about.append(about.length() == 0 ? "" : " ").append(line.substring(2).trim());
      } else if (!line.trim().isEmpty()) {
        sql.append(line).append('\n');
      }
    }
    if (tables.isEmpty()) {
      throw new IllegalStateException("query " + id + " has no '" + TABLES + "' line");
    }
    this.sql = sql.toString().trim();
    this.description = about.toString();
    this.tables = Collections.unmodifiableList(tables);
  }

  /** The query {@code id}; an id not in {@link #IDS} is an {@link IllegalArgumentException} naming the allowed ones. */
  public static TpcdsQuery load(String id) {
    if (!IDS.contains(id)) {
      throw new IllegalArgumentException("unknown query '" + id + "'; allowed: " + String.join(", ", IDS));
    }
    try (InputStream in = TpcdsQuery.class.getResourceAsStream("queries/" + id + ".sql")) {
      if (in == null) {
        throw new IllegalStateException("queries/" + id + ".sql is missing from the class path");
      }
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      byte[] buffer = new byte[8192];
      for (int n; (n = in.read(buffer)) > 0; ) {
        bytes.write(buffer, 0, n);
      }
      return new TpcdsQuery(id, new String(bytes.toByteArray(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new IllegalStateException("cannot read queries/" + id + ".sql", e);
    }
  }

  /** A query from its text (a header comment with a {@code -- tables:} line, then the SQL); for tests. */
  public static TpcdsQuery parse(String id, String text) {
    return new TpcdsQuery(id, text);
  }

  /** The tables any of {@code queries} reads, each once, in first-use order. */
  public static List<String> tables(List<TpcdsQuery> queries) {
    List<String> all = new ArrayList<String>();
    for (TpcdsQuery q : queries) {
      for (String t : q.tables) {
        if (!all.contains(t)) {
          all.add(t);
        }
      }
    }
    return all;
  }
}
