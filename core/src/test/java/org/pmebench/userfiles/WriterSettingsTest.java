package org.pmebench.userfiles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.apache.parquet.column.ParquetProperties.WriterVersion;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.junit.jupiter.api.Test;
import org.pmebench.workload.FileStore;
import org.pmebench.workload.StandardFiles;

/**
 * A write with a file's settings gives a file like it: codec, page version, dictionaries, bloom
 * filters, row groups.
 */
class WriterSettingsTest {
  @Test
  void aWriteWithAFilesSettingsLooksLikeIt() throws Exception {
    FileStore input = FileStore.create(FileStore.MEMORY);
    SampleFiles.writeOrders(
        input.output(),
        20_000,
        256 * 1024,
        WriterVersion.PARQUET_2_0,
        CompressionCodecName.GZIP,
        3);
    WriterSettings settings = WriterSettings.of(input.input());
    assertEquals(CompressionCodecName.GZIP, settings.codec);
    assertEquals(WriterVersion.PARQUET_2_0, settings.version);
    assertTrue(
        settings.dictionaryColumns.contains("status"), settings.dictionaryColumns.toString());
    assertEquals(2, settings.bloomFilterBytes.size());

    List<Group> rows = new ArrayList<Group>();
    StandardFiles.readAll(
        input.input(), null, StandardFiles.configuration(), row -> rows.add((Group) row));
    FileStore output = FileStore.create(FileStore.MEMORY);
    WriterSettings matching = settings.matchingRowGroups(rows, StandardFiles.configuration());
    try (ParquetWriter<Group> writer =
        matching.writer(output.output(), StandardFiles.configuration()).build()) {
      for (Group row : rows) {
        writer.write(row);
      }
    }
    WriterSettings written = WriterSettings.of(output.input());
    assertEquals(settings.codec, written.codec);
    assertEquals(settings.version, written.version);
    // parquet-java falls back from a dictionary where it does not pay, by its own boundaries.
    assertTrue(
        settings.dictionaryColumns.containsAll(written.dictionaryColumns),
        written.dictionaryColumns.toString());
    assertTrue(written.dictionaryColumns.contains("status"), written.dictionaryColumns.toString());
    assertEquals(settings.bloomFilterBytes, written.bloomFilterBytes);
    assertEquals(settings.rowGroups, written.rowGroups, 1);
    assertEquals(settings.pageBytes, written.pageBytes, settings.pageBytes * 0.1);
    assertEquals(dataPages(input), dataPages(output), dataPages(input) * 0.15);
  }

  /** Every data page of the file, from its offset indexes. */
  private static long dataPages(FileStore file) throws Exception {
    long pages = 0;
    try (ParquetFileReader reader = ParquetFileReader.open(file.input())) {
      for (BlockMetaData block : reader.getFooter().getBlocks()) {
        for (ColumnChunkMetaData chunk : block.getColumns()) {
          pages += reader.readOffsetIndex(chunk).getPageCount();
        }
      }
    }
    return pages;
  }
}
