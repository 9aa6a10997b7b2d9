package org.pmebench.floor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** openssl speed's machine-readable output, as OpenSSL 3.0 prints it. */
class OpenSslSpeedTest {
  @Test
  void readsTheSizesAndBytesPerSecond() throws IOException {
    OpenSslSpeed.Measured m =
        OpenSslSpeed.parse(
            "aes-128-gcm",
            Arrays.asList(
                "+DT:AES-128-GCM:1:16",
                "+R:2203955:AES-128-GCM:1.000000",
                "+DT:AES-128-GCM:1:16384",
                "+R:190428:AES-128-GCM:1.000000",
                "+H:16:64:256:1024:8192:16384",
                "+F:25:AES-128-GCM:35262768.00:112184192.00:379640832.00:885095424.00:2301108224.00:3119972352.00"));
    assertArrayEquals(new long[] {16, 64, 256, 1024, 8192, 16384}, m.sizes);
    assertEquals(3119972352.0, m.bytesPerSecond[5]);
  }

  @Test
  void outputWithoutTheMachineReadableLinesIsAnError() {
    IOException e =
        assertThrows(
            IOException.class,
            () ->
                OpenSslSpeed.parse(
                    "aes-128-gcm",
                    Arrays.asList("Invalid command 'spede'; type \"help\" for a list.")));
    assertTrue(e.getMessage().contains("no machine-readable"), e.getMessage());
  }
}
