package org.pmebench.spark;

import io.trino.tpcds.Results;
import io.trino.tpcds.Session;
import io.trino.tpcds.Table;
import io.trino.tpcds.column.Column;
import io.trino.tpcds.column.ColumnType;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * The tables the family's queries read: TPC-DS's, generated in-process by Trino's port of dsdgen
 * (deterministic for a scale factor: dsdgen's random streams have fixed seeds) and typed as the
 * TPC-DS specification types them. Generation runs in Spark tasks, one chunk of rows each, so it
 * streams instead of holding a table in memory and runs on a cluster's executors too. Beside them,
 * the LA parking citations ({@link ParkingTable}).
 */
final class TpcdsTables {
  /**
   * Personal and payment columns, the ones a PME user encrypts when encrypting only "sensitive"
   * columns: names, birth dates, e-mail and street addresses, the demographic profile, and which
   * customer paid what. Tables not named here stay plaintext in that choice.
   */
  static final Map<String, List<String>> SENSITIVE = new LinkedHashMap<String, List<String>>();

  static {
    SENSITIVE.put(
        "customer",
        Arrays.asList(
            "c_first_name",
            "c_last_name",
            "c_email_address",
            "c_birth_day",
            "c_birth_month",
            "c_birth_year",
            "c_birth_country",
            "c_login"));
    SENSITIVE.put(
        "customer_address",
        Arrays.asList("ca_street_number", "ca_street_name", "ca_suite_number", "ca_zip"));
    SENSITIVE.put(
        "customer_demographics",
        Arrays.asList(
            "cd_gender", "cd_marital_status", "cd_credit_rating", "cd_purchase_estimate"));
    SENSITIVE.put(
        "store_sales", Arrays.asList("ss_customer_sk", "ss_net_paid", "ss_net_paid_inc_tax"));
    SENSITIVE.put(ParkingTable.NAME, ParkingTable.sensitiveColumns());
  }

  private TpcdsTables() {}

  static Table table(String name) {
    return Table.getTable(name);
  }

  /** The personal columns of {@code table} (empty when it has none). */
  static List<String> sensitiveColumns(String table) {
    List<String> c = SENSITIVE.get(table);
    return c == null ? Collections.<String>emptyList() : c;
  }

  /**
   * The columns of {@code table} PME encrypts: {@code all} of them or its {@code sensitive} ones.
   */
  static List<String> encryptedColumns(String columns, String table) {
    switch (columns) {
      case "all":
        return columnNames(table);
      case "sensitive":
        return sensitiveColumns(table);
      default:
        throw new IllegalArgumentException("columns '" + columns + "'; allowed: all, sensitive");
    }
  }

  static List<String> columnNames(String table) {
    if (ParkingTable.NAME.equals(table)) {
      return ParkingTable.columnNames();
    }
    List<String> names = new ArrayList<String>();
    for (Column c : table(table).getColumns()) {
      names.add(c.getName());
    }
    return names;
  }

  static StructType schema(Table table) {
    List<StructField> fields = new ArrayList<StructField>();
    for (Column c : table.getColumns()) {
      fields.add(DataTypes.createStructField(c.getName(), type(c.getType()), true));
    }
    return DataTypes.createStructType(fields);
  }

  static DataType type(ColumnType t) {
    switch (t.getBase()) {
      case INTEGER:
        return DataTypes.IntegerType;
      case IDENTIFIER:
        return DataTypes.LongType;
      case DATE:
        return DataTypes.DateType;
      case DECIMAL:
        return DataTypes.createDecimalType(t.getPrecision().get(), t.getScale().get());
      default:
        return DataTypes.StringType;
    }
  }

  /** dsdgen's text of one value as its column's type; dsdgen gives null for SQL NULL. */
  static Object value(ColumnType t, String text) {
    if (text == null) {
      return null;
    }
    switch (t.getBase()) {
      case INTEGER:
        return Integer.valueOf(text);
      case IDENTIFIER:
        return Long.valueOf(text);
      case DATE:
        return java.sql.Date.valueOf(text);
      case DECIMAL:
        return new BigDecimal(text);
      default:
        return text;
    }
  }

  /**
   * How many generator chunks a table is split into: about a million rows each at scale 1 for the
   * fact table.
   */
  static int chunks(String table, double scale) {
    return "store_sales".equals(table) ? Math.max(1, (int) Math.ceil(scale * 4)) : 1;
  }

  /** The table at {@code scale} as a DataFrame whose rows are generated when it is computed. */
  static Dataset<Row> generate(SparkSession spark, String name, double scale) {
    if (ParkingTable.NAME.equals(name)) {
      return ParkingTable.generate(spark, scale);
    }
    Table table = table(name);
    int chunks = chunks(name, scale);
    List<Integer> ids = new ArrayList<Integer>();
    for (int i = 1; i <= chunks; i++) {
      ids.add(i);
    }
    JavaRDD<Row> rows =
        JavaSparkContext.fromSparkContext(spark.sparkContext())
            .parallelize(ids, chunks)
            .flatMap(chunk -> rows(name, scale, chunks, chunk));
    return spark.createDataFrame(rows, schema(table));
  }

  /** The rows of one chunk (1-based) of {@code chunks}. */
  static Iterator<Row> rows(String name, double scale, int chunks, int chunk) {
    Table table = table(name);
    Session session =
        Session.getDefaultSession()
            .withScale(scale)
            .withTable(table)
            .withNoSexism(true)
            .withParallelism(chunks)
            .withChunkNumber(chunk);
    Column[] columns = table.getColumns();
    Iterator<List<List<String>>> batches = Results.constructResults(table, session).iterator();
    return new Iterator<Row>() {
      @Override
      public boolean hasNext() {
        return batches.hasNext();
      }

      @Override
      public Row next() {
        // A batch holds the row of the table and, for sales, of its returns table; the first is
        // ours.
        List<String> text = batches.next().get(0);
        Object[] values = new Object[columns.length];
        for (int i = 0; i < columns.length; i++) {
          values[i] = value(columns[i].getType(), text.get(i));
        }
        return RowFactory.create(values);
      }
    };
  }
}
