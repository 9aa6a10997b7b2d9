package org.pmebench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ForkOutputTest {
  private final ByteArrayOutputStream console = new ByteArrayOutputStream();
  private final List<String> checks = new ArrayList<String>();
  private final ForkOutput out = new ForkOutput(new PrintStream(console, true), checks::add);

  private void write(String s, int chunk) {
    byte[] b = s.getBytes(StandardCharsets.UTF_8);
    for (int i = 0; i < b.length; i += chunk) {
      out.write(b, i, Math.min(chunk, b.length - i));
    }
  }

  @Test
  void checkLinesAreTakenOutWhateverTheChunksAndTheRestPassesOnUnchanged() {
    String other =
        "Iteration   1: 12.0 ops/s\npmebench: cipher chec\npmebench: read check\n\npmebench: ciphers";
    String text =
        "pmebench: cipher check before warm-up: SunJCE AES/GCM/NoPadding: … seed 7 (0.09 s)\n"
            + other
            + "\npmebench: cipher check after warm-up: 3 of the 3 module sizes\n";
    for (int chunk : new int[] {1, 3, 1000}) {
      console.reset();
      checks.clear();
      write(text, chunk);
      out.close();
      assertEquals(
          other + "\n",
          new String(console.toByteArray(), StandardCharsets.UTF_8),
          "chunks of " + chunk);
      assertEquals(2, checks.size(), checks.toString());
      assertEquals(
          "cipher check before warm-up: SunJCE AES/GCM/NoPadding: … seed 7 (0.09 s)",
          checks.get(0));
      assertEquals("cipher check after warm-up: 3 of the 3 module sizes", checks.get(1));
    }
  }

  @Test
  void otherOutputIsPassedOnAsItComesAndAHeldBackStartAtTheEnd() {
    write("Iteration", 1000);
    assertEquals(
        "Iteration",
        new String(console.toByteArray(), StandardCharsets.UTF_8),
        "not held to the line's end");
    console.reset();
    write("\npmebench: ci", 1000);
    assertEquals(
        "\n",
        new String(console.toByteArray(), StandardCharsets.UTF_8),
        "what may be a check is held");
    out.close();
    assertEquals("\npmebench: ci", new String(console.toByteArray(), StandardCharsets.UTF_8));
  }
}
