package org.pmebench.security;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.crypto.ColumnEncryptionProperties;
import org.apache.parquet.crypto.FileEncryptionProperties;
import org.apache.parquet.crypto.ParquetCipher;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.metadata.ColumnPath;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;
import org.pmebench.crypto.kms.KmsEncryption;
import org.pmebench.workload.InMemoryOutputFile;
import org.pmebench.workload.StandardFiles;

/**
 * The fuzzers' seeds: small files the suite writes (three columns, 300 rows, a dictionary and a
 * data page per column) in each footer mode and algorithm, with explicit keys and through the key
 * tools, and apache/parquet-testing's encrypted files (committed as test resources, their keys in
 * {@link FuzzKeys}).
 */
public final class FuzzSeeds {
  /**
   * apache/parquet-testing's files the fuzzers use: none needs an AAD prefix supplied or a key
   * material file.
   */
  public static final List<String> PARQUET_TESTING =
      Arrays.asList(
          "encrypt_columns_and_footer.parquet.encrypted",
          "encrypt_columns_and_footer_aad.parquet.encrypted",
          "encrypt_columns_and_footer_ctr.parquet.encrypted",
          "encrypt_columns_plaintext_footer.parquet.encrypted",
          "uniform_encryption.parquet.encrypted");

  private static final String UNIFORM = "uniform_encryption.parquet.encrypted";
  private static final MessageType SCHEMA =
      MessageTypeParser.parseMessageType(
          "message t { required int32 id; required binary name (UTF8); optional double score; }");
  private static final int ROWS = 300;

  private FuzzSeeds() {}

  /**
   * The suite's seeds, then parquet-testing's from {@code parquetTestingDir} (null: the suite's
   * only).
   */
  public static List<SeedFile> all(Path parquetTestingDir) throws IOException {
    List<SeedFile> seeds = new ArrayList<SeedFile>(suite());
    if (parquetTestingDir != null) {
      for (String name : PARQUET_TESTING) {
        seeds.add(
            SeedFile.of(
                name,
                Files.readAllBytes(parquetTestingDir.resolve(name)),
                SeedFile.Keys.EXPLICIT,
                name.equals(UNIFORM)));
      }
    }
    return seeds;
  }

  /**
   * The suite's own seeds, written now (GCM nonces are random: the bytes differ from run to run,
   * not the layout).
   */
  public static List<SeedFile> suite() throws IOException {
    List<SeedFile> seeds = new ArrayList<SeedFile>();
    seeds.add(
        SeedFile.of(
            "suite-gcm-uniform",
            write(uniform(ParquetCipher.AES_GCM_V1, false), null),
            SeedFile.Keys.EXPLICIT,
            true));
    seeds.add(
        SeedFile.of(
            "suite-gcm-plaintext-footer-uniform",
            write(uniform(ParquetCipher.AES_GCM_V1, true), null),
            SeedFile.Keys.EXPLICIT,
            true));
    seeds.add(
        SeedFile.of(
            "suite-ctr-uniform",
            write(uniform(ParquetCipher.AES_GCM_CTR_V1, false), null),
            SeedFile.Keys.EXPLICIT,
            true));
    seeds.add(
        SeedFile.of(
            "suite-gcm-plaintext-footer-one-plaintext-column",
            write(columnKeys(), null),
            SeedFile.Keys.EXPLICIT,
            false));
    Configuration kms =
        FuzzKeys.ownKms(
            new KmsEncryption(FuzzKeys.KEY_LIST)
                .columnKey(
                    KmsEncryption.COLUMN_KEY_ID,
                    Arrays.asList(
                        ColumnPath.get("id"), ColumnPath.get("name"), ColumnPath.get("score")))
                .configuration(StandardFiles.configuration()));
    seeds.add(
        SeedFile.of(
            "suite-gcm-kms",
            write(
                KmsEncryption.encryptionProperties(
                    kms, new org.apache.hadoop.fs.Path("/pmebench-fuzz/seed.parquet")),
                kms),
            SeedFile.Keys.KMS,
            false));
    return seeds;
  }

  private static FileEncryptionProperties uniform(ParquetCipher cipher, boolean plaintextFooter) {
    FileEncryptionProperties.Builder b =
        FileEncryptionProperties.builder(FuzzKeys.FOOTER).withAlgorithm(cipher);
    return (plaintextFooter ? b.withPlaintextFooter() : b).build();
  }

  /**
   * Column keys by id (as parquet-testing's), name left plaintext, the footer plaintext and signed.
   */
  private static FileEncryptionProperties columnKeys() {
    Map<ColumnPath, ColumnEncryptionProperties> columns =
        new HashMap<ColumnPath, ColumnEncryptionProperties>();
    columns.put(
        ColumnPath.get("id"),
        ColumnEncryptionProperties.builder("id")
            .withKey(FuzzKeys.COLUMN_1)
            .withKeyID("kc1")
            .build());
    columns.put(
        ColumnPath.get("score"),
        ColumnEncryptionProperties.builder("score")
            .withKey(FuzzKeys.COLUMN_2)
            .withKeyID("kc2")
            .build());
    return FileEncryptionProperties.builder(FuzzKeys.FOOTER)
        .withFooterKeyID("kf")
        .withEncryptedColumns(columns)
        .withPlaintextFooter()
        .build();
  }

  private static byte[] write(FileEncryptionProperties encryption, Configuration conf)
      throws IOException {
    InMemoryOutputFile out = new InMemoryOutputFile();
    SimpleGroupFactory rows = new SimpleGroupFactory(SCHEMA);
    try (ParquetWriter<Group> writer =
        ExampleParquetWriter.builder(out)
            .withType(SCHEMA)
            .withConf(conf != null ? conf : StandardFiles.configuration())
            .withEncryption(encryption)
            .build()) {
      for (int i = 0; i < ROWS; i++) {
        Group row = rows.newGroup().append("id", i * 7919 % 50).append("name", "name-" + (i % 13));
        if (i % 5 != 0) {
          row.append("score", i / 4.0);
        }
        writer.write(row);
      }
    }
    return out.toByteArray();
  }
}
