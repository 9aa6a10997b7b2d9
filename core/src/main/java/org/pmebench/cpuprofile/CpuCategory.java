package org.pmebench.cpuprofile;

import java.util.Locale;

/** Where a CPU sample of a benchmark fork was spent. */
public enum CpuCategory {
  /**
   * JCA/JCE code of any provider, the AES/GHASH/CTR intrinsic stubs and native crypto under them.
   */
  CIPHER,
  /**
   * parquet's PME code ({@code org.apache.parquet.crypto}) outside the cipher: AADs, module
   * framing, keys.
   */
  PARQUET_CRYPTO,
  /** Everything else on the benchmark thread: encoding, compression, copies, allocation, I/O. */
  REST,
  /**
   * Benchmark-thread samples without a Java frame to place them by (the stack could not be walked).
   */
  UNATTRIBUTED,
  /** Other threads of the fork: GC, JIT compilers, JMH's own. */
  OTHER_THREADS;

  /** The name used in metric labels and JSON, e.g. {@code parquetCrypto}. */
  public String id() {
    String[] words = name().toLowerCase(Locale.ROOT).split("_");
    StringBuilder s = new StringBuilder(words[0]);
    for (int i = 1; i < words.length; i++) {
      s.append(Character.toUpperCase(words[i].charAt(0))).append(words[i].substring(1));
    }
    return s.toString();
  }
}
