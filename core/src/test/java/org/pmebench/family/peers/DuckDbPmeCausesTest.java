package org.pmebench.family.peers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Collections;
import org.apache.parquet.crypto.ColumnEncryptionProperties;
import org.apache.parquet.crypto.FileEncryptionProperties;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.metadata.ColumnPath;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reproduction behind docs/upstream/duckdb-pme-interop.md (scripts/duckdb-pme-causes.py): why
 * the pinned DuckDB's PME files and the other implementations' do not meet, one property changed at
 * a time. When DuckDB writes the spec's AADs, keeps a stored AAD prefix, reads encrypted V2 pages,
 * GCM-CTR or a column with its own key, this fails and the report and the interop matrix's expected
 * cells are due for an update.
 */
class DuckDbPmeCausesTest {
  @TempDir Path dir;

  @Test
  void duckDbWritesNoModuleAadDropsAStoredPrefixAndReadsNoEncryptedV2PagesGcmCtrOrColumnKeys()
      throws Exception {
    Path home = Paths.get("").toAbsolutePath();
    Path python = PythonEnvironment.python(home, "python3", dir.resolve("venv.log"));
    Path columnKeyFiles = Files.createDirectory(dir.resolve("column-keys"));
    writeColumnKeyFiles(columnKeyFiles);
    JsonNode r =
        ReproductionScript.run(
            dir,
            python,
            "scripts/duckdb-pme-causes.py",
            "--column-key-files",
            columnKeyFiles.toString());
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
      // A column with a key of its own is read from the end of the file, even when that key is the
      // footer key DuckDB holds: the layout fails it, not the key.
      JsonNode keys = r.path("column-keys/" + crypto);
      assertEquals("ok", keys.path("uniform").asText(), keys.toString());
      for (String file : new String[] {"columnkey-same", "columnkey-other"}) {
        assertTrue(
            keys.path(file).asText().contains("Could not read enough bytes from file"),
            keys.toString());
      }
    }
  }

  /**
   * parquet-java's files for the column-key cause (V1 pages, encrypted footer): uniform, and with
   * the string column under a key of its own, the footer key itself or another.
   */
  private static void writeColumnKeyFiles(Path dir) throws Exception {
    byte[] footerKey = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);
    byte[] otherKey = "fedcba9876543210".getBytes(StandardCharsets.US_ASCII);
    MessageType schema =
        MessageTypeParser.parseMessageType(
            "message t { required int64 id; required double amount; required binary name (UTF8); }");
    String[][] files = {
      {"uniform", null}, {"columnkey-same", "same"}, {"columnkey-other", "other"}
    };
    for (String[] f : files) {
      FileEncryptionProperties.Builder encryption = FileEncryptionProperties.builder(footerKey);
      if (f[1] != null) {
        encryption.withEncryptedColumns(
            Collections.singletonMap(
                ColumnPath.get("name"),
                ColumnEncryptionProperties.builder("name")
                    .withKey("same".equals(f[1]) ? footerKey : otherKey)
                    .build()));
      }
      SimpleGroupFactory rows = new SimpleGroupFactory(schema);
      try (ParquetWriter<Group> w =
          ExampleParquetWriter.builder(
                  new org.apache.hadoop.fs.Path(dir.resolve(f[0] + ".parquet").toString()))
              .withType(schema)
              .withEncryption(encryption.build())
              .withDictionaryEncoding(false)
              .build()) {
        for (int i = 0; i < 300; i++) {
          w.write(
              rows.newGroup()
                  .append("id", (long) i)
                  .append("amount", i * 0.25)
                  .append("name", String.format("row-%05d", i)));
        }
      }
    }
  }
}
