package org.pmebench.userfiles;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.zip.CRC32;
import org.apache.parquet.ParquetReadOptions;
import org.apache.parquet.column.ColumnDescriptor;
import org.apache.parquet.column.ParquetProperties;
import org.apache.parquet.column.values.bloomfilter.BloomFilter;
import org.apache.parquet.crypto.AesCipher;
import org.apache.parquet.crypto.FileEncryptionProperties;
import org.apache.parquet.crypto.InternalColumnEncryptionSetup;
import org.apache.parquet.crypto.InternalFileEncryptor;
import org.apache.parquet.crypto.ModuleCipherFactory.ModuleType;
import org.apache.parquet.format.BlockCipher;
import org.apache.parquet.format.PageHeader;
import org.apache.parquet.format.PageType;
import org.apache.parquet.format.Util;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.apache.parquet.internal.column.columnindex.ColumnIndex;
import org.apache.parquet.internal.column.columnindex.OffsetIndex;
import org.apache.parquet.internal.column.columnindex.OffsetIndexBuilder;
import org.apache.parquet.io.InputFile;
import org.apache.parquet.io.OutputFile;
import org.apache.parquet.io.SeekableInputStream;
import org.apache.parquet.schema.MessageType;
import org.pmebench.workload.InMemoryInputFile;

/**
 * Copies a plaintext Parquet file page for page, with PME or without: the same schema, row groups,
 * pages, encodings, compressed page bodies, page statistics, column and offset indexes, bloom
 * filters and key-value metadata. A column PME leaves plaintext is copied byte for byte; an
 * encrypted column's pages are encrypted as parquet-java 1.13.1's writer encrypts them (bodies with
 * the data cipher, headers with the metadata cipher, V2 levels in the clear), with the AADs of
 * their row group, column and page ordinals. The footer is written by parquet-java's file writer.
 *
 * <p>parquet-java's own {@code ParquetRewriter} (1.13.1) cannot do this: with encryption it drops
 * bloom filters and leaves data-page-V2 headers unencrypted.
 */
public final class LayoutCopy {
  /**
   * A chunk's bytes start past this prefix, so no offset of it is 0 (which parquet reads as "not
   * set").
   */
  private static final int PREFIX = 4;

  private LayoutCopy() {}

  /**
   * Writes {@code in}'s copy into {@code out} (replacing it), encrypted by {@code encryption}
   * (null: plaintext).
   */
  public static void copy(InputFile in, OutputFile out, FileEncryptionProperties encryption)
      throws IOException {
    try (ParquetFileReader reader =
            ParquetFileReader.open(in, ParquetReadOptions.builder().build());
        SeekableInputStream raw = in.newStream()) {
      ParquetMetadata footer = reader.getFooter();
      MessageType schema = footer.getFileMetaData().getSchema();
      ParquetFileWriter writer =
          new ParquetFileWriter(
              out,
              schema,
              ParquetFileWriter.Mode.OVERWRITE,
              ParquetWriter.DEFAULT_BLOCK_SIZE,
              0,
              ParquetProperties.DEFAULT_COLUMN_INDEX_TRUNCATE_LENGTH,
              ParquetProperties.DEFAULT_STATISTICS_TRUNCATE_LENGTH,
              false,
              encryption);
      writer.start();
      InternalFileEncryptor encryptor = writer.getEncryptor();
      List<BlockMetaData> blocks = footer.getBlocks();
      for (int b = 0; b < blocks.size(); b++) {
        BlockMetaData block = blocks.get(b);
        writer.startBlock(block.getRowCount());
        List<ColumnChunkMetaData> chunks = block.getColumns();
        for (int c = 0; c < chunks.size(); c++) {
          ColumnChunkMetaData chunk = chunks.get(c);
          ColumnDescriptor column = schema.getColumnDescription(chunk.getPath().toArray());
          BloomFilter bloom = reader.readBloomFilter(chunk);
          ColumnIndex columnIndex = reader.readColumnIndex(chunk);
          OffsetIndex offsetIndex = reader.readOffsetIndex(chunk);
          InternalColumnEncryptionSetup setup =
              encryptor == null ? null : encryptor.getColumnSetup(chunk.getPath(), true, c);
          if (setup == null || !setup.isEncrypted()) {
            writer.appendColumnChunk(column, raw, chunk, bloom, columnIndex, offsetIndex);
            continue;
          }
          EncryptedChunk encrypted = new EncryptedChunk(setup, encryptor.getFileAAD(), b, c);
          encrypted.copyPages(raw, chunk, offsetIndex);
          try (SeekableInputStream pages =
              new InMemoryInputFile(encrypted.bytes.toByteArray()).newStream()) {
            writer.appendColumnChunk(
                column,
                pages,
                encrypted.metadata(chunk),
                bloom,
                columnIndex,
                offsetIndex == null ? null : encrypted.offsets.build());
          }
        }
        writer.endBlock();
      }
      writer.end(footer.getFileMetaData().getKeyValueMetaData());
    }
  }

  /** One column chunk's pages, encrypted, and where they lie. */
  private static final class EncryptedChunk {
    final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    final OffsetIndexBuilder offsets = OffsetIndexBuilder.getBuilder();
    private final BlockCipher.Encryptor data;
    private final BlockCipher.Encryptor meta;
    private final byte[] dataPageAad;
    private final byte[] dataHeaderAad;
    private final byte[] dictionaryPageAad;
    private final byte[] dictionaryHeaderAad;
    private long dictionaryOffset;
    private long firstDataOffset = -1;
    private long headerBytesIn;
    private long headerBytesOut;

    EncryptedChunk(InternalColumnEncryptionSetup setup, byte[] fileAad, int rowGroup, int column) {
      data = setup.getDataEncryptor();
      meta = setup.getMetaDataEncryptor();
      dataPageAad = AesCipher.createModuleAAD(fileAad, ModuleType.DataPage, rowGroup, column, 0);
      dataHeaderAad =
          AesCipher.createModuleAAD(fileAad, ModuleType.DataPageHeader, rowGroup, column, 0);
      dictionaryPageAad =
          AesCipher.createModuleAAD(fileAad, ModuleType.DictionaryPage, rowGroup, column, 0);
      dictionaryHeaderAad =
          AesCipher.createModuleAAD(fileAad, ModuleType.DictionaryPageHeader, rowGroup, column, 0);
      bytes.write(new byte[PREFIX], 0, PREFIX);
    }

    void copyPages(SeekableInputStream in, ColumnChunkMetaData chunk, OffsetIndex offsetIndex)
        throws IOException {
      long end = chunk.getStartingPos() + chunk.getTotalSize();
      in.seek(chunk.getStartingPos());
      int page = 0;
      while (in.getPos() < end) {
        long headerStart = in.getPos();
        PageHeader header = Util.readPageHeader(in);
        headerBytesIn += in.getPos() - headerStart;
        byte[] body = new byte[header.getCompressed_page_size()];
        in.readFully(body);
        long at = bytes.size();
        if (header.getType() == PageType.DICTIONARY_PAGE) {
          dictionaryOffset = at;
          write(header, encrypt(body, 0, dictionaryPageAad), dictionaryHeaderAad);
          continue;
        }
        if (header.getType() != PageType.DATA_PAGE && header.getType() != PageType.DATA_PAGE_V2) {
          throw new IOException(
              "column "
                  + chunk.getPath().toDotString()
                  + ": a page of type "
                  + header.getType()
                  + ", which PME's writer never encrypts");
        }
        if (firstDataOffset < 0) {
          firstDataOffset = at;
        }
        AesCipher.quickUpdatePageAAD(dataPageAad, page);
        AesCipher.quickUpdatePageAAD(dataHeaderAad, page);
        // Data page V2: the levels stay in the clear, as parquet-java writes them.
        int levels =
            header.getType() == PageType.DATA_PAGE_V2
                ? header.getData_page_header_v2().getRepetition_levels_byte_length()
                    + header.getData_page_header_v2().getDefinition_levels_byte_length()
                : 0;
        write(header, encrypt(body, levels, dataPageAad), dataHeaderAad);
        if (offsetIndex != null) {
          offsets.add(at, (int) (bytes.size() - at), offsetIndex.getFirstRowIndex(page));
        }
        page++;
      }
    }

    /** The body with its bytes from {@code clear} on encrypted. */
    private byte[] encrypt(byte[] body, int clear, byte[] aad) {
      byte[] rest = new byte[body.length - clear];
      System.arraycopy(body, clear, rest, 0, rest.length);
      byte[] cipher = data.encrypt(rest, aad);
      byte[] out = new byte[clear + cipher.length];
      System.arraycopy(body, 0, out, 0, clear);
      System.arraycopy(cipher, 0, out, clear, cipher.length);
      return out;
    }

    private void write(PageHeader header, byte[] body, byte[] headerAad) throws IOException {
      header.setCompressed_page_size(body.length);
      if (header.isSetCrc()) {
        // parquet-java's checksum covers the page as stored: encrypted.
        CRC32 crc = new CRC32();
        crc.update(body);
        header.setCrc((int) crc.getValue());
      }
      long start = bytes.size();
      Util.writePageHeader(header, bytes, meta, headerAad);
      headerBytesOut += bytes.size() - start;
      bytes.write(body, 0, body.length);
    }

    /** The chunk's metadata with the encrypted pages' offsets and sizes. */
    ColumnChunkMetaData metadata(ColumnChunkMetaData chunk) {
      long size = bytes.size() - PREFIX;
      long uncompressed = chunk.getTotalUncompressedSize() - headerBytesIn + headerBytesOut;
      return ColumnChunkMetaData.get(
          chunk.getPath(),
          chunk.getPrimitiveType(),
          chunk.getCodec(),
          chunk.getEncodingStats(),
          chunk.getEncodings(),
          chunk.getStatistics(),
          firstDataOffset,
          dictionaryOffset,
          chunk.getValueCount(),
          size,
          uncompressed);
    }
  }
}
