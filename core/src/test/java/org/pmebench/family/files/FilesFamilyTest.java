package org.pmebench.family.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.pmebench.run.HeapSize;
import org.pmebench.run.UserError;

class FilesFamilyTest {
  @Test
  void aFileWhoseCopiesWouldNotFitInMemoryIsRefusedBeforeAnything() {
    FilesMatrix m = new FilesMatrix();
    m.largestFileBytes = 3 * HeapSize.GIB;
    m.largestUncompressedBytes = 4 * HeapSize.GIB;
    UserError e = assertThrows(UserError.class, () -> new FilesFamily().checkHeap(m, 24 * HeapSize.GIB));
    assertEquals("the largest file (3072 MB, 4096 MB uncompressed) needs a 77 GiB heap, but this machine has 24 GiB "
        + "of memory; its copies are held in memory: measure a smaller file of the table (or --files-operations read, "
        + "which does not hold its rows)", e.getMessage());
    m.largestFileBytes = 50L << 20;
    m.largestUncompressedBytes = 100L << 20;
    new FilesFamily().checkHeap(m, 24 * HeapSize.GIB);
  }
}
