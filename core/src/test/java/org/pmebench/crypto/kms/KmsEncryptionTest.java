package org.pmebench.crypto.kms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.crypto.ColumnDecryptionProperties;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.crypto.FileEncryptionProperties;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.format.ColumnChunk;
import org.apache.parquet.format.FileMetaData;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.hadoop.metadata.ColumnPath;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pmebench.citations.CitationColumn;
import org.pmebench.citations.CitationCsvReader;
import org.pmebench.citations.CitationFiles;
import org.pmebench.citations.CitationGenerator;
import org.pmebench.citations.CitationSchema;
import org.pmebench.citations.EncryptedColumns;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.workload.DiskFiles;
import org.pmebench.workload.FileTail;
import org.pmebench.workload.StandardFiles;
import org.pmebench.workload.StandardWorkload;

/**
 * Files written through parquet's key tools and {@link InMemoryKms}: they read back, they are
 * standard PME files (the keys unwrap with plain JCE as the key tools' format says), and each
 * setting costs the KMS calls parquet's design says it should.
 */
class KmsEncryptionTest {
  private static final CitationSchema SCHEMA = CitationSchema.classic();
  private static final String KEY_LIST = KmsEncryption.demoKeyList(11);
  private static final ObjectMapper JSON = new ObjectMapper();
  private static List<Group> rows;

  @TempDir Path dir;

  @BeforeAll
  static void generate() throws Exception {
    StringWriter csv = new StringWriter();
    new CitationGenerator(5, CitationColumn.CLASSIC).write(csv, 300);
    try (CitationCsvReader reader =
        CitationCsvReader.open(new StringReader(csv.toString()), true)) {
      rows = reader.readAll();
    }
  }

  @BeforeEach
  void forgetCachedKeys() {
    KmsEncryption.clearCaches();
  }

  private static KmsEncryption encryption(EncryptionMode mode, EncryptedColumns columns) {
    return new KmsEncryption(KEY_LIST)
        .mode(mode)
        .columnKey(KmsEncryption.COLUMN_KEY_ID, columns.paths(SCHEMA));
  }

  private Path write(KmsEncryption encryption, String name) throws Exception {
    Path file = dir.resolve(name);
    Configuration conf = encryption.configuration(StandardFiles.configuration());
    FileEncryptionProperties properties =
        KmsEncryption.encryptionProperties(conf, hadoopPath(file));
    CitationFiles.write(
        rows, DiskFiles.output(file), SCHEMA.schema, StandardWorkload.SPEC1, properties, conf);
    return file;
  }

  private static org.apache.hadoop.fs.Path hadoopPath(Path file) {
    return new org.apache.hadoop.fs.Path(file.toUri());
  }

  private static List<String> read(Path file, FileDecryptionProperties decryption)
      throws Exception {
    List<String> read = new ArrayList<String>();
    try (ParquetReader<Group> reader =
        CitationFiles.reader(DiskFiles.input(file), SCHEMA.schema, decryption)) {
      Group g;
      while ((g = reader.read()) != null) {
        read.add(g.toString());
      }
    }
    return read;
  }

  private static List<String> expected() {
    List<String> text = new ArrayList<String>();
    for (Group g : rows) {
      text.add(g.toString());
    }
    return text;
  }

  @ParameterizedTest(
      name = "{0}, double wrapping {1}, internal key material {2}, plaintext footer {3}")
  @CsvSource({
    "AES_GCM_V1, true, true, false", "AES_GCM_V1, false, true, true",
        "AES_GCM_V1, true, false, false",
    "AES_GCM_V1, false, false, true", "AES_GCM_CTR_V1, true, true, true",
        "AES_GCM_CTR_V1, false, false, false"
  })
  void readsBackThroughTheKmsAlone(
      EncryptionMode mode, boolean doubleWrapping, boolean internal, boolean plaintextFooter)
      throws Exception {
    KmsEncryption encryption =
        encryption(mode, EncryptedColumns.SENSITIVE)
            .doubleWrapping(doubleWrapping)
            .internalKeyMaterial(internal)
            .plaintextFooter(plaintextFooter);
    Path file = write(encryption, "f.parquet");
    Path material = dir.resolve("_KEY_MATERIAL_FOR_f.parquet.json");
    assertEquals(!internal, Files.exists(material));
    FileTail tail = FileTail.read(DiskFiles.input(file));
    assertEquals(
        plaintextFooter ? FileTail.FooterMode.PLAINTEXT : FileTail.FooterMode.ENCRYPTED,
        tail.footerMode);
    assertEquals(mode == EncryptionMode.AES_GCM_V1, tail.algorithm().isSetAES_GCM_V1());
    JsonNode footerKey = JSON.readTree(tail.footerKeyMetadata());
    assertEquals(internal, footerKey.get("internalStorage").asBoolean());

    KmsEncryption.clearCaches(); // the reader knows only the master keys, nothing the writer cached
    Configuration readConf =
        new KmsEncryption(KEY_LIST).configuration(StandardFiles.configuration());
    assertEquals(
        expected(), read(file, KmsEncryption.decryptionProperties(readConf, hadoopPath(file))));
  }

  /**
   * The format, checked without parquet's key tools: key material is PKMT1 JSON, and a wrapped key
   * is base64(nonce | AES-GCM ciphertext | tag) under the master key with the master key id as AAD
   * (double wrapping: the DEK under the KEK, with the KEK id as AAD). The unwrapped data keys,
   * handed to parquet as explicit keys, read the file.
   */
  @ParameterizedTest(name = "double wrapping {0}")
  @CsvSource({"false", "true"})
  void dataKeysUnwrapWithPlainJceAsTheKeyToolsFormatSays(boolean doubleWrapping) throws Exception {
    Path file =
        write(
            encryption(EncryptionMode.AES_GCM_V1, EncryptedColumns.SENSITIVE)
                .doubleWrapping(doubleWrapping),
            "f.parquet");
    FileTail tail = FileTail.read(DiskFiles.input(file));
    JsonNode footerMaterial = JSON.readTree(tail.footerKeyMetadata());
    assertEquals("PKMT1", footerMaterial.get("keyMaterialType").asText());
    assertTrue(footerMaterial.get("isFooterKey").asBoolean());
    assertEquals(KmsEncryption.FOOTER_KEY_ID, footerMaterial.get("masterKeyID").asText());
    assertEquals(doubleWrapping, footerMaterial.get("doubleWrapping").asBoolean());
    byte[] footerKey = unwrap(footerMaterial);

    FileDecryptionProperties footerOnly =
        FileDecryptionProperties.builder().withFooterKey(footerKey).build();
    FileMetaData metadata = tail.metadata(footerOnly);
    Map<ColumnPath, ColumnDecryptionProperties> columnKeys =
        new HashMap<ColumnPath, ColumnDecryptionProperties>();
    for (ColumnChunk chunk : metadata.getRow_groups().get(0).getColumns()) {
      if (chunk.isSetCrypto_metadata()
          && chunk.getCrypto_metadata().isSetENCRYPTION_WITH_COLUMN_KEY()) {
        ColumnPath path =
            ColumnPath.get(
                chunk
                    .getCrypto_metadata()
                    .getENCRYPTION_WITH_COLUMN_KEY()
                    .getPath_in_schema()
                    .toArray(new String[0]));
        JsonNode material =
            JSON.readTree(
                chunk.getCrypto_metadata().getENCRYPTION_WITH_COLUMN_KEY().getKey_metadata());
        assertEquals(KmsEncryption.COLUMN_KEY_ID, material.get("masterKeyID").asText());
        assertFalse(material.get("isFooterKey").asBoolean());
        columnKeys.put(
            path, ColumnDecryptionProperties.builder(path).withKey(unwrap(material)).build());
      }
    }
    assertEquals(EncryptedColumns.SENSITIVE.paths(SCHEMA).size(), columnKeys.size());
    FileDecryptionProperties explicit =
        FileDecryptionProperties.builder()
            .withFooterKey(footerKey)
            .withColumnKeys(columnKeys)
            .build();
    assertEquals(expected(), read(file, explicit));
  }

  private static byte[] unwrap(JsonNode material) throws Exception {
    String masterKeyId = material.get("masterKeyID").asText();
    byte[] masterKey = MasterKeyList.parse(KEY_LIST).key(masterKeyId);
    byte[] wrappedDek = Base64.getDecoder().decode(material.get("wrappedDEK").asText());
    if (!material.get("doubleWrapping").asBoolean()) {
      return gcmDecrypt(wrappedDek, masterKey, masterKeyId.getBytes(StandardCharsets.UTF_8));
    }
    byte[] kek =
        gcmDecrypt(
            Base64.getDecoder().decode(material.get("wrappedKEK").asText()),
            masterKey,
            masterKeyId.getBytes(StandardCharsets.UTF_8));
    byte[] kekId = Base64.getDecoder().decode(material.get("keyEncryptionKeyID").asText());
    return gcmDecrypt(wrappedDek, kek, kekId);
  }

  private static byte[] gcmDecrypt(byte[] nonceCiphertextTag, byte[] key, byte[] aad)
      throws Exception {
    Cipher gcm = Cipher.getInstance("AES/GCM/NoPadding");
    gcm.init(
        Cipher.DECRYPT_MODE,
        new SecretKeySpec(key, "AES"),
        new GCMParameterSpec(128, Arrays.copyOfRange(nonceCiphertextTag, 0, 12)));
    gcm.updateAAD(aad);
    return gcm.doFinal(nonceCiphertextTag, 12, nonceCiphertextTag.length - 12);
  }

  /**
   * KMS calls per file, as parquet's design says: single wrapping calls the KMS once per data key
   * (footer + each column) on write and on read; double wrapping once per master key, and not at
   * all while the key-encryption keys are cached.
   */
  @ParameterizedTest(
      name = "double wrapping {0}, {1} columns: write {2}/{3}, read {4}/{5} (first/second file)")
  @CsvSource({
    "false, SENSITIVE, 3, 3, 3, 3",
    "false, ALL, 20, 20, 20, 20",
    "true, SENSITIVE, 2, 0, 2, 0",
    "true, ALL, 2, 0, 2, 0"
  })
  void kmsCallsPerFile(
      boolean doubleWrapping,
      EncryptedColumns columns,
      long firstWrite,
      long secondWrite,
      long firstRead,
      long secondRead)
      throws Exception {
    KmsEncryption encryption =
        encryption(EncryptionMode.AES_GCM_V1, columns).doubleWrapping(doubleWrapping);
    long wraps = InMemoryKms.wraps();
    Path a = write(encryption, "a.parquet");
    assertEquals(firstWrite, InMemoryKms.wraps() - wraps);
    wraps = InMemoryKms.wraps();
    Path b = write(encryption, "b.parquet");
    assertEquals(secondWrite, InMemoryKms.wraps() - wraps, "second file, caches warm");

    Configuration readConf =
        new KmsEncryption(KEY_LIST).configuration(StandardFiles.configuration());
    for (Object[] file : new Object[][] {{a, firstRead}, {b, secondRead}}) {
      long unwraps = InMemoryKms.unwraps();
      read(
          (Path) file[0], KmsEncryption.decryptionProperties(readConf, hadoopPath((Path) file[0])));
      assertEquals((long) file[1], InMemoryKms.unwraps() - unwraps);
    }
  }

  @Test
  void aWrongMasterKeyFailsTheTagCheckAndAnUnknownOneIsNamed() throws Exception {
    Path file =
        write(encryption(EncryptionMode.AES_GCM_V1, EncryptedColumns.SENSITIVE), "f.parquet");
    String otherKeys = KmsEncryption.demoKeyList(12);
    KmsEncryption.clearCaches();
    Exception wrong =
        assertThrows(
            Exception.class,
            () ->
                read(
                    file,
                    KmsEncryption.decryptionProperties(
                        new KmsEncryption(otherKeys).configuration(StandardFiles.configuration()),
                        hadoopPath(file))));
    assertTrue(chain(wrong).contains("GCM tag check failed"), chain(wrong));

    KmsEncryption.clearCaches();
    String onlyColumnKey = otherKeys.substring(otherKeys.indexOf(", ") + 2);
    Exception unknown =
        assertThrows(
            Exception.class,
            () ->
                read(
                    file,
                    KmsEncryption.decryptionProperties(
                        new KmsEncryption(onlyColumnKey)
                            .configuration(StandardFiles.configuration()),
                        hadoopPath(file))));
    assertTrue(
        chain(unknown).contains("master key 'footer_key' is not in parquet.encryption.key.list"),
        chain(unknown));
  }

  static String chain(Throwable e) {
    StringBuilder s = new StringBuilder();
    for (Throwable t = e; t != null; t = t.getCause()) {
      s.append(t).append(" <- ");
    }
    return s.toString();
  }
}
