package org.pmebench.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The stream benchmark's variants outside JMH: one round writes and reads back every variant's
 * streams (plain and encrypted, small and large segments) and counts them; the cipher each variant
 * names is the one its streams get, and {@code openssl} without OpenSSL 1.1 is refused instead of
 * measuring JCE under OpenSSL's name.
 */
class SparkCryptoStreamBenchmarkTest {
  private static SparkCryptoStreamBenchmark benchmark(String cipher) throws IOException {
    SparkCryptoStreamBenchmark b = new SparkCryptoStreamBenchmark();
    b.cipher = cipher;
    b.setUp();
    return b;
  }

  @Test
  void aRoundRunsEveryVariantAndCountsItsStreamsAndBytes() throws IOException {
    SparkCryptoStreamBenchmark b = benchmark("jce");
    assertEquals(SparkCryptoStreamBenchmark.JCE, b.cipherClass);
    SparkStreamCounters counters = new SparkStreamCounters();
    counters.reset();
    b.round(counters);
    b.round(counters);
    assertEquals(2, counters.streamRounds());
    assertEquals(0, counters.opensslRounds());
    assertEquals(2 * SparkCryptoStreamBenchmark.SMALL_STREAMS, counters.smallStreams(), 0);
    assertEquals(
        2.0 * SparkCryptoStreamBenchmark.LARGE_STREAMS * SparkCryptoStreamBenchmark.LARGE_BYTES,
        counters.largeBytes(),
        0);
    assertTrue(
        counters.smallEncryptedCpuNanos() > 0
            && counters.smallPlainCpuNanos() > 0
            && counters.largeEncryptedCpuNanos() > 0
            && counters.largePlainCpuNanos() > 0);
  }

  @Test
  void defaultNamesTheCipherItGotAndOpensslIsNeverJceInDisguise() throws IOException {
    String got = benchmark("default").cipherClass;
    assertTrue(
        got.equals(SparkCryptoStreamBenchmark.JCE)
            || got.equals(SparkCryptoStreamBenchmark.OPENSSL),
        got);
    if (got.equals(SparkCryptoStreamBenchmark.JCE)) {
      // No OpenSSL 1.1 in this JVM: commons-crypto fell back, and openssl must refuse to run.
      IllegalStateException e =
          assertThrows(IllegalStateException.class, () -> benchmark("openssl"));
      assertTrue(
          e.getMessage().startsWith("cipher=openssl: the streams get none ("), e.getMessage());
    } else {
      assertEquals(SparkCryptoStreamBenchmark.OPENSSL, benchmark("openssl").cipherClass);
    }
    assertThrows(IllegalArgumentException.class, () -> benchmark("aes"));
  }
}
