package org.pmebench.spark;

import java.util.LinkedHashMap;
import java.util.Map;
import org.pmebench.crypto.kms.InMemoryKms;
import org.pmebench.crypto.kms.MasterKeyList;
import org.pmebench.family.spark.SparkAppSpec;
import org.pmebench.family.spark.SparkMatrix;

/**
 * The Spark settings of one configuration, fixed for the application's life: PME through parquet's
 * properties-driven crypto factory and the suite's in-memory KMS (for every table; a table is
 * encrypted or not by its write options, {@link PmeWriteOptions}), and spark.io.encryption with
 * commons-crypto's OpenSSL or JCE cipher; the JCA provider PME uses, installed and checked in every
 * JVM by {@link PmeProviderPlugin}.
 */
final class SparkSettings {
  static final String CRYPTO_FACTORY =
      "org.apache.parquet.crypto.keytools.PropertiesDrivenCryptoFactory";
  static final String IO_ENABLED = "spark.io.encryption.enabled";

  /** Spark hands spark.io.encryption.commons.config.X to commons-crypto as commons.crypto.X. */
  static final String IO_CIPHER_CLASSES = "spark.io.encryption.commons.config.cipher.classes";

  static final String OPENSSL_CIPHER = "org.apache.commons.crypto.cipher.OpenSslCipher";
  static final String JCE_CIPHER = "org.apache.commons.crypto.cipher.JceCipher";
  static final String BATCH_FETCH = "spark.sql.adaptive.fetchShuffleBlocksInBatch";
  static final String CODEGEN_CACHE = "spark.sql.codegen.cache.maxEntries";
  static final String KEY_LIST = "spark.hadoop." + MasterKeyList.PROPERTY;

  /** Comet's switch, set per query where the run compares it with Spark's own engine. */
  static final String COMET_ENABLED = "spark.comet.enabled";

  static final String PLUGINS = "spark.plugins";

  private SparkSettings() {}

  /** Every setting of {@code spec}'s application; {@code keyList} is the master key list. */
  static Map<String, String> of(SparkAppSpec spec, String keyList) {
    return of(spec, spec.io, keyList);
  }

  /** Every setting of {@code spec}'s sessions with spark.io.encryption {@code io}. */
  static Map<String, String> of(SparkAppSpec spec, String io, String keyList) {
    Map<String, String> conf = new LinkedHashMap<String, String>();
    conf.put("spark.hadoop.parquet.crypto.factory.class", CRYPTO_FACTORY);
    conf.put("spark.hadoop.parquet.encryption.kms.client.class", InMemoryKms.class.getName());
    conf.put(KEY_LIST, keyList);
    switch (io) {
      case "off":
      case SparkMatrix.IO_CONTROL:
        conf.put(IO_ENABLED, "false");
        break;
      case SparkMatrix.UNBATCHED:
        conf.put(IO_ENABLED, "false");
        conf.put(BATCH_FETCH, "false");
        break;
      case "openssl":
        conf.put(IO_ENABLED, "true");
        conf.put(IO_CIPHER_CLASSES, OPENSSL_CIPHER);
        break;
      case "jce":
        conf.put(IO_ENABLED, "true");
        conf.put(IO_CIPHER_CLASSES, JCE_CIPHER);
        break;
      default:
        throw new IllegalArgumentException(
            "spark.io.encryption setting '"
                + io
                + "'; allowed: off, openssl, jce, unbatched, control");
    }
    // Spark's default cache of 100 generated classes does not hold a query mix's: rounds would
    // compile and JIT
    // some again, slowing a random query's first run (first-of-four runs +30% median with 100, +20%
    // with 2000).
    conf.put(CODEGEN_CACHE, "2000");
    if (spec.master != null && spec.master.startsWith("local")) {
      // Nobody looks at an embedded run's UI; it would only take a port and a thread.
      conf.put("spark.ui.enabled", "false");
    }
    if (SparkMatrix.ICEBERG.equals(spec.format)) {
      conf.putAll(IcebergTables.settings(spec, keyList));
    }
    if (spec.engines.contains(SparkMatrix.COMET)) {
      comet(conf);
    }
    conf.putAll(spec.conf);
    if (spec.provider != null) {
      conf.put(ProviderChecks.PROVIDER, spec.provider);
      conf.put(ProviderChecks.ALGORITHMS, ProviderChecks.algorithms(spec.modes));
      // Beside Comet's plugin or the user's, never instead of them.
      String plugins = conf.get(PLUGINS);
      conf.put(
          PLUGINS,
          (plugins == null || plugins.trim().isEmpty() ? "" : plugins + ",")
              + PmeProviderPlugin.class.getName());
    }
    return conf;
  }

  /**
   * DataFusion Comet as its documentation sets it up: the plugin and the session extension, native
   * execution on, and the off-heap memory its native operators take (the default 0 refuses them).
   * Spark's shuffle stays Spark's (CometShuffleManager is a startup setting, which a per-query
   * comparison with Spark's engine cannot switch).
   */
  private static void comet(Map<String, String> conf) {
    conf.put(PLUGINS, "org.apache.spark.CometPlugin");
    String extensions = conf.get("spark.sql.extensions");
    conf.put(
        "spark.sql.extensions",
        (extensions == null ? "" : extensions + ",")
            + "org.apache.comet.CometSparkSessionExtensions");
    conf.put(COMET_ENABLED, "true");
    conf.put("spark.comet.exec.enabled", "true");
    conf.put("spark.memory.offHeap.enabled", "true");
    conf.put("spark.memory.offHeap.size", "2g");
  }

  /** {@code conf} as it may be recorded: the master keys replaced by their ids. */
  static Map<String, String> recordable(Map<String, String> conf) {
    Map<String, String> shown = new LinkedHashMap<String, String>(conf);
    for (String setting : new String[] {KEY_LIST, IcebergTables.keyListSetting()}) {
      if (shown.containsKey(setting)) {
        shown.put(
            setting,
            "(master keys "
                + String.join(", ", MasterKeyList.parse(conf.get(setting)).ids())
                + ")");
      }
    }
    return shown;
  }
}
