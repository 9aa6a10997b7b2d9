package org.pmebench.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.security.Security;
import org.junit.jupiter.api.Test;

class CryptoProvidersTest {
  @Test
  void resolvesBothProvidersWithoutTouchingTheGlobalList() {
    assertEquals("SunJCE", CryptoProviders.byName("SunJCE").getName());
    assertEquals("BC", CryptoProviders.byName("BC").getName());
    assertEquals(null, Security.getProvider("BC"));
  }

  @Test
  void unknownProviderNamesTheAllowedOnes() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CryptoProviders.byName("Conscrypt"));
    assertEquals("unknown provider 'Conscrypt'; allowed: SunJCE, BC", e.getMessage());
  }
}
