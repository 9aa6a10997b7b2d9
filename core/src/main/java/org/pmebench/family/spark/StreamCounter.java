package org.pmebench.family.spark;

/**
 * The counters the Spark stream benchmark ({@code SparkCryptoStreamBenchmark}, spark module)
 * records per iteration, by their names in JMH's JSON: written there by {@code
 * SparkStreamCounters}, one method each (a test in the spark module holds the two to each other),
 * read here by {@link StreamCosts}.
 */
public enum StreamCounter {
  STREAM_ROUNDS("streamRounds"),
  OPENSSL_ROUNDS("opensslRounds"),
  SMALL_STREAMS("smallStreams"),
  SMALL_BYTES("smallBytes"),
  LARGE_STREAMS("largeStreams"),
  LARGE_BYTES("largeBytes"),
  SMALL_PLAIN_WALL_NANOS("smallPlainWallNanos"),
  SMALL_ENCRYPTED_WALL_NANOS("smallEncryptedWallNanos"),
  LARGE_PLAIN_WALL_NANOS("largePlainWallNanos"),
  LARGE_ENCRYPTED_WALL_NANOS("largeEncryptedWallNanos"),
  SMALL_PLAIN_CPU_NANOS("smallPlainCpuNanos"),
  SMALL_ENCRYPTED_CPU_NANOS("smallEncryptedCpuNanos"),
  LARGE_PLAIN_CPU_NANOS("largePlainCpuNanos"),
  LARGE_ENCRYPTED_CPU_NANOS("largeEncryptedCpuNanos");

  /** The counter's name in JMH's JSON. */
  public final String key;

  StreamCounter(String key) {
    this.key = key;
  }
}
