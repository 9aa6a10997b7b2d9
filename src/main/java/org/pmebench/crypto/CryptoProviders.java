package org.pmebench.crypto;

import java.security.Provider;
import java.security.Security;
import java.util.Arrays;
import java.util.List;
import org.bouncycastle.jce.provider.BouncyCastleProvider;

/** The JCE providers the cipher benchmarks compare, looked up by the names users pass. */
public final class CryptoProviders {
  public static final String SUN_JCE = "SunJCE";
  public static final String BOUNCY_CASTLE = "BC";
  public static final List<String> NAMES = Arrays.asList(SUN_JCE, BOUNCY_CASTLE);

  private CryptoProviders() {}

  public static Provider byName(String name) {
    if (SUN_JCE.equals(name)) {
      Provider p = Security.getProvider(SUN_JCE);
      if (p == null) {
        throw new IllegalStateException("this JVM has no SunJCE provider");
      }
      return p;
    }
    if (BOUNCY_CASTLE.equals(name)) {
      // A private instance: the suite never changes the JVM-wide provider order.
      return new BouncyCastleProvider();
    }
    throw new IllegalArgumentException("unknown provider '" + name + "'; allowed: " + String.join(", ", NAMES));
  }
}
