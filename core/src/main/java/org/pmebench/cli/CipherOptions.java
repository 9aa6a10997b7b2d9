package org.pmebench.cli;

import java.util.ArrayList;
import java.util.List;
import org.pmebench.bench.ChunkSize;
import org.pmebench.bench.CipherMatrix;
import org.pmebench.bench.CipherRunPlanner;
import org.pmebench.bench.ForkSettings;
import org.pmebench.bench.JmhInvocation;
import org.pmebench.bench.JvmVariant;
import org.pmebench.bench.MeasurementProfile;
import org.pmebench.bench.Pairing;
import picocli.CommandLine.Option;

/** Options of the {@code cipher} family; unset ones keep the profile's defaults. */
final class CipherOptions extends BenchmarkFamily<CipherMatrix> {
  @Override
  String id() {
    return "cipher";
  }

  @Option(names = "--sizes", split = ",", paramLabel = "SIZE",
      description = "cipher: chunk sizes, e.g. 16B,1KiB,4MiB (profile default; up to 1GiB on request).")
  List<String> sizes;

  @Option(names = "--threads", split = ",", paramLabel = "N", description = "cipher: thread counts, e.g. 1,8.")
  List<Integer> threads;

  @Option(names = "--algorithms", split = ",", paramLabel = "A", description = "cipher: gcm, ctr.")
  List<String> algorithms;

  @Option(names = "--operations", split = ",", paramLabel = "OP", description = "cipher: encrypt, decrypt.")
  List<String> operations;

  @Option(names = "--no-cold", description = "cipher: skip the cold measurement (fresh JVM, first operation).")
  boolean noCold;

  @Option(names = "--key-bits", paramLabel = "BITS", description = "cipher: AES key length: 128 (default), 192 or 256.")
  Integer keyBits;

  @Option(names = "--jit-warmup-ops", paramLabel = "N",
      description = "cipher: small-chunk operations per warm fork before timing (default 10000; 0 = time-based warm-up only).")
  Integer jitWarmupOps;

  @Option(names = "--jit-warmup-chunk", paramLabel = "SIZE",
      description = "cipher: chunk size of those operations (default 4KiB; the measured size warms its own code path).")
  String jitWarmupChunk;

  @Override
  CipherMatrix matrix(MeasurementProfile profile, List<JvmVariant> variants, Pairing pairing) {
    CipherMatrix m = CipherMatrix.defaults(profile);
    if (sizes != null) {
      for (String s : sizes) {
        try {
          ChunkSize.parse(s);
        } catch (IllegalArgumentException e) {
          throw new UserError(e.getMessage());
        }
      }
      m.sizes = sizes;
    }
    if (threads != null) {
      for (int t : threads) {
        if (t < 1 || t > 256) {
          throw new UserError("invalid thread count " + t + "; use 1 to 256");
        }
      }
      m.threads = threads;
    }
    if (algorithms != null) {
      m.algorithms = Choices.check("algorithm", algorithms, CipherMatrix.ALGORITHMS);
    }
    if (operations != null) {
      m.operations = Choices.check("operation", operations, CipherMatrix.OPERATIONS);
    }
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
      try {
        ChunkSize.parse(jitWarmupChunk);
      } catch (IllegalArgumentException e) {
        throw new UserError(e.getMessage());
      }
      m.jitWarmupChunk = jitWarmupChunk;
    }
    return m;
  }

  @Override
  void useProviders(CipherMatrix matrix, List<String> chosen) {
    matrix.providers = chosen;
  }

  @Override
  void checkHeap(CipherMatrix matrix, long physicalMemoryBytes) {
    checkFits(matrix.heapBytes(matrix.maxThreads()), physicalMemoryBytes, "chunk size "
        + ChunkSize.format(matrix.largestChunkBytes()) + " with " + matrix.maxThreads() + " threads");
  }

  /** Its MB/s are absolute numbers, which sampling slows: profiled only on request. */
  @Override
  CpuProfiling cpuProfiling() {
    return CpuProfiling.ON_REQUEST;
  }

  @Override
  List<JmhInvocation> plan(ForkSettings forks, CipherMatrix matrix) {
    return new CipherRunPlanner(forks).plan(matrix);
  }
}
