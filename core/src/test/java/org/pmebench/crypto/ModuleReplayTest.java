package org.pmebench.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.Security;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.column.ColumnDescriptor;
import org.apache.parquet.column.page.DataPage;
import org.apache.parquet.column.page.DictionaryPage;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.column.page.PageReader;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.InputFile;
import org.junit.jupiter.api.Test;
import org.pmebench.workload.FileStore;
import org.pmebench.workload.StandardFiles;
import org.pmebench.workload.StandardRows;
import org.pmebench.workload.StandardWorkload;

/**
 * The cost model's counts on real files of every workload and mode: what the recorder sees is
 * checked against the file's own structure (its pages, read back from the plaintext twin), and the
 * replay runs through parquet's module ciphers.
 */
class ModuleReplayTest {
  private static final List<Group> DATA = StandardFileFixture.DATA;
  private final StandardFileFixture files = new StandardFileFixture();
  private final ExplicitKeys keys = files.keys;
  private final Configuration conf = files.conf;

  /** Pages of every column chunk of {@code file} (data and dictionary) and their stored bytes. */
  private static long[] pages(InputFile file) throws Exception {
    long pages = 0;
    long bytes = 0;
    try (ParquetFileReader reader = ParquetFileReader.open(file)) {
      List<ColumnDescriptor> columns =
          reader.getFooter().getFileMetaData().getSchema().getColumns();
      PageReadStore rowGroup;
      while ((rowGroup = reader.readNextRowGroup()) != null) {
        for (ColumnDescriptor c : columns) {
          PageReader pr = rowGroup.getPageReader(c);
          DictionaryPage dictionary = pr.readDictionaryPage();
          if (dictionary != null) {
            pages++;
            bytes += dictionary.getCompressedSize();
          }
          DataPage page;
          while ((page = pr.readPage()) != null) {
            pages++;
            bytes += page.getCompressedSize();
          }
        }
      }
    }
    return new long[] {pages, bytes};
  }

  private FileStore write(StandardWorkload workload, EncryptionMode mode) throws Exception {
    return files.write(workload, mode);
  }

  @Test
  void everyReadWorkloadsModulesMatchItsPagesInBothModesAndReplay() throws Exception {
    for (String id : new String[] {"R1", "R2", "R3", "R4", "R5", "R6", "R7"}) {
      StandardWorkload workload = StandardWorkload.byId(id, 'R');
      long[] pages = pages(write(workload, EncryptionMode.PLAINTEXT).input());
      ModuleCounts[] counts = new ModuleCounts[2];
      int i = 0;
      for (EncryptionMode mode :
          new EncryptionMode[] {EncryptionMode.AES_GCM_V1, EncryptionMode.AES_GCM_CTR_V1}) {
        InputFile file = write(workload, mode).input();
        ModuleRecorder.Recording recording =
            ModuleRecorder.record(
                () ->
                    StandardFiles.readAll(
                        file, keys.decryptAll(StandardRows.SCHEMA), conf, x -> {}));
        java.util.Set<String> keysUsed = new java.util.HashSet<String>();
        for (ModuleRecorder.Module m : recording.modules) {
          assertTrue(!m.encrypt, id + " " + mode + ": a read only decrypts");
          assertEquals(
              m.algorithm,
              recording.ciphers.get(m.cipher),
              id + ": a module's cipher object is of its algorithm");
          keysUsed.add(java.util.Arrays.toString(m.key));
        }
        ModuleReplay replay = ModuleReplay.of(recording);
        assertEquals(recording.ciphers.size(), replay.counts.ciphers, id);
        assertTrue(
            replay.counts.ciphers >= keysUsed.size(),
            id + ": at least one cipher object per key, " + replay.counts);
        counts[i++] = replay.counts;
        assertEquals(
            replay.counts.bytes(),
            replay.run(),
            id + " " + mode + ": every module decrypts to its plaintext");
        ReplaySplit split = replay.lastSplit();
        assertTrue(
            split.objectNanos > 0 && split.gcmNanos > 0,
            id + " " + mode + ": the replay's time is split");
        assertEquals(mode == EncryptionMode.AES_GCM_CTR_V1, split.ctrNanos > 0, id + " " + mode);
        if (mode == EncryptionMode.AES_GCM_V1) {
          // Page headers of tens of bytes beside pages of kilobytes: calls separate from bytes.
          assertTrue(split.gcmCallNanos != 0, id + ": a per-call part");
        }
      }
      ModuleCounts gcm = counts[0];
      ModuleCounts ctr = counts[1];
      assertEquals(0, gcm.ctrModules, id);
      assertEquals(pages[0], ctr.ctrModules, id + ": GCM-CTR encrypts each page with CTR");
      if (workload.codec == CompressionCodecName.UNCOMPRESSED) {
        // (The page reader hands compressed v2 pages back decompressed, sizes included: no check
        // there.)
        assertEquals(pages[1], ctr.ctrBytes, id + ": and its bytes are the pages' stored bytes");
      }
      // Every page has a header beside it: GCM in both modes.
      assertTrue(ctr.gcmModules > pages[0], id + ": " + ctr);
      assertEquals(
          gcm.modules(), ctr.modules(), id + ": the same modules, with another cipher for pages");
      assertEquals(gcm.bytes(), ctr.bytes(), id + ": of the same sizes");
    }
    assertNull(
        Security.getProvider(ModuleRecorder.NAME), "the recorder is removed after recording");
  }

  @Test
  void aWritesModulesAreEncryptionsOfItsPagesAndReplayUnderFreshNonces() throws Exception {
    StandardWorkload workload = StandardWorkload.byId("W1", 'W');
    long[] pages = pages(write(workload, EncryptionMode.PLAINTEXT).input());
    FileStore store = FileStore.create(FileStore.MEMORY);
    ModuleRecorder.Recording recording =
        ModuleRecorder.record(
            () -> {
              StandardFiles.write(
                  DATA,
                  store.output(),
                  workload,
                  keys.encryptAll(EncryptionMode.AES_GCM_CTR_V1, StandardRows.SCHEMA),
                  conf);
              return null;
            });
    ModuleReplay replay = ModuleReplay.of(recording);
    assertTrue(replay.counts.ciphers > 0);
    for (ModuleRecorder.Module m : recording.modules) {
      assertTrue(m.encrypt);
    }
    assertEquals(pages[0], replay.counts.ctrModules);
    assertEquals(pages[1], replay.counts.ctrBytes);
    // Encryption output: each module's ciphertext, nonce, GCM tag and length prefix.
    long expected =
        replay.counts.bytes()
            + replay.counts.modules() * (4 + AesAlgorithm.NONCE_LENGTH)
            + replay.counts.gcmModules * AesAlgorithm.GCM.tagLength();
    assertEquals(expected, replay.run());
  }

  @Test
  void recordingTwiceAtOnceIsRefusedAndAFailingActionStillRemovesTheRecorder() {
    assertThrows(
        IllegalStateException.class,
        () -> ModuleRecorder.record(() -> ModuleRecorder.record(() -> 1)));
    assertNull(Security.getProvider(ModuleRecorder.NAME));
    assertThrows(
        java.io.IOException.class,
        () ->
            ModuleRecorder.record(
                () -> {
                  throw new java.io.IOException("disk gone");
                }));
    assertNull(Security.getProvider(ModuleRecorder.NAME));
  }
}
