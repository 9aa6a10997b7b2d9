package org.pmebench.crypto;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.apache.parquet.crypto.AesMode;
import org.apache.parquet.crypto.ModuleCipherFactory;

/**
 * A recording of the crypto work PME would do on a file it has not encrypted ({@link FileModules}):
 * the cipher objects parquet creates (per encrypted column four, under a key of its own; two for
 * the footer), and the column's modules of each kind at their mean size in the file (the kind's
 * bytes spread over its modules, so every total is exact). For a read, every module is a real
 * ciphertext of zeros made by parquet's own encryptor, so GCM tags verify when {@link ModuleReplay}
 * decrypts it; for a write, zeros of the module's length to encrypt.
 */
public final class SyntheticModules {
  private static final byte[] AAD = "pme-bench synthetic".getBytes(StandardCharsets.US_ASCII);

  private SyntheticModules() {}

  /**
   * The recording of a full read ({@code read}: decryption of what a read decrypts) or a write
   * (encryption of every module) of {@code modules}' columns in {@code encrypted} (null: all), with
   * the footer encrypted and every column under a key of its own.
   */
  public static ModuleRecorder.Recording of(
      FileModules modules, EncryptionMode mode, Set<String> encrypted, boolean read) {
    Random random = new Random(42);
    List<AesAlgorithm> ciphers = new ArrayList<AesAlgorithm>();
    List<ModuleRecorder.Module> out = new ArrayList<ModuleRecorder.Module>();
    // As many cipher objects as parquet-java 1.13.1 creates (recorded on the standard files, read
    // and
    // write alike): two for the footer and four per encrypted column, each pair's data cipher CTR
    // under
    // AES_GCM_CTR_V1; half of them handle no module, but each costs its creation.
    int footerCipher = add(ciphers, AesAlgorithm.GCM);
    add(ciphers, AesAlgorithm.GCM);
    byte[] footerKey = key(random);
    add(out, footerCipher, AesAlgorithm.GCM, footerKey, 1, modules.footerBytes, read, random);
    for (Map.Entry<String, FileModules.Column> c : modules.columns.entrySet()) {
      if (encrypted != null && !encrypted.contains(c.getKey())) {
        continue;
      }
      byte[] key = key(random);
      AesAlgorithm data =
          mode == EncryptionMode.AES_GCM_CTR_V1 ? AesAlgorithm.CTR : AesAlgorithm.GCM;
      int gcm = add(ciphers, AesAlgorithm.GCM);
      int dataCipher = add(ciphers, data);
      add(ciphers, AesAlgorithm.GCM);
      add(ciphers, data);
      for (FileModules.Kind kind : FileModules.Kind.values()) {
        if (kind == FileModules.Kind.FOOTER || (read && !kind.read())) {
          continue;
        }
        boolean page = kind.ctrUnderGcmCtr();
        add(
            out,
            page ? dataCipher : gcm,
            page ? data : AesAlgorithm.GCM,
            key,
            c.getValue().modules(kind),
            c.getValue().bytes(kind),
            read,
            random);
      }
    }
    return new ModuleRecorder.Recording(ciphers, out);
  }

  /**
   * Module sizes of the calibration ({@link ModuleCostCalibration}): from a page header's to a
   * large page's, so that a line through their times separates a call's cost from a byte's; the
   * counts keep each size's run short and about as long as the others'.
   */
  static final int[] CALIBRATION_SIZES = {32, 512, 8 * 1024, 128 * 1024, 1024 * 1024};

  static final int[] CALIBRATION_COUNTS = {256, 128, 64, 16, 4};

  /**
   * A recording of the calibration: one GCM and one CTR cipher object, each handling {@code count}
   * modules of {@code CALIBRATION_SIZES[size]} bytes; decrypted ({@code read}) or encrypted.
   */
  public static ModuleRecorder.Recording calibration(boolean read, int size, int count) {
    Random random = new Random(42);
    List<AesAlgorithm> ciphers = new ArrayList<AesAlgorithm>();
    List<ModuleRecorder.Module> out = new ArrayList<ModuleRecorder.Module>();
    for (AesAlgorithm algorithm : new AesAlgorithm[] {AesAlgorithm.GCM, AesAlgorithm.CTR}) {
      int cipher = add(ciphers, algorithm);
      add(
          out,
          cipher,
          algorithm,
          key(random),
          count,
          (long) count * CALIBRATION_SIZES[size],
          read,
          random);
    }
    return new ModuleRecorder.Recording(ciphers, out);
  }

  private static int add(List<AesAlgorithm> ciphers, AesAlgorithm algorithm) {
    ciphers.add(algorithm);
    return ciphers.size() - 1;
  }

  private static byte[] key(Random random) {
    byte[] key = new byte[16];
    random.nextBytes(key);
    return key;
  }

  /**
   * {@code count} modules of {@code bytes} in all, the first ones a byte longer where they do not
   * divide.
   */
  private static void add(
      List<ModuleRecorder.Module> out,
      int cipher,
      AesAlgorithm algorithm,
      byte[] key,
      long count,
      long bytes,
      boolean read,
      Random random) {
    for (long i = 0; i < count; i++) {
      int size = (int) (bytes / count + (i < bytes % count ? 1 : 0));
      byte[] plaintext = new byte[size];
      if (!read) {
        out.add(
            new ModuleRecorder.Module(
                cipher, algorithm, true, key, new byte[AesAlgorithm.NONCE_LENGTH], AAD, plaintext));
        continue;
      }
      AesMode aes = algorithm == AesAlgorithm.GCM ? AesMode.GCM : AesMode.CTR;
      byte[] module =
          ModuleCipherFactory.getEncryptor(aes, key)
              .encrypt(plaintext, algorithm == AesAlgorithm.GCM ? AAD : null);
      // parquet's module: 4-byte length, 12-byte nonce, ciphertext (with GCM's tag).
      byte[] iv = Arrays.copyOfRange(module, 4, 4 + AesAlgorithm.NONCE_LENGTH);
      byte[] ciphertext = Arrays.copyOfRange(module, 4 + AesAlgorithm.NONCE_LENGTH, module.length);
      out.add(new ModuleRecorder.Module(cipher, algorithm, false, key, iv, AAD, ciphertext));
    }
  }
}
