package org.pmebench.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;
import org.apache.parquet.ParquetReadOptions;
import org.apache.parquet.crypto.FileEncryptionProperties;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.metadata.ColumnPath;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.pmebench.parquet.InMemoryInputFile;
import org.pmebench.parquet.InMemoryOutputFile;
import org.pmebench.parquet.StandardFiles;

/**
 * What parquet-hadoop 1.13.1 does when one byte of an encrypted file is flipped, region by region,
 * for both algorithms and both footer modes. Pinned as measured: AES_GCM_V1 detects every change;
 * AES_GCM_CTR_V1 detects changes to page headers and the footer (GCM) but decrypts a changed byte
 * in a data or dictionary page (CTR, no tag) to wrong values without any error.
 */
class TamperMatrixTest {
  private static final MessageType SCHEMA = MessageTypeParser.parseMessageType("message t { required int32 v; }");
  private static final ExplicitKeys KEYS = new ExplicitKeys(7);
  private static final int ROWS = 5000;
  private static final String GCM_TAG = "TagVerificationException: GCM tag check failed";
  private static final String FOOTER_SIGNATURE = "TagVerificationException: Signature mismatch in plaintext footer";
  private static final String SILENT = "wrong values, no error";

  /** Where a flipped byte lands: a module's ciphertext, or inside the footer. */
  enum Region { DICTIONARY_PAGE_HEADER, DICTIONARY_PAGE, DATA_PAGE_HEADER, DATA_PAGE, FOOTER }

  static Stream<Arguments> matrix() {
    List<Arguments> cases = new ArrayList<Arguments>();
    for (boolean plaintextFooter : new boolean[] {false, true}) {
      String footer = plaintextFooter ? FOOTER_SIGNATURE : GCM_TAG;
      for (Region r : Region.values()) {
        cases.add(Arguments.of(EncryptionMode.AES_GCM_V1, plaintextFooter, r, r == Region.FOOTER ? footer : GCM_TAG));
        String ctr = r == Region.DATA_PAGE || r == Region.DICTIONARY_PAGE ? SILENT : r == Region.FOOTER ? footer : GCM_TAG;
        cases.add(Arguments.of(EncryptionMode.AES_GCM_CTR_V1, plaintextFooter, r, ctr));
      }
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "{0}, plaintext footer {1}, {2}: {3}")
  @MethodSource("matrix")
  void oneFlippedByte(EncryptionMode mode, boolean plaintextFooter, Region region, String expected) throws Exception {
    byte[] file = write(mode, plaintextFooter);
    assertEquals("intact", read(file), "the untouched file reads back");
    file[offset(file, region)] ^= 0x01;
    assertEquals(expected, read(file));
  }

  private static byte[] write(EncryptionMode mode, boolean plaintextFooter) throws Exception {
    FileEncryptionProperties.Builder properties = FileEncryptionProperties.builder(KEYS.footerKey())
        .withAlgorithm(mode.cipher())
        .withEncryptedColumns(KEYS.encrypt(mode, Collections.singletonList(ColumnPath.get("v"))).getEncryptedColumns());
    if (plaintextFooter) {
      properties.withPlaintextFooter();
    }
    InMemoryOutputFile out = new InMemoryOutputFile();
    SimpleGroupFactory rows = new SimpleGroupFactory(SCHEMA);
    try (ParquetWriter<Group> writer = ExampleParquetWriter.builder(out).withType(SCHEMA)
        .withConf(StandardFiles.configuration()).withEncryption(properties.build()).build()) {
      for (int i = 0; i < ROWS; i++) {
        writer.write(rows.newGroup().append("v", value(i)));
      }
    }
    return out.toByteArray();
  }

  /** 100 distinct values: a dictionary page, then a data page of indexes. */
  private static int value(int row) {
    return row * 7919 % 100;
  }

  /** A byte 20 bytes into the region: past a module's 4-byte length and 12-byte nonce, in its ciphertext. */
  private static int offset(byte[] file, Region region) throws Exception {
    ColumnChunkMetaData chunk;
    try (ParquetFileReader reader = ParquetFileReader.open(new InMemoryInputFile(file),
        ParquetReadOptions.builder().withDecryption(KEYS.decryptAll(SCHEMA)).build())) {
      chunk = reader.getFooter().getBlocks().get(0).getColumns().get(0);
    }
    long dictionaryHeader = chunk.getDictionaryPageOffset();
    long dataHeader = chunk.getFirstDataPageOffset();
    switch (region) {
      case DICTIONARY_PAGE_HEADER:
        return (int) dictionaryHeader + 20;
      case DICTIONARY_PAGE:
        return (int) (dictionaryHeader + 4 + littleEndianInt(file, dictionaryHeader)) + 20;
      case DATA_PAGE_HEADER:
        return (int) dataHeader + 20;
      case DATA_PAGE:
        return (int) (dataHeader + 4 + littleEndianInt(file, dataHeader)) + 20;
      default:
        int footerLength = littleEndianInt(file, file.length - 8);
        return file.length - 8 - footerLength / 2;
    }
  }

  private static int littleEndianInt(byte[] file, long at) {
    return ByteBuffer.wrap(file, (int) at, 4).order(ByteOrder.LITTLE_ENDIAN).getInt();
  }

  /** "intact", "wrong values, no error", or the first crypto exception in the chain and its message. */
  private static String read(byte[] file) {
    List<Integer> values = new ArrayList<Integer>();
    try (ParquetReader<Group> reader = StandardFiles.reader(new InMemoryInputFile(file), KEYS.decryptAll(SCHEMA),
        StandardFiles.configuration())) {
      Group row;
      while ((row = reader.read()) != null) {
        values.add(row.getInteger("v", 0));
      }
    } catch (Exception e) {
      for (Throwable t = e; t != null; t = t.getCause()) {
        if (t.getClass().getSimpleName().equals("TagVerificationException")) {
          return "TagVerificationException: " + t.getMessage();
        }
      }
      return "other: " + e;
    }
    for (int i = 0; i < ROWS; i++) {
      if (values.size() != ROWS || values.get(i) != value(i)) {
        return SILENT;
      }
    }
    return "intact";
  }
}
