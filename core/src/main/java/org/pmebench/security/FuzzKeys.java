package org.pmebench.security;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.parquet.crypto.DecryptionKeyRetriever;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.hadoop.metadata.ColumnPath;
import org.pmebench.crypto.kms.KmsEncryption;
import org.pmebench.workload.StandardFiles;

/**
 * The fuzz seeds' keys. The explicit ones are apache/parquet-testing's (data/README.md: footer key
 * "0123456789012345" with id "kf", column keys "1234567890123450" ("kc1") and "1234567890123451"
 * ("kc2")), so one set reads both its files and the suite's; the peers know the footer key as their
 * {@code explicit_key}. The key tools' files use the suite's in-memory KMS with its demo master
 * keys.
 */
public final class FuzzKeys {
  public static final byte[] FOOTER = ascii("0123456789012345");
  public static final byte[] COLUMN_1 = ascii("1234567890123450");
  public static final byte[] COLUMN_2 = ascii("1234567890123451");

  /**
   * The master keys: the KMS's footer and column keys, and the peers' explicit key (the footer
   * key).
   */
  public static final String KEY_LIST =
      KmsEncryption.demoKeyList(47) + ",explicit_key:" + Base64.getEncoder().encodeToString(FOOTER);

  /** Where key tools think the file is: they look beside it only for external key material. */
  private static final Path NO_FILE = new Path("/pmebench-fuzz/mutant.parquet");

  private FuzzKeys() {}

  private static byte[] ascii(String key) {
    return key.getBytes(StandardCharsets.US_ASCII);
  }

  /** Explicit keys: the footer key, and the column keys by their key metadata. */
  public static FileDecryptionProperties explicit() {
    return FileDecryptionProperties.builder()
        .withFooterKey(FOOTER)
        .withKeyRetriever(new ById())
        .build();
  }

  /**
   * parquet's key tools cache KMS clients and key-encryption keys per access token for ten minutes,
   * whatever the key list: other code in the same JVM using the same key ids with other master keys
   * would have the fuzz files' keys wrapped or unwrapped with those. The fuzz files' readers and
   * writers use a token of their own (a token is not written into the file: the seeds stay as they
   * were).
   */
  static final String ACCESS_TOKEN = "pmebench-fuzz";

  /** The key tools' reader configuration (the KMS and its master keys). */
  public static Configuration kmsConfiguration() {
    return ownKms(
        new KmsEncryption(KEY_LIST)
            .columnKey(KmsEncryption.COLUMN_KEY_ID, Arrays.asList(ColumnPath.get("id")))
            .configuration(StandardFiles.configuration()));
  }

  /**
   * {@code conf} with the fuzz files' own access token, so their own entries in the key tools'
   * caches.
   */
  static Configuration ownKms(Configuration conf) {
    conf.set(
        org.apache.parquet.crypto.keytools.KeyToolkit.KEY_ACCESS_TOKEN_PROPERTY_NAME, ACCESS_TOKEN);
    return conf;
  }

  /**
   * The key tools' reader properties: keys unwrapped from the key material in the file as it is
   * read.
   */
  public static FileDecryptionProperties kms(Configuration conf) {
    return KmsEncryption.decryptionProperties(conf, NO_FILE);
  }

  /** parquet-testing's key ids. */
  private static final class ById implements DecryptionKeyRetriever {
    @Override
    public byte[] getKey(byte[] keyMetaData) {
      String id = keyMetaData == null ? "" : new String(keyMetaData, StandardCharsets.UTF_8);
      if (id.equals("kc1")) {
        return COLUMN_1.clone();
      }
      if (id.equals("kc2")) {
        return COLUMN_2.clone();
      }
      return FOOTER.clone();
    }
  }
}
