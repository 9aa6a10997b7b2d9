package org.pmebench.crypto;

import java.lang.reflect.Field;
import java.security.Provider;
import java.security.Security;
import java.util.Arrays;
import java.util.Collection;
import java.util.EnumSet;
import java.util.Set;
import javax.crypto.Cipher;
import org.apache.parquet.crypto.AesCipher;
import org.apache.parquet.crypto.AesMode;
import org.apache.parquet.crypto.ModuleCipherFactory;
import org.apache.parquet.format.BlockCipher;

/**
 * Makes a JCA provider the one parquet's PME uses inside a benchmark fork, as a user would: first
 * in the JCA list, before parquet creates any cipher. Then checks it the way it matters, on
 * parquet's own encryptor and decryptor objects: the {@code Cipher} each holds must come from that
 * provider (a provider lacking an algorithm would otherwise be silently replaced by SunJCE).
 * Benchmarks install through {@code check.CheckedProvider}, which also checks its answers.
 */
public final class PmeProviderInstaller {
  private PmeProviderInstaller() {}

  /**
   * The AES constructions files of these modes use: GCM for any encrypted file, CTR for GCM-CTR
   * data.
   */
  public static Set<AesAlgorithm> algorithmsOf(Collection<EncryptionMode> modes) {
    Set<AesAlgorithm> algorithms = EnumSet.noneOf(AesAlgorithm.class);
    for (EncryptionMode m : modes) {
      if (m.encrypted()) {
        algorithms.add(AesAlgorithm.GCM);
      }
      if (m == EncryptionMode.AES_GCM_CTR_V1) {
        algorithms.add(AesAlgorithm.CTR);
      }
    }
    return algorithms;
  }

  /**
   * Installs the named provider first (SunJCE, the JDK's default for AES, is left where it is) and
   * verifies PME's ciphers for these algorithms come from it.
   *
   * @return what runs, e.g. "ACCP 2.5.0 (AWS-LC v1.47.0)"
   * @throws IllegalStateException naming the provider, algorithm and who served it instead
   */
  public static String install(String name, Collection<AesAlgorithm> algorithms) {
    if (!CryptoProviders.isJca(name)) {
      throw new IllegalArgumentException(
          name
              + " is not a JCA provider: parquet's PME gets its ciphers from "
              + "javax.crypto.Cipher.getInstance, which only JCA providers serve");
    }
    Provider provider = CryptoProviders.byName(name);
    if (!CryptoProviders.SUN_JCE.equals(name)) {
      Security.removeProvider(provider.getName());
      Security.insertProviderAt(provider, 1);
    }
    for (AesAlgorithm algorithm : algorithms) {
      verify(provider.getName(), name, algorithm);
    }
    return CryptoProviders.describe(name);
  }

  private static void verify(String expected, String name, AesAlgorithm algorithm) {
    AesMode mode = algorithm == AesAlgorithm.GCM ? AesMode.GCM : AesMode.CTR;
    byte[] key = new byte[16];
    Arrays.fill(key, (byte) 7); // parquet refuses an all-zero key
    BlockCipher.Encryptor encryptor = ModuleCipherFactory.getEncryptor(mode, key);
    BlockCipher.Decryptor decryptor = ModuleCipherFactory.getDecryptor(mode, key);
    byte[] aad = new byte[8];
    byte[] sealed = encryptor.encrypt(new byte[64], aad);
    decryptor.decrypt(sealed, aad);
    for (Object parquetCipher : new Object[] {encryptor, decryptor}) {
      String actual = cipherOf(parquetCipher).getProvider().getName();
      if (!expected.equals(actual)) {
        throw new IllegalStateException(
            "parquet's "
                + parquetCipher.getClass().getSimpleName()
                + " ("
                + algorithm.transformation()
                + ") uses "
                + actual
                + ", not "
                + name
                + ": "
                + name
                + " does not serve it here, so the measurement would not be of "
                + name);
      }
    }
  }

  /** The {@code javax.crypto.Cipher} inside one of parquet's AES encryptors or decryptors. */
  static Cipher cipherOf(Object parquetCipher) {
    try {
      Field field = AesCipher.class.getDeclaredField("cipher");
      field.setAccessible(true);
      return (Cipher) field.get(parquetCipher);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(
          "cannot read the Cipher of parquet's "
              + parquetCipher.getClass().getName()
              + " (parquet's AesCipher changed?)",
          e);
    }
  }
}
