package org.pmebench.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Collections;
import org.junit.jupiter.api.Test;
import org.pmebench.workload.StandardWorkload;

/**
 * The crypto work PME would do on a plaintext file, made from its counts, against what it does on
 * the real one.
 */
class SyntheticModulesTest {
  private final StandardFileFixture files = new StandardFileFixture();

  @Test
  void theSyntheticReadAndWriteHaveTheRealOnesModulesCipherObjectsAndPageBytesAndTheyReplay()
      throws Exception {
    StandardWorkload r1 = StandardWorkload.byId("R1", 'R');
    FileModules modules = FileModules.of(files.write(r1, EncryptionMode.PLAINTEXT).input());
    for (EncryptionMode mode :
        new EncryptionMode[] {EncryptionMode.AES_GCM_V1, EncryptionMode.AES_GCM_CTR_V1}) {
      ModuleCounts real = ModuleReplay.of(files.recordRead(files.write(r1, mode))).counts;
      ModuleReplay read = ModuleReplay.of(SyntheticModules.of(modules, mode, null, true));
      assertEquals(
          real.gcmModules, read.counts.gcmModules, mode + ": " + real + " / " + read.counts);
      assertEquals(real.ctrModules, read.counts.ctrModules, mode.toString());
      assertEquals(real.ctrBytes, read.counts.ctrBytes, mode.toString());
      assertEquals(
          real.ciphers, read.counts.ciphers, mode + ": as many cipher objects as parquet makes");
      assertEquals(
          read.counts.bytes(),
          read.run(),
          mode + ": every synthetic module decrypts (its tag verifies)");
      ModuleReplay write = ModuleReplay.of(SyntheticModules.of(modules, mode, null, false));
      assertEquals(
          modules.counts(mode, null, false, true, true).modules(),
          write.counts.modules(),
          mode.toString());
      assertEquals(
          write.counts.bytes()
              + write.counts.modules() * (4 + AesAlgorithm.NONCE_LENGTH)
              + write.counts.gcmModules * AesAlgorithm.GCM.tagLength(),
          write.run(),
          mode + ": encrypted as parquet does");
    }
  }

  @Test
  void aColumnSetHasOnlyItsColumnsModulesAndTheFooter() throws Exception {
    FileModules modules =
        FileModules.of(
            files.write(StandardWorkload.byId("R7", 'R'), EncryptionMode.PLAINTEXT).input());
    String column = modules.columns.keySet().iterator().next();
    ModuleReplay one =
        ModuleReplay.of(
            SyntheticModules.of(
                modules, EncryptionMode.AES_GCM_V1, Collections.singleton(column), true));
    assertEquals(
        modules
            .counts(EncryptionMode.AES_GCM_V1, Collections.singleton(column), true, true, true)
            .modules(),
        one.counts.modules());
    assertEquals(
        2 + 4, one.counts.ciphers, "the footer's two cipher objects and the column's four");
  }
}
