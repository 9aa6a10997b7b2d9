package org.pmebench.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import java.util.Collections;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.example.data.Group;
import org.junit.jupiter.api.Test;
import org.pmebench.workload.FileStore;
import org.pmebench.workload.StandardFiles;
import org.pmebench.workload.StandardRows;
import org.pmebench.workload.StandardWorkload;

/** The crypto work PME would do on a plaintext file, made from its counts, against what it does on the real one. */
class SyntheticModulesTest {
  private static final List<Group> DATA = StandardRows.generate(3000, 42);
  private final ExplicitKeys keys = new ExplicitKeys(42);
  private final Configuration conf = StandardFiles.configuration();

  @Test
  void theSyntheticReadAndWriteHaveTheRealOnesModulesCipherObjectsAndPageBytesAndTheyReplay() throws Exception {
    StandardWorkload r1 = StandardWorkload.byId("R1", 'R');
    FileStore plaintext = FileStore.create(FileStore.MEMORY);
    StandardFiles.write(DATA, plaintext.output(), r1, keys.encryptAll(EncryptionMode.PLAINTEXT, StandardRows.SCHEMA),
        conf);
    FileModules modules = FileModules.of(plaintext.input());
    for (EncryptionMode mode : new EncryptionMode[] {EncryptionMode.AES_GCM_V1, EncryptionMode.AES_GCM_CTR_V1}) {
      FileStore encrypted = FileStore.create(FileStore.MEMORY);
      StandardFiles.write(DATA, encrypted.output(), r1, keys.encryptAll(mode, StandardRows.SCHEMA), conf);
      ModuleCounts real = ModuleReplay.of(ModuleRecorder.record(() -> StandardFiles.readAll(encrypted.input(),
          keys.decryptAll(StandardRows.SCHEMA), conf, x -> { }))).counts;
      ModuleReplay read = ModuleReplay.of(SyntheticModules.of(modules, mode, null, true));
      assertEquals(real.gcmModules, read.counts.gcmModules, mode + ": " + real + " / " + read.counts);
      assertEquals(real.ctrModules, read.counts.ctrModules, mode.toString());
      assertEquals(real.ctrBytes, read.counts.ctrBytes, mode.toString());
      assertEquals(real.ciphers, read.counts.ciphers, mode + ": as many cipher objects as parquet makes");
      assertEquals(read.counts.bytes(), read.run(), mode + ": every synthetic module decrypts (its tag verifies)");
      ModuleReplay write = ModuleReplay.of(SyntheticModules.of(modules, mode, null, false));
      assertEquals(modules.counts(mode, null, false, true, true).modules(), write.counts.modules(), mode.toString());
      assertEquals(write.counts.bytes() + write.counts.modules() * (4 + AesAlgorithm.NONCE_LENGTH)
          + write.counts.gcmModules * AesAlgorithm.GCM.tagLength(), write.run(), mode + ": encrypted as parquet does");
    }
  }

  @Test
  void aColumnSetHasOnlyItsColumnsModulesAndTheFooter() throws Exception {
    FileStore plaintext = FileStore.create(FileStore.MEMORY);
    StandardFiles.write(DATA, plaintext.output(), StandardWorkload.byId("R7", 'R'),
        keys.encryptAll(EncryptionMode.PLAINTEXT, StandardRows.SCHEMA), conf);
    FileModules modules = FileModules.of(plaintext.input());
    String column = modules.columns.keySet().iterator().next();
    ModuleReplay one = ModuleReplay.of(SyntheticModules.of(modules, EncryptionMode.AES_GCM_V1,
        Collections.singleton(column), true));
    assertEquals(modules.counts(EncryptionMode.AES_GCM_V1, Collections.singleton(column), true, true, true).modules(),
        one.counts.modules());
    assertEquals(2 + 4, one.counts.ciphers, "the footer's two cipher objects and the column's four");
  }
}
