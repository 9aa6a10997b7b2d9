package org.pmebench.family.cipher;

import java.util.ArrayList;
import java.util.List;
import org.pmebench.crypto.ChunkSize;
import org.pmebench.run.Choices;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.UserError;
import picocli.CommandLine.Option;

/**
 * The cipher family's options on {@code run}, as given, and the one thing they do: make its {@link
 * CipherMatrix}, checked (a bad value is a {@link UserError}); unset ones keep the profile's.
 */
final class CipherOptions {
  @Option(
      names = "--sizes",
      split = ",",
      paramLabel = "SIZE",
      description =
          "cipher: chunk sizes, e.g. 16B,1KiB,4MiB (profile default; up to 1GiB on request).")
  List<String> sizes;

  @Option(
      names = "--threads",
      split = ",",
      paramLabel = "N",
      description = "cipher: thread counts, e.g. 1,8.")
  List<Integer> threads;

  @Option(names = "--algorithms", split = ",", paramLabel = "A", description = "cipher: gcm, ctr.")
  List<String> algorithms;

  @Option(
      names = "--operations",
      split = ",",
      paramLabel = "OP",
      description = "cipher: encrypt, decrypt.")
  List<String> operations;

  @Option(
      names = "--no-cold",
      description = "cipher: skip the cold measurement (fresh JVM, first operation).")
  boolean noCold;

  @Option(
      names = "--key-bits",
      paramLabel = "BITS",
      description = "cipher: AES key length: 128 (default), 192 or 256.")
  Integer keyBits;

  @Option(
      names = "--jit-warmup-ops",
      paramLabel = "N",
      description =
          "cipher: small-chunk operations per warm fork before timing (default 10000; 0 = time-based warm-up only).")
  Integer jitWarmupOps;

  @Option(
      names = "--jit-warmup-chunk",
      paramLabel = "SIZE",
      description =
          "cipher: chunk size of those operations (default 4KiB; the measured size warms its own code path).")
  String jitWarmupChunk;

  /**
   * The matrix these options give with {@code profile} and the run's {@code variants}; a bad value
   * is a {@link UserError}.
   */
  CipherMatrix matrix(MeasurementProfile profile, List<JvmVariant> variants) {
    CipherMatrix m = CipherMatrix.defaults(profile);
    if (sizes != null) {
      for (String s : sizes) {
        checkChunkSize(s);
      }
      m.sizes = sizes;
    }
    if (threads != null) {
      UserError.requireEachWithin("thread count", threads, 1, 256);
      m.threads = threads;
    }
    m.algorithms =
        Choices.checkOrDefault("algorithm", algorithms, CipherMatrix.ALGORITHMS, m.algorithms);
    m.operations =
        Choices.checkOrDefault("operation", operations, CipherMatrix.OPERATIONS, m.operations);
    if (variants != null) {
      m.variants = variants;
      List<JvmVariant> cold = new ArrayList<JvmVariant>(m.coldVariants);
      cold.retainAll(variants);
      m.coldVariants = cold;
    }
    if (noCold) {
      m.coldVariants = new ArrayList<JvmVariant>();
    }
    if (keyBits != null) {
      if (!CipherMatrix.KEY_BITS.contains(keyBits)) {
        throw new UserError("invalid key length " + keyBits + "; allowed: 128, 192, 256");
      }
      m.keyBits = keyBits;
    }
    if (jitWarmupOps != null) {
      if (jitWarmupOps < 0) {
        throw new UserError("invalid --jit-warmup-ops " + jitWarmupOps + "; use 0 or more");
      }
      m.jitWarmupOps = jitWarmupOps;
    }
    if (jitWarmupChunk != null) {
      checkChunkSize(jitWarmupChunk);
      m.jitWarmupChunk = jitWarmupChunk;
    }
    return m;
  }

  /** Refuses a chunk size {@link ChunkSize} cannot parse, with its message. */
  private static void checkChunkSize(String size) {
    try {
      ChunkSize.parse(size);
    } catch (IllegalArgumentException e) {
      throw new UserError(e.getMessage());
    }
  }
}
