package org.pmebench.security;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Locale;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.io.InputFile;
import org.apache.parquet.io.SeekableInputStream;

/**
 * Checks the lengths parquet-java would trust before it allocates: a column chunk must lie inside
 * the file, and in an encrypted chunk (a run of PME modules, each its 4-byte little-endian length
 * then that many bytes: page header, page, page header...) every module must fit in what is left of
 * the chunk. parquet-java 1.13.1's AesGcmDecryptor and AesCtrDecryptor allocate a module's stated
 * length before reading or authenticating it, so one changed length asks for up to 2 GiB
 * (docs/findings.md, "Fuzzing the PME read paths"). Needs no key: the lengths are not encrypted.
 */
public final class ModuleLengths {
  private static final int LENGTH_BYTES = 4;

  private ModuleLengths() {}

  /**
   * Null when the chunk's lengths fit; otherwise what does not, in one line. {@code encrypted}: the
   * footer's ColumnChunk has crypto metadata (parquet-java's ColumnChunkMetaData.isEncrypted() is
   * false for columns under the footer key).
   */
  public static String problem(InputFile file, ColumnChunkMetaData chunk, boolean encrypted)
      throws IOException {
    long fileLength = file.getLength();
    long start = chunk.getStartingPos();
    long size = chunk.getTotalSize();
    if (start < 0 || size < 0 || start + size > fileLength) {
      return String.format(
          Locale.ROOT,
          "the column chunk (%d bytes from offset %d) does not fit in the file's %d " + "bytes",
          size,
          start,
          fileLength);
    }
    if (!encrypted) {
      return null;
    }
    byte[] bytes = new byte[(int) size]; // within the file, checked above
    try (SeekableInputStream in = file.newStream()) {
      in.seek(start);
      in.readFully(bytes);
    }
    ByteBuffer modules = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
    for (int at = 0; at < bytes.length; ) {
      long left = bytes.length - at - LENGTH_BYTES;
      long length = left < 0 ? -1 : modules.getInt(at) & 0xffffffffL;
      if (left < 0 || length > left) {
        return String.format(
            Locale.ROOT,
            "an encrypted module at offset %d says it is %s bytes long, but only %d "
                + "bytes of its column chunk remain: the file was changed or is corrupt",
            start + at,
            left < 0 ? "(cut off)" : Long.toString(length),
            Math.max(left, 0));
      }
      at += LENGTH_BYTES + (int) length;
    }
    return null;
  }
}
