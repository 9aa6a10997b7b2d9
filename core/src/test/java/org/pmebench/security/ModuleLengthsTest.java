package org.pmebench.security;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import org.apache.parquet.ParquetReadOptions;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.format.ColumnChunk;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.junit.jupiter.api.Test;
import org.pmebench.workload.FileTail;
import org.pmebench.workload.InMemoryInputFile;
import org.pmebench.workload.UnreadableFileException;

/** The length checks that keep inspect from allocating what a changed length asks for. */
class ModuleLengthsTest {
  @Test
  void everyUntouchedSeedsEncryptedModulesFit() throws IOException {
    for (SeedFile seed : FuzzInputs.seeds()) {
      FileTail tail = FileTail.read(new InMemoryInputFile(seed.bytes));
      List<ColumnChunk> flags = tail.metadata(keys(seed)).getRow_groups().get(0).getColumns();
      ColumnChunkMetaData[] chunks = chunks(seed.bytes, seed);
      for (int c = 0; c < chunks.length; c++) {
        assertNull(
            ModuleLengths.problem(
                new InMemoryInputFile(seed.bytes), chunks[c], flags.get(c).isSetCrypto_metadata()),
            seed.name + " " + chunks[c].getPath());
      }
    }
  }

  @Test
  void aPageHeaderLengthPastItsChunkIsNamedBeforeAnythingIsAllocated() throws IOException {
    byte[] mutant = FuzzInputs.mutant(KnownFindingsTest.PAGE_HEADER_LENGTH);
    SeedFile seed = FuzzInputs.seed(KnownFindingsTest.PAGE_HEADER_LENGTH);
    String problem =
        ModuleLengths.problem(new InMemoryInputFile(mutant), chunks(mutant, seed)[0], true);
    assertNotNull(problem);
    assertTrue(problem.contains("says it is " + KnownFindingsTest.LENGTH + " bytes long"), problem);
  }

  @Test
  void aFooterModuleLengthPastTheFooterMakesTheTailUnreadable() {
    byte[] mutant = FuzzInputs.mutant(KnownFindingsTest.FOOTER_MODULE_LENGTH);
    UnreadableFileException e =
        assertThrows(
            UnreadableFileException.class, () -> FileTail.read(new InMemoryInputFile(mutant)));
    assertTrue(
        e.getMessage().contains("encrypted footer's module says it is " + KnownFindingsTest.LENGTH),
        e.getMessage());
  }

  private static FileDecryptionProperties keys(SeedFile seed) {
    return seed.keys == SeedFile.Keys.KMS
        ? FuzzKeys.kms(FuzzKeys.kmsConfiguration())
        : FuzzKeys.explicit();
  }

  private static ColumnChunkMetaData[] chunks(byte[] file, SeedFile seed) throws IOException {
    try (ParquetFileReader reader =
        ParquetFileReader.open(
            new InMemoryInputFile(file),
            ParquetReadOptions.builder().withDecryption(keys(seed)).build())) {
      java.util.List<ColumnChunkMetaData> all = new java.util.ArrayList<ColumnChunkMetaData>();
      for (BlockMetaData block : reader.getFooter().getBlocks()) {
        all.addAll(block.getColumns());
      }
      return all.toArray(new ColumnChunkMetaData[0]);
    }
  }
}
