package org.pmebench.spark;

import java.security.GeneralSecurityException;
import java.util.Map;
import java.util.Properties;
import org.apache.commons.crypto.cipher.CryptoCipher;
import org.apache.commons.crypto.cipher.CryptoCipherFactory;

/**
 * Which cipher spark.io.encryption really gets: the same commons-crypto call Spark makes for each
 * shuffle and spill stream (AES/CTR/NoPadding with the spark.io.encryption.commons.config.*
 * settings), made once in this JVM. commons-crypto falls back from OpenSSL to JCE silently when its
 * cipher list allows it, so the class is what the results record.
 */
final class IoCipherProbe {
  private static final String SPARK_PREFIX = "spark.io.encryption.commons.config.";
  private static final String COMMONS_PREFIX = "commons.crypto.";

  private IoCipherProbe() {}

  /**
   * The cipher class Spark's streams get under {@code conf}; a one-line reason when there is none.
   */
  static String cipherClass(Map<String, String> conf) throws ProbeFailure {
    Properties props = new Properties();
    for (Map.Entry<String, String> e : conf.entrySet()) {
      if (e.getKey().startsWith(SPARK_PREFIX)) {
        props.setProperty(
            COMMONS_PREFIX + e.getKey().substring(SPARK_PREFIX.length()), e.getValue());
      }
    }
    try (CryptoCipher cipher = CryptoCipherFactory.getCryptoCipher("AES/CTR/NoPadding", props)) {
      return cipher.getClass().getName();
    } catch (GeneralSecurityException | RuntimeException | java.io.IOException e) {
      Throwable root = e;
      while (root.getCause() != null) {
        root = root.getCause();
      }
      String why = root.getClass().getSimpleName() + ": " + root.getMessage();
      if (why.contains("EVP_CIPHER_CTX_block_size") || why.contains("libcrypto")) {
        why +=
            " (commons-crypto "
                + version()
                + " needs OpenSSL 1.1's libcrypto.so; scripts/fetch-openssl11.sh "
                + "puts one in .openssl11/, which the spark family then uses)";
      }
      throw new ProbeFailure(
          "commons-crypto has no "
              + props.getProperty(COMMONS_PREFIX + "cipher.classes", "AES/CTR")
              + " here: "
              + why);
    }
  }

  static String version() {
    Package p = CryptoCipherFactory.class.getPackage();
    return p == null || p.getImplementationVersion() == null ? "?" : p.getImplementationVersion();
  }

  /** The cipher Spark asked for cannot be made in this JVM. */
  static final class ProbeFailure extends Exception {
    private static final long serialVersionUID = 1L;

    ProbeFailure(String message) {
      super(message);
    }
  }
}
