package org.pmebench.crypto.kms;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.crypto.FileEncryptionProperties;
import org.apache.parquet.crypto.keytools.KeyToolkit;
import org.apache.parquet.crypto.keytools.PropertiesDrivenCryptoFactory;
import org.apache.parquet.hadoop.metadata.ColumnPath;
import org.pmebench.crypto.EncryptionMode;

/**
 * Envelope encryption through parquet's key tools ({@link PropertiesDrivenCryptoFactory} and the
 * {@code parquet.encryption.*} properties) with {@link InMemoryKms}: the writer gets fresh random
 * data keys per file, wrapped by master keys, and the reader unwraps them from the key metadata in
 * the file (or from the key material file next to it).
 *
 * <p>Parquet's key tools cache KMS clients and key-encryption keys per access token for 10 minutes,
 * whatever the key list: in one process, {@link #clearCaches} before switching to other master
 * keys, or the cached client keeps the old ones.
 */
public final class KmsEncryption {
  /** Master key ids of the {@link #demoKeyList demo key list}. */
  public static final String FOOTER_KEY_ID = "footer_key";

  public static final String COLUMN_KEY_ID = "column_key";

  private final String keyList;
  private String footerKeyId = FOOTER_KEY_ID;
  private final Map<String, List<ColumnPath>> columnKeys =
      new LinkedHashMap<String, List<ColumnPath>>();
  private EncryptionMode mode = EncryptionMode.AES_GCM_V1;
  private boolean plaintextFooter;
  private boolean doubleWrapping = KeyToolkit.DOUBLE_WRAPPING_DEFAULT;
  private boolean internalKeyMaterial = KeyToolkit.KEY_MATERIAL_INTERNAL_DEFAULT;
  private long kmsDelayMicros;

  public KmsEncryption(String keyList) {
    MasterKeyList.parse(keyList); // fail here, with the entry named, rather than inside parquet
    this.keyList = keyList;
  }

  /**
   * Two 128-bit master keys, {@value #FOOTER_KEY_ID} and {@value #COLUMN_KEY_ID}, derived from
   * {@code seed}.
   */
  public static String demoKeyList(long seed) {
    Map<String, byte[]> keys = new LinkedHashMap<String, byte[]>();
    Random random = new Random(seed);
    for (String id : new String[] {FOOTER_KEY_ID, COLUMN_KEY_ID}) {
      byte[] key = new byte[16];
      random.nextBytes(key);
      keys.put(id, key);
    }
    return MasterKeyList.format(keys);
  }

  public KmsEncryption mode(EncryptionMode m) {
    if (!m.encrypted()) {
      throw new IllegalArgumentException(
          "key tools encrypt; " + m + " is not an encryption algorithm");
    }
    this.mode = m;
    return this;
  }

  public KmsEncryption footerKey(String masterKeyId) {
    this.footerKeyId = masterKeyId;
    return this;
  }

  /** Encrypts {@code columns} with data keys wrapped by master key {@code masterKeyId}. */
  public KmsEncryption columnKey(String masterKeyId, Collection<ColumnPath> columns) {
    List<ColumnPath> list = columnKeys.get(masterKeyId);
    if (list == null) {
      list = new ArrayList<ColumnPath>();
      columnKeys.put(masterKeyId, list);
    }
    list.addAll(columns);
    return this;
  }

  public KmsEncryption plaintextFooter(boolean on) {
    this.plaintextFooter = on;
    return this;
  }

  /**
   * Double wrapping (parquet's default): data keys wrapped locally by a KEK, which the KMS wraps.
   */
  public KmsEncryption doubleWrapping(boolean on) {
    this.doubleWrapping = on;
    return this;
  }

  /**
   * Internal (parquet's default): key material in the file; otherwise in {@code
   * _KEY_MATERIAL_FOR_<file>.json}.
   */
  public KmsEncryption internalKeyMaterial(boolean on) {
    this.internalKeyMaterial = on;
    return this;
  }

  public KmsEncryption kmsDelayMicros(long micros) {
    this.kmsDelayMicros = micros;
    return this;
  }

  /** The {@code parquet.encryption.column.keys} value: {@code keyId:col1,col2;keyId2:col3}. */
  public String columnKeysProperty() {
    StringBuilder s = new StringBuilder();
    for (Map.Entry<String, List<ColumnPath>> k : columnKeys.entrySet()) {
      if (s.length() > 0) {
        s.append(';');
      }
      s.append(k.getKey()).append(':');
      for (int i = 0; i < k.getValue().size(); i++) {
        s.append(i > 0 ? "," : "").append(k.getValue().get(i).toDotString());
      }
    }
    return s.toString();
  }

  /** A copy of {@code base} with the key tools' properties set, for the writer and the reader. */
  public Configuration configuration(Configuration base) {
    Configuration conf = new Configuration(base);
    conf.set(KeyToolkit.KMS_CLIENT_CLASS_PROPERTY_NAME, InMemoryKms.class.getName());
    conf.set(MasterKeyList.PROPERTY, keyList);
    conf.setLong(InMemoryKms.DELAY_PROPERTY, kmsDelayMicros);
    conf.set(PropertiesDrivenCryptoFactory.FOOTER_KEY_PROPERTY_NAME, footerKeyId);
    conf.set(PropertiesDrivenCryptoFactory.COLUMN_KEYS_PROPERTY_NAME, columnKeysProperty());
    conf.set(
        PropertiesDrivenCryptoFactory.ENCRYPTION_ALGORITHM_PROPERTY_NAME, mode.cipher().name());
    conf.setBoolean(PropertiesDrivenCryptoFactory.PLAINTEXT_FOOTER_PROPERTY_NAME, plaintextFooter);
    conf.setBoolean(KeyToolkit.DOUBLE_WRAPPING_PROPERTY_NAME, doubleWrapping);
    conf.setBoolean(KeyToolkit.KEY_MATERIAL_INTERNAL_PROPERTY_NAME, internalKeyMaterial);
    return conf;
  }

  /**
   * New data keys for one file, wrapped through the KMS. {@code file} is where the file will be
   * written: external key material goes next to it, through Hadoop's file system.
   */
  public static FileEncryptionProperties encryptionProperties(Configuration conf, Path file) {
    return new PropertiesDrivenCryptoFactory().getFileEncryptionProperties(conf, file, null);
  }

  /** A reader's properties: keys are unwrapped through the KMS when the reader asks for them. */
  public static FileDecryptionProperties decryptionProperties(Configuration conf, Path file) {
    return new PropertiesDrivenCryptoFactory().getFileDecryptionProperties(conf, file);
  }

  /** Forgets cached KMS clients and key-encryption keys, as a new process or access token would. */
  public static void clearCaches() {
    KeyToolkit.removeCacheEntriesForAllTokens();
  }
}
