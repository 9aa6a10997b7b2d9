package org.pmebench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.crypto.kms.KmsEncryption;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;

/**
 * The one declaration of {@code --key-list}/{@code --key-list-file}, as a command that mixes it in
 * parses it.
 */
class KeyListOptionTest {
  @TempDir Path dir;

  static final class Command {
    @Mixin KeyListOption keys = new KeyListOption();
  }

  private static KeyListOption parse(String... args) {
    Command c = new Command();
    new CommandLine(c).parseArgs(args);
    return c.keys;
  }

  @Test
  void neitherGivenIsNoList() {
    KeyListOption keys = parse();
    assertFalse(keys.given());
    assertNull(keys.masterKeyList());
  }

  @Test
  void theListOrItsFileIsReadAndChecked() throws Exception {
    String list = KmsEncryption.demoKeyList(42);
    assertEquals(list, parse("--key-list", list).masterKeyList());
    Path file = dir.resolve("keys");
    Files.write(file, (list + "\n").getBytes(StandardCharsets.UTF_8));
    KeyListOption fromFile = parse("--key-list-file", file.toString());
    assertTrue(fromFile.given());
    assertEquals(list, fromFile.masterKeyList(), "trimmed");
  }

  @Test
  void bothAnUnreadableFileOrABadListAreRefusedInOneLine() {
    String list = KmsEncryption.demoKeyList(42);
    KeyListOption both =
        parse("--key-list", list, "--key-list-file", dir.resolve("keys").toString());
    assertEquals(
        "give --key-list or --key-list-file, not both",
        assertThrows(UserError.class, both::checkNotBoth).getMessage());
    assertEquals(
        "give --key-list or --key-list-file, not both",
        assertThrows(UserError.class, both::masterKeyList).getMessage());
    assertTrue(
        assertThrows(
                UserError.class,
                () -> parse("--key-list-file", dir.resolve("none").toString()).masterKeyList())
            .getMessage()
            .startsWith("--key-list-file " + dir.resolve("none") + ": "));
    assertTrue(
        assertThrows(UserError.class, () -> parse("--key-list", "nope").masterKeyList())
            .getMessage()
            .startsWith("--key-list: "));
  }
}
