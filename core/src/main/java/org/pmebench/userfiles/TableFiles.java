package org.pmebench.userfiles;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.TreeMap;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocatedFileStatus;
import org.apache.hadoop.fs.RemoteIterator;
import org.apache.hadoop.fs.UnsupportedFileSystemException;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.parquet.io.InputFile;
import org.pmebench.workload.DiskFiles;

/**
 * A file or table as the user names it, here ({@code warehouse/orders}) or on any Hadoop file
 * system ({@code file:/...}, {@code s3a://bucket/orders}; others with their connector on the class
 * path): its Parquet files, as {@link UserFiles} picks them in a directory, each with its name and
 * the input parquet reads it through.
 */
public final class TableFiles {
  public final List<String> names = new ArrayList<String>();
  public final List<InputFile> inputs = new ArrayList<InputFile>();

  private TableFiles() {}

  public int size() {
    return names.size();
  }

  /**
   * Whether {@code path} names a Hadoop file system (a scheme before ':'), not a path on this
   * machine.
   */
  public static boolean isHadoopPath(String path) {
    return path.matches("[A-Za-z][A-Za-z0-9+.-]+:.*") && !path.matches("[A-Za-z]:[\\\\/].*");
  }

  /**
   * Hadoop's defaults with the user's {@code KEY=VALUE} settings; a malformed one fails naming it.
   */
  public static Configuration configuration(List<String> settings) {
    Configuration conf = new Configuration();
    for (String s : settings) {
      int eq = s.indexOf('=');
      if (eq <= 0) {
        throw new IllegalArgumentException("--hadoop-conf '" + s + "': give KEY=VALUE");
      }
      conf.set(s.substring(0, eq).trim(), s.substring(eq + 1).trim());
    }
    return conf;
  }

  /**
   * The Parquet files of {@code path}; a missing path, an unknown scheme or a table without one
   * fails naming it.
   */
  public static TableFiles of(String path, Configuration conf) throws IOException {
    TableFiles t = new TableFiles();
    if (!isHadoopPath(path)) {
      for (Path file : UserFiles.expand(Collections.singletonList(Paths.get(path)))) {
        t.names.add(file.toString());
        t.inputs.add(DiskFiles.input(file));
      }
      return t;
    }
    org.apache.hadoop.fs.Path p = new org.apache.hadoop.fs.Path(path);
    FileSystem fs;
    FileStatus status;
    try {
      fs = p.getFileSystem(conf);
      status = fs.getFileStatus(p);
    } catch (UnsupportedFileSystemException e) {
      throw new IllegalArgumentException(
          path
              + ": no Hadoop file system for scheme '"
              + p.toUri().getScheme()
              + "' here (pmebench brings file: and s3a:; put another's connector on the class path)");
    } catch (FileNotFoundException e) {
      throw new IllegalArgumentException(path + ": no such file or directory");
    }
    if (status.isFile()) {
      t.add(status, conf);
      return t;
    }
    // Sorted by path, as UserFiles sorts a local table's files.
    TreeMap<String, FileStatus> found = new TreeMap<String, FileStatus>();
    RemoteIterator<LocatedFileStatus> files = fs.listFiles(p, true);
    while (files.hasNext()) {
      LocatedFileStatus f = files.next();
      String name = f.getPath().getName();
      if (f.isFile()
          && name.endsWith(".parquet")
          && !name.startsWith("_")
          && !name.startsWith(".")) {
        found.put(f.getPath().toString(), f);
      }
    }
    if (found.isEmpty()) {
      throw new IllegalArgumentException(path + ": a directory with no .parquet file");
    }
    for (FileStatus f : found.values()) {
      t.add(f, conf);
    }
    return t;
  }

  private void add(FileStatus status, Configuration conf) throws IOException {
    names.add(status.getPath().toString());
    inputs.add(HadoopInputFile.fromStatus(status, conf));
  }
}
