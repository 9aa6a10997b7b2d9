package org.pmebench.crypto;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import org.apache.parquet.crypto.AesMode;
import org.apache.parquet.crypto.ModuleCipherFactory;
import org.apache.parquet.format.BlockCipher;

/**
 * The crypto work of one file read or write, and nothing else: the modules {@link ModuleRecorder}
 * saw, replayed in order through parquet's own module ciphers ({@link ModuleCipherFactory}), with
 * the same keys, AADs and sizes, through the same provider. Timed next to the file itself, it is
 * the cost model's prediction of what PME adds: cipher objects x per-object cost + modules x
 * per-call cost + bytes x per-byte cost, without assuming any of them. Decryption replays the
 * recorded ciphertexts (so tags verify); encryption encrypts zeros of the recorded lengths under
 * fresh random nonces, as parquet does.
 */
public final class ModuleReplay {
  /** One module's cipher call, on the cipher objects of the run. */
  private interface Call {
    int run(Object[] ciphers);
  }

  /** Creates one of the run's cipher objects through parquet's factory, as the file did. */
  private interface Setup {
    Object create();
  }

  private final List<Setup> setups;
  private final List<Call> calls;

  /** Per call: whether it is a CTR module (else GCM). */
  private final boolean[] ctr;

  /**
   * Per call: its weight in the per-call part of its construction's module time (see {@link
   * ReplaySplit}); 0 for every call of a construction whose sizes do not separate.
   */
  private final double[] callWeights;

  public final ModuleCounts counts;

  /**
   * How the last {@link #run()} spent its time: cipher objects, and each construction's modules
   * with their per-call part.
   */
  private final ReplaySplit last = new ReplaySplit();

  private ModuleReplay(
      List<Setup> setups,
      List<Call> calls,
      boolean[] ctr,
      double[] callWeights,
      ModuleCounts counts) {
    this.setups = setups;
    this.calls = calls;
    this.ctr = ctr;
    this.callWeights = callWeights;
    this.counts = counts;
  }

  /**
   * The replay of a recording: every run creates as many module ciphers as the file did (each costs
   * a {@code Cipher.getInstance} and, at its first init, a key schedule) and sends each module
   * through the cipher object that handled it in the file.
   */
  public static ModuleReplay of(ModuleRecorder.Recording recording) {
    int n = recording.ciphers.size();
    ModuleRecorder.Module[] first = new ModuleRecorder.Module[n];
    for (ModuleRecorder.Module m : recording.modules) {
      if (m.cipher < 0 || m.cipher >= n) {
        throw new IllegalArgumentException(
            "module of cipher " + m.cipher + " outside the recording's " + n);
      }
      if (first[m.cipher] == null) {
        first[m.cipher] = m;
      }
    }
    // A cipher object that handled no module is made like the recording's first (its key, its
    // direction).
    ModuleRecorder.Module any = recording.modules.isEmpty() ? null : recording.modules.get(0);
    List<Setup> setups = new ArrayList<Setup>();
    for (int i = 0; i < n; i++) {
      setups.add(setup(recording.ciphers.get(i), first[i] != null ? first[i] : any));
    }
    List<Call> calls = new ArrayList<Call>();
    long[] c = new long[4];
    int k = recording.modules.size();
    boolean[] ctr = new boolean[k];
    double[] sizes = new double[k];
    for (int i = 0; i < k; i++) {
      ModuleRecorder.Module m = recording.modules.get(i);
      ctr[i] = m.algorithm != AesAlgorithm.GCM;
      sizes[i] = m.plaintextLength();
    }
    for (final ModuleRecorder.Module m : recording.modules) {
      final byte[] aad = m.algorithm == AesAlgorithm.GCM ? m.aad : null;
      final int cipher = m.cipher;
      if (m.encrypt) {
        final byte[] plaintext = new byte[m.plaintextLength()];
        calls.add(
            ciphers -> ((BlockCipher.Encryptor) ciphers[cipher]).encrypt(plaintext, aad).length);
      } else {
        final byte[] module = module(m);
        calls.add(ciphers -> ((BlockCipher.Decryptor) ciphers[cipher]).decrypt(module, aad).length);
      }
      int a = m.algorithm == AesAlgorithm.GCM ? 0 : 2;
      c[a]++;
      c[a + 1] += m.plaintextLength();
    }
    return new ModuleReplay(
        setups,
        calls,
        ctr,
        ReplaySplit.callWeights(sizes, ctr),
        new ModuleCounts(c[0], c[1], c[2], c[3], n));
  }

  /** A cipher object as parquet made it, from {@code like}'s direction and key. */
  private static Setup setup(AesAlgorithm algorithm, ModuleRecorder.Module like) {
    final AesMode mode = algorithm == AesAlgorithm.GCM ? AesMode.GCM : AesMode.CTR;
    if (like == null) {
      final byte[] key = new byte[16];
      key[0] = 1;
      return () -> ModuleCipherFactory.getDecryptor(mode, key);
    }
    final byte[] key = like.key;
    final ModuleRecorder.Module first = like;
    if (first != null && first.encrypt) {
      return () -> ModuleCipherFactory.getEncryptor(mode, key);
    }
    return () -> ModuleCipherFactory.getDecryptor(mode, key);
  }

  /**
   * PME's module layout: 4-byte little-endian length, the 12-byte nonce, the ciphertext (with GCM's
   * tag).
   */
  static byte[] module(ModuleRecorder.Module m) {
    int length = AesAlgorithm.NONCE_LENGTH + m.input.length;
    ByteBuffer b = ByteBuffer.allocate(4 + length).order(ByteOrder.LITTLE_ENDIAN);
    b.putInt(length);
    b.put(m.iv, 0, AesAlgorithm.NONCE_LENGTH);
    b.put(m.input);
    return b.array();
  }

  /**
   * Creates the run's cipher objects and replays every module once; returns the bytes the ciphers
   * produced (to be consumed). The wall clock is read around the objects' creation and around every
   * module (about 20 ns per read, inside the replay's own time) for {@link #lastSplit()}.
   */
  public long run() {
    long t0 = System.nanoTime();
    Object[] ciphers = new Object[setups.size()];
    for (int i = 0; i < ciphers.length; i++) {
      ciphers[i] = setups.get(i).create();
    }
    long t = System.nanoTime();
    last.reset(t - t0);
    long produced = 0;
    for (int i = 0; i < ctr.length; i++) {
      produced += calls.get(i).run(ciphers);
      long now = System.nanoTime();
      last.addModule(ctr[i], now - t, callWeights[i]);
      t = now;
    }
    return produced;
  }

  /** How the last run's time divided (the same object every time: read it before the next run). */
  public ReplaySplit lastSplit() {
    return last;
  }
}
