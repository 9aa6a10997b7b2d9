package org.pmebench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/** A command a test runs (a script, a child JVM): its output, standard error included. */
public final class Commands {
  private Commands() {}

  /** Runs {@code command} to its end; fails the test, with the output, unless it exits 0. */
  public static String output(String... command) throws Exception {
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (InputStream in = p.getInputStream()) {
      byte[] buffer = new byte[8192];
      for (int n; (n = in.read(buffer)) > 0; ) {
        out.write(buffer, 0, n);
      }
    }
    String text = new String(out.toByteArray(), StandardCharsets.UTF_8);
    assertEquals(0, p.waitFor(), String.join(" ", command) + ":\n" + text);
    return text;
  }
}
