package org.pmebench.security;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.apache.parquet.ParquetReadOptions;
import org.apache.parquet.crypto.FileDecryptionProperties;
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
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.crypto.ExplicitKeys;
import org.pmebench.workload.FileTail;
import org.pmebench.workload.InMemoryInputFile;
import org.pmebench.workload.InMemoryOutputFile;
import org.pmebench.workload.StandardFiles;

/**
 * What parquet-hadoop does when one byte of an encrypted file is changed, region by region, for
 * both algorithms and both footer modes: a file with one int32 column encrypted with its own key
 * (5,000 rows, 100 distinct values: a dictionary page and a data page), one byte flipped 20 bytes
 * into the region's ciphertext (past a module's 4-byte length and 12-byte nonce), then read back
 * with the right keys. Each outcome is "intact", {@link #SILENT}, or the crypto exception and its
 * message.
 */
public final class TamperMatrix {
  public static final String INTACT = "intact";
  public static final String SILENT = "wrong values, no error";

  private static final MessageType SCHEMA =
      MessageTypeParser.parseMessageType("message t { required int32 v; }");
  private static final ExplicitKeys KEYS = new ExplicitKeys(7);
  private static final int ROWS = 5000;
  private static final int INTO_CIPHERTEXT = 20;

  /** Where the flipped byte lands. */
  public enum Region {
    DICTIONARY_PAGE_HEADER("dictionary page header"),
    DICTIONARY_PAGE("dictionary page"),
    DATA_PAGE_HEADER("data page header"),
    DATA_PAGE("data page"),
    COLUMN_METADATA("column metadata (encrypted with the column key, inside the footer)"),
    FOOTER("footer (middle byte)");

    public final String description;

    Region(String description) {
      this.description = description;
    }
  }

  /** One cell of the matrix. */
  public static final class Case {
    public final EncryptionMode mode;
    public final boolean plaintextFooter;
    public final Region region;
    public final String outcome;

    public Case(EncryptionMode mode, boolean plaintextFooter, Region region, String outcome) {
      this.mode = mode;
      this.plaintextFooter = plaintextFooter;
      this.region = region;
      this.outcome = outcome;
    }

    public boolean detected() {
      return !SILENT.equals(outcome) && !INTACT.equals(outcome);
    }
  }

  private TamperMatrix() {}

  /** All 24 cases: 2 algorithms x 2 footer modes x 6 regions. */
  public static List<Case> run() throws IOException {
    List<Case> cases = new ArrayList<Case>();
    for (EncryptionMode mode :
        new EncryptionMode[] {EncryptionMode.AES_GCM_V1, EncryptionMode.AES_GCM_CTR_V1}) {
      for (boolean plaintextFooter : new boolean[] {false, true}) {
        byte[] file = write(mode, plaintextFooter);
        if (!INTACT.equals(read(file))) {
          throw new IllegalStateException(
              "the untouched " + mode + " file does not read back: " + read(file));
        }
        for (Region r : Region.values()) {
          byte[] changed = file.clone();
          changed[offset(file, r)] ^= 0x01;
          cases.add(new Case(mode, plaintextFooter, r, read(changed)));
        }
      }
    }
    return cases;
  }

  static byte[] write(EncryptionMode mode, boolean plaintextFooter) throws IOException {
    FileEncryptionProperties.Builder properties =
        FileEncryptionProperties.builder(KEYS.footerKey())
            .withAlgorithm(mode.cipher())
            .withEncryptedColumns(
                KEYS.encrypt(mode, Collections.singletonList(ColumnPath.get("v")))
                    .getEncryptedColumns());
    if (plaintextFooter) {
      properties.withPlaintextFooter();
    }
    InMemoryOutputFile out = new InMemoryOutputFile();
    SimpleGroupFactory rows = new SimpleGroupFactory(SCHEMA);
    try (ParquetWriter<Group> writer =
        ExampleParquetWriter.builder(out)
            .withType(SCHEMA)
            .withConf(StandardFiles.configuration())
            .withEncryption(properties.build())
            .build()) {
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

  private static FileDecryptionProperties keys() {
    return KEYS.decryptAll(SCHEMA);
  }

  static int offset(byte[] file, Region region) throws IOException {
    ColumnChunkMetaData chunk;
    try (ParquetFileReader reader =
        ParquetFileReader.open(
            new InMemoryInputFile(file),
            ParquetReadOptions.builder().withDecryption(keys()).build())) {
      chunk = reader.getFooter().getBlocks().get(0).getColumns().get(0);
    }
    long dictionaryHeader = chunk.getDictionaryPageOffset();
    long dataHeader = chunk.getFirstDataPageOffset();
    switch (region) {
      case DICTIONARY_PAGE_HEADER:
        return (int) dictionaryHeader + INTO_CIPHERTEXT;
      case DICTIONARY_PAGE:
        return (int) (dictionaryHeader + 4 + littleEndianInt(file, dictionaryHeader))
            + INTO_CIPHERTEXT;
      case DATA_PAGE_HEADER:
        return (int) dataHeader + INTO_CIPHERTEXT;
      case DATA_PAGE:
        return (int) (dataHeader + 4 + littleEndianInt(file, dataHeader)) + INTO_CIPHERTEXT;
      case COLUMN_METADATA:
        return columnMetadataOffset(file);
      default:
        int footerLength = littleEndianInt(file, file.length - 8);
        return file.length - 8 - footerLength / 2;
    }
  }

  /**
   * The column's ColumnMetaData module, found by its bytes: in a plaintext footer they are in the
   * file as they are; in an encrypted footer, in the footer's plaintext, whose byte i sits at a
   * known place in the footer's ciphertext (GCM is a stream mode).
   */
  private static int columnMetadataOffset(byte[] file) throws IOException {
    FileTail tail = FileTail.read(new InMemoryInputFile(file));
    byte[] module =
        tail.metadata(keys())
            .getRow_groups()
            .get(0)
            .getColumns()
            .get(0)
            .getEncrypted_column_metadata();
    if (tail.footerMode == FileTail.FooterMode.PLAINTEXT) {
      return indexOf(file, module, (int) tail.footerStart) + INTO_CIPHERTEXT;
    }
    int inPlaintext = indexOf(tail.footerPlaintext(keys()), module, 0);
    return (int) tail.encryptedFooterOffset(inPlaintext + INTO_CIPHERTEXT);
  }

  private static int indexOf(byte[] haystack, byte[] needle, int from) {
    outer:
    for (int i = from; i <= haystack.length - needle.length; i++) {
      for (int j = 0; j < needle.length; j++) {
        if (haystack[i + j] != needle[j]) {
          continue outer;
        }
      }
      return i;
    }
    throw new IllegalStateException("the column metadata module is not where the footer says");
  }

  private static int littleEndianInt(byte[] file, long at) {
    return ByteBuffer.wrap(file, (int) at, 4).order(ByteOrder.LITTLE_ENDIAN).getInt();
  }

  /** "intact", {@link #SILENT}, or the first crypto exception in the chain and its message. */
  static String read(byte[] file) {
    List<Integer> values = new ArrayList<Integer>();
    try (ParquetReader<Group> reader =
        StandardFiles.reader(new InMemoryInputFile(file), keys(), StandardFiles.configuration())) {
      Group row;
      while ((row = reader.read()) != null) {
        values.add(row.getInteger("v", 0));
      }
    } catch (IOException | RuntimeException e) {
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
    return INTACT;
  }

  /**
   * The matrix as a Markdown table: one row per region, one column per algorithm and footer mode.
   */
  public static String toMarkdown(List<Case> cases) {
    StringBuilder md =
        new StringBuilder(
            "| changed byte in | AES_GCM_V1, encrypted footer | AES_GCM_V1, plaintext footer "
                + "| AES_GCM_CTR_V1, encrypted footer | AES_GCM_CTR_V1, plaintext footer |\n|---|---|---|---|---|\n");
    for (Region r : Region.values()) {
      md.append("| ").append(r.description).append(" |");
      for (EncryptionMode mode :
          new EncryptionMode[] {EncryptionMode.AES_GCM_V1, EncryptionMode.AES_GCM_CTR_V1}) {
        for (boolean plaintextFooter : new boolean[] {false, true}) {
          for (Case c : cases) {
            if (c.region == r && c.mode == mode && c.plaintextFooter == plaintextFooter) {
              md.append(' ')
                  .append(
                      c.detected()
                          ? "detected: `" + c.outcome + "`"
                          : "**" + c.outcome.toUpperCase(Locale.ROOT) + "**")
                  .append(" |");
            }
          }
        }
      }
      md.append('\n');
    }
    return md.toString();
  }
}
