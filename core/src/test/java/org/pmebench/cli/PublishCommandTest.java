package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code pmebench publish} as a contributor calls it: write, check, and a manifest it cannot
 * render.
 */
class PublishCommandTest {
  @TempDir Path dir;

  private void repo(String answer) throws Exception {
    Files.write(
        dir.resolve("s.json"),
        ("{\"overheads\": [{\"benchmark\": \"org.x.R.read\", \"encryption\": \"AES_GCM_V1\","
                + " \"params\": {\"spec\": \"R1\"}, \"cpu\": {\"ratio\": 1.069, \"low\": 1.067, \"high\": 1.070}}]}")
            .getBytes(StandardCharsets.UTF_8));
    Files.write(
        dir.resolve("m.json"),
        ("{\"vocabulary\": {\"clocks\": [{\"field\": \"cpu\", \"name\": \"thread CPU\"}]},"
                + " \"numbers\": {\"g\": {\"file\": \"s.json\", \"where\": {\"benchmark\": \"R.read\"}, \"field\": \"cpu\"}},"
                + " \"blocks\": [{\"file\": \"page.md\", \"name\": \"a\", \"lines\": [\""
                + answer
                + "\"]}]}")
            .getBytes(StandardCharsets.UTF_8));
    Files.write(
        dir.resolve("page.md"),
        "<!-- published:a -->\n<!-- /published:a -->\n".getBytes(StandardCharsets.UTF_8));
  }

  private CliRun publish(String... more) {
    String[] args = new String[5 + more.length];
    String[] fixed = {"publish", "--root", dir.toString(), "--manifest", "m.json"};
    System.arraycopy(fixed, 0, args, 0, fixed.length);
    System.arraycopy(more, 0, args, fixed.length, more.length);
    return CliRun.of(args);
  }

  @Test
  void checkIsExitOneUntilPublishedThenZeroAndAHandEditIsExitOneAgain() throws Exception {
    repo("{g} {about:g}");
    CliRun check = publish("--check");
    assertEquals(1, check.code, check.out + check.err);
    assertTrue(check.out.startsWith("pmebench publish: page.md:1: is "), check.out);
    CliRun write = publish();
    assertEquals(0, write.code, write.err);
    assertEquals("1 numbers rendered; wrote page.md\n", write.out);
    assertEquals(0, publish("--check").code);
    Path page = dir.resolve("page.md");
    Files.write(
        page,
        new String(Files.readAllBytes(page), StandardCharsets.UTF_8)
            .replace("+6.9%", "+6.8%")
            .getBytes(StandardCharsets.UTF_8));
    assertEquals(1, publish("--check").code);
  }

  @Test
  void aManifestItCannotRenderIsExitTwoInOneLine() throws Exception {
    repo("{g} {about:g} at +6.9%");
    CliRun refused = publish();
    assertEquals(PmeBench.EXIT_USAGE, refused.code);
    assertEquals(
        "pmebench: a line 1: \"+6.9%\" is typed; a number, and what it is, comes from its row through a "
            + "placeholder\n",
        refused.err);
  }
}
