package org.pmebench.spark;

import java.io.IOException;
import java.util.UUID;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/**
 * Table directories on any Hadoop file system. A table counts as complete only with Spark's {@code
 * _SUCCESS} marker, which its commit protocol writes last; the cached tables are moreover written
 * under a temporary name and renamed, so an interrupted generation leaves nothing under the final
 * name.
 */
final class TableDirectories {
  static final String SUCCESS = "_SUCCESS";

  private final Configuration conf;

  TableDirectories(Configuration conf) {
    this.conf = conf;
  }

  boolean isComplete(String dir) throws IOException {
    Path p = new Path(dir);
    return fs(p).exists(new Path(p, SUCCESS));
  }

  /** Fails with the path named when {@code dir} is not a complete table. */
  void requireComplete(String table, String dir) throws IOException {
    if (!isComplete(dir)) {
      throw new IOException(
          "table "
              + table
              + " at "
              + dir
              + " is incomplete (no "
              + SUCCESS
              + "): its write did "
              + "not finish");
    }
  }

  /** A fresh sibling of {@code dir} to write into before {@link #publish}. */
  String temporary(String dir) {
    return dir + ".tmp-" + UUID.randomUUID();
  }

  /** Moves a complete temporary table to {@code dir}, replacing an incomplete leftover. */
  void publish(String temporary, String dir) throws IOException {
    Path target = new Path(dir);
    FileSystem fs = fs(target);
    requireComplete(target.getName(), temporary);
    if (fs.exists(target)) {
      fs.delete(target, true);
    }
    fs.mkdirs(target.getParent());
    if (!fs.rename(new Path(temporary), target)) {
      throw new IOException("cannot rename " + temporary + " to " + dir);
    }
  }

  /** Bytes of the files of a table (Parquet files and key material). */
  long bytes(String dir) throws IOException {
    Path p = new Path(dir);
    long total = 0;
    for (FileStatus s : fs(p).listStatus(p)) {
      total += s.isFile() ? s.getLen() : 0;
    }
    return total;
  }

  void delete(String dir) throws IOException {
    Path p = new Path(dir);
    fs(p).delete(p, true);
  }

  private FileSystem fs(Path p) throws IOException {
    return p.getFileSystem(conf);
  }
}
