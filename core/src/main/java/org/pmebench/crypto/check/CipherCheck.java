package org.pmebench.crypto.check;

import java.security.GeneralSecurityException;
import java.util.Arrays;
import java.util.Collection;
import java.util.Random;
import org.pmebench.crypto.AesAlgorithm;
import org.pmebench.crypto.CryptoProviders;

/**
 * Checks one AES implementation's answers before (and after) it is measured: the published vectors
 * ({@link KnownAnswers}), then random keys, nonces, AAD and data at every size of {@link
 * CheckSizes}, encrypted and decrypted and compared with a reference of another code base ({@link
 * ReferenceAes}, Bouncy Castle's engine; SunJCE for Bouncy Castle's own providers), in one {@code
 * doFinal} as PME calls it and in updates of 1 to 15 bytes; a GCM ciphertext with one bit changed
 * must not decrypt. The first wrong answer throws {@link WrongCipherOutput}.
 */
public final class CipherCheck {
  /** What one check did. */
  public static final class Result {
    public final String implementation;
    public final AesAlgorithm algorithm;
    public final int vectors;
    public final int sizes;
    public final int operations;
    public final long bytes;
    public final long nanos;

    /** Key sizes (bits) the implementation refuses, with its reason: left out of the check. */
    public final java.util.Map<Integer, String> refusedKeys;

    /**
     * What the random inputs were compared with, and their seed (-Dpmebench.cipherCheck.seed
     * repeats them).
     */
    public final String reference;

    public final long seed;

    Result(
        String implementation,
        AesAlgorithm algorithm,
        int vectors,
        int sizes,
        int operations,
        long bytes,
        long nanos,
        java.util.Map<Integer, String> refusedKeys,
        String reference,
        long seed) {
      this.refusedKeys = refusedKeys;
      this.reference = reference;
      this.seed = seed;
      this.implementation = implementation;
      this.algorithm = algorithm;
      this.vectors = vectors;
      this.sizes = sizes;
      this.operations = operations;
      this.bytes = bytes;
      this.nanos = nanos;
    }

    @Override
    public String toString() {
      return String.format(
          "%s %s: %d published vectors and %d sizes right against %s, seed %d (%d operations, "
              + "%.1f MB, %.2f s)%s",
          implementation,
          algorithm.transformation(),
          vectors,
          sizes,
          reference,
          seed,
          operations,
          bytes / 1e6,
          nanos / 1e9,
          refusedKeys.isEmpty() ? "" : "; refuses " + refusedKeys);
    }
  }

  private static final AesUnderTest REFERENCE = new ReferenceAes();

  /**
   * Bouncy Castle's providers (BC, BCFIPS) are compared with SunJCE: never with their own code
   * base.
   */
  private static final AesUnderTest SUNJCE_REFERENCE =
      new JcaAes(java.security.Security.getProvider("SunJCE"));

  private static final java.util.Set<String> CHECKED_REFERENCES =
      java.util.Collections.synchronizedSet(new java.util.HashSet<String>());

  /**
   * The property that repeats a check's random inputs (its seed, printed with every result and
   * failure).
   */
  public static final String SEED_PROPERTY = "pmebench.cipherCheck.seed";

  /**
   * Also encrypt in updates of 1 to 15 bytes (JDK-8292158's pattern). PME never does: it encrypts a
   * module in one {@code doFinal}. The benchmark forks check PME's calls only, so that a JDK whose
   * streaming AES-CTR is wrong (11.0.13 on AVX-512) still measures the path PME takes, which is
   * right; {@link CipherCheckMain} checks both and tells them apart.
   */
  private final boolean updates;

  private final AesUnderTest impl;
  private final AesUnderTest reference;
  private final AesAlgorithm algorithm;

  /** The random inputs' seed: new in every check (every fork), unless the property repeats one. */
  private final long seed;

  private int operations;
  private long bytes;

  private CipherCheck(AesUnderTest impl, AesAlgorithm algorithm, boolean updates) {
    this.updates = updates;
    this.impl = impl;
    this.reference = referenceFor(impl);
    this.algorithm = algorithm;
    Long repeat = Long.getLong(SEED_PROPERTY);
    this.seed = repeat != null ? repeat : new Random().nextLong();
  }

  /**
   * The reference {@code impl} is compared with: Bouncy Castle's engine, or SunJCE for Bouncy
   * Castle itself.
   */
  static AesUnderTest referenceFor(AesUnderTest impl) {
    return impl.name().startsWith("BC") ? SUNJCE_REFERENCE : REFERENCE;
  }

  /**
   * The implementation the suite measures under that provider name (a JCA provider or
   * commons-crypto).
   */
  public static AesUnderTest implementation(String provider) {
    return CryptoProviders.COMMONS_CRYPTO.equals(provider)
        ? new CommonsCryptoAes()
        : new JcaAes(CryptoProviders.byName(provider));
  }

  /**
   * Checks the named provider's {@code algorithm} as PME calls it (one {@code doFinal} per module)
   * at {@code sizes} (see {@link CheckSizes#forRun}) with keys of {@code keyBits}; the vectors of
   * other key sizes are checked where the implementation takes them. A key size of {@code keyBits}
   * it refuses fails the check.
   */
  public static Result run(
      String provider, AesAlgorithm algorithm, Collection<Integer> sizes, int... keyBits) {
    return run(implementation(provider), algorithm, sizes, false, keyBits);
  }

  /** {@link #run}, and then the same sizes encrypted and decrypted in updates of 1 to 15 bytes. */
  public static Result runWithUpdates(
      String provider, AesAlgorithm algorithm, Collection<Integer> sizes, int... keyBits) {
    return run(implementation(provider), algorithm, sizes, true, keyBits);
  }

  static Result run(
      AesUnderTest impl,
      AesAlgorithm algorithm,
      Collection<Integer> sizes,
      boolean updates,
      int... keyBits) {
    long start = System.nanoTime();
    CipherCheck check = new CipherCheck(impl, algorithm, updates);
    checkReference(check.reference);
    java.util.Map<Integer, String> refused = check.refusedKeySizes();
    for (int bits : keyBits) {
      if (refused.containsKey(bits)) {
        throw check.wrong(
            "refuses " + bits + "-bit keys, which the run uses: " + refused.get(bits));
      }
    }
    int vectors = check.knownAnswers(refused.keySet());
    check.randomInputs(sizes, keyBits.length == 0 ? new int[] {128} : keyBits);
    return new Result(
        impl.name(),
        algorithm,
        vectors,
        sizes.size(),
        check.operations,
        check.bytes,
        System.nanoTime() - start,
        refused,
        check.reference.name(),
        check.seed);
  }

  /** The key sizes of the published vectors this implementation will not take, and why. */
  private java.util.Map<Integer, String> refusedKeySizes() {
    java.util.Map<Integer, String> refused = new java.util.TreeMap<Integer, String>();
    for (KnownAnswer v : KnownAnswers.of(algorithm)) {
      int bits = 8 * v.key.length;
      if (v.valid && !refused.containsKey(bits)) {
        try {
          impl.run(true, algorithm, v.key, v.iv, v.aad, v.plaintext, NO_PARTS);
          refused.put(bits, null);
        } catch (GeneralSecurityException | RuntimeException e) {
          refused.put(bits, CryptoProviders.oneLine(e));
        }
      }
    }
    refused.values().removeIf(java.util.Objects::isNull);
    return refused;
  }

  /**
   * A reference must pass the published vectors before anything is compared with it (once per JVM).
   */
  private static void checkReference(AesUnderTest reference) {
    if (!CHECKED_REFERENCES.contains(reference.name())) {
      for (AesAlgorithm a : AesAlgorithm.values()) {
        new CipherCheck(reference, a, false)
            .knownAnswers(java.util.Collections.<Integer>emptySet());
      }
      CHECKED_REFERENCES.add(reference.name());
    }
  }

  private int knownAnswers(java.util.Set<Integer> refusedKeyBits) {
    int checked = 0;
    for (KnownAnswer v : KnownAnswers.of(algorithm)) {
      if (refusedKeyBits.contains(8 * v.key.length)) {
        continue;
      }
      checked++;
      if (v.valid) {
        expect(
            v.sealed,
            call(true, v.key, v.iv, v.aad, v.plaintext, NO_PARTS, v.source),
            "encrypt " + v.source,
            -1);
        expect(
            v.plaintext,
            call(false, v.key, v.iv, v.aad, v.sealed, NO_PARTS, v.source),
            "decrypt " + v.source,
            -1);
      } else {
        expectRefused(v.key, v.iv, v.aad, v.sealed, v.source);
      }
    }
    return checked;
  }

  private void randomInputs(Collection<Integer> sizes, int[] keyBits) {
    Random random = new Random(seed);
    int turn = 0;
    for (int size : sizes) {
      byte[] key =
          bytes(random, keyBits[turn++ % keyBits.length] / 8); // the run's key sizes in turn
      byte[] nonce = bytes(random, AesAlgorithm.NONCE_LENGTH);
      byte[] iv = algorithm == AesAlgorithm.GCM ? nonce : AesUnderTest.counterBlock(nonce);
      byte[] aad =
          algorithm == AesAlgorithm.GCM ? bytes(random, 1 + random.nextInt(40)) : new byte[0];
      byte[] plain = bytes(random, size);
      String what = size + " bytes";
      byte[] expected = reference(true, key, iv, aad, plain, what);
      expect(expected, call(true, key, iv, aad, plain, NO_PARTS, what), "encrypt of " + what, size);
      expect(
          plain, call(false, key, iv, aad, expected, NO_PARTS, what), "decrypt of " + what, size);
      for (int[] parts :
          updates ? CheckSizes.partsFor(size) : java.util.Collections.<int[]>emptyList()) {
        String cut = what + " in updates of " + describe(parts);
        // A nonce of its own per encryption: SunJCE refuses a GCM key and nonce used twice in a
        // row.
        byte[] partNonce = bytes(random, AesAlgorithm.NONCE_LENGTH);
        byte[] partIv =
            algorithm == AesAlgorithm.GCM ? partNonce : AesUnderTest.counterBlock(partNonce);
        byte[] partExpected = reference(true, key, partIv, aad, plain, cut);
        expect(
            partExpected,
            call(true, key, partIv, aad, plain, parts, cut),
            "encrypt of " + cut,
            size);
        expect(
            plain,
            call(false, key, partIv, aad, partExpected, parts, cut),
            "decrypt of " + cut,
            size);
      }
      if (algorithm == AesAlgorithm.GCM) {
        byte[] forged = expected.clone();
        forged[random.nextInt(forged.length)] ^= 1 << random.nextInt(8);
        expectRefused(key, iv, aad, forged, what + " with one bit changed");
      }
    }
  }

  private static final int[] NO_PARTS = new int[0];

  private byte[] call(
      boolean encrypt, byte[] key, byte[] iv, byte[] aad, byte[] in, int[] parts, String what) {
    operations++;
    bytes += in.length;
    try {
      return impl.run(encrypt, algorithm, key, iv, aad, in, parts);
    } catch (GeneralSecurityException | RuntimeException e) {
      throw wrong(
          (encrypt ? "refused to encrypt " : "refused to decrypt ")
              + what
              + ": "
              + CryptoProviders.oneLine(e));
    }
  }

  private byte[] reference(
      boolean encrypt, byte[] key, byte[] iv, byte[] aad, byte[] in, String what) {
    try {
      return reference.run(encrypt, algorithm, key, iv, aad, in, NO_PARTS);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("the reference failed on " + what + ": " + e, e);
    }
  }

  private void expect(byte[] expected, byte[] actual, String what, int size) {
    if (Arrays.equals(expected, actual)) {
      return;
    }
    int at = 0;
    while (at < Math.min(expected.length, actual.length) && expected[at] == actual[at]) {
      at++;
    }
    String detail =
        expected.length != actual.length
            ? actual.length + " bytes out, " + expected.length + " expected"
            : "first wrong byte at offset "
                + at
                + " of "
                + actual.length
                + (algorithm == AesAlgorithm.GCM && at >= actual.length - algorithm.tagLength()
                    ? " (the tag)"
                    : "");
    throw wrong("wrong output: " + what + " (" + detail + ")");
  }

  private void expectRefused(byte[] key, byte[] iv, byte[] aad, byte[] sealed, String what) {
    operations++;
    bytes += sealed.length;
    try {
      impl.run(false, algorithm, key, iv, aad, sealed, NO_PARTS);
    } catch (GeneralSecurityException | RuntimeException refused) {
      return;
    }
    throw wrong("accepted a forgery: decrypted " + what + ", whose tag does not authenticate it");
  }

  private WrongCipherOutput wrong(String what) {
    return WrongCipherOutput.of(
        impl.name(),
        algorithm,
        what
            + " (against "
            + reference.name()
            + "; random inputs "
            + "of seed "
            + seed
            + ", -D"
            + SEED_PROPERTY
            + "="
            + seed
            + " repeats them)");
  }

  private static String describe(int[] parts) {
    if (parts.length > 3) {
      return "1 to 15 bytes (" + parts.length + " updates)";
    }
    return Arrays.toString(parts) + " then the rest";
  }

  private static byte[] bytes(Random random, int n) {
    byte[] b = new byte[n];
    random.nextBytes(b);
    return b;
  }
}
