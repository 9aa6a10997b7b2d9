package org.pmebench.spark;

import java.io.Closeable;
import java.io.IOException;
import java.net.URI;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.apache.spark.sql.SparkSession;

/**
 * The cached plaintext TPC-DS tables at one scale factor, generated when missing: each table is
 * written under a temporary name and renamed once Spark has committed it, so a cache directory
 * never holds half a table under its real name. Applications that find tables missing at the same
 * time (runs side by side on one machine) take turns: on a local cache, one generates while the
 * others wait for it on a lock file beside the cache, then find the tables there.
 */
final class TpcdsDataset {
  private final SparkSession spark;
  private final TableDirectories dirs;
  private final String path;
  private final double scale;

  TpcdsDataset(SparkSession spark, TableDirectories dirs, String path, double scale) {
    this.spark = spark;
    this.dirs = dirs;
    this.path = path;
    this.scale = scale;
  }

  /** Generates the tables of {@code names} that are not cached yet; whether any was. */
  boolean ensure(List<String> names) throws IOException {
    if (complete(names)) {
      return false;
    }
    try (Closeable turn = localTurn()) {
      boolean generated = false;
      for (String table : names) {
        String dir = path + "/" + table;
        if (dirs.isComplete(dir)) {
          continue;
        }
        String tmp = dirs.temporary(dir);
        TpcdsTables.generate(spark, table, scale).write().parquet(tmp);
        dirs.publish(tmp, dir);
        generated = true;
      }
      return generated;
    }
  }

  private boolean complete(List<String> names) throws IOException {
    for (String table : names) {
      if (!dirs.isComplete(path + "/" + table)) {
        return false;
      }
    }
    return true;
  }

  /**
   * This process's turn to generate into a local cache: a lock on {@code <cache>.lock}, waited for
   * while another process holds it (the system releases it when that process ends, also when it
   * dies); nothing to hold for a cache on another file system (HDFS, S3), whose writers are not
   * coordinated.
   */
  private Closeable localTurn() throws IOException {
    URI uri = new org.apache.hadoop.fs.Path(path).toUri();
    if (uri.getScheme() != null && !"file".equals(uri.getScheme())) {
      return () -> {};
    }
    java.nio.file.Path lock = Paths.get(uri.getPath() + ".lock");
    Files.createDirectories(lock.toAbsolutePath().getParent());
    FileChannel channel =
        FileChannel.open(lock, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
    try {
      if (channel.tryLock() == null) {
        SparkBenchApp.progress(
            "waiting for another application generating the TPC-DS tables in %s", path);
        channel.lock();
      }
    } catch (IOException | RuntimeException e) {
      channel.close();
      throw e;
    }
    return channel; // closing it releases the lock
  }
}
