package org.pmebench.crypto;

import java.lang.reflect.Method;
import java.security.GeneralSecurityException;
import java.util.Properties;
import org.apache.commons.crypto.Crypto;
import org.apache.commons.crypto.cipher.CryptoCipher;
import org.apache.commons.crypto.cipher.CryptoCipherFactory;

/**
 * Apache commons-crypto as Spark's {@code spark.io.encryption} gets it: the factory's default
 * order, OpenSSL through JNI first, then JCE. Which one really answers depends on the OpenSSL the
 * machine has (1.2.0's JNI code predates OpenSSL 3's renamed symbols), so every result says which
 * ran.
 */
public final class CommonsCryptoBackend {
  private CommonsCryptoBackend() {}

  /** A cipher exactly as {@code CryptoCipherFactory.getCryptoCipher(transformation)} makes it. */
  public static CryptoCipher cipher(String transformation) throws GeneralSecurityException {
    return CryptoCipherFactory.getCryptoCipher(transformation, new Properties());
  }

  /** Why the OpenSSL backend is not used for this transformation, or null when it is. */
  public static String openSslUnavailableReason(String transformation) {
    Properties openSslOnly = new Properties();
    openSslOnly.setProperty(
        CryptoCipherFactory.CLASSES_KEY, CryptoCipherFactory.CipherProvider.OPENSSL.getClassName());
    try (CryptoCipher c = CryptoCipherFactory.getCryptoCipher(transformation, openSslOnly)) {
      return null;
    } catch (Exception | LinkageError e) {
      return CryptoProviders.oneLine(e);
    }
  }

  /**
   * e.g. "commons-crypto 1.2.0, JCE fallback (OpenSSL backend: UnsatisfiedLinkError: ...;
   * libcrypto: OpenSSL 3.0.19)".
   */
  public static String describe() {
    String version = "commons-crypto " + Crypto.getComponentVersion();
    String library = openSslVersion();
    String reason = openSslUnavailableReason(AesAlgorithm.GCM.transformation());
    if (reason == null) {
      return version + ", OpenSSL backend (" + library + ")";
    }
    return version + ", JCE fallback (OpenSSL backend: " + reason + "; libcrypto: " + library + ")";
  }

  /** The OpenSSL the native part loaded, read through its own (package-private) info class. */
  static String openSslVersion() {
    if (!Crypto.isNativeCodeLoaded()) {
      Throwable t = Crypto.getLoadingError();
      return "native code not loaded" + (t == null ? "" : ": " + CryptoProviders.oneLine(t));
    }
    try {
      Class<?> info = Class.forName("org.apache.commons.crypto.OpenSslInfoNative");
      Method version = info.getDeclaredMethod("OpenSSLVersion", int.class);
      version.setAccessible(true);
      return String.valueOf(version.invoke(null, 0));
    } catch (Exception | LinkageError e) {
      return "version unknown (" + CryptoProviders.oneLine(e) + ")";
    }
  }
}
