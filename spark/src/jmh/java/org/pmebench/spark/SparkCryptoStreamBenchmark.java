package org.pmebench.spark;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.apache.spark.SparkConf;
import org.apache.spark.security.CryptoStreamUtils;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.pmebench.paired.ThreadClock;

/**
 * spark.io.encryption's cost per stream and per byte, through Spark's own stream wrapping ({@code
 * CryptoStreamUtils}, as the serializer manager wraps every shuffle block and spill): each
 * operation is one round in which shuffle-sized segments are written through a stream and read
 * back, once plain and once encrypted, for small segments (where the per-stream cost shows: a fresh
 * IV, cipher and buffers for every stream) and large ones (where the per-byte cost shows), the four
 * variants in a freshly shuffled order. What encryption adds is the difference within each round;
 * {@link SparkStreamCounters} carries the sums per iteration, from which the per-stream and
 * per-byte costs follow (org.pmebench.family.spark.StreamCosts).
 *
 * <p>{@code cipher}: {@code jce} and {@code openssl} are commons-crypto's two ciphers; {@code
 * default} is the cipher list as Spark gets it (commons-crypto's default, OpenSSL first, then JCE),
 * which on a host without OpenSSL 1.1 falls back to JCE for every stream after its OpenSSL attempt
 * throws. The setup names the cipher the streams really get and refuses {@code openssl} when it is
 * not OpenSSL's.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(
    value = 3,
    jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
public class SparkCryptoStreamBenchmark {
  /**
   * Segments of a small shuffle block (scale 0.01's blocks are 70-800 bytes) and of a large one.
   */
  static final int SMALL_BYTES = 512;

  static final int LARGE_BYTES = 1 << 20;
  static final int SMALL_STREAMS = 256;
  static final int LARGE_STREAMS = 4;
  static final String OPENSSL = "org.apache.commons.crypto.cipher.OpenSslCipher";
  static final String JCE = "org.apache.commons.crypto.cipher.JceCipher";

  @Param({"jce", "openssl", "default"})
  public String cipher;

  /**
   * Settings the SparkConf holds besides the cipher's: Spark copies every setting into each
   * stream's parameters (CryptoStreamUtils.toCryptoConf), so an application's conf (tens of
   * settings) costs every stream more than a bare one. The suite passes the application's count.
   */
  @Param({"0"})
  public int confSettings;

  /**
   * KiB of other memory each segment's task touches before its streams (0: none, the tight loop).
   * In a query a block's streams run between a task's other work, which evicts their code's and
   * data's cache lines; this puts the same eviction in both variants, so the difference stays
   * encryption's, now with cold caches.
   */
  @Param({"0"})
  public int otherWorkKib;

  private byte[] otherWork = new byte[0];

  private final Random random = new Random();
  private final ThreadClock clock = ThreadClock.system();
  private final byte[] readBuffer = new byte[64 * 1024];
  private SparkConf conf;
  private byte[] key;
  private byte[] small;
  private byte[] large;

  /** The cipher class the streams really get, as the setup found it. */
  String cipherClass;

  @Setup(Level.Trial)
  public void setUp() throws IOException {
    conf = conf(cipher);
    otherWork = new byte[otherWorkKib * 1024];
    for (int i = 0; i < confSettings; i++) {
      // As long as a typical setting: a dotted key and a short value.
      conf.set("spark.pmebench.padding.setting" + i, "value-of-a-typical-spark-setting-" + i);
    }
    key = CryptoStreamUtils.createKey(conf);
    Random data = new Random(42);
    small = new byte[SMALL_BYTES];
    large = new byte[LARGE_BYTES];
    data.nextBytes(small);
    data.nextBytes(large);
    try (OutputStream probe = CryptoStreamUtils.createCryptoOutputStream(new Sink(), conf, key)) {
      cipherClass = SessionCipherProbe.cipherOf(probe);
    } catch (IOException e) {
      cipherClass = "none (" + e.getMessage() + ")";
    }
    if ("openssl".equals(cipher) && !OPENSSL.equals(cipherClass)) {
      throw new IllegalStateException(
          "cipher=openssl: the streams get "
              + cipherClass
              + ", not OpenSSL's: commons-"
              + "crypto needs OpenSSL 1.1's libcrypto.so on LD_LIBRARY_PATH (e.g. .openssl11/ from "
              + "scripts/fetch-openssl11.sh)");
    }
    System.out.println("pmebench-streams: cipher=" + cipher + ": the streams get " + cipherClass);
  }

  /**
   * Spark's settings for {@code cipher}: spark.io.encryption on, and the cipher list it hands
   * commons-crypto.
   */
  static SparkConf conf(String cipher) {
    SparkConf c = new SparkConf(false).set("spark.io.encryption.enabled", "true");
    switch (cipher) {
      case "jce":
        return c.set(SparkSettings.IO_CIPHER_CLASSES, JCE);
      case "openssl":
        return c.set(SparkSettings.IO_CIPHER_CLASSES, OPENSSL);
      case "default":
        return c;
      default:
        throw new IllegalArgumentException(
            "cipher '" + cipher + "'; allowed: jce, openssl, default");
    }
  }

  @Benchmark
  public long round(SparkStreamCounters counters) throws IOException {
    List<Integer> order = new ArrayList<Integer>(4);
    for (int v = 0; v < 4; v++) {
      order.add(v);
    }
    Collections.shuffle(order, random);
    long sum = 0;
    for (int v : order) {
      boolean encrypted = (v & 1) == 1;
      boolean big = v >= 2;
      long c0 = clock.cpuNanos();
      long w0 = clock.wallNanos();
      sum += streams(big ? large : small, big ? LARGE_STREAMS : SMALL_STREAMS, encrypted);
      counters.add(
          big,
          encrypted,
          clock.wallNanos() - w0,
          clock.cpuNanos() - c0,
          big ? LARGE_STREAMS : SMALL_STREAMS,
          (long) (big ? LARGE_BYTES : SMALL_BYTES) * (big ? LARGE_STREAMS : SMALL_STREAMS));
    }
    counters.rounds++;
    if (OPENSSL.equals(cipherClass)) {
      counters.opensslRounds++;
    }
    return sum;
  }

  /**
   * {@code count} streams of {@code segment}, each written and read back, plain or through Spark's
   * crypto streams.
   */
  private long streams(byte[] segment, int count, boolean encrypted) throws IOException {
    long sum = 0;
    for (int i = 0; i < count; i++) {
      // A cache line in each 64 bytes of the other work: written, so it is evicted dirty too.
      for (int b = 0; b < otherWork.length; b += 64) {
        otherWork[b] += (byte) i;
        sum += otherWork[b];
      }
      Sink sink = new Sink();
      OutputStream out =
          encrypted ? CryptoStreamUtils.createCryptoOutputStream(sink, conf, key) : sink;
      out.write(segment);
      out.close();
      InputStream in = new ByteArrayInputStream(sink.bytes(), 0, sink.size());
      if (encrypted) {
        in = CryptoStreamUtils.createCryptoInputStream(in, conf, key);
      }
      for (int n; (n = in.read(readBuffer)) > 0; ) {
        sum += n + readBuffer[n - 1];
      }
      in.close();
    }
    return sum;
  }

  /** A ByteArrayOutputStream whose buffer can be read without a copy. */
  static final class Sink extends java.io.ByteArrayOutputStream {
    byte[] bytes() {
      return buf;
    }
  }
}
