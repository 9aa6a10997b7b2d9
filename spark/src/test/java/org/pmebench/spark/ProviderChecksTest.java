package org.pmebench.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.pmebench.family.spark.SparkAppSpec;

/**
 * The provider in every JVM of an application: what is checked, and the one line when an executor's
 * check fails.
 */
class ProviderChecksTest {
  @AfterEach
  void forget() {
    ProviderChecks.clear();
  }

  @Test
  void gcmIsAlwaysCheckedAndCtrWhereAModeUsesIt() {
    assertEquals(
        "GCM", ProviderChecks.algorithms(Arrays.asList("PLAINTEXT", "AES_GCM_V1", "CONTROL")));
    assertEquals(
        "GCM",
        ProviderChecks.algorithms(Arrays.asList("PLAINTEXT", "CONTROL")),
        "the key tools wrap keys with GCM even for plaintext tables' footers");
    assertEquals(
        "GCM,CTR", ProviderChecks.algorithms(Arrays.asList("PLAINTEXT", "AES_GCM_CTR_V1")));
  }

  @Test
  void anExecutorSaysWhatRunsOrWhyNotInOneLine() {
    assertEquals(
        "ok: BC (" + new org.bouncycastle.jce.provider.BouncyCastleProvider().getInfo() + ")",
        ProviderChecks.inExecutor("BC", "GCM,CTR"));
    String unknown = ProviderChecks.inExecutor("NoSuch", "GCM");
    assertTrue(
        unknown.startsWith("failed: ")
            && unknown.contains("unknown provider 'NoSuch'")
            && !unknown.contains("\n"),
        unknown);
    assertEquals(
        "failed: spark.pmebench.provider is not set", ProviderChecks.inExecutor(null, "GCM"));
  }

  @Test
  void theDriverWaitsForEveryExecutorAndNamesTheOneThatFailed() {
    ProviderChecks.reported("0", "worker-a", "ok: BC (x)");
    Map<String, String> one = ProviderChecks.awaitReports("BC", () -> 1, 1000);
    assertEquals("BC (x)", one.get("0"));
    SparkAppFailure late =
        assertThrows(SparkAppFailure.class, () -> ProviderChecks.awaitReports("BC", () -> 2, 300));
    assertEquals(
        "provider BC: 1 of 2 executor(s) reported their provider check within 0 s (is spark.plugins set "
            + "without org.pmebench.spark.PmeProviderPlugin?)",
        late.getMessage());
    ProviderChecks.reported(
        "1", "worker-b", "failed: WrongCipherOutput: BC AES/GCM/NoPadding wrong output");
    SparkAppFailure wrong =
        assertThrows(SparkAppFailure.class, () -> ProviderChecks.awaitReports("BC", () -> 2, 1000));
    assertEquals(
        "provider BC failed its check on executor 1 (worker-b): WrongCipherOutput: BC AES/GCM/NoPadding "
            + "wrong output",
        wrong.getMessage());
  }

  @Test
  void theProviderGoesInBesideOtherPluginsNeverInsteadOfThem() {
    SparkAppSpec spec = new SparkAppSpec();
    spec.appName = "a";
    spec.master = "local[*]";
    spec.modes = Arrays.asList("PLAINTEXT", "AES_GCM_CTR_V1");
    spec.engines = Arrays.asList("jvm", "comet");
    spec.conf.put("spark.plugins", "com.example.TheirPlugin");
    Map<String, String> none = SparkSettings.of(new SparkAppSpec(), "k:AAECAwQFBgcICQoLDA0ODw==");
    assertTrue(
        !none.containsKey("spark.plugins") && !none.containsKey(ProviderChecks.PROVIDER),
        none.toString());
    spec.provider = "BC";
    Map<String, String> conf = SparkSettings.of(spec, "k:AAECAwQFBgcICQoLDA0ODw==");
    assertEquals(
        "com.example.TheirPlugin," + PmeProviderPlugin.class.getName(), conf.get("spark.plugins"));
    assertEquals("BC", conf.get(ProviderChecks.PROVIDER));
    assertEquals("GCM,CTR", conf.get(ProviderChecks.ALGORITHMS));
    spec.conf.clear();
    assertEquals(
        "org.apache.spark.CometPlugin," + PmeProviderPlugin.class.getName(),
        SparkSettings.of(spec, "k:AAECAwQFBgcICQoLDA0ODw==").get("spark.plugins"));
  }
}
