package org.pmebench.crypto;

import java.util.Locale;
import org.apache.parquet.crypto.ParquetCipher;

/** How a Parquet file is written: not encrypted, or with one of PME's two algorithms. */
public enum EncryptionMode {
  PLAINTEXT(null),
  /** Data pages and metadata with AES-GCM. */
  AES_GCM_V1(ParquetCipher.AES_GCM_V1),
  /** Data pages with AES-CTR (no integrity), metadata with AES-GCM. */
  AES_GCM_CTR_V1(ParquetCipher.AES_GCM_CTR_V1);

  private final ParquetCipher cipher;

  EncryptionMode(ParquetCipher cipher) {
    this.cipher = cipher;
  }

  public boolean encrypted() {
    return cipher != null;
  }

  public ParquetCipher cipher() {
    return cipher;
  }

  public static EncryptionMode byName(String name) {
    try {
      return valueOf(name.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException | NullPointerException e) {
      throw new IllegalArgumentException(
          "unknown encryption mode '" + name + "'; allowed: PLAINTEXT, AES_GCM_V1, AES_GCM_CTR_V1");
    }
  }
}
