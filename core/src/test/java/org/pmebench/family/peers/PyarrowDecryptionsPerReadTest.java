package org.pmebench.family.peers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reproduction behind docs/upstream/arrow-pme-read-decryptions.md: what the pinned pyarrow
 * decrypts to read one encrypted file of the R1 shape (8 columns, one column key, the footer under
 * another, key tools with double wrapping), counted by gdb in the wheel's own OpenSSL calls
 * (scripts/pyarrow-decrypt-cost.sh --count-only). The file needs 33 decryptions; Arrow C++ makes
 * 90, each with a cipher context created, fetched and keyed for it. When Arrow caches its data
 * keys, decrypts a column's metadata once or reuses its contexts, this fails and the report is due
 * for an update.
 */
class PyarrowDecryptionsPerReadTest {
  @TempDir Path dir;

  @Test
  void eachReadUnwrapsTheDataKeysAgainPerDecryptorAndDecryptsColumnMetadataThrice()
      throws Exception {
    Assumptions.assumeTrue(
        new ProcessBuilder("gdb", "--version").start().waitFor() == 0,
        "gdb is not installed: the reproduction counts calls with it");
    Path home = Paths.get("").toAbsolutePath();
    Path python = PythonEnvironment.python(home, "python3", dir.resolve("venv.log"));
    Process count =
        new ProcessBuilder(
                "bash",
                "scripts/pyarrow-decrypt-cost.sh",
                "--count-only",
                "--count-slots",
                "gcm",
                "--rows",
                "300",
                "--python",
                python.toString(),
                "--out",
                dir.toString())
            .redirectErrorStream(true)
            .redirectOutput(dir.resolve("out.txt").toFile())
            .start();
    assertEquals(
        0, count.waitFor(), new String(Files.readAllBytes(dir.resolve("out.txt")), "UTF-8"));
    JsonNode perRead =
        new ObjectMapper().readTree(dir.resolve("count-gcm.json").toFile()).path("perRead");
    // The file: a footer, 8 column metadata, 8 data pages and 4 dictionary pages with their
    // headers.
    assertEquals(1, perRead.path("footer").asInt(), perRead.toString());
    assertEquals(24, perRead.path("pagesAndHeaders").asInt(), perRead.toString());
    // What Arrow adds: each column's metadata three times, a data key unwrapped per decryptor made
    // (9 keys in the file, 41 unwraps), and a new context for every one of the 90 decryptions.
    assertEquals(3 * 8, perRead.path("columnMetaData").asInt(), perRead.toString());
    assertEquals(41, perRead.path("dataKeyUnwraps").asInt(), perRead.toString());
    assertEquals(90, perRead.path("decryptions").asInt(), perRead.toString());
    for (String call :
        new String[] {"EVP_CIPHER_CTX_new", "EVP_CIPHER_fetch", "aesni_set_encrypt_key"}) {
      assertEquals(90, perRead.path(call).asInt(), call + ": " + perRead);
    }
  }
}
