package org.pmebench.cipher;

import java.security.GeneralSecurityException;
import java.util.Random;
import java.util.concurrent.TimeUnit;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.ThreadParams;
import org.pmebench.crypto.AesAlgorithm;
import org.pmebench.crypto.ChunkCipher;
import org.pmebench.crypto.ChunkSize;
import org.pmebench.crypto.NonceSequence;
import org.pmebench.crypto.check.CheckReport;
import org.pmebench.crypto.check.CheckSizes;
import org.pmebench.crypto.check.CipherCheck;
import org.pmebench.crypto.check.MeasuredAnswer;
import org.pmebench.jvm.VmFlagGuard;

/**
 * Raw throughput of one AES construction on chunks of one size: each operation is what PME does per
 * module, {@code init} with a nonce and one {@code doFinal} into a preallocated buffer. Every
 * thread has its own cipher, key and buffers, so threads share nothing but the CPU. Bytes per
 * second = ops/s x chunkSize (the plaintext length, tag not counted).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(
    value = 3,
    jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public abstract class AesChunkBenchmark {

  @Param({"SunJCE", "BC"})
  public String provider;

  @Param({"128"})
  public int keyBits;

  @Param({"16B", "64B", "1KiB", "16KiB", "64KiB", "256KiB", "512KiB", "1MiB", "4MiB", "16MiB"})
  public String chunkSize;

  /**
   * Operations run in setup, untimed, through the same cipher object before any timed iteration.
   * HotSpot uses the AES/GHASH intrinsics only once the JDK's calling methods are C2-compiled,
   * which takes thousands of invocations: a 16 MiB chunk at a few ops/s would hardly get there
   * within time-based warm-up. 0 switches this off (the planner does so for the cold measurement).
   */
  @Param({"10000"})
  public int jitWarmupOps;

  /**
   * Chunk size of those operations (at most {@code chunkSize}). Small chunks compile the code that
   * small and medium chunks use, cheaply; but a JDK may route large chunks through methods small
   * ones never call (JDK 17's GCM does above 64 KiB), which then stay slow until they are compiled
   * too. Set it to the measured size, or to a size on the same path, to measure that path fully
   * compiled.
   */
  @Param({"4KiB"})
  public String jitWarmupChunk;

  private ChunkCipher cipher;
  private byte[] key;
  private NonceSequence nonces;
  private int plaintextLength;

  /** Plaintext for encrypt; receives the plaintext for decrypt. */
  private byte[] plain;

  /** Receives the ciphertext for encrypt; holds the ciphertext for decrypt. */
  private byte[] sealed;

  private byte[] decryptNonce;
  private int sealedLength;

  protected abstract AesAlgorithm algorithm();

  @Setup(Level.Trial)
  public void setUp(BenchmarkParams benchmark, ThreadParams thread)
      throws GeneralSecurityException {
    VmFlagGuard.check();
    plaintextLength = ChunkSize.parse(chunkSize);
    Random random = new Random(1234L + thread.getThreadIndex());
    key = new byte[keyBits / 8];
    random.nextBytes(key);
    cipher = ChunkCipher.create(algorithm(), key, provider);
    plain = new byte[algorithm().ciphertextLength(plaintextLength)];
    sealed = new byte[plain.length];
    byte[] data = new byte[plaintextLength];
    random.nextBytes(data);
    System.arraycopy(data, 0, plain, 0, plaintextLength);
    nonces = new NonceSequence(thread.getThreadIndex());
    // Only the decrypt benchmark needs a ciphertext; encrypting for it would warm the encrypt
    // path before the cold (single-shot) measurement of encrypt.
    boolean decrypt = benchmark.getBenchmark().endsWith(".decrypt");
    if (decrypt) {
      decryptNonce = nonces.next();
      sealedLength = cipher.encrypt(decryptNonce, plain, plaintextLength, sealed);
    }
    warmUpJit(decrypt);
    if (jitWarmupOps > 0) {
      // Checked once compiled, before any timed iteration: the cold measurement is checked after
      // it.
      checkOutput(thread, "after its JIT warm-up");
    }
  }

  /**
   * The benchmark's answers checked, never only its speed: the published vectors and random inputs
   * around this size through a fresh cipher of the provider, then this cipher object's own answer
   * at the measured size on its own buffers. A wrong answer fails the benchmark with a finding.
   */
  private void checkOutput(ThreadParams thread, String when) throws GeneralSecurityException {
    if (thread.getThreadIndex() == 0) {
      CheckReport.print(
          "cipher check "
              + when
              + ": "
              + CipherCheck.run(
                  provider,
                  algorithm(),
                  CheckSizes.forRun(
                      java.util.Collections.singleton(
                          Math.min(plaintextLength, CheckSizes.LARGEST_RANDOM))),
                  keyBits));
    }
    byte[] nonce = nonces.next();
    int n = cipher.encrypt(nonce, plain, plaintextLength, sealed);
    long before = MeasuredAnswer.crc(plain, plaintextLength);
    MeasuredAnswer.check(cipher, key, nonce, plain, plaintextLength, sealed, n);
    if (cipher.decrypt(nonce, sealed, n, plain) != plaintextLength
        || MeasuredAnswer.crc(plain, plaintextLength) != before) {
      throw MeasuredAnswer.wrongDecrypt(cipher, plaintextLength);
    }
    if (decryptNonce != null) {
      // The decrypt benchmark's ciphertext, which the check overwrote.
      decryptNonce = nonces.next();
      sealedLength = cipher.encrypt(decryptNonce, plain, plaintextLength, sealed);
    }
  }

  @TearDown(Level.Trial)
  public void checkAfterMeasurement(ThreadParams thread) throws GeneralSecurityException {
    checkOutput(thread, "after the measurement");
  }

  private void warmUpJit(boolean decrypt) throws GeneralSecurityException {
    if (jitWarmupOps == 0) {
      return;
    }
    int length = Math.min(plaintextLength, ChunkSize.parse(jitWarmupChunk));
    byte[] in = new byte[algorithm().ciphertextLength(length)];
    byte[] out = new byte[in.length];
    byte[] nonce = nonces.next();
    int sealedSmall = cipher.encrypt(nonce, in, length, out);
    for (int i = 0; i < jitWarmupOps; i++) {
      if (decrypt) {
        cipher.decrypt(nonce, out, sealedSmall, in);
      } else {
        cipher.encrypt(nonces.next(), in, length, out);
      }
    }
  }

  @Benchmark
  public int encrypt() throws GeneralSecurityException {
    return cipher.encrypt(nonces.next(), plain, plaintextLength, sealed);
  }

  @Benchmark
  public int decrypt() throws GeneralSecurityException {
    return cipher.decrypt(decryptNonce, sealed, sealedLength, plain);
  }
}
