package org.pmebench.family.spark;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.apache.parquet.schema.MessageType;
import org.pmebench.run.UserError;
import org.pmebench.userfiles.ColumnSet;
import org.pmebench.userfiles.UserFiles;

/**
 * The user's own workload for the spark family: their Parquet tables ({@code --spark-tables
 * name=path}) and queries ({@code --spark-sql}, one per file), checked before any application
 * starts. Tables on this machine are checked here (plaintext Parquet with rows, the columns {@code
 * --spark-columns} names); tables on another Hadoop file system are checked by the application,
 * which reads them.
 */
public final class UserWorkload {
  private static final Pattern TABLE_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
  private static final Pattern QUERY_ID = Pattern.compile("[A-Za-z0-9_][A-Za-z0-9_.-]*");

  /** Table name to its path (a local table as a file: URI). */
  public final Map<String, String> tables = new LinkedHashMap<String, String>();

  /** Query id (its file's name without .sql) to its SQL. */
  public final Map<String, String> queries = new LinkedHashMap<String, String>();

  /** Bytes of the local tables' files (0 for tables elsewhere): the size of the work. */
  public long localBytes;

  private final Map<String, MessageType> localSchemas = new LinkedHashMap<String, MessageType>();

  /**
   * The workload of {@code --spark-tables} and {@code --spark-sql}; refuses what cannot run, naming
   * it.
   */
  public static UserWorkload of(List<String> tables, List<Path> sql) {
    UserWorkload w = new UserWorkload();
    for (String entry : tables) {
      w.addTable(entry.trim());
    }
    for (Path p : sql) {
      w.addQueries(p);
    }
    return w;
  }

  /**
   * The column set {@code --spark-columns} gives, checked against the local tables: each name in
   * one at least.
   */
  public ColumnSet columns(String text) {
    ColumnSet set;
    try {
      set = ColumnSet.parse(text == null ? ColumnSet.ALL : text);
    } catch (IllegalArgumentException e) {
      throw new UserError("--spark-columns: " + e.getMessage());
    }
    if (localSchemas.size() == tables.size()) {
      List<String> unknown = set.unknownIn(localSchemas.values());
      if (!unknown.isEmpty()) {
        throw new UserError(
            "--spark-columns: no table has "
                + String.join(", ", unknown)
                + "; their columns: "
                + columnsOf());
      }
    }
    return set;
  }

  private String columnsOf() {
    List<String> each = new ArrayList<String>();
    for (Map.Entry<String, MessageType> t : localSchemas.entrySet()) {
      each.add(
          t.getKey()
              + " ("
              + String.join(", ", ColumnSet.parse(ColumnSet.ALL).dottedLeavesPresent(t.getValue()))
              + ")");
    }
    return String.join("; ", each);
  }

  private void addTable(String entry) {
    int eq = entry.indexOf('=');
    if (eq <= 0 || eq == entry.length() - 1) {
      throw new UserError(
          "--spark-tables '"
              + entry
              + "': give NAME=PATH, the name your queries use and the table's "
              + "file or directory");
    }
    String name = entry.substring(0, eq).trim();
    String path = entry.substring(eq + 1).trim();
    if (!TABLE_NAME.matcher(name).matches()) {
      throw new UserError(
          "--spark-tables: '"
              + name
              + "' is no table name your queries can use (letters, digits "
              + "and _, not first a digit)");
    }
    for (String known : tables.keySet()) {
      if (known.equalsIgnoreCase(name)) {
        throw new UserError(
            "--spark-tables: table " + name + " is given twice (Spark's names ignore case)");
      }
    }
    Path local = localPath(path);
    if (local == null) {
      tables.put(name, path);
      return;
    }
    tables.put(name, SparkMatrix.directory(local.toAbsolutePath().normalize().toUri().toString()));
    checkLocal(name, local);
  }

  /** The path on this machine, or null for another Hadoop file system (hdfs:, s3a:, ...). */
  private static Path localPath(String path) {
    if (path.startsWith("file:")) {
      return Paths.get(URI.create(path));
    }
    return path.matches("[A-Za-z][A-Za-z0-9+.-]+:.*") ? null : Paths.get(path);
  }

  /** Plaintext Parquet files with rows; their first schema stands for the table's. */
  private void checkLocal(String name, Path path) {
    List<Path> files;
    try {
      files = UserFiles.expand(java.util.Collections.singletonList(path));
    } catch (IllegalArgumentException | IOException e) {
      throw new UserError("--spark-tables " + name + ": " + e.getMessage());
    }
    long rows = 0;
    for (Path file : files) {
      ParquetMetadata footer = footer(name, file);
      for (BlockMetaData block : footer.getBlocks()) {
        rows += block.getRowCount();
      }
      localSchemas.putIfAbsent(name, footer.getFileMetaData().getSchema());
      localBytes += file.toFile().length();
    }
    if (rows == 0) {
      throw new UserError(
          "--spark-tables " + name + ": " + path + " has no rows: there is nothing to query");
    }
  }

  private static ParquetMetadata footer(String name, Path file) {
    try {
      return UserFiles.plaintextFooter(file);
    } catch (IOException | RuntimeException e) {
      throw new UserError("--spark-tables " + name + ": " + file + ": " + e.getMessage());
    }
  }

  private void addQueries(Path path) {
    List<Path> files = new ArrayList<Path>();
    if (Files.isDirectory(path)) {
      try (Stream<Path> list = Files.list(path)) {
        list.filter(f -> f.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".sql"))
            .sorted()
            .forEach(files::add);
      } catch (IOException e) {
        throw new UserError("--spark-sql " + path + ": " + e.getMessage());
      }
      if (files.isEmpty()) {
        throw new UserError("--spark-sql " + path + ": a directory with no .sql file");
      }
    } else if (Files.isRegularFile(path)) {
      files.add(path);
    } else {
      throw new UserError("--spark-sql " + path + ": no such file or directory");
    }
    for (Path f : files) {
      addQuery(f);
    }
  }

  private void addQuery(Path file) {
    String id = file.getFileName().toString().replaceAll("(?i)\\.sql$", "");
    if (!QUERY_ID.matcher(id).matches() || SparkResultsJson.reservedQueryId(id)) {
      throw new UserError(
          "--spark-sql "
              + file
              + ": name the file after its query with letters, digits, '_', '.' "
              + "and '-' (not "
              + String.join(", ", SparkResultsJson.RESERVED_QUERY_IDS)
              + ")");
    }
    if (queries.containsKey(id)) {
      throw new UserError(
          "--spark-sql: two files are named " + id + ".sql; a query's file name is its name");
    }
    String sql;
    try {
      sql = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UserError("--spark-sql " + file + ": " + e.getMessage());
    }
    if (sql.replaceAll("(?m)--.*$", "").replace(";", "").trim().isEmpty()) {
      throw new UserError("--spark-sql " + file + ": no query in it");
    }
    queries.put(id, sql);
  }
}
