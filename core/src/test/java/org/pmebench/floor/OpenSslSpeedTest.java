package org.pmebench.floor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

  @TempDir Path dir;

  /**
   * A smoke run's floor times two sizes, one openssl speed -bytes each; an openssl that measures
   * another size is refused.
   */
  @Test
  void chosenSizesAreTimedOneByOneWithBytes() throws IOException {
    Path fake = dir.resolve("openssl");
    // Prints -mr lines for the size after -bytes: 1000 bytes per second per byte of it.
    Files.write(
        fake,
        ("#!/bin/sh\nwhile [ $# -gt 0 ]; do [ \"$1\" = -bytes ] && n=$2; shift; done\n"
                + "echo \"+H:$n\"; echo \"+F:25:AES-128-GCM:$((n * 1000)).00\"\n")
            .getBytes(StandardCharsets.UTF_8));
    assertTrue(fake.toFile().setExecutable(true));
    OpenSslSpeed speed = new OpenSslSpeed(fake.toString(), dir.resolve("speed.log"));
    OpenSslSpeed.Measured m = speed.measure(OpenSslSpeed.GCM, 1, new long[] {16, 16384});
    assertArrayEquals(new long[] {16, 16384}, m.sizes);
    assertArrayEquals(new double[] {16000, 16384000}, m.bytesPerSecond, 0);
    String log = new String(Files.readAllBytes(dir.resolve("speed.log")), StandardCharsets.UTF_8);
    assertTrue(log.contains("-seconds 1 -bytes 16384 -mr"), log);

    Files.write(
        fake,
        "#!/bin/sh\necho '+H:16:64'; echo '+F:25:AES-128-GCM:1.00:2.00'\n"
            .getBytes(StandardCharsets.UTF_8));
    IOException e =
        assertThrows(
            IOException.class, () -> speed.measure(OpenSslSpeed.GCM, 1, new long[] {16, 16384}));
    assertTrue(e.getMessage().contains("-bytes 16 measured [16, 64] B"), e.getMessage());
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
