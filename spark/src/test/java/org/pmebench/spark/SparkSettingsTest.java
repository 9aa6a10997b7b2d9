package org.pmebench.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Collections;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pmebench.crypto.kms.KmsEncryption;
import org.pmebench.family.spark.SparkAppSpec;

/**
 * How each application of the matrix is configured: PME through the session, spark.io.encryption
 * per setting.
 */
class SparkSettingsTest {
  private static final String KEYS = KmsEncryption.demoKeyList(42);

  private static SparkAppSpec spec(String io) {
    SparkAppSpec s = new SparkAppSpec();
    s.appName = "a";
    s.master = "local[*]";
    s.io = io;
    return s;
  }

  @Test
  void everyApplicationReadsAndWritesPmeThroughTheCryptoFactoryAndTheInMemoryKms() {
    for (String io : Arrays.asList("off", "openssl", "jce")) {
      Map<String, String> conf = SparkSettings.of(spec(io), KEYS);
      assertEquals(
          "org.apache.parquet.crypto.keytools.PropertiesDrivenCryptoFactory",
          conf.get("spark.hadoop.parquet.crypto.factory.class"));
      assertEquals(
          "org.pmebench.crypto.kms.InMemoryKms",
          conf.get("spark.hadoop.parquet.encryption.kms.client.class"));
      assertEquals(KEYS, conf.get("spark.hadoop.parquet.encryption.key.list"));
      assertFalse(
          conf.containsKey("spark.hadoop.parquet.encryption.column.keys"),
          "column keys name one table's columns: they go with each write");
      assertEquals("false", conf.get("spark.ui.enabled"));
    }
  }

  @Test
  void sparkIoEncryptionIsOffOrOnWithTheNamedCommonsCryptoCipher() {
    assertEquals("false", SparkSettings.of(spec("off"), KEYS).get("spark.io.encryption.enabled"));
    Map<String, String> openssl = SparkSettings.of(spec("openssl"), KEYS);
    assertEquals("true", openssl.get("spark.io.encryption.enabled"));
    assertEquals(
        "org.apache.commons.crypto.cipher.OpenSslCipher",
        openssl.get("spark.io.encryption.commons.config.cipher.classes"),
        "only OpenSSL: no silent JCE fallback");
    assertEquals(
        "org.apache.commons.crypto.cipher.JceCipher",
        SparkSettings.of(spec("jce"), KEYS)
            .get("spark.io.encryption.commons.config.cipher.classes"));
    Map<String, String> unbatched = SparkSettings.of(spec("unbatched"), KEYS);
    assertEquals("false", unbatched.get("spark.io.encryption.enabled"));
    assertEquals(
        "false",
        unbatched.get("spark.sql.adaptive.fetchShuffleBlocksInBatch"),
        "off, but shuffle blocks fetched one by one as encryption forces");
    assertFalse(
        SparkSettings.of(spec("off"), KEYS)
            .containsKey("spark.sql.adaptive.fetchShuffleBlocksInBatch"));
    assertEquals(
        SparkSettings.of(spec("off"), KEYS),
        SparkSettings.of(spec("control"), KEYS),
        "the io A/A control is a second session with the same settings as off");
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> SparkSettings.of(spec("on"), KEYS));
    assertEquals(
        "spark.io.encryption setting 'on'; allowed: off, openssl, jce, unbatched, control",
        e.getMessage());
  }

  @Test
  void userSettingsComeLastAndTheRecordedConfigurationHasNoKeys() {
    SparkAppSpec s = spec("jce");
    s.master = null;
    s.conf = Collections.singletonMap("spark.sql.shuffle.partitions", "8");
    Map<String, String> conf = SparkSettings.of(s, KEYS);
    assertEquals("8", conf.get("spark.sql.shuffle.partitions"));
    assertFalse(conf.containsKey("spark.ui.enabled"), "a cluster application keeps its UI");
    String recorded = SparkSettings.recordable(conf).toString();
    assertFalse(recorded.contains(KEYS.split(":")[1].split(",")[0]), recorded);
    assertTrue(recorded.contains("(master keys footer_key, column_key)"), recorded);
  }

  @Test
  void theOpenSslCipherIsWhatCommonsCryptoGivesOrAOneLineReason() {
    Map<String, String> jce = SparkSettings.of(spec("jce"), KEYS);
    try {
      assertEquals("org.apache.commons.crypto.cipher.JceCipher", IoCipherProbe.cipherClass(jce));
    } catch (IoCipherProbe.ProbeFailure e) {
      throw new AssertionError(e);
    }
    Map<String, String> openssl = SparkSettings.of(spec("openssl"), KEYS);
    try {
      assertEquals(
          "org.apache.commons.crypto.cipher.OpenSslCipher", IoCipherProbe.cipherClass(openssl));
    } catch (IoCipherProbe.ProbeFailure e) {
      // Hosts with OpenSSL 3 (this test runs without .openssl11 on its library path).
      assertTrue(
          e.getMessage()
              .startsWith(
                  "commons-crypto has no org.apache.commons.crypto.cipher.OpenSslCipher here: "),
          e.getMessage());
      assertFalse(e.getMessage().contains("\n"));
    }
  }
}
