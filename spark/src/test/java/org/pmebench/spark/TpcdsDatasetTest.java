package org.pmebench.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two applications that find the cached TPC-DS tables missing at once take turns: the second waits
 * on the cache's lock while the first (here a process holding it) generates, then finds the tables
 * and generates none of its own (it has no Spark session to generate with: it would fail).
 */
class TpcdsDatasetTest {
  private static final List<String> TABLES = Arrays.asList("date_dim", "item");
  private static final String WAITING =
      "waiting for another application generating the TPC-DS tables in ";

  @TempDir Path dir;

  @Test
  void anApplicationWaitsForTheOneGeneratingTheTablesAndUsesThem() throws Exception {
    Path cache = dir.resolve("sf0.002");
    Path released = dir.resolve("released");
    Process other =
        new ProcessBuilder(
                Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                GeneratingApplication.class.getName(),
                cache.toString(),
                released.toString())
            .redirectErrorStream(true)
            .start();
    Path held = dir.resolve("held");
    for (int i = 0; i < 600 && !Files.exists(held); i++) {
      assertTrue(other.isAlive(), "the other application ended before taking the lock");
      Thread.sleep(100);
    }
    PrintStream console = System.out;
    ByteArrayOutputStream said = new ByteArrayOutputStream();
    ExecutorService app = Executors.newSingleThreadExecutor();
    Future<Boolean> generated;
    System.setOut(new PrintStream(said, true, "UTF-8"));
    try {
      generated =
          app.submit(
              () ->
                  new TpcdsDataset(
                          null,
                          new TableDirectories(new Configuration(false)),
                          cache.toUri().toString(),
                          0.002)
                      .ensure(TABLES));
      for (int i = 0; i < 600 && !said.toString("UTF-8").contains(WAITING); i++) {
        Thread.sleep(100);
      }
      assertTrue(said.toString("UTF-8").contains(WAITING), said.toString("UTF-8"));
      Files.createFile(dir.resolve("go"));
      assertFalse(generated.get(60, TimeUnit.SECONDS), "the other application's tables are used");
    } finally {
      System.setOut(console);
      app.shutdownNow();
    }
    assertTrue(other.waitFor(60, TimeUnit.SECONDS));
    assertEquals(0, other.exitValue());
    assertTrue(
        Files.exists(released),
        "it went on only once the other had published its tables and let go");
  }

  /** The other application: holds the cache's lock, publishes complete tables, says so, lets go. */
  public static final class GeneratingApplication {
    public static void main(String[] args) throws Exception {
      Path cache = Paths.get(args[0]);
      Files.createDirectories(cache.getParent());
      try (FileChannel channel =
          FileChannel.open(
              Paths.get(args[0] + ".lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
        channel.lock();
        Files.createFile(cache.getParent().resolve("held"));
        // The test's application waits for its turn; the test says so with "go".
        for (int i = 0; i < 600 && !Files.exists(cache.getParent().resolve("go")); i++) {
          Thread.sleep(100);
        }
        for (String table : TABLES) {
          Files.createDirectories(cache.resolve(table));
          Files.createFile(cache.resolve(table).resolve(TableDirectories.SUCCESS));
        }
        Files.createFile(Paths.get(args[1]));
      }
    }
  }
}
