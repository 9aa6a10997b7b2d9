package org.pmebench.spark;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What a table Spark wrote holds on disk: its Parquet files, and the magic that ends each (PARE:
 * PME's footer).
 */
final class PmeFiles {
  private PmeFiles() {}

  /** The table directory's Parquet files; there must be some. */
  static List<Path> parquetFiles(Path table) throws IOException {
    try (Stream<Path> files = Files.list(table)) {
      List<Path> list =
          files
              .filter(p -> p.getFileName().toString().endsWith(".parquet"))
              .collect(Collectors.toList());
      assertFalse(list.isEmpty(), table + " has Parquet files");
      return list;
    }
  }

  /** The file's last four bytes: PAR1 for a plaintext footer, PARE for an encrypted one. */
  static String tail(Path file) throws IOException {
    try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "r")) {
      byte[] magic = new byte[4];
      f.seek(f.length() - 4);
      f.readFully(magic);
      return new String(magic, StandardCharsets.US_ASCII);
    }
  }
}
