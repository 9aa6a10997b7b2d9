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
 * One query of the spark family. The suite's own are Spark SQL in {@code queries/<id>.sql} next to
 * this class, whose header comment says what it does and, on its {@code -- tables:} line, which
 * TPC-DS tables it reads; each is written after the TPC-DS query it names, and one is on the LA
 * parking citations. A user's query ({@link #user}) is the text of one of their SQL files, on every
 * one of their tables.
 */
public final class SparkQuery {
  /**
   * Every query, in the order results are shown: the TPC-DS joins, the scans, then the parking
   * citations'.
   */
  public static final List<String> IDS =
      Collections.unmodifiableList(
          Arrays.asList(
              "q03",
              "q07",
              "q19",
              "q42",
              "q55",
              "q73",
              "q96",
              "scan_sales",
              "scan_customer",
              "parking_fines"));

  private static final String TABLES = "-- tables:";

  public final String id;
  public final String sql;

  /** The header comment without its comment marks. */
  public final String description;

  public final List<String> tables;

  private SparkQuery(String id, String text) {
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

  /**
   * The query {@code id}; an id not in {@link #IDS} is an {@link IllegalArgumentException} naming
   * the allowed ones.
   */
  public static SparkQuery load(String id) {
    if (!IDS.contains(id)) {
      throw new IllegalArgumentException(
          "unknown query '" + id + "'; allowed: " + String.join(", ", IDS));
    }
    try (InputStream in = SparkQuery.class.getResourceAsStream("queries/" + id + ".sql")) {
      if (in == null) {
        throw new IllegalStateException("queries/" + id + ".sql is missing from the class path");
      }
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      byte[] buffer = new byte[8192];
      for (int n; (n = in.read(buffer)) > 0; ) {
        bytes.write(buffer, 0, n);
      }
      return new SparkQuery(id, new String(bytes.toByteArray(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new IllegalStateException("cannot read queries/" + id + ".sql", e);
    }
  }

  /**
   * A user's query: {@code sql} as their file holds it (comments and all, a final ';' dropped),
   * which may read any of {@code tables}.
   */
  public static SparkQuery user(String id, String sql, List<String> tables) {
    return new SparkQuery(id, sql.trim().replaceAll(";\\s*$", ""), "", tables);
  }

  private SparkQuery(String id, String sql, String description, List<String> tables) {
    this.id = id;
    this.sql = sql;
    this.description = description;
    this.tables = Collections.unmodifiableList(new ArrayList<String>(tables));
  }

  /**
   * A query from its text (a header comment with a {@code -- tables:} line, then the SQL); for
   * tests.
   */
  public static SparkQuery parse(String id, String text) {
    return new SparkQuery(id, text);
  }

  /** The tables any of {@code queries} reads, each once, in first-use order. */
  public static List<String> tables(List<SparkQuery> queries) {
    List<String> all = new ArrayList<String>();
    for (SparkQuery q : queries) {
      for (String t : q.tables) {
        if (!all.contains(t)) {
          all.add(t);
        }
      }
    }
    return all;
  }
}
