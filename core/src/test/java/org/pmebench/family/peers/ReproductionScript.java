package org.pmebench.family.peers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Runs one of the upstream reports' reproduction scripts with the peers' Python and reads the
 * outcomes it writes with {@code --json}; a script that fails fails the test with its output.
 */
final class ReproductionScript {
  private ReproductionScript() {}

  static JsonNode run(Path dir, Path python, String script, String... args) throws Exception {
    Path json = dir.resolve("outcomes.json");
    Path out = dir.resolve("out.txt");
    List<String> cmd = new ArrayList<String>(Arrays.asList(python.toString(), script));
    cmd.addAll(Arrays.asList(args));
    cmd.addAll(Arrays.asList("--json", json.toString()));
    Process p =
        new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(out.toFile()).start();
    assertEquals(0, p.waitFor(), new String(Files.readAllBytes(out), "UTF-8"));
    return new ObjectMapper().readTree(json.toFile());
  }
}
