package org.pmebench.family.peers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reproduction behind docs/upstream/duckdb-pme-interop.md (scripts/duckdb-pme-causes.py): why
 * the pinned DuckDB's PME files and the other implementations' do not meet, one property changed at
 * a time. When DuckDB writes the spec's AADs, keeps a stored AAD prefix, reads encrypted V2 pages
 * or GCM-CTR, this fails and the report and the interop matrix's expected cells are due for an
 * update.
 */
class DuckDbPmeCausesTest {
  @TempDir Path dir;

  @Test
  void duckDbWritesNoModuleAadDropsAStoredPrefixAndReadsNeitherEncryptedV2PagesNorGcmCtr()
      throws Exception {
    Path home = Paths.get("").toAbsolutePath();
    Path python = PythonEnvironment.python(home, "python3", dir.resolve("venv.log"));
    Path json = dir.resolve("causes.json");
    Process run =
        new ProcessBuilder(
                python.toString(), "scripts/duckdb-pme-causes.py", "--json", json.toString())
            .redirectErrorStream(true)
            .redirectOutput(dir.resolve("out.txt").toFile())
            .start();
    assertEquals(0, run.waitFor(), new String(Files.readAllBytes(dir.resolve("out.txt")), "UTF-8"));
    JsonNode r = new ObjectMapper().readTree(json.toFile());
    // DuckDB's own file: no file-unique AAD part, and a footer sealed with no AAD at all.
    JsonNode own = r.path("file-aad");
    assertEquals("AES_GCM_V1", own.path("algorithm").asText(), own.toString());
    assertTrue(own.path("aadFileUnique").isNull(), own.toString());
    assertEquals("decrypts", own.path("noAad").asText(), own.toString());
    assertEquals("tag fails", own.path("specFooterAad").asText(), own.toString());
    for (String crypto : new String[] {"openssl", "mbedtls"}) {
      JsonNode prefix = r.path("aad-prefix/" + crypto);
      assertEquals("ok", prefix.path("v1").asText(), prefix.toString());
      assertTrue(
          prefix.path("v1 with a stored AAD prefix").asText().contains("Computed AES tag differs"),
          prefix.toString());
      JsonNode pages = r.path("v2-pages/" + crypto);
      assertEquals("ok", pages.path("v2 plaintext").asText(), pages.toString());
      assertTrue(pages.path("v2").asText().contains("Page size mismatch"), pages.toString());
      JsonNode ctr = r.path("gcm-ctr/" + crypto);
      assertTrue(
          ctr.path("ctr v1").asText().contains("only AES_GCM_V1 is supported"), ctr.toString());
    }
  }
}
