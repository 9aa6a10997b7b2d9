package org.pmebench.crypto.kms;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MasterKeyListTest {
  private static final String K16 = Base64.getEncoder().encodeToString(new byte[16]);
  private static final String K32 = Base64.getEncoder().encodeToString(new byte[32]);

  @Test
  void parsesTheStandardFormatWithSpaces() {
    MasterKeyList list = MasterKeyList.parse(" kf:" + K16 + " ,  kc1 : " + K32);
    assertArrayEquals(new byte[16], list.key("kf"));
    assertArrayEquals(new byte[32], list.key("kc1"));
    assertNull(list.key("other"));
  }

  @Test
  void formatsWhatItParses() {
    Map<String, byte[]> keys = new LinkedHashMap<String, byte[]>();
    keys.put("a", new byte[16]);
    keys.put("b", new byte[24]);
    String text = MasterKeyList.format(keys);
    assertEquals("a:" + K16 + ", b:" + Base64.getEncoder().encodeToString(new byte[24]), text);
    assertArrayEquals(new byte[24], MasterKeyList.parse(text).key("b"));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "''|empty master key list",
        "kf|master key entry 'kf' is not keyId:base64Key",
        ":AAAA|master key entry ':AAAA' is not keyId:base64Key",
        "kf:not base64!|master key 'kf' is not valid base64",
        "kf:AAAAAAAAAAAAAAAAAAAAAA==,kf:AAAAAAAAAAAAAAAAAAAAAA==|master key 'kf' is listed twice",
        "kf:AAAA|master key 'kf' has 3 bytes; AES needs 16, 24 or 32"
      })
  void namesTheBadEntry(String list, String message) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> MasterKeyList.parse(list));
    assertEquals(true, e.getMessage().startsWith(message), e.getMessage());
  }
}
