package org.pmebench.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.Collections;
import org.junit.jupiter.api.Test;
import org.pmebench.workload.FileStore;
import org.pmebench.workload.StandardRows;
import org.pmebench.workload.StandardWorkload;

/**
 * Modules counted from a plaintext file's footer and page headers, against what PME's ciphers see
 * when the same rows are written and read encrypted (ModuleRecorder): the same modules, exactly;
 * the same page bytes, exactly; the footer and column metadata a little larger in the encrypted
 * file (they carry the columns' key metadata) and a GCM decryption's input 16 bytes longer (its
 * tag).
 */
class FileModulesTest {
  private final StandardFileFixture files = new StandardFileFixture();

  @Test
  void everyWorkloadsModulesAreWhatPmesCiphersSeeOnAWriteAndARead() throws Exception {
    for (String id : new String[] {"R1", "R2", "R3", "R4", "R5", "R6", "R7"}) {
      StandardWorkload workload = StandardWorkload.byId(id, 'R');
      FileModules counted = FileModules.of(files.write(workload, EncryptionMode.PLAINTEXT).input());
      assertEquals(StandardRows.SCHEMA.getColumns().size(), counted.columns.size(), id);
      for (EncryptionMode mode :
          new EncryptionMode[] {EncryptionMode.AES_GCM_V1, EncryptionMode.AES_GCM_CTR_V1}) {
        ModuleCounts read = ModuleReplay.of(files.recordRead(files.write(workload, mode))).counts;
        ModuleCounts written = ModuleReplay.of(files.recordWrite(workload, mode)).counts;
        String what = id + " " + mode;
        // Every column has its own key (ExplicitKeys), so its metadata is a module of its own.
        ModuleCounts toRead = counted.counts(mode, null, true, true, true);
        ModuleCounts toWrite = counted.counts(mode, null, false, true, true);
        assertEquals(read.gcmModules, toRead.gcmModules, what + " read: " + read + " / " + toRead);
        assertEquals(read.ctrModules, toRead.ctrModules, what + " read");
        assertEquals(read.ctrBytes, toRead.ctrBytes, what + " read: CTR's page bytes exactly");
        // GCM's: the pages and the padded Thrift modules exactly, but the encrypted footer, which
        // also holds the
        // columns' encrypted metadata and key metadata.
        long footerGrowth = read.gcmBytes - toRead.gcmBytes;
        assertTrue(
            footerGrowth >= 0 && footerGrowth <= 3 * counted.footerBytes,
            what
                + " read: GCM bytes "
                + read.gcmBytes
                + " against "
                + toRead.gcmBytes
                + " counted, footer "
                + counted.footerBytes);
        assertEquals(
            written.gcmModules, toWrite.gcmModules, what + " write: " + written + " / " + toWrite);
        assertEquals(written.ctrModules, toWrite.ctrModules, what + " write");
        assertEquals(written.ctrBytes, toWrite.ctrBytes, what + " write");
        long metadata = counted.footerBytes;
        for (FileModules.Column c : counted.columns.values()) {
          metadata += c.bytes(FileModules.Kind.COLUMN_META_DATA);
        }
        long extra = written.gcmBytes - toWrite.gcmBytes;
        assertTrue(
            extra >= 0 && extra <= metadata,
            what
                + ": the encrypted footer and metadata are larger by at most "
                + "their plaintext size ("
                + metadata
                + " bytes), "
                + extra);
      }
    }
  }

  @Test
  void aColumnSetCountsItsColumnsAndAPlaintextFooterNoFooterModule() throws Exception {
    FileModules counted =
        FileModules.of(
            files.write(StandardWorkload.byId("R1", 'R'), EncryptionMode.PLAINTEXT).input());
    String column = counted.columns.keySet().iterator().next();
    FileModules.Column c = counted.columns.get(column);
    ModuleCounts one =
        counted.counts(
            EncryptionMode.AES_GCM_CTR_V1, Collections.singleton(column), false, false, false);
    assertEquals(
        c.modules(FileModules.Kind.DATA_PAGE) + c.modules(FileModules.Kind.DICTIONARY_PAGE),
        one.ctrModules);
    assertEquals(
        c.modules(FileModules.Kind.DATA_PAGE_HEADER)
            + c.modules(FileModules.Kind.DICTIONARY_PAGE_HEADER)
            + c.modules(FileModules.Kind.COLUMN_INDEX)
            + c.modules(FileModules.Kind.OFFSET_INDEX),
        one.gcmModules,
        "headers and indexes, no column metadata under the footer key, no footer");
    assertTrue(
        c.modules(FileModules.Kind.COLUMN_INDEX) > 0,
        "parquet-java writes column indexes by default");
  }

  @Test
  void theChunksOfManyValuesAreCountedWhateverTheirCodec() throws Exception {
    // R1 of the test's rows: every column chunk holds one value a row; R5 the same,
    // gzip-compressed.
    FileStore r1 = files.write(StandardWorkload.byId("R1", 'R'), EncryptionMode.PLAINTEXT);
    FileModules counted = FileModules.of(r1.input());
    java.util.Set<String> all = new java.util.LinkedHashSet<String>();
    long rows;
    try (org.apache.parquet.hadoop.ParquetFileReader reader =
        org.apache.parquet.hadoop.ParquetFileReader.open(r1.input())) {
      assertEquals(1, reader.getFooter().getBlocks().size());
      rows = reader.getFooter().getBlocks().get(0).getRowCount();
      for (org.apache.parquet.hadoop.metadata.ColumnChunkMetaData c :
          reader.getFooter().getBlocks().get(0).getColumns()) {
        all.add(c.getPath().toDotString());
      }
    }
    assertTrue(rows >= FileModules.MANY_VALUES, "the test's files are of many rows: " + rows);
    assertEquals(Collections.singletonList(all), counted.manyValueChunks);
    assertEquals(all.size(), counted.manyValuesAtOnce(null));
    java.util.Set<String> two =
        new java.util.LinkedHashSet<String>(new java.util.ArrayList<String>(all).subList(0, 2));
    assertEquals(2, counted.manyValuesAtOnce(two), "only the encrypted columns count");
    assertEquals(0, counted.manyValuesAtOnce(Collections.singleton("no such column")));
    FileModules gzip =
        FileModules.of(
            files.write(StandardWorkload.byId("R5", 'R'), EncryptionMode.PLAINTEXT).input());
    assertEquals(
        all.size(), gzip.manyValuesAtOnce(null), "a compressed file's columns count as well");
  }

  @Test
  void aChunkOfFewerValuesIsNotCounted() throws Exception {
    FileStore small =
        files.write(
            StandardWorkload.byId("R1", 'R'),
            EncryptionMode.PLAINTEXT,
            (int) FileModules.MANY_VALUES - 1);
    assertEquals(0, FileModules.of(small.input()).manyValuesAtOnce(null));
    FileStore enough =
        files.write(
            StandardWorkload.byId("R1", 'R'),
            EncryptionMode.PLAINTEXT,
            (int) FileModules.MANY_VALUES);
    assertEquals(
        8,
        FileModules.of(enough.input()).manyValuesAtOnce(null),
        "R1's eight columns of exactly enough");
  }

  @Test
  void aFileThatIsNotPlaintextParquetIsRefusedWithWhatItIs() throws Exception {
    FileStore encrypted = files.write(StandardWorkload.byId("R1", 'R'), EncryptionMode.AES_GCM_V1);
    IOException e = assertThrows(IOException.class, () -> FileModules.of(encrypted.input()));
    assertEquals(
        "encrypted (an encrypted footer, PARE): give the plaintext file, the suite encrypts it",
        e.getMessage());
    FileStore text = FileStore.create(FileStore.MEMORY);
    try (java.io.OutputStream out = text.output().create(0)) {
      out.write(
          "hello, this is not parquet at all".getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }
    e = assertThrows(IOException.class, () -> FileModules.of(text.input()));
    assertEquals("not a Parquet file: it does not end in PAR1", e.getMessage());
  }
}
