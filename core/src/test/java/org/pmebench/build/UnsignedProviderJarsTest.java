package org.pmebench.build;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.CodeSource;
import org.junit.jupiter.api.Test;

/**
 * What running.md says of the build: core's test JVMs, and every JVM they start, load Bouncy Castle
 * and ACCP from the unsigned copies core/pom.xml makes, so that none of them checks a jar signature
 * (0.25 s of CPU each under C1). Outside Maven (an IDE's class path of signed jars) this fails on
 * purpose.
 */
class UnsignedProviderJarsTest {
  @Test
  void theProvidersComeFromUnsignedCopies() throws Exception {
    for (String name :
        new String[] {
          "org.bouncycastle.jce.provider.BouncyCastleProvider",
          "com.amazon.corretto.crypto.provider.AmazonCorrettoCryptoProvider"
        }) {
      CodeSource source = Class.forName(name).getProtectionDomain().getCodeSource();
      assertTrue(
          source.getLocation().getPath().contains("/target/unsigned/"),
          name + " from " + source.getLocation());
      assertNull(source.getCodeSigners(), name + " is signed");
    }
  }
}
