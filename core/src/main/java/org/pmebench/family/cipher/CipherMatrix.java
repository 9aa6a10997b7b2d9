package org.pmebench.family.cipher;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.pmebench.crypto.ChunkSize;
import org.pmebench.crypto.CryptoProviders;
import org.pmebench.run.HeapSize;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.NarrowableMatrix;

/**
 * Which raw cipher benchmarks a run covers. Each profile has defaults; the CLI can narrow or widen
 * them.
 */
public final class CipherMatrix extends NarrowableMatrix {
  public static final List<String> ALGORITHMS =
      Collections.unmodifiableList(Arrays.asList("gcm", "ctr"));
  public static final List<String> OPERATIONS =
      Collections.unmodifiableList(Arrays.asList("encrypt", "decrypt"));
  public static final List<Integer> KEY_BITS =
      Collections.unmodifiableList(Arrays.asList(128, 192, 256));

  public List<String> algorithms = ALGORITHMS;
  public List<String> operations = OPERATIONS;
  public List<String> providers = CryptoProviders.NAMES;
  public List<String> sizes = ChunkSize.DEFAULT_SIZES;
  public List<Integer> threads = Arrays.asList(1, 8);
  public List<JvmVariant> variants =
      Arrays.asList(JvmVariant.INTRINSICS_ON, JvmVariant.INTRINSICS_OFF);

  /** Variants that also get the cold (fresh JVM, first operation) measurement. */
  public List<JvmVariant> coldVariants = variants;

  public int keyBits = 128;

  /**
   * Small-chunk operations each warm fork runs before timing, so the JIT reaches C2 (see
   * AesChunkBenchmark).
   */
  public int jitWarmupOps = 10000;

  /** Chunk size of those operations (clamped to each measured size). */
  public String jitWarmupChunk = "4KiB";

  /** The providers of the smoke and quick profiles: the JDK's own and the pure-Java alternative. */
  public static final List<String> JAVA_PROVIDERS =
      Collections.unmodifiableList(
          Arrays.asList(CryptoProviders.SUN_JCE, CryptoProviders.BOUNCY_CASTLE));

  /** A copy with only these providers and algorithms. */
  public CipherMatrix withProvidersAndAlgorithms(
      List<String> chosenProviders, List<String> chosenAlgorithms) {
    CipherMatrix m = (CipherMatrix) copy();
    m.algorithms = chosenAlgorithms;
    m.providers = chosenProviders;
    return m;
  }

  /** The matrix a profile runs when the user does not choose. */
  public static CipherMatrix defaults(MeasurementProfile profile) {
    CipherMatrix m = new CipherMatrix();
    switch (profile) {
      case SMOKE:
        // Every provider once, so `mvn verify` loads each native library in a real fork, warm and
        // cold. The AES intrinsics off change only JVM flags: IntrinsicsOffForkTest forks with
        // them.
        m.sizes = Collections.singletonList("1KiB");
        m.threads = Collections.singletonList(1);
        m.variants = Collections.singletonList(JvmVariant.INTRINSICS_ON);
        m.coldVariants = m.variants;
        // It measures nothing: the warm-up (and the check after it) runs, without waiting for C2.
        m.jitWarmupOps = 100;
        break;
      case QUICK:
        m.providers = JAVA_PROVIDERS;
        // 1 MiB still shows JDK 17's large-input GCM plateau; the larger sizes are in standard.
        m.sizes = Arrays.asList("16B", "1KiB", "64KiB", "1MiB");
        m.threads = Collections.singletonList(1);
        m.coldVariants = Collections.singletonList(JvmVariant.INTRINSICS_ON);
        break;
      case FIRST:
        // The JDK's own cipher at one page-like chunk (as in ci), with the JVM's usual flags.
        m.sizes = Collections.singletonList("64KiB");
        m.threads = Collections.singletonList(1);
        m.providers = Collections.singletonList(CryptoProviders.SUN_JCE);
        m.variants = Collections.singletonList(JvmVariant.INTRINSICS_ON);
        m.coldVariants = Collections.<JvmVariant>emptyList();
        break;
      case CI:
        // A dashboard trend for the JDK's own cipher speed at page-like sizes; the gate uses
        // Parquet.
        m.sizes = Collections.singletonList("64KiB");
        m.threads = Collections.singletonList(1);
        m.providers = Collections.singletonList("SunJCE");
        m.variants = Collections.singletonList(JvmVariant.INTRINSICS_ON);
        m.coldVariants = Collections.<JvmVariant>emptyList();
        break;
      default:
        break;
    }
    return m;
  }

  /** Benchmark configurations in one JMH invocation (one thread count, one variant). */
  public int configurationsPerInvocation() {
    return algorithms.size() * operations.size() * providers.size() * sizes.size();
  }

  /** The JMH include pattern for the chosen algorithms and operations. */
  public String includeRegex() {
    List<String> classes = new ArrayList<String>();
    for (String a : algorithms) {
      String name = a.toLowerCase(Locale.ROOT);
      classes.add("Aes" + Character.toUpperCase(name.charAt(0)) + name.substring(1) + "Benchmark");
    }
    return "^org\\.pmebench\\.cipher\\.("
        + String.join("|", classes)
        + ")\\.("
        + String.join("|", operations)
        + ")$";
  }

  /** The largest chunk in the matrix, in bytes (for heap sizing). */
  public long largestChunkBytes() {
    long max = 0;
    for (String s : sizes) {
      max = Math.max(max, ChunkSize.parse(s));
    }
    return max;
  }

  /** The fixed heap the forks of one invocation with {@code threads} threads get. */
  public long heapBytes(int threads) {
    return HeapSize.forChunks(
        largestChunkBytes(), threads, providers.contains(CryptoProviders.BOUNCY_CASTLE));
  }

  public int maxThreads() {
    int max = 1;
    for (int t : threads) {
      max = Math.max(max, t);
    }
    return max;
  }
}
