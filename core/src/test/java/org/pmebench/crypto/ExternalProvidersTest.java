package org.pmebench.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Collections;
import java.util.EnumSet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.crypto.check.CheckSizes;
import org.pmebench.crypto.check.CipherCheck;
import org.pmebench.crypto.check.CorruptingAesProvider;
import org.pmebench.crypto.check.WrongCipherOutput;

class ExternalProvidersTest {
  /** Copied by the build (core/pom.xml), never on the class path. */
  static final Path BC_FIPS = Paths.get("target", "providers", "bc-fips-2.1.3.jar");

  static final String BC_FIPS_CLASS = "org.bouncycastle.jcajce.provider.BouncyCastleFipsProvider";

  @TempDir Path dir;

  @AfterEach
  void forget() {
    ExternalProviders.clear();
  }

  @Test
  void bouncyCastleFipsLoadsBesideTheSuitesBouncyCastleAndAnswersRightForPme() {
    String name = ExternalProviders.add(BC_FIPS, BC_FIPS_CLASS);
    assertEquals("BCFIPS", name);
    assertTrue(CryptoProviders.names().contains(name));
    assertTrue(CryptoProviders.isJca(name));
    assertTrue(
        CryptoProviders.describe(name)
            .startsWith(
                "BCFIPS ("
                    + BC_FIPS_CLASS
                    + ": BouncyCastle Security "
                    + "Provider (FIPS edition) v2.1.3"),
        CryptoProviders.describe(name));
    for (AesAlgorithm a : AesAlgorithm.values()) {
      CipherCheck.Result r =
          CipherCheck.run(name, a, CheckSizes.forRun(Collections.singleton(4096)), 128, 192, 256);
      assertTrue(r.refusedKeys.isEmpty(), r.toString());
    }
    // What a parquet fork does: first in the JCA list, parquet's own ciphers from it, checked.
    assertTrue(
        org.pmebench.crypto.check.CheckedProvider.install(name, EnumSet.allOf(AesAlgorithm.class))
            .startsWith("BCFIPS"));
    java.security.Security.removeProvider(name);
  }

  @Test
  void aJvmTheRunStartsFindsTheProviderThroughItsProperty() {
    ExternalProviders.add(BC_FIPS, BC_FIPS_CLASS);
    String arg = ExternalProviders.systemPropertyArg();
    assertEquals(
        "-D"
            + ExternalProviders.PROPERTY
            + "=BCFIPS="
            + BC_FIPS_CLASS
            + "@"
            + BC_FIPS.toAbsolutePath().normalize(),
        arg);
  }

  @Test
  void aProvidersPropertyGoesToEveryJvmTheRunStartsAndBadOnesAreRefused() {
    ExternalProviders.add(BC_FIPS, BC_FIPS_CLASS);
    ExternalProviders.setProperty("org.bouncycastle.fips.approved_only=true");
    assertEquals(
        java.util.Arrays.asList(
            ExternalProviders.systemPropertyArg(), "-Dorg.bouncycastle.fips.approved_only=true"),
        ExternalProviders.jvmArgs());
    assertEquals(
        "true",
        System.getProperty("org.bouncycastle.fips.approved_only"),
        "and in this JVM, before it loads");
    assertEquals(
        "--provider-property 'approved_only': give KEY=VALUE, e.g. org.bouncycastle.fips.approved_only=true",
        assertThrows(
                IllegalArgumentException.class,
                () -> ExternalProviders.setProperty("approved_only"))
            .getMessage());
    assertEquals(
        "--provider-property pmebench.providers is the suite's own: give providers with --provider-jar and "
            + "--provider-class",
        assertThrows(
                IllegalArgumentException.class,
                () -> ExternalProviders.setProperty("pmebench.providers=x"))
            .getMessage());
    ExternalProviders.clear();
    assertEquals(null, System.getProperty("org.bouncycastle.fips.approved_only"));
  }

  @Test
  void aWrongProviderGivenByJarIsCaughtByTheCheck() throws Exception {
    Path jar = CorruptingProviderJar.write(dir);
    String name = ExternalProviders.add(jar, CorruptingAesProvider.class.getName());
    assertEquals(CorruptingAesProvider.NAME, name);
    WrongCipherOutput wrong =
        assertThrows(
            WrongCipherOutput.class,
            () ->
                CipherCheck.run(
                    name, AesAlgorithm.GCM, CheckSizes.forRun(Collections.singleton(1024)), 128));
    assertTrue(
        wrong.getMessage().contains("wrong output: encrypt of 1024 bytes"), wrong.getMessage());
  }

  @Test
  void badJarsAndClassesAreRefusedInOneLine() throws Exception {
    assertEquals(
        "--provider-jar " + dir.resolve("none.jar") + ": no such file",
        assertThrows(
                IllegalArgumentException.class,
                () -> ExternalProviders.add(dir.resolve("none.jar"), "x.Y"))
            .getMessage());
    assertEquals(
        "--provider-class x.Y: not in " + BC_FIPS.toAbsolutePath().normalize(),
        assertThrows(IllegalArgumentException.class, () -> ExternalProviders.add(BC_FIPS, "x.Y"))
            .getMessage());
    assertEquals(
        "--provider-class java.lang.String is not a java.security.Provider",
        assertThrows(
                IllegalArgumentException.class,
                () -> ExternalProviders.add(BC_FIPS, "java.lang.String"))
            .getMessage());
    ExternalProviders.add(BC_FIPS, BC_FIPS_CLASS);
    assertTrue(
        assertThrows(
                IllegalArgumentException.class, () -> ExternalProviders.add(BC_FIPS, BC_FIPS_CLASS))
            .getMessage()
            .endsWith(" is provider BCFIPS, which the suite already has"));
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> CryptoProviders.check("Nope"))
            .getMessage()
            .startsWith(
                "unknown provider 'Nope'; allowed: SunJCE, BC, ACCP, Conscrypt, commons-crypto, BCFIPS"));
  }
}
