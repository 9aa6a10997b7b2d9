package org.pmebench.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.crypto.kms.KmsEncryption;
import org.pmebench.family.spark.SparkAppResult;
import org.pmebench.family.spark.SparkAppSpec;
import org.pmebench.family.spark.SparkQuery;

/**
 * Spark in this JVM ({@code local[2]}): the cached TPC-DS tables, PME tables written with each
 * mode's options and read back with the right keys, a wrong key list failing in one line, and a
 * failing query failing its application with the query named.
 */
class EncryptedTablesTest {
  private static final String KEYS = KmsEncryption.demoKeyList(42);
  @TempDir static Path dir;
  private static SparkSession spark;
  private static TableDirectories dirs;

  @BeforeAll
  static void startSpark() throws IOException {
    SparkAppSpec spec = new SparkAppSpec();
    spec.appName = "encrypted-tables-test";
    spec.master = "local[2]";
    spec.io = "jce";
    spec.conf.put("spark.sql.shuffle.partitions", "4");
    spark = AppSessions.session(spec, SparkSettings.of(spec, KEYS));
    dirs = new TableDirectories(spark.sparkContext().hadoopConfiguration());
    assertTrue(
        new TpcdsDataset(spark, dirs, uri("dataset"), 0.002)
            .ensure(Arrays.asList("store", "customer", ParkingTable.NAME)));
  }

  @AfterAll
  static void stopSpark() {
    spark.stop();
  }

  private static String uri(String name) {
    return dir.resolve(name).toUri().toString();
  }

  private static List<Row> rows(String path) {
    return spark.read().parquet(path).collectAsList();
  }

  @Test
  void theDatasetIsCachedOnceAndOnlyCompleteTablesCount() throws IOException {
    assertFalse(
        new TpcdsDataset(spark, dirs, uri("dataset"), 0.002)
            .ensure(Arrays.asList("store", "customer", ParkingTable.NAME)),
        "cached: nothing generated again");
    assertTrue(Files.exists(dir.resolve("dataset").resolve("customer").resolve("_SUCCESS")));
    try (Stream<Path> leftovers = Files.list(dir.resolve("dataset"))) {
      assertEquals(
          Arrays.asList("customer", "parking_citations", "store"),
          leftovers.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList()),
          "no temporary directories stay behind");
    }
    Files.createDirectories(dir.resolve("half"));
    IOException e =
        assertThrows(IOException.class, () -> dirs.publish(uri("half"), uri("published")));
    assertTrue(e.getMessage().contains("is incomplete (no _SUCCESS)"), e.getMessage());
    assertFalse(Files.exists(dir.resolve("published")));
  }

  @Test
  void everyModeAndColumnChoiceReadsBackTheSameRowsWithTheRightKeys() throws IOException {
    for (String table : Arrays.asList("customer", ParkingTable.NAME)) {
      String plain = uri("dataset") + "/" + table;
      String expected = RowChecksum.of(rows(plain));
      for (String mode : Arrays.asList("AES_GCM_V1", "AES_GCM_CTR_V1")) {
        for (String columns : Arrays.asList("all", "sensitive")) {
          String name = "work-" + table + "-" + mode + "-" + columns;
          spark
              .read()
              .parquet(plain)
              .write()
              .options(PmeWriteOptions.of(mode, TpcdsTables.encryptedColumns(columns, table)))
              .parquet(uri(name));
          dirs.requireComplete(table, uri(name));
          assertEquals(
              expected, RowChecksum.of(rows(uri(name))), table + " " + mode + " " + columns);
          for (Path file : PmeFiles.parquetFiles(dir.resolve(name))) {
            assertEquals(
                "PARE", PmeFiles.tail(file), file + ": a PME file with an encrypted footer");
          }
        }
      }
      for (Path file : PmeFiles.parquetFiles(dir.resolve("dataset").resolve(table))) {
        assertEquals("PAR1", PmeFiles.tail(file), "the cached tables are plaintext");
      }
    }
    assertEquals(
        ParkingTable.columnNames(),
        Arrays.asList(spark.read().parquet(uri("dataset") + "/" + ParkingTable.NAME).columns()),
        "the citations' columns carry the parking family's names");
    assertEquals(ParkingTable.rows(0.002), rows(uri("dataset") + "/" + ParkingTable.NAME).size());
  }

  @Test
  void aWrongKeyListFailsTheReadInOneLine() {
    String out = uri("wrong-keys");
    spark
        .read()
        .parquet(uri("dataset") + "/store")
        .write()
        .options(PmeWriteOptions.of("AES_GCM_V1", TpcdsTables.encryptedColumns("all", "store")))
        .parquet(out);
    String wrong = KmsEncryption.demoKeyList(7);
    // parquet's key tools cache the KMS client and unwrapped keys per process: forget them first.
    KmsEncryption.clearCaches();
    try {
      Exception e =
          assertThrows(
              Exception.class,
              () ->
                  spark
                      .read()
                      .option("parquet.encryption.key.list", wrong)
                      .parquet(out)
                      .collectAsList());
      String line = SparkAppFailure.oneLine(e);
      assertEquals(
          "the KMS cannot unwrap the footer key: the master key in the key list is not the one the file was "
              + "written with (GCM tag check failed)",
          line);
    } finally {
      KmsEncryption.clearCaches();
    }
    assertEquals(
        rows(uri("dataset") + "/store").size(), rows(out).size(), "the right keys still read it");
  }

  /**
   * An application on the cached tables, PLAINTEXT and AES_GCM_V1, working under {@code name}-work.
   */
  private static SparkAppSpec appSpec(String name, int rounds) {
    SparkAppSpec spec = new SparkAppSpec();
    spec.appName = name;
    spec.scale = 0.002;
    spec.datasetPath = uri("dataset");
    spec.workPath = uri(name + "-work");
    spec.modes = Arrays.asList("PLAINTEXT", "AES_GCM_V1");
    spec.rounds = rounds;
    return spec;
  }

  /**
   * Runs the application of {@code spec} on {@code query} alone in this test's session; its exit
   * status.
   */
  private static int run(SparkAppSpec spec, SparkAppResult result, SparkQuery query)
      throws IOException {
    return new SparkBenchApp(
            spec, result, Collections.singletonList(query), AppSessions.given(spark))
        .run();
  }

  @Test
  void aQueryThatFailsFailsItsApplicationWithTheQueryAndModeNamed() throws IOException {
    SparkAppSpec spec = appSpec("failing", 1);
    SparkQuery bad =
        SparkQuery.parse(
            "bad",
            "-- bad: reads a column store does not have\n-- tables: store\n"
                + "SELECT no_such_column FROM store\n");
    SparkAppResult result = new SparkAppResult();
    assertEquals(1, run(spec, result, bad));
    assertTrue(
        result.failure.matches(
            "query bad on (PLAINTEXT|AES_GCM_V1) tables failed: .*no_such_column.*"),
        result.failure);
    assertFalse(result.failure.contains("\n"), result.failure);
    assertEquals(2, result.writes.size(), "both modes' tables were written first");
    assertFalse(Files.exists(dir.resolve("failing-work")), "its tables are deleted");
  }

  @Test
  void everyTimedQueryAndWriteCarriesItsTasksCpuAndBytes() throws IOException {
    SparkAppSpec spec = appSpec("task-metrics", 2);
    SparkQuery byState =
        SparkQuery.parse(
            "by_state",
            "-- by_state: stores per state (a scan, a shuffle, an "
                + "aggregation)\n-- tables: store\nSELECT s_state, count(*) AS n FROM store GROUP BY s_state\n");
    SparkAppResult result = new SparkAppResult();
    assertEquals(0, run(spec, result, byState), result.failure);
    assertTrue(result.taskMetrics, "every write and query round has its tasks' metrics");
    SparkAppResult.QueryTimes times = result.queries.get("by_state");
    for (String mode : spec.modes) {
      assertEquals(2, times.taskCpuNanos.get(mode).size(), mode);
      for (long cpu : times.taskCpuNanos.get(mode)) {
        assertTrue(cpu > 0, mode + ": " + times.taskCpuNanos);
      }
      SparkAppResult.Tasks tasks = times.tasks.get(mode);
      assertTrue(
          tasks.stages >= 2, mode + ": the scan's stage and the aggregation's after the shuffle");
      assertTrue(
          tasks.inputBytes > 0 && tasks.shuffleWriteBytes > 0 && tasks.shuffleReadBytes > 0, mode);
      assertEquals(0, tasks.tasksWithoutMetrics, mode);
      SparkAppResult.Timing write = result.writes.get(mode);
      assertTrue(write.taskCpuNanos > 0 && write.tasks.outputBytes > 0, mode + " write");
    }
  }
}
