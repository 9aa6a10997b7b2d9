package org.pmebench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** --encrypt's one grammar, as every command that takes it parses it. */
class EncryptOptionTest {
  @Command(name = "takes")
  static final class Takes {
    @Mixin EncryptOption encrypt;
  }

  private static EncryptOption parsed(String... args) {
    Takes t = new Takes();
    new CommandLine(t).parseArgs(args);
    return t.encrypt;
  }

  @Test
  void setsAreRepeatedOrJoinedWithSemicolonsAndTheDefaultStandsAlone() {
    assertEquals(
        Arrays.asList("a,b", "c", "all"),
        parsed("--encrypt", "a,b;c", "--encrypt", "all").texts("x"));
    assertEquals(Arrays.asList("x"), parsed().texts("x"));
    assertEquals("sensitive", parsed().one("sensitive"));
    assertEquals("a.b", parsed("--encrypt", " a.b ").one("all"));
  }

  @Test
  void aCommandOfOneSetRefusesSeveralAndAMalformedSetIsNamedAsTheOptions() {
    UserError several = assertThrows(UserError.class, () -> parsed("--encrypt", "a;b").one("all"));
    assertEquals("--encrypt: this command takes one column set, not 2", several.getMessage());
    UserError twice = assertThrows(UserError.class, () -> EncryptOption.parse("a,a"));
    assertEquals("--encrypt: column set 'a,a' names a twice", twice.getMessage());
    assertThrows(UserError.class, () -> EncryptOption.parseAll(Arrays.asList("a", "")));
    assertEquals("", parsed("--encrypt", ";").one("all"));
  }
}
