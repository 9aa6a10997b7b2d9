package org.pmebench.spark;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pmebench.crypto.kms.KmsEncryption;
import org.pmebench.family.spark.SparkMatrix;

/**
 * The DataFrameWriter options that make one table's files PME files. Column keys name one table's
 * columns, so they belong to its write, not to the session: a session-wide list fails every table
 * without those columns, and parquet refuses a footer key next to a uniform key.
 */
final class PmeWriteOptions {
  static final String PLAINTEXT = "PLAINTEXT";

  private PmeWriteOptions() {}

  /**
   * Options of a table in {@code mode} with its {@code encrypted} columns (dotted paths) under
   * {@value KmsEncryption#COLUMN_KEY_ID}, the footer under {@value KmsEncryption#FOOTER_KEY_ID};
   * none (a plaintext table) for PLAINTEXT, for the A/A control's second plaintext copy, and for a
   * table with no column to encrypt.
   */
  static Map<String, String> of(String mode, List<String> encrypted) {
    Map<String, String> options = new LinkedHashMap<String, String>();
    if (PLAINTEXT.equals(mode) || SparkMatrix.CONTROL.equals(mode) || encrypted.isEmpty()) {
      return options;
    }
    options.put("parquet.encryption.algorithm", mode);
    options.put("parquet.encryption.footer.key", KmsEncryption.FOOTER_KEY_ID);
    options.put(
        "parquet.encryption.column.keys",
        KmsEncryption.COLUMN_KEY_ID + ":" + String.join(",", encrypted));
    return options;
  }
}
