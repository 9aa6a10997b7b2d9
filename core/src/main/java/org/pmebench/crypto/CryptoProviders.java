package org.pmebench.crypto;

import java.security.Provider;
import java.security.Security;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.bouncycastle.jce.provider.BouncyCastleProvider;

/**
 * The crypto providers the suite measures, by the names users pass: the JDK's SunJCE, Bouncy
 * Castle, and the native ones a PME user can install instead (ACCP with AWS-LC, Conscrypt with
 * BoringSSL), plus Apache commons-crypto, which is not a JCA provider (see {@link
 * CommonsCryptoBackend}). Availability is asked, never assumed: a native library can fail to load
 * on another OS, arch or JVM.
 */
public final class CryptoProviders {
  public static final String SUN_JCE = "SunJCE";
  public static final String BOUNCY_CASTLE = "BC";
  public static final String ACCP = "ACCP";
  public static final String CONSCRYPT = "Conscrypt";
  public static final String COMMONS_CRYPTO = "commons-crypto";

  /** The built-in ones. */
  public static final List<String> NAMES =
      Collections.unmodifiableList(
          Arrays.asList(SUN_JCE, BOUNCY_CASTLE, ACCP, CONSCRYPT, COMMONS_CRYPTO));

  /**
   * The built-in ones parquet's PME can use: JCA providers, found by {@code Cipher.getInstance}.
   */
  public static final List<String> JCA_NAMES =
      Collections.unmodifiableList(Arrays.asList(SUN_JCE, BOUNCY_CASTLE, ACCP, CONSCRYPT));

  private CryptoProviders() {}

  /**
   * The built-in names and those added with {@code --provider-class} ({@link ExternalProviders}).
   */
  public static List<String> names() {
    List<String> all = new java.util.ArrayList<String>(NAMES);
    all.addAll(ExternalProviders.names());
    return all;
  }

  /** The JCA providers among {@link #names()}: every added one is. */
  public static List<String> jcaNames() {
    List<String> all = new java.util.ArrayList<String>(JCA_NAMES);
    all.addAll(ExternalProviders.names());
    return all;
  }

  static boolean builtIn(String name) {
    return NAMES.contains(name);
  }

  /** Rejects names the suite does not know, naming the allowed ones. */
  public static String check(String name) {
    if (!NAMES.contains(name) && !ExternalProviders.has(name)) {
      throw new IllegalArgumentException(
          "unknown provider '"
              + name
              + "'; allowed: "
              + String.join(", ", names())
              + " (others with --provider-jar JAR --provider-class CLASS)");
    }
    return name;
  }

  public static boolean isJca(String name) {
    return !COMMONS_CRYPTO.equals(check(name));
  }

  /**
   * The JCA provider of that name, ready to use.
   *
   * @throws ProviderUnavailableException when its native library does not load here
   * @throws IllegalArgumentException for an unknown name or commons-crypto (not a JCA provider)
   */
  public static Provider byName(String name) {
    if (COMMONS_CRYPTO.equals(check(name))) {
      throw new IllegalArgumentException(
          COMMONS_CRYPTO + " is not a JCA provider (it has its own CryptoCipher API)");
    }
    if (SUN_JCE.equals(name)) {
      Provider p = Security.getProvider(SUN_JCE);
      if (p == null) {
        throw new ProviderUnavailableException(name, "this JVM has no SunJCE provider");
      }
      return p;
    }
    if (BOUNCY_CASTLE.equals(name)) {
      return new BouncyCastleProvider();
    }
    if (ACCP.equals(name) || CONSCRYPT.equals(name)) {
      try {
        return ACCP.equals(name) ? NativeProviders.accp() : NativeProviders.conscrypt();
      } catch (LinkageError e) {
        throw new ProviderUnavailableException(name, "its classes do not load: " + e);
      }
    }
    return ExternalProviders.create(name);
  }

  /** Name and version of what really runs, e.g. "ACCP 2.5.0 (AWS-LC v1.47.0)". */
  public static String describe(String name) {
    if (COMMONS_CRYPTO.equals(check(name))) {
      return CommonsCryptoBackend.describe();
    }
    Provider p = byName(name);
    if (ACCP.equals(name)) {
      return NativeProviders.describeAccp(p);
    }
    if (CONSCRYPT.equals(name)) {
      return NativeProviders.describeConscrypt();
    }
    if (SUN_JCE.equals(name)) {
      return "SunJCE " + System.getProperty("java.version");
    }
    if (BOUNCY_CASTLE.equals(name)) {
      return "BC (" + p.getInfo() + ")";
    }
    return name + " (" + p.getClass().getName() + ": " + p.getInfo() + ")";
  }

  /**
   * Why this provider cannot serve PME's use of an algorithm here (a 12-byte-nonce GCM or CTR
   * operation through the named provider), or null when it can.
   */
  public static String unavailableReason(String name, AesAlgorithm algorithm) {
    try {
      ChunkCipher cipher = ChunkCipher.create(algorithm, new byte[16], name);
      byte[] out = new byte[algorithm.ciphertextLength(32)];
      cipher.encrypt(new byte[AesAlgorithm.NONCE_LENGTH], new byte[32], 32, out);
      return null;
    } catch (ProviderUnavailableException e) {
      return e.getMessage();
    } catch (java.security.NoSuchAlgorithmException e) {
      return name + " has no " + algorithm.transformation();
    } catch (Exception | LinkageError e) {
      return name + " failed a " + algorithm.transformation() + " operation: " + oneLine(e);
    }
  }

  /** An exception's root cause in one line: its class and message. */
  public static String oneLine(Throwable e) {
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    String text =
        root.getClass().getSimpleName()
            + (root.getMessage() == null ? "" : ": " + root.getMessage());
    return text.replace('\n', ' ').replace('\r', ' ');
  }
}
