package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.jvm.FakeJdks;

class JvmsCommandTest {
  @TempDir Path dir;

  @Test
  void listsUsableJdksAndSaysWhyOthersAreNotUsed() throws Exception {
    Path good = FakeJdks.good(dir.resolve("good"));
    Path broken = FakeJdks.broken(dir.resolve("broken"));
    StringWriter out = new StringWriter();
    int code =
        PmeBench.execute(
            new PrintWriter(out, true),
            new PrintWriter(new StringWriter(), true),
            "jvms",
            good.toString(),
            broken.toString());
    assertEquals(0, code);
    String text = out.toString();
    assertTrue(text.contains(System.getProperty("java.runtime.version")), text);
    assertTrue(text.contains("[command line]"), text);
    assertTrue(
        text.contains(broken + " [command line]: exit code 1: Error: could not find libjvm.so"),
        text);
  }
}
