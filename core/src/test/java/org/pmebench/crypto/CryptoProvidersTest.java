package org.pmebench.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.Security;
import org.junit.jupiter.api.Test;

class CryptoProvidersTest {
  @Test
  void resolvesTheJcaProvidersWithoutTouchingTheGlobalList() {
    assertEquals("SunJCE", CryptoProviders.byName("SunJCE").getName());
    assertEquals("BC", CryptoProviders.byName("BC").getName());
    assertEquals("AmazonCorrettoCryptoProvider", CryptoProviders.byName("ACCP").getName());
    assertEquals("Conscrypt", CryptoProviders.byName("Conscrypt").getName());
    assertNull(Security.getProvider("BC"));
    assertNull(Security.getProvider("AmazonCorrettoCryptoProvider"));
    assertNull(Security.getProvider("Conscrypt"));
  }

  @Test
  void unknownProviderNamesTheAllowedOnes() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> CryptoProviders.byName("OpenSSL"));
    assertEquals(
        "unknown provider 'OpenSSL'; allowed: SunJCE, BC, ACCP, Conscrypt, commons-crypto (others with "
            + "--provider-jar JAR --provider-class CLASS)",
        e.getMessage());
  }

  @Test
  void commonsCryptoIsNotAJcaProvider() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> CryptoProviders.byName("commons-crypto"));
    assertTrue(e.getMessage().contains("not a JCA provider"), e.getMessage());
  }

  @Test
  void descriptionsNameTheNativeLibrariesAndVersions() {
    assertTrue(
        CryptoProviders.describe("ACCP").matches("ACCP \\d+\\.\\d+\\.\\d+ \\(AWS-LC v?[\\d.]+\\)"),
        CryptoProviders.describe("ACCP"));
    assertTrue(
        CryptoProviders.describe("Conscrypt")
            .matches("Conscrypt \\d+\\.\\d+\\.\\d+ \\(BoringSSL\\)"),
        CryptoProviders.describe("Conscrypt"));
    assertTrue(
        CryptoProviders.describe("SunJCE")
            .startsWith("SunJCE " + System.getProperty("java.version")));
    String commons = CryptoProviders.describe("commons-crypto");
    assertTrue(
        commons.matches("commons-crypto [\\d.]+, (OpenSSL backend|JCE fallback) \\(.*\\)"),
        commons);
  }

  @Test
  void accpServesGcmButNotCtr() {
    assertNull(CryptoProviders.unavailableReason("ACCP", AesAlgorithm.GCM));
    assertEquals(
        "ACCP has no AES/CTR/NoPadding",
        CryptoProviders.unavailableReason("ACCP", AesAlgorithm.CTR));
    for (String name : new String[] {"SunJCE", "BC", "Conscrypt", "commons-crypto"}) {
      for (AesAlgorithm a : AesAlgorithm.values()) {
        assertNull(CryptoProviders.unavailableReason(name, a), name + " " + a);
      }
    }
  }
}
