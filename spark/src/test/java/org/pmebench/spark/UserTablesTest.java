package org.pmebench.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.column.ParquetProperties.WriterVersion;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.crypto.kms.KmsEncryption;
import org.pmebench.family.spark.SparkAppResult;
import org.pmebench.family.spark.SparkAppSpec;
import org.pmebench.userfiles.SampleFiles;
import org.pmebench.workload.DiskFiles;

/**
 * The user's tables and queries in a Spark application ({@code local[2]} in this JVM): the orders
 * sample (a nested group, a repeated one, bloom filters) and a second table, queried in pairs with
 * the user's columns encrypted; the input only read; what the user got wrong failing before
 * anything is written, named.
 */
class UserTablesTest {
  @TempDir static Path dir;
  private static SparkSession spark;
  private static Path orders;
  private static Path statuses;

  @BeforeAll
  static void startSpark() throws IOException {
    SparkAppSpec spec = new SparkAppSpec();
    spec.appName = "user-tables-test";
    spec.master = "local[2]";
    spec.conf.put("spark.sql.shuffle.partitions", "2");
    spark = AppSessions.session(spec, SparkSettings.of(spec, KmsEncryption.demoKeyList(42)));
    orders = Files.createDirectories(dir.resolve("orders")).resolve("part-0.parquet");
    SampleFiles.writeOrders(
        DiskFiles.output(orders),
        3000,
        64 * 1024,
        WriterVersion.PARQUET_1_0,
        CompressionCodecName.SNAPPY,
        7);
    statuses = dir.resolve("statuses.parquet");
    spark
        .sql(
            "SELECT * FROM VALUES ('NEW', 'open'), ('PAID', 'open'), ('SHIPPED', 'open'), ('DELIVERED', 'closed'), "
                + "('RETURNED', 'closed'), ('CANCELLED', 'closed') AS t(status, state)")
        .coalesce(1)
        .write()
        .parquet(statuses.toUri().toString());
  }

  @AfterAll
  static void stopSpark() {
    spark.stop();
  }

  private static SparkAppSpec spec(String name, String columns, Map<String, String> queries) {
    SparkAppSpec spec = new SparkAppSpec();
    spec.appName = name;
    spec.workPath = dir.resolve(name + "-work").toUri().toString();
    spec.modes = Arrays.asList("PLAINTEXT", "AES_GCM_V1", "CONTROL");
    spec.columns = columns;
    spec.userTables.put("orders", orders.getParent().toUri().toString());
    spec.userTables.put("statuses", statuses.toUri().toString());
    spec.userQueries.putAll(queries);
    spec.queries = new ArrayList<String>(queries.keySet());
    spec.warmupRounds = 1;
    spec.rounds = 2;
    return spec;
  }

  private static int run(SparkAppSpec spec, SparkAppResult result) throws IOException {
    return new SparkBenchApp(spec, result, SparkBenchApp.load(spec), AppSessions.given(spark))
        .run();
  }

  @Test
  void theUsersQueriesRunInPairsOnTheirTablesWithTheirColumnsEncryptedAndTheInputOnlyRead()
      throws IOException {
    byte[] before = Files.readAllBytes(orders);
    Map<String, String> queries = new LinkedHashMap<String, String>();
    queries.put(
        "open_amount",
        "-- what open orders are worth, by zip\nSELECT o.address.zip, sum(o.amount) AS amount "
            + "FROM orders o JOIN statuses s ON o.status = s.status WHERE s.state = 'open' GROUP BY o.address.zip;\n");
    queries.put(
        "skus",
        "SELECT i.sku, sum(i.quantity) FROM orders LATERAL VIEW explode(items) t AS i GROUP BY i.sku");
    SparkAppSpec spec = spec("user", "ssn,address,items", queries);
    SparkAppResult result = new SparkAppResult();
    assertEquals(0, run(spec, result), result.failure);
    for (String id : queries.keySet()) {
      SparkAppResult.QueryTimes times = result.queries.get(id);
      assertTrue(times.rows > 0, id);
      for (String mode : spec.modes) {
        assertEquals(2, times.wallNanos.get(mode).size(), id + " " + mode);
      }
    }
    assertEquals(3, result.writes.size(), "every mode's tables written");
    assertArrayEquals(before, Files.readAllBytes(orders), "the user's file is only read");
    assertFalse(Files.exists(dir.resolve("user-work")), "the application deletes its tables");
  }

  @Test
  void theColumnsAreNamedAsSparkWritesThemAndATableWithoutAnyStaysPlaintext() throws IOException {
    SparkAppSpec spec = spec("columns", "ssn,address,items", new LinkedHashMap<String, String>());
    UserTables tables = UserTables.open(spark, spec);
    assertEquals(
        Arrays.asList(
            "ssn",
            "address.street",
            "address.zip",
            "items.list.element.sku",
            "items.list.element.quantity"),
        tables.encryptedColumns("orders"));
    assertEquals(new ArrayList<String>(), tables.encryptedColumns("statuses"));
    String out = dir.resolve("columns-gcm").toUri().toString();
    tables
        .read(spark, "orders")
        .write()
        .options(PmeWriteOptions.of("AES_GCM_V1", tables.encryptedColumns("orders")))
        .parquet(out);
    assertEquals(
        3000,
        spark.read().parquet(out).count(),
        "written with those columns encrypted and read back");
    // Encrypted, not merely written: every file ends in PME's magic, and a reader without the keys
    // is refused.
    for (Path file : PmeFiles.parquetFiles(dir.resolve("columns-gcm"))) {
      assertEquals("PARE", PmeFiles.tail(file), file + ": a PME file with an encrypted footer");
      Exception refused =
          assertThrows(
              Exception.class,
              () ->
                  ParquetFileReader.open(
                          HadoopInputFile.fromPath(
                              new org.apache.hadoop.fs.Path(file.toUri()), new Configuration()))
                      .close());
      assertTrue(
          String.valueOf(refused.getMessage()).contains("encrypted footer"), refused.toString());
    }
    SparkAppFailure e =
        assertThrows(
            SparkAppFailure.class,
            () ->
                UserTables.open(
                    spark, spec("nested", "items.sku", new LinkedHashMap<String, String>())));
    assertTrue(e.input);
    assertEquals(
        "--spark-columns: no table has items.sku as Spark writes it (a repeated group's columns are "
            + "group.list.element.x; naming the group takes them all)",
        e.getMessage());
  }

  @Test
  void aQueryThatFailsOnThePlaintextTablesFailsAsInputBeforeAnythingIsWritten() throws IOException {
    Map<String, String> queries = new LinkedHashMap<String, String>();
    queries.put("typo", "SELECT statsu FROM orders");
    SparkAppResult result = new SparkAppResult();
    assertEquals(1, run(spec("typo", "all", queries), result));
    assertTrue(result.inputFailure, result.failure);
    assertTrue(
        result.failure.startsWith("query typo does not run on your plaintext tables: "),
        result.failure);
    assertTrue(result.failure.contains("statsu") && !result.failure.contains("\n"), result.failure);
    assertTrue(result.writes.isEmpty(), "nothing written");
    SparkAppSpec gone = spec("gone", "all", queries);
    gone.userTables.put("missing", dir.resolve("missing").toUri().toString());
    SparkAppResult r = new SparkAppResult();
    assertEquals(1, run(gone, r));
    assertTrue(
        r.inputFailure
            && r.failure.startsWith(
                "table missing at " + gone.userTables.get("missing") + " cannot be read: "),
        r.failure);
  }
}
