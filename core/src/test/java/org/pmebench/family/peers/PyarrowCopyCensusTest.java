package org.pmebench.family.peers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The census behind docs/findings.md's pyarrow section: the pinned pyarrow's encrypted read of the
 * R1 shape copies the same 1 KiB values as its plaintext read (scripts/copy-census.c, preloaded,
 * counts every memcpy and memmove by caller). What the encrypted read copies more is small: the key
 * material's JSON, strings and the encrypted metadata, 81 KB per read. When a release changes what
 * the decoder copies or what the encrypted read copies besides, or the census stops seeing the
 * copies, this fails. Times are measured, not asserted.
 */
class PyarrowCopyCensusTest {
  private static final int ROWS = 300;

  @TempDir Path dir;

  @Test
  void theEncryptedReadCopiesTheSameValuesAsThePlaintextRead() throws Exception {
    Assumptions.assumeTrue(
        new ProcessBuilder("cc", "--version").start().waitFor() == 0,
        "no C compiler: the census is a preloaded library built from scripts/copy-census.c");
    Path home = Paths.get("").toAbsolutePath();
    Path python = PythonEnvironment.python(home, "python3", dir.resolve("venv.log"));
    Path out = dir.resolve("census");
    run(
        "bash",
        "scripts/pyarrow-decrypt-cost.sh",
        "--no-count",
        "--reps",
        "1",
        "--seconds",
        "1",
        "--frequency",
        "0",
        "--copies",
        "--no-context-cost",
        "--rows",
        Integer.toString(ROWS),
        "--python",
        python.toString(),
        "--out",
        out.toString());
    run(
        "python3",
        "scripts/copy-census-summary.py",
        out.toString(),
        "--json",
        out.resolve("census.json").toString());
    JsonNode census = new ObjectMapper().readTree(out.resolve("census.json").toFile());
    // The caller copying most is the FLBA column's decoder: each 1 KiB value once, whatever the
    // file's encryption.
    JsonNode decoder = census.path("largestSites").path(0);
    for (String slot : new String[] {"plaintext", "gcm", "gcmCtr"}) {
      assertEquals(
          ROWS * 1024.0,
          decoder.path("bytesPerRead").path(slot).asDouble(),
          1e-6,
          slot + ": " + decoder);
    }
    JsonNode all = row(census, "MB copied per read");
    double more =
        all.path("gcm").path("mean").asDouble() - all.path("plaintext").path("mean").asDouble();
    // The key material, strings and metadata: tens of kilobytes, not a page copied again.
    assertTrue(more > 0.07 && more < 0.1, "encrypted read copies " + more + " MB more: " + census);
  }

  private static JsonNode row(JsonNode census, String label) {
    for (JsonNode row : census.path("rows")) {
      if (label.equals(row.path("label").asText())) {
        return row.path("values");
      }
    }
    throw new AssertionError("no row \"" + label + "\" in " + census);
  }

  private void run(String... command) throws Exception {
    Path log = dir.resolve("run.txt");
    Process p =
        new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    assertEquals(0, p.waitFor(), new String(Files.readAllBytes(log), "UTF-8"));
  }
}
