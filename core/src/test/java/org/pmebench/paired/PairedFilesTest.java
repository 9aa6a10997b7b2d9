package org.pmebench.paired;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pmebench.crypto.EncryptionMode;

class PairedFilesTest {
  @Test
  void plaintextsWriteIsAlsoTheControlAndAnEncryptedWriteComesWithItsModel() throws Exception {
    TimedOperation plain = sink -> 1;
    try (PairedFiles files = new PairedFiles("memory")) {
      files.addWrite(new Variant(EncryptionMode.PLAINTEXT, plain, 1234, 0));
      files.addWrite(new Variant(EncryptionMode.AES_GCM_V1, sink -> 2, 1300, 0));
      List<Variant> variants = files.rounds().variants();
      List<PairedSlot> slots = new ArrayList<PairedSlot>();
      for (Variant v : variants) {
        slots.add(v.slot);
      }
      assertEquals(Arrays.asList(PairedSlot.PLAINTEXT, PairedSlot.CONTROL, PairedSlot.GCM, PairedSlot.GCM_MODEL),
          slots);
      assertSame(plain, variants.get(1).operation);
      assertEquals(1234, variants.get(1).fileBytes);
    }
  }
}
