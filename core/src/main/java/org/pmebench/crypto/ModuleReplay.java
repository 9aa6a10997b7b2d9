package org.pmebench.crypto;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.parquet.crypto.AesMode;
import org.apache.parquet.crypto.ModuleCipherFactory;
import org.apache.parquet.format.BlockCipher;

/**
 * The crypto work of one file read or write, and nothing else: the modules {@link ModuleRecorder}
 * saw, replayed in order through parquet's own module ciphers ({@link ModuleCipherFactory}), with
 * the same keys, AADs and sizes, through the same provider. Timed next to the file itself, it is
 * the cost model's prediction of what PME adds: modules x per-call cost + bytes x per-byte cost,
 * without assuming either. Decryption replays the recorded ciphertexts (so tags verify);
 * encryption encrypts zeros of the recorded lengths under fresh random nonces, as parquet does.
 */
public final class ModuleReplay {
  /** One module's cipher call. */
  private interface Call {
    int run();
  }

  private final List<Call> calls;
  public final ModuleCounts counts;

  private ModuleReplay(List<Call> calls, ModuleCounts counts) {
    this.calls = calls;
    this.counts = counts;
  }

  public static ModuleReplay of(List<ModuleRecorder.Module> modules) {
    Map<String, BlockCipher.Decryptor> decryptors = new HashMap<String, BlockCipher.Decryptor>();
    Map<String, BlockCipher.Encryptor> encryptors = new HashMap<String, BlockCipher.Encryptor>();
    List<Call> calls = new ArrayList<Call>();
    long[] n = new long[4];
    for (final ModuleRecorder.Module m : modules) {
      AesMode mode = m.algorithm == AesAlgorithm.GCM ? AesMode.GCM : AesMode.CTR;
      String id = m.algorithm + Arrays.toString(m.key);
      final byte[] aad = m.algorithm == AesAlgorithm.GCM ? m.aad : null;
      if (m.encrypt) {
        final BlockCipher.Encryptor e = encryptors.computeIfAbsent(id, k -> ModuleCipherFactory.getEncryptor(mode,
            m.key));
        final byte[] plaintext = new byte[m.plaintextLength()];
        calls.add(() -> e.encrypt(plaintext, aad).length);
      } else {
        final BlockCipher.Decryptor d = decryptors.computeIfAbsent(id, k -> ModuleCipherFactory.getDecryptor(mode,
            m.key));
        final byte[] module = module(m);
        calls.add(() -> d.decrypt(module, aad).length);
      }
      int a = m.algorithm == AesAlgorithm.GCM ? 0 : 2;
      n[a]++;
      n[a + 1] += m.plaintextLength();
    }
    return new ModuleReplay(calls, new ModuleCounts(n[0], n[1], n[2], n[3]));
  }

  /** PME's module layout: 4-byte little-endian length, the 12-byte nonce, the ciphertext (with GCM's tag). */
  static byte[] module(ModuleRecorder.Module m) {
    int length = AesAlgorithm.NONCE_LENGTH + m.input.length;
    ByteBuffer b = ByteBuffer.allocate(4 + length).order(ByteOrder.LITTLE_ENDIAN);
    b.putInt(length);
    b.put(m.iv, 0, AesAlgorithm.NONCE_LENGTH);
    b.put(m.input);
    return b.array();
  }

  /** Replays every module once; returns the bytes the ciphers produced (to be consumed). */
  public long run() {
    long produced = 0;
    for (Call c : calls) {
      produced += c.run();
    }
    return produced;
  }
}
