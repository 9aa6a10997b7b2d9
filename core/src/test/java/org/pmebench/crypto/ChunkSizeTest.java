package org.pmebench.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ChunkSizeTest {
  @ParameterizedTest
  @CsvSource({
    "16B,16",
    "64B,64",
    "1KiB,1024",
    "16KiB,16384",
    "4MiB,4194304",
    "1GiB,1073741824",
    "1000B,1000"
  })
  void parsesBinaryUnits(String text, int bytes) {
    assertEquals(bytes, ChunkSize.parse(text));
    assertEquals(text, ChunkSize.format(bytes));
  }

  @Test
  void everyDefaultAndLargeSizeParses() {
    for (String s : ChunkSize.DEFAULT_SIZES) {
      assertTrue(ChunkSize.parse(s) > 0);
    }
    for (String s : ChunkSize.LARGE_SIZES) {
      assertTrue(ChunkSize.parse(s) > 0);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "16", "1kb", "-1KiB", "1.5MiB", "KiB", "0B"})
  void rejectsMalformedSizesWithTheAcceptedForm(String text) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> ChunkSize.parse(text));
    assertTrue(e.getMessage().contains("'" + text + "'"), e.getMessage());
  }

  @ParameterizedTest
  @ValueSource(strings = {"2GiB", "1025MiB", "99999999999999999999B"})
  void rejectsSizesAboveOneGib(String text) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> ChunkSize.parse(text));
    assertTrue(e.getMessage().contains("maximum is 1GiB"), e.getMessage());
  }
}
