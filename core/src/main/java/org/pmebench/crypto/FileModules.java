package org.pmebench.crypto;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.parquet.format.BloomFilterHeader;
import org.apache.parquet.format.ColumnChunk;
import org.apache.parquet.format.ColumnMetaData;
import org.apache.parquet.format.FileMetaData;
import org.apache.parquet.format.PageHeader;
import org.apache.parquet.format.PageType;
import org.apache.parquet.format.RowGroup;
import org.apache.parquet.format.Util;
import org.apache.parquet.io.InputFile;
import org.apache.parquet.io.SeekableInputStream;
import shaded.parquet.org.apache.thrift.TBase;
import shaded.parquet.org.apache.thrift.TException;
import shaded.parquet.org.apache.thrift.protocol.TCompactProtocol;
import shaded.parquet.org.apache.thrift.transport.TMemoryBuffer;

/**
 * The modules PME would encrypt in a plaintext Parquet file, per column and kind, with their
 * plaintext bytes, from the file's footer and page headers alone (no page is read or decoded): a
 * data or dictionary page's body (GCM, or CTR under AES_GCM_CTR_V1), its header, the column and
 * offset indexes, a bloom filter's header and bitset, and a column's metadata (encrypted on its own
 * when the column has a key of its own); and the footer. A Thrift module (the footer, column
 * metadata, page, bloom filter headers and indexes) counts as parquet-java encrypts it: the whole
 * array of the 100-byte {@code TMemoryBuffer} it is serialized into, zeros past the structure
 * included ({@link #moduleBytes}). A page header grows by a few bytes when its page is encrypted
 * (the page size it holds does), so header bytes are the plaintext file's.
 */
public final class FileModules {
  /** What a module holds, in the order of the format's module types. */
  public enum Kind {
    FOOTER,
    COLUMN_META_DATA,
    DATA_PAGE,
    DICTIONARY_PAGE,
    DATA_PAGE_HEADER,
    DICTIONARY_PAGE_HEADER,
    COLUMN_INDEX,
    OFFSET_INDEX,
    BLOOM_FILTER_HEADER,
    BLOOM_FILTER_BITSET;

    /** Whether AES_GCM_CTR_V1 encrypts this kind with CTR (page bodies); everything else is GCM. */
    public boolean ctrUnderGcmCtr() {
      return this == DATA_PAGE || this == DICTIONARY_PAGE;
    }

    /**
     * Whether a plain read of every value decrypts this kind (indexes and bloom filters serve
     * filters only).
     */
    public boolean read() {
      return this != COLUMN_INDEX
          && this != OFFSET_INDEX
          && this != BLOOM_FILTER_HEADER
          && this != BLOOM_FILTER_BITSET;
    }
  }

  /** One column's modules, summed over the row groups: count and plaintext bytes per kind. */
  public static final class Column {
    public final long[] modules = new long[Kind.values().length];
    public final long[] bytes = new long[Kind.values().length];

    void add(Kind kind, long size) {
      modules[kind.ordinal()]++;
      bytes[kind.ordinal()] += size;
    }

    public long modules(Kind kind) {
      return modules[kind.ordinal()];
    }

    public long bytes(Kind kind) {
      return bytes[kind.ordinal()];
    }
  }

  /** Per column, by its dotted path ("a.b.c"), in the schema's order. */
  public final Map<String, Column> columns = new LinkedHashMap<String, Column>();

  /**
   * The footer's plaintext bytes as a module (the serialized file metadata, padded as parquet-java
   * pads it).
   */
  public final long footerBytes;

  public final long rowGroups;

  /** Every row group's stored (compressed) bytes, by index, counted or not (to choose a sample). */
  public final List<Long> rowGroupBytes = new ArrayList<Long>();

  /**
   * Per row group counted, its column chunks of at least {@link #MANY_VALUES} values, whatever
   * their codec: the columns a read decodes side by side, value after value, row by row. How many
   * there are moves what the same decoding costs an encrypted read against a plaintext one, in
   * either direction (docs/your-data.md).
   */
  public final List<Set<String>> manyValueChunks = new ArrayList<Set<String>>();

  /** A column chunk of more values than the calibration's narrow tables hold (256 a column). */
  public static final long MANY_VALUES = 1000;

  private FileModules(long footerBytes, long rowGroups) {
    this.footerBytes = footerBytes;
    this.rowGroups = rowGroups;
  }

  /**
   * Reads the footer and every page header of {@code file}, which must be a plaintext Parquet file.
   */
  public static FileModules of(InputFile file) throws IOException {
    return of(file, null);
  }

  /**
   * The same for the row groups (by index) in {@code rowGroups} only (null: all): a sample of a
   * large file. The footer counts whole.
   */
  public static FileModules of(InputFile file, Set<Integer> rowGroups) throws IOException {
    try (SeekableInputStream in = file.newStream()) {
      byte[] footer = footer(in, file.getLength());
      FileMetaData metadata = plaintext(footer);
      FileModules modules = new FileModules(moduleBytes(metadata), metadata.getRow_groupsSize());
      for (int index = 0; index < metadata.getRow_groupsSize(); index++) {
        RowGroup rowGroup = metadata.getRow_groups().get(index);
        long stored = 0;
        for (ColumnChunk chunk : rowGroup.getColumns()) {
          stored += chunk.getMeta_data().getTotal_compressed_size();
        }
        modules.rowGroupBytes.add(stored);
        if (rowGroups != null && !rowGroups.contains(index)) {
          continue;
        }
        Set<String> many = new LinkedHashSet<String>();
        modules.manyValueChunks.add(many);
        for (ColumnChunk chunk : rowGroup.getColumns()) {
          String path = String.join(".", chunk.getMeta_data().getPath_in_schema());
          Column column = modules.columns.computeIfAbsent(path, p -> new Column());
          if (chunk.getMeta_data().getNum_values() >= MANY_VALUES) {
            many.add(path);
          }
          column.add(Kind.COLUMN_META_DATA, moduleBytes(chunk.getMeta_data()));
          pages(in, chunk, column);
          if (chunk.isSetColumn_index_length()) {
            in.seek(chunk.getColumn_index_offset());
            column.add(Kind.COLUMN_INDEX, moduleBytes(Util.readColumnIndex(in)));
          }
          if (chunk.isSetOffset_index_length()) {
            in.seek(chunk.getOffset_index_offset());
            column.add(Kind.OFFSET_INDEX, moduleBytes(Util.readOffsetIndex(in)));
          }
          if (chunk.getMeta_data().isSetBloom_filter_offset()) {
            in.seek(chunk.getMeta_data().getBloom_filter_offset());
            BloomFilterHeader header = Util.readBloomFilterHeader(in);
            column.add(Kind.BLOOM_FILTER_HEADER, moduleBytes(header));
            column.add(Kind.BLOOM_FILTER_BITSET, header.getNumBytes());
          }
        }
      }
      return modules;
    }
  }

  /**
   * The most column chunks of {@code encrypted} (null: all) of {@link #MANY_VALUES} values or more
   * in one row group: the encrypted columns of that kind a whole read decodes side by side.
   */
  public int manyValuesAtOnce(Set<String> encrypted) {
    int most = 0;
    for (Set<String> group : manyValueChunks) {
      int n = 0;
      for (String path : group) {
        if (encrypted == null || encrypted.contains(path)) {
          n++;
        }
      }
      most = Math.max(most, n);
    }
    return most;
  }

  /**
   * Refuses, with the reason in one line, a file that is not Parquet or not plaintext; reads its
   * footer only.
   */
  public static void requirePlaintext(InputFile file) throws IOException {
    try (SeekableInputStream in = file.newStream()) {
      plaintext(footer(in, file.getLength()));
    }
  }

  private static FileMetaData plaintext(byte[] footer) throws IOException {
    FileMetaData metadata = Util.readFileMetaData(new ByteArrayInputStream(footer));
    if (metadata.isSetEncryption_algorithm()) {
      throw new IOException(
          "encrypted (columns under a plaintext footer): give the plaintext file, the suite "
              + "encrypts it");
    }
    return metadata;
  }

  /**
   * The file's serialized metadata; refuses a file that is not Parquet or whose footer is
   * encrypted.
   */
  private static byte[] footer(SeekableInputStream in, long length) throws IOException {
    if (length < 12) {
      throw new IOException("not a Parquet file: " + length + " bytes");
    }
    byte[] tail = new byte[8];
    in.seek(length - 8);
    in.readFully(tail);
    String magic = new String(tail, 4, 4, StandardCharsets.US_ASCII);
    if ("PARE".equals(magic)) {
      throw new IOException(
          "encrypted (an encrypted footer, PARE): give the plaintext file, the suite encrypts it");
    }
    if (!"PAR1".equals(magic)) {
      throw new IOException("not a Parquet file: it does not end in PAR1");
    }
    long footerLength =
        (tail[0] & 0xffL)
            | (tail[1] & 0xffL) << 8
            | (tail[2] & 0xffL) << 16
            | (tail[3] & 0xffL) << 24;
    if (footerLength <= 0 || footerLength > length - 12) {
      throw new IOException(
          "not a Parquet file: footer length "
              + footerLength
              + " in a file of "
              + length
              + " bytes");
    }
    byte[] footer = new byte[(int) footerLength];
    in.seek(length - 8 - footerLength);
    in.readFully(footer);
    return footer;
  }

  /** Every page of a column chunk: its header's bytes and its body's, by page type. */
  private static void pages(SeekableInputStream in, ColumnChunk chunk, Column column)
      throws IOException {
    ColumnMetaData meta = chunk.getMeta_data();
    long start =
        meta.isSetDictionary_page_offset() && meta.getDictionary_page_offset() > 0
            ? Math.min(meta.getDictionary_page_offset(), meta.getData_page_offset())
            : meta.getData_page_offset();
    long end = start + meta.getTotal_compressed_size();
    in.seek(start);
    while (in.getPos() < end) {
      PageHeader header = Util.readPageHeader(in);
      boolean dictionary = header.getType() == PageType.DICTIONARY_PAGE;
      column.add(
          dictionary ? Kind.DICTIONARY_PAGE_HEADER : Kind.DATA_PAGE_HEADER, moduleBytes(header));
      // A V2 page's levels stay in the clear: PME encrypts its values only (parquet-java's writer
      // and reader).
      int levels =
          header.getType() == PageType.DATA_PAGE_V2
              ? header.getData_page_header_v2().getRepetition_levels_byte_length()
                  + header.getData_page_header_v2().getDefinition_levels_byte_length()
              : 0;
      column.add(
          dictionary ? Kind.DICTIONARY_PAGE : Kind.DATA_PAGE,
          header.getCompressed_page_size() - levels);
      in.seek(in.getPos() + header.getCompressed_page_size());
    }
  }

  /**
   * The bytes parquet-java encrypts for a Thrift structure: its {@code Util.write}
   * (format-structures 1.13.1, and 1.15.2 the same) serializes it into a {@code TMemoryBuffer} of
   * 100 bytes and encrypts the buffer's whole array, which grows to twice its size, or to what one
   * write needs: a 27-byte page header is a 100-byte module.
   */
  static long moduleBytes(TBase<?, ?> thrift) throws IOException {
    try (TMemoryBuffer buffer = new TMemoryBuffer(100)) {
      thrift.write(new TCompactProtocol(buffer));
      return buffer.getArray().length;
    } catch (TException e) {
      throw new IOException(e);
    }
  }

  /**
   * The modules of {@code mode} over {@code kinds} of the columns in {@code encrypted} (null: all),
   * the footer counted once when {@code withFooter}: what PME would encrypt (all kinds) or decrypt
   * on a full read ({@link Kind#read}). Column metadata counts only where {@code ownKeys}: a column
   * under the footer key keeps it inside the footer.
   */
  public ModuleCounts counts(
      EncryptionMode mode,
      Set<String> encrypted,
      boolean readOnly,
      boolean ownKeys,
      boolean withFooter) {
    long gcm = withFooter ? 1 : 0;
    long gcmBytes = withFooter ? footerBytes : 0;
    long ctr = 0;
    long ctrBytes = 0;
    for (Map.Entry<String, Column> c : columns.entrySet()) {
      if (encrypted != null && !encrypted.contains(c.getKey())) {
        continue;
      }
      for (Kind kind : Kind.values()) {
        if (kind == Kind.FOOTER
            || (readOnly && !kind.read())
            || (kind == Kind.COLUMN_META_DATA && !ownKeys)) {
          continue;
        }
        long n = c.getValue().modules(kind);
        long b = c.getValue().bytes(kind);
        if (mode == EncryptionMode.AES_GCM_CTR_V1 && kind.ctrUnderGcmCtr()) {
          ctr += n;
          ctrBytes += b;
        } else {
          gcm += n;
          gcmBytes += b;
        }
      }
    }
    return new ModuleCounts(gcm, gcmBytes, ctr, ctrBytes, 0);
  }
}
