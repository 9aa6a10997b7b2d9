package org.pmebench.citations;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.apache.parquet.ParquetReadOptions;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.apache.parquet.io.InputFile;

/**
 * How the bytes of a written file's column data divide among its columns: each column's chunks
 * (pages and dictionary, encoded and compressed, as stored) summed over the row groups. This is
 * what encryption works on, so a column's share is the share of the cipher work it causes.
 */
public final class ColumnShares {
  /** Column name -> bytes, in schema order. */
  public final Map<String, Long> bytes = new LinkedHashMap<String, Long>();

  /** Where the first chunk starts and the last one ends: the file's column data. */
  public final long firstOffset;

  public final long endOffset;

  private ColumnShares(long firstOffset, long endOffset) {
    this.firstOffset = firstOffset;
    this.endOffset = endOffset;
  }

  public static ColumnShares of(InputFile file, FileDecryptionProperties decryption)
      throws IOException {
    ParquetReadOptions options = ParquetReadOptions.builder().withDecryption(decryption).build();
    ParquetMetadata footer;
    try (ParquetFileReader reader = ParquetFileReader.open(file, options)) {
      footer = reader.getFooter();
    }
    long first = Long.MAX_VALUE;
    long end = 0;
    Map<String, Long> bytes = new LinkedHashMap<String, Long>();
    for (BlockMetaData block : footer.getBlocks()) {
      for (ColumnChunkMetaData chunk : block.getColumns()) {
        bytes.merge(chunk.getPath().toDotString(), chunk.getTotalSize(), Long::sum);
        first = Math.min(first, chunk.getStartingPos());
        end = Math.max(end, chunk.getStartingPos() + chunk.getTotalSize());
      }
    }
    ColumnShares shares = new ColumnShares(first, end);
    shares.bytes.putAll(bytes);
    return shares;
  }

  /** The bytes of {@code columns} (dotted paths), summed. */
  public long bytesOf(Iterable<String> columns) {
    long sum = 0;
    for (String column : columns) {
      sum += bytes.get(column);
    }
    return sum;
  }

  public long total() {
    long sum = 0;
    for (long b : bytes.values()) {
      sum += b;
    }
    return sum;
  }

  public double share(String column) {
    Long b = bytes.get(column);
    return b == null ? 0 : (double) b / total();
  }

  /** Markdown: column, bytes, share, largest first. */
  public String toMarkdown() {
    StringBuilder md = new StringBuilder("| column | bytes | share |\n|---|---:|---:|\n");
    bytes.entrySet().stream()
        .sorted((a, b) -> Long.compare(b.getValue(), a.getValue()))
        .forEach(
            e ->
                md.append(
                    String.format(
                        Locale.ROOT,
                        "| %s | %d | %.1f%% |%n",
                        e.getKey(),
                        e.getValue(),
                        100.0 * e.getValue() / total())));
    return md.toString();
  }
}
