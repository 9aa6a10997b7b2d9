package org.pmebench.userfiles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.pmebench.crypto.FileModules;
import org.pmebench.workload.DiskFiles;

/** The user's files as given: files, and directories (tables) replaced by their Parquet files. */
public final class UserFiles {
  private UserFiles() {}

  /**
   * The footer of a local file that must be plaintext Parquet: one that is not, or is encrypted,
   * fails with the one-line reason {@code estimate} and the families give ({@link
   * FileModules#requirePlaintext}).
   */
  public static ParquetMetadata plaintextFooter(Path file) throws IOException {
    FileModules.requirePlaintext(DiskFiles.input(file));
    try (ParquetFileReader reader = ParquetFileReader.open(DiskFiles.input(file))) {
      return reader.getFooter();
    }
  }

  /**
   * Files as given, and each directory's .parquet files (not those named _x or .x: Spark's markers,
   * temporaries), sorted; a missing path or a directory without one fails naming it.
   */
  public static List<Path> expand(List<Path> paths) throws IOException {
    List<Path> files = new ArrayList<Path>();
    for (Path p : paths) {
      if (Files.isRegularFile(p)) {
        files.add(p);
        continue;
      }
      if (!Files.isDirectory(p)) {
        throw new IllegalArgumentException(p + ": no such file or directory");
      }
      List<Path> found = new ArrayList<Path>();
      try (Stream<Path> walk = Files.walk(p)) {
        walk.filter(Files::isRegularFile)
            .filter(f -> f.getFileName().toString().endsWith(".parquet"))
            .filter(
                f ->
                    !f.getFileName().toString().startsWith("_")
                        && !f.getFileName().toString().startsWith("."))
            .sorted()
            .forEach(found::add);
      }
      if (found.isEmpty()) {
        throw new IllegalArgumentException(p + ": a directory with no .parquet file");
      }
      files.addAll(found);
    }
    return files;
  }
}
