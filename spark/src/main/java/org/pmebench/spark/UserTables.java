package org.pmebench.spark;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.parquet.schema.MessageType;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.execution.datasources.parquet.SparkToParquetSchemaConverter;
import org.pmebench.family.spark.SparkAppSpec;
import org.pmebench.family.spark.SparkQuery;
import org.pmebench.userfiles.ColumnSet;

/**
 * The user's tables ({@code --spark-tables}) as an application reads them: where each is, and which
 * of its columns PME encrypts, named as Spark writes them (Spark writes a repeated group as a
 * three-level list, {@code items.list.element.sku} for the input's {@code items.sku}: a group's
 * name stands for its columns in both). Their queries are checked on the plaintext tables before
 * anything is written or timed; what fails there is the user's input, not PME.
 */
final class UserTables {
  private final Map<String, String> paths;
  private final Map<String, List<String>> encrypted = new LinkedHashMap<String, List<String>>();

  private UserTables(Map<String, String> paths) {
    this.paths = paths;
  }

  /** Whether the spec gives the user's tables (else the application reads TPC-DS's). */
  static boolean given(SparkAppSpec spec) {
    return !spec.userTables.isEmpty();
  }

  /**
   * Reads each table's schema; a table that cannot be read, or a column no table has, fails as
   * input.
   */
  static UserTables open(SparkSession spark, SparkAppSpec spec) {
    UserTables t = new UserTables(spec.userTables);
    ColumnSet set = ColumnSet.parse(spec.columns);
    SparkToParquetSchemaConverter writer =
        new SparkToParquetSchemaConverter(spark.sessionState().conf());
    List<MessageType> schemas = new ArrayList<MessageType>();
    for (Map.Entry<String, String> table : spec.userTables.entrySet()) {
      Dataset<Row> rows = t.read(spark, table.getKey());
      MessageType written = writer.convert(rows.schema());
      schemas.add(written);
      t.encrypted.put(table.getKey(), set.dottedLeavesPresent(written));
    }
    List<String> unknown = set.unknownIn(schemas);
    if (!unknown.isEmpty()) {
      throw SparkAppFailure.input(
          "--spark-columns: no table has "
              + String.join(", ", unknown)
              + " as Spark writes "
              + "it (a repeated group's columns are group.list.element.x; naming the group takes them all)");
    }
    return t;
  }

  /** The plaintext table as the user gave it. */
  Dataset<Row> read(SparkSession spark, String table) {
    String path = paths.get(table);
    try {
      return spark.read().parquet(path);
    } catch (Exception e) {
      // Spark throws its AnalysisException undeclared.
      throw SparkAppFailure.input(
          "table " + table + " at " + path + " cannot be read: " + SparkAppFailure.oneLine(e));
    }
  }

  /** The columns of {@code table} PME encrypts, as dotted paths of the files Spark writes. */
  List<String> encryptedColumns(String table) {
    List<String> c = encrypted.get(table);
    return c == null ? Collections.<String>emptyList() : c;
  }

  /**
   * Each query planned on the plaintext tables (Spark analyses a query when it is given): a failure
   * names it.
   */
  void checkQueries(SparkSession spark, List<SparkQuery> queries) {
    for (String table : paths.keySet()) {
      read(spark, table).createOrReplaceTempView(table);
    }
    for (SparkQuery q : queries) {
      try {
        spark.sql(q.sql);
      } catch (Exception e) {
        throw SparkAppFailure.input(
            "query "
                + q.id
                + " does not run on your plaintext tables: "
                + SparkAppFailure.oneLine(e));
      }
    }
  }
}
