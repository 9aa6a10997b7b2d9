package org.pmebench.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.Provider;
import java.security.Security;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import javax.crypto.Cipher;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PmeProviderInstallerTest {
  private Provider[] before;

  @BeforeEach
  void remember() {
    before = Security.getProviders();
  }

  /** The fork's JCA list is the test JVM's here: put it back. */
  @AfterEach
  void restore() {
    for (Provider p : Security.getProviders()) {
      Security.removeProvider(p.getName());
    }
    for (Provider p : before) {
      Security.addProvider(p);
    }
  }

  @ParameterizedTest
  @CsvSource({"SunJCE,SunJCE", "BC,BC", "Conscrypt,Conscrypt", "ACCP,AmazonCorrettoCryptoProvider"})
  void parquetsOwnCiphersComeFromTheInstalledProvider(String name, String jcaName)
      throws Exception {
    boolean ctr = !name.equals("ACCP");
    String description =
        PmeProviderInstaller.install(
            name, ctr ? EnumSet.allOf(AesAlgorithm.class) : EnumSet.of(AesAlgorithm.GCM));

    assertTrue(description.startsWith(name), description);
    assertEquals(
        jcaName, Cipher.getInstance(AesAlgorithm.GCM.transformation()).getProvider().getName());
    if (!name.equals("SunJCE")) {
      assertEquals(jcaName, Security.getProviders()[0].getName());
    }
  }

  @Test
  void aProviderWithoutTheAlgorithmIsRefusedNotReplacedBySunJce() {
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () ->
                PmeProviderInstaller.install(
                    "ACCP", EnumSet.of(AesAlgorithm.GCM, AesAlgorithm.CTR)));
    assertTrue(
        e.getMessage().contains("(AES/CTR/NoPadding) uses SunJCE, not ACCP"), e.getMessage());
  }

  @Test
  void commonsCryptoCannotServePme() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> PmeProviderInstaller.install("commons-crypto", EnumSet.of(AesAlgorithm.GCM)));
    assertTrue(e.getMessage().contains("not a JCA provider"), e.getMessage());
  }

  @Test
  void modesNeedGcmAndCtrOnlyWhereTheyUseThem() {
    assertEquals(
        EnumSet.noneOf(AesAlgorithm.class),
        PmeProviderInstaller.algorithmsOf(Collections.singletonList(EncryptionMode.PLAINTEXT)));
    assertEquals(
        EnumSet.of(AesAlgorithm.GCM),
        PmeProviderInstaller.algorithmsOf(
            Arrays.asList(EncryptionMode.PLAINTEXT, EncryptionMode.AES_GCM_V1)));
    assertEquals(
        EnumSet.allOf(AesAlgorithm.class),
        PmeProviderInstaller.algorithmsOf(
            Collections.singletonList(EncryptionMode.AES_GCM_CTR_V1)));
  }
}
