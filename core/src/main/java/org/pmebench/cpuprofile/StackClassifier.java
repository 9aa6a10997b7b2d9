package org.pmebench.cpuprofile;

import java.util.regex.Pattern;

/**
 * Places one collapsed stack (async-profiler's {@code collapsed} output with the {@code threads}
 * option: thread frame first, leaf last, frames separated by ';') in a {@link CpuCategory} and,
 * where the stack shows it, the paired variant's mode. A stack is cipher work when any frame is
 * (inclusive: parquet's code calling the cipher counts as cipher), parquet crypto when it is under
 * {@code org.apache.parquet.crypto} without a cipher frame, the rest otherwise.
 */
public final class StackClassifier {
  /** Java frames are written package/Class.method; these prefixes are crypto providers and JCA. */
  private static final String[] CIPHER_PACKAGES = {
    "javax/crypto/",
    "com/sun/crypto/provider/",
    "sun/security/",
    "java/security/",
    "org/bouncycastle/",
    "com/amazon/corretto/crypto/",
    "org/conscrypt/",
    "org/apache/commons/crypto/"
  };

  /**
   * HotSpot's AES, GHASH and counter-mode intrinsic stubs, e.g. aescrypt_encryptBlock,
   * ghash_processBlocks.
   */
  private static final Pattern STUB =
      Pattern.compile(
          "^(StubRoutines::)?(aescrypt|ghash|galoisCounterMode|counterMode|cipherBlockChaining|electronicCodeBook|aes)_.*");

  private static final String PARQUET_CRYPTO = "org/apache/parquet/crypto/";
  private static final String MODE_FRAME = "org/pmebench/paired/ModeFrames.";

  /** ModeFrames' per-mode methods are named like the modes (not its dispatching run method). */
  private static final Pattern MODE_NAME = Pattern.compile("[A-Z][A-Z0-9_]*");

  private static final String BENCHMARK_THREAD = "jmh-worker";

  /** One sample's place. */
  public static final class Place {
    public final CpuCategory category;

    /** The paired variant's mode, or null where no mode frame is on the stack. */
    public final String mode;

    /** Whether the leaf frame is an intrinsic stub (a subset of {@link CpuCategory#CIPHER}). */
    public final boolean stub;

    Place(CpuCategory category, String mode, boolean stub) {
      this.category = category;
      this.mode = mode;
      this.stub = stub;
    }
  }

  private StackClassifier() {}

  /** {@code frames}: the stack part of a collapsed line (without its count). */
  public static Place classify(String frames) {
    String[] f = frames.split(";");
    int first = 0;
    if (f.length > 0 && f[0].startsWith("[") && f[0].contains(" tid=")) {
      if (!f[0].contains(BENCHMARK_THREAD)) {
        return new Place(CpuCategory.OTHER_THREADS, null, false);
      }
      first = 1;
    }
    String mode = null;
    boolean cipher = false;
    boolean parquetCrypto = false;
    boolean java = false;
    for (int i = first; i < f.length; i++) {
      String frame = f[i];
      if (frame.startsWith(MODE_FRAME)) {
        String method = frame.substring(MODE_FRAME.length()).replaceAll("_\\[.\\]$", "");
        if (MODE_NAME.matcher(method).matches()) {
          mode = method;
        }
      }
      java |= isJavaFrame(frame);
      cipher |= isCipher(frame);
      parquetCrypto |= frame.startsWith(PARQUET_CRYPTO);
    }
    boolean stub = f.length > first && STUB.matcher(f[f.length - 1]).matches();
    if (cipher || stub) {
      return new Place(CpuCategory.CIPHER, mode, stub);
    }
    if (parquetCrypto) {
      return new Place(CpuCategory.PARQUET_CRYPTO, mode, false);
    }
    return new Place(java ? CpuCategory.REST : CpuCategory.UNATTRIBUTED, mode, false);
  }

  private static boolean isCipher(String frame) {
    for (String p : CIPHER_PACKAGES) {
      if (frame.startsWith(p)) {
        return true;
      }
    }
    return false;
  }

  /**
   * package/Class.method (async-profiler's Java frame names); not [unknown], not a native symbol.
   */
  private static boolean isJavaFrame(String frame) {
    int slash = frame.indexOf('/');
    return slash > 0 && !frame.startsWith("[") && frame.indexOf('.', slash) > 0;
  }
}
