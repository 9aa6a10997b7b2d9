package org.pmebench.crypto;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.apache.parquet.crypto.ColumnDecryptionProperties;
import org.apache.parquet.crypto.ColumnEncryptionProperties;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.crypto.FileEncryptionProperties;
import org.apache.parquet.hadoop.metadata.ColumnPath;
import org.apache.parquet.schema.MessageType;

/**
 * 128-bit keys handed to parquet directly (no KMS): one for the footer and one per encrypted
 * column, derived from a seed so that writer and reader agree without sharing state.
 */
public final class ExplicitKeys {
  public static final int KEY_BYTES = 16;
  private final long seed;

  public ExplicitKeys(long seed) {
    this.seed = seed;
  }

  public byte[] footerKey() {
    return key("footer");
  }

  public byte[] columnKey(ColumnPath column) {
    return key("column:" + column.toDotString());
  }

  private byte[] key(String name) {
    byte[] key = new byte[KEY_BYTES];
    new Random(seed * 31 + name.hashCode()).nextBytes(key);
    return key;
  }

  /** Encrypts every column of {@code schema} with its own key, and the footer. */
  public FileEncryptionProperties encryptAll(EncryptionMode mode, MessageType schema) {
    return encryptAll(mode, schema, EncryptionLayout.DEFAULT);
  }

  /**
   * Like {@link #encryptAll(EncryptionMode, MessageType)}, with that footer mode and AAD prefix.
   */
  public FileEncryptionProperties encryptAll(
      EncryptionMode mode, MessageType schema, EncryptionLayout layout) {
    List<ColumnPath> all = new ArrayList<ColumnPath>();
    for (String[] path : schema.getPaths()) {
      all.add(ColumnPath.get(path));
    }
    return encrypt(mode, all, layout);
  }

  /**
   * Encrypts {@code columns}, each with its own key, and the footer; the other columns stay
   * plaintext (PME's column access control). Null for {@link EncryptionMode#PLAINTEXT}.
   */
  public FileEncryptionProperties encrypt(EncryptionMode mode, Collection<ColumnPath> columns) {
    return encrypt(mode, columns, EncryptionLayout.DEFAULT);
  }

  public FileEncryptionProperties encrypt(
      EncryptionMode mode, Collection<ColumnPath> columns, EncryptionLayout layout) {
    if (!mode.encrypted()) {
      return null;
    }
    if (columns.isEmpty()) {
      throw new IllegalArgumentException(
          "an encrypted file needs at least one encrypted column here");
    }
    Map<ColumnPath, ColumnEncryptionProperties> encrypted =
        new HashMap<ColumnPath, ColumnEncryptionProperties>();
    for (ColumnPath column : columns) {
      encrypted.put(
          column, ColumnEncryptionProperties.builder(column).withKey(columnKey(column)).build());
    }
    return layout
        .apply(
            FileEncryptionProperties.builder(footerKey())
                .withAlgorithm(mode.cipher())
                .withEncryptedColumns(encrypted))
        .build();
  }

  /** The footer key alone: reads the plaintext columns of a file, and no encrypted one. */
  public FileDecryptionProperties footerOnly() {
    return FileDecryptionProperties.builder().withFooterKey(footerKey()).build();
  }

  /** Keys to read every column of {@code schema}. */
  public FileDecryptionProperties decryptAll(MessageType schema) {
    return decryptAll(schema, EncryptionLayout.DEFAULT);
  }

  /**
   * Keys to read every column of {@code schema}, and the AAD prefix when the layout has the reader
   * supply it.
   */
  public FileDecryptionProperties decryptAll(MessageType schema, EncryptionLayout layout) {
    Map<ColumnPath, ColumnDecryptionProperties> columns =
        new HashMap<ColumnPath, ColumnDecryptionProperties>();
    for (String[] path : schema.getPaths()) {
      ColumnPath column = ColumnPath.get(path);
      columns.put(
          column, ColumnDecryptionProperties.builder(column).withKey(columnKey(column)).build());
    }
    return layout
        .apply(
            FileDecryptionProperties.builder().withFooterKey(footerKey()).withColumnKeys(columns))
        .build();
  }
}
