package org.pmebench.crypto;

import com.amazon.corretto.crypto.provider.AmazonCorrettoCryptoProvider;
import java.security.Provider;
import org.conscrypt.Conscrypt;

/**
 * The native providers' own classes, apart from {@link CryptoProviders}: a JVM that lacks their
 * jars (the Spark application's, which carries SunJCE and BC) loads this class only when one of
 * them is asked for, and then learns in one line that it is not there.
 */
final class NativeProviders {
  private NativeProviders() {}

  static Provider accp() {
    AmazonCorrettoCryptoProvider p = AmazonCorrettoCryptoProvider.INSTANCE;
    Throwable error = p.getLoadingError();
    if (error != null) {
      throw new ProviderUnavailableException(
          CryptoProviders.ACCP,
          "its native library "
              + "libamazonCorrettoCryptoProvider.so (AWS-LC) did not load: "
              + CryptoProviders.oneLine(error));
    }
    return p;
  }

  static Provider conscrypt() {
    try {
      Conscrypt.checkAvailability();
      return Conscrypt.newProvider();
    } catch (LinkageError | RuntimeException e) {
      throw new ProviderUnavailableException(
          CryptoProviders.CONSCRYPT,
          "its native library conscrypt_openjdk_jni "
              + "(BoringSSL) did not load: "
              + CryptoProviders.oneLine(e));
    }
  }

  static String describeAccp(Provider p) {
    AmazonCorrettoCryptoProvider a = (AmazonCorrettoCryptoProvider) p;
    return "ACCP " + a.getVersionStr() + " (" + a.getAwsLcVersionStr() + ")";
  }

  static String describeConscrypt() {
    Conscrypt.Version v = Conscrypt.version();
    return "Conscrypt " + v.major() + "." + v.minor() + "." + v.patch() + " (BoringSSL)";
  }
}
