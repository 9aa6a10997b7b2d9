package org.pmebench.userfiles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.apache.parquet.ParquetReadOptions;
import org.apache.parquet.column.ParquetProperties.WriterVersion;
import org.apache.parquet.column.values.bloomfilter.BloomFilter;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.internal.column.columnindex.ColumnIndex;
import org.apache.parquet.internal.column.columnindex.OffsetIndex;
import org.apache.parquet.io.InputFile;
import org.apache.parquet.io.api.Binary;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.crypto.ExplicitKeys;
import org.pmebench.crypto.FileModules;
import org.pmebench.crypto.ModuleCounts;
import org.pmebench.crypto.ModuleRecorder;
import org.pmebench.crypto.ModuleReplay;
import org.pmebench.workload.FileStore;
import org.pmebench.workload.StandardFiles;

/**
 * The copy keeps the input's layout, footer for footer, and its values, in every mode and column
 * set.
 */
class LayoutCopyTest {
  private static final ExplicitKeys KEYS = new ExplicitKeys(42);
  private static FileStore v1;
  private static FileStore v2;

  @BeforeAll
  static void write() throws Exception {
    v1 = FileStore.create(FileStore.MEMORY);
    SampleFiles.writeOrders(
        v1.output(), 20_000, 256 * 1024, WriterVersion.PARQUET_1_0, CompressionCodecName.SNAPPY, 7);
    v2 = FileStore.create(FileStore.MEMORY);
    SampleFiles.writeOrders(
        v2.output(), 20_000, 256 * 1024, WriterVersion.PARQUET_2_0, CompressionCodecName.GZIP, 8);
  }

  @ParameterizedTest
  @CsvSource({
    "1,PLAINTEXT,all",
    "1,AES_GCM_V1,all",
    "1,AES_GCM_CTR_V1,all",
    "1,AES_GCM_V1,'ssn,card_number'",
    "1,AES_GCM_CTR_V1,'address,items.sku'",
    "2,PLAINTEXT,all",
    "2,AES_GCM_V1,all",
    "2,AES_GCM_CTR_V1,'ssn,items'"
  })
  void keepsLayoutAndValues(int version, EncryptionMode mode, String columns) throws Exception {
    FileStore input = version == 1 ? v1 : v2;
    FileStore copy = FileStore.create(FileStore.MEMORY);
    LayoutCopy.copy(
        input.input(),
        copy.output(),
        KEYS.encrypt(mode, ColumnSet.parse(columns).leaves(SampleFiles.ORDERS)));
    FileDecryptionProperties keys = mode.encrypted() ? KEYS.decryptAll(SampleFiles.ORDERS) : null;
    try (ParquetFileReader original = open(input.input(), null);
        ParquetFileReader copied = open(copy.input(), keys)) {
      List<BlockMetaData> in = original.getFooter().getBlocks();
      List<BlockMetaData> out = copied.getFooter().getBlocks();
      assertTrue(in.size() >= 3, "the sample has several row groups");
      assertEquals(in.size(), out.size());
      assertEquals(
          original.getFooter().getFileMetaData().getSchema(),
          copied.getFooter().getFileMetaData().getSchema());
      for (int b = 0; b < in.size(); b++) {
        assertEquals(in.get(b).getRowCount(), out.get(b).getRowCount());
        for (int c = 0; c < in.get(b).getColumns().size(); c++) {
          sameChunk(
              original,
              in.get(b).getColumns().get(c),
              copied,
              out.get(b).getColumns().get(c),
              mode.encrypted()
                  && ColumnSet.parse(columns)
                      .dottedLeaves(SampleFiles.ORDERS)
                      .contains(in.get(b).getColumns().get(c).getPath().toDotString()));
        }
      }
    }
    assertEquals(rows(input.input(), null), rows(copy.input(), keys));
    if (mode.encrypted() && columns.equals("all")) {
      sameModules(input.input(), copy.input(), mode, keys);
    }
  }

  /**
   * A read of the encrypted copy passes through PME's ciphers the modules {@code inspect --modules}
   * and {@code estimate} count in the input (FileModules): as many of each cipher, the pages' bytes
   * exactly, and the Thrift modules' (column metadata, page headers) exactly as parquet-java pads
   * them (format-structures 1.13.1, and 1.15.2, encrypts the whole array of the 100-byte
   * TMemoryBuffer it serializes them into, so a 27-byte page header is 100 bytes). Only the footer
   * differs: the encrypted file's carries every column's encrypted metadata and key metadata, so it
   * is larger than the plaintext file's.
   */
  private static void sameModules(
      InputFile input, InputFile copy, EncryptionMode mode, FileDecryptionProperties keys)
      throws Exception {
    FileModules counted = FileModules.of(input);
    ModuleCounts predicted = counted.counts(mode, null, true, true, true);
    ModuleRecorder.Recording recording =
        ModuleRecorder.record(
            () -> StandardFiles.readAll(copy, keys, StandardFiles.configuration(), row -> {}));
    ModuleCounts read = ModuleReplay.of(recording).counts;
    String what = mode + ": read " + read + ", counted " + predicted;
    assertEquals(predicted.gcmModules, read.gcmModules, what);
    assertEquals(predicted.ctrModules, read.ctrModules, what);
    assertEquals(predicted.ctrBytes, read.ctrBytes, what);
    long pages = 0;
    long thriftCounted = 0;
    for (FileModules.Column c : counted.columns.values()) {
      pages += c.bytes(FileModules.Kind.DATA_PAGE) + c.bytes(FileModules.Kind.DICTIONARY_PAGE);
      thriftCounted +=
          c.bytes(FileModules.Kind.COLUMN_META_DATA)
              + c.bytes(FileModules.Kind.DATA_PAGE_HEADER)
              + c.bytes(FileModules.Kind.DICTIONARY_PAGE_HEADER);
    }
    int fileAad = Integer.MAX_VALUE; // the file's AAD: the footer's AAD but its module type
    for (ModuleRecorder.Module m : recording.modules) {
      if (m.aad.length > 0) { // CTR's page data has none
        fileAad = Math.min(fileAad, m.aad.length - 1);
      }
    }
    long pagesRead = 0;
    long thriftRead = 0;
    long footerRead = 0;
    for (ModuleRecorder.Module m : recording.modules) {
      // Parquet's module types: 0 footer, 1 column metadata, 2 data page, 3 dictionary page, 4 and
      // 5 their headers.
      int type = m.aad.length == 0 ? 2 : m.aad[fileAad];
      if (type == 2 || type == 3) {
        pagesRead += m.plaintextLength();
      } else if (type == 0) {
        footerRead += m.plaintextLength();
      } else {
        int n = m.plaintextLength();
        assertTrue(
            n % 100 == 0 && Integer.bitCount(n / 100) == 1,
            what
                + ": a Thrift module of type "
                + type
                + ", "
                + n
                + " bytes, is its 100-byte buffer grown by doubling");
        thriftRead += n;
      }
    }
    assertEquals(pages, pagesRead, what + ": the pages, exactly");
    assertEquals(
        predicted.gcmBytes + predicted.ctrBytes - pages - thriftCounted - counted.footerBytes,
        0,
        what + ": nothing else counted");
    assertEquals(
        thriftCounted, thriftRead, what + ": column metadata and page headers, padded, exactly");
    assertTrue(
        footerRead >= counted.footerBytes && footerRead <= 4 * counted.footerBytes,
        what
            + ": the encrypted "
            + "footer, "
            + footerRead
            + " bytes, holds the plaintext one's "
            + counted.footerBytes
            + " and the keys' metadata");
  }

  private static void sameChunk(
      ParquetFileReader original,
      ColumnChunkMetaData in,
      ParquetFileReader copied,
      ColumnChunkMetaData out,
      boolean encrypted)
      throws Exception {
    String what = in.getPath().toDotString();
    assertEquals(in.getPath(), out.getPath(), what);
    assertEquals(in.getCodec(), out.getCodec(), what);
    assertEquals(in.getEncodings(), out.getEncodings(), what);
    assertEquals(
        in.getEncodingStats().getDictionaryEncodings(),
        out.getEncodingStats().getDictionaryEncodings(),
        what);
    assertEquals(
        in.getEncodingStats().getDataEncodings(), out.getEncodingStats().getDataEncodings(), what);
    for (org.apache.parquet.column.Encoding e : in.getEncodingStats().getDataEncodings()) {
      assertEquals(
          in.getEncodingStats().getNumDataPagesEncodedAs(e),
          out.getEncodingStats().getNumDataPagesEncodedAs(e),
          what + " pages in " + e);
    }
    assertEquals(in.getValueCount(), out.getValueCount(), what);
    assertEquals(in.getStatistics(), out.getStatistics(), what);
    assertEquals(in.getTotalUncompressedSize() == out.getTotalUncompressedSize(), !encrypted, what);
    assertEquals(in.getTotalSize() == out.getTotalSize(), !encrypted, what);
    assertEquals(encrypted, out.isEncrypted(), what);
    OffsetIndex inPages = original.readOffsetIndex(in);
    OffsetIndex outPages = copied.readOffsetIndex(out);
    assertEquals(inPages.getPageCount(), outPages.getPageCount(), what);
    for (int p = 0; p < inPages.getPageCount(); p++) {
      assertEquals(inPages.getFirstRowIndex(p), outPages.getFirstRowIndex(p), what + " page " + p);
    }
    ColumnIndex inIndex = original.readColumnIndex(in);
    ColumnIndex outIndex = copied.readColumnIndex(out);
    if (inIndex == null) {
      assertNull(outIndex, what);
    } else {
      assertEquals(inIndex.getMinValues(), outIndex.getMinValues(), what);
      assertEquals(inIndex.getNullCounts(), outIndex.getNullCounts(), what);
    }
    BloomFilter inBloom = original.readBloomFilter(in);
    BloomFilter outBloom = copied.readBloomFilter(out);
    if (inBloom == null) {
      assertNull(outBloom, what);
    } else {
      assertNotNull(outBloom, what);
      long hash = inBloom.hash(Binary.fromString("123-45-6789"));
      assertEquals(inBloom.findHash(hash), outBloom.findHash(hash), what);
      assertEquals(inBloom.getBitsetSize(), outBloom.getBitsetSize(), what);
    }
  }

  private static ParquetFileReader open(InputFile file, FileDecryptionProperties keys)
      throws Exception {
    return ParquetFileReader.open(file, ParquetReadOptions.builder().withDecryption(keys).build());
  }

  private static List<String> rows(InputFile file, FileDecryptionProperties keys) throws Exception {
    List<String> rows = new ArrayList<String>();
    StandardFiles.readAll(
        file, keys, StandardFiles.configuration(), row -> rows.add(row.toString()));
    return rows;
  }
}
