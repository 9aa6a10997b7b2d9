package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * Every command's help as a user reads it: picocli formats descriptions as format strings, so a
 * bare '%' turns the help into its warning on standard error and the raw text.
 */
class HelpTextTest {
  @Test
  void everyCommandsHelpFormatsWithoutAWarning() throws Exception {
    PrintStream saved = System.err;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    int commands = 0;
    try {
      System.setErr(new PrintStream(captured, true, "UTF-8"));
      for (String name : new CommandLine(new PmeBench()).getSubcommands().keySet()) {
        if ("help".equals(name)) {
          continue;
        }
        CliRun help = CliRun.of(name, "--help");
        assertEquals(0, help.code, name + ": " + help.err);
        assertTrue(help.out.startsWith("Usage: pmebench " + name), name + ": " + help.out);
        assertFalse(
            help.out.contains("%n"), name + "'s help shows a raw format string: " + help.out);
        commands++;
      }
    } finally {
      System.setErr(saved);
    }
    String warnings = new String(captured.toByteArray(), StandardCharsets.UTF_8);
    assertFalse(warnings.contains("picocli WARN"), warnings);
    assertEquals(12, commands, "every command but help");
  }
}
