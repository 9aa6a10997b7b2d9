package org.pmebench.crypto;

import java.io.ByteArrayOutputStream;
import java.security.Key;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.security.Security;
import java.security.spec.AlgorithmParameterSpec;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Callable;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;

/**
 * Records every module PME encrypts or decrypts while an action runs: a provider, installed first
 * for that action only, that serves PME's two transformations by delegating to the provider that
 * would have served them, and notes per doFinal the algorithm, direction, key, IV, AAD and data.
 * What it records is exact (one entry per cipher call parquet makes), so the module counts and
 * bytes of a file need no model of parquet's layout, and the modules can be replayed through
 * parquet's own module ciphers ({@link ModuleReplay}). Untimed setup only: recording copies data.
 */
public final class ModuleRecorder extends Provider {
  private static final long serialVersionUID = 1L;
  public static final String NAME = DelegatingCipher.DEVICE_PREFIX + "module-recorder";

  /** One module as the cipher saw it. */
  public static final class Module {
    public final AesAlgorithm algorithm;
    public final boolean encrypt;
    public final byte[] key;

    /** GCM: the 12-byte nonce; CTR: the 16-byte IV (nonce and block counter). */
    public final byte[] iv;

    /** GCM's additional authenticated data (empty for CTR). */
    public final byte[] aad;

    /**
     * The cipher's input: plaintext when encrypting, ciphertext (with the GCM tag) when decrypting.
     */
    public final byte[] input;

    /** Which cipher object handled it: its index in {@link Recording#ciphers}. */
    public final int cipher;

    Module(
        int cipher,
        AesAlgorithm algorithm,
        boolean encrypt,
        byte[] key,
        byte[] iv,
        byte[] aad,
        byte[] input) {
      this.cipher = cipher;
      this.algorithm = algorithm;
      this.encrypt = encrypt;
      this.key = key;
      this.iv = iv;
      this.aad = aad;
      this.input = input;
    }

    /** The module's plaintext bytes: what the cipher's per-byte cost applies to. */
    public int plaintextLength() {
      return encrypt ? input.length : input.length - algorithm.tagLength();
    }
  }

  /**
   * What an action did with PME's ciphers: every cipher object it created (parquet makes one per
   * module cipher it sets up, e.g. per encrypted column, used or not), in creation order, and every
   * module, in call order.
   */
  public static final class Recording {
    public final List<AesAlgorithm> ciphers;
    public final List<Module> modules;

    public Recording(List<AesAlgorithm> ciphers, List<Module> modules) {
      this.ciphers = Collections.unmodifiableList(new ArrayList<AesAlgorithm>(ciphers));
      this.modules = Collections.unmodifiableList(new ArrayList<Module>(modules));
    }
  }

  private static List<Module> recording;
  private static List<AesAlgorithm> created;

  private ModuleRecorder() {
    super(
        NAME,
        1.0,
        "pme-bench test device: records PME's cipher calls, delegating to the real ciphers");
    for (final AesAlgorithm algorithm : AesAlgorithm.values()) {
      final String transformation = algorithm.transformation();
      putService(
          new Service(this, "Cipher", transformation, RecordingCipher.class.getName(), null, null) {
            @Override
            public Object newInstance(Object parameter) throws NoSuchAlgorithmException {
              return new RecordingCipher(algorithm, DelegatingCipher.delegate(transformation));
            }
          });
    }
  }

  /**
   * Runs {@code action} with the recorder first in the JVM's provider list and returns the cipher
   * objects created during it and their modules, in call order. Ciphers created before keep their
   * provider, so the action must create its own (PME does per file).
   */
  public static synchronized Recording record(Callable<?> action) throws Exception {
    if (Security.getProvider(NAME) != null) {
      throw new IllegalStateException(NAME + " is already recording");
    }
    List<Module> modules = new ArrayList<Module>();
    List<AesAlgorithm> ciphers = new ArrayList<AesAlgorithm>();
    recording = modules;
    created = ciphers;
    Security.insertProviderAt(new ModuleRecorder(), 1);
    try {
      action.call();
    } finally {
      Security.removeProvider(NAME);
      recording = null;
      created = null;
    }
    return new Recording(ciphers, modules);
  }

  private static synchronized void add(Module m) {
    if (recording != null) {
      recording.add(m);
    }
  }

  /** The new cipher object's index in the recording, or -1 outside one. */
  private static synchronized int created(AesAlgorithm algorithm) {
    if (created == null) {
      return -1;
    }
    created.add(algorithm);
    return created.size() - 1;
  }

  /** Collects one module's key, IV, AAD and data between init and doFinal. */
  static final class RecordingCipher extends DelegatingCipher {
    private final AesAlgorithm algorithm;
    private boolean encrypt;
    private byte[] key;
    private byte[] iv;
    private final ByteArrayOutputStream aad = new ByteArrayOutputStream();
    private final ByteArrayOutputStream data = new ByteArrayOutputStream();

    private final int index;

    RecordingCipher(AesAlgorithm algorithm, Cipher real) {
      super(real);
      this.algorithm = algorithm;
      this.index = created(algorithm);
    }

    @Override
    protected void onInit(int opmode, Key key, AlgorithmParameterSpec params) {
      this.encrypt = opmode == Cipher.ENCRYPT_MODE;
      this.key = key.getEncoded();
      this.iv =
          params instanceof GCMParameterSpec
              ? ((GCMParameterSpec) params).getIV()
              : params instanceof IvParameterSpec
                  ? ((IvParameterSpec) params).getIV()
                  : real.getIV();
      aad.reset();
      data.reset();
    }

    @Override
    protected void onAad(byte[] src, int offset, int len) {
      aad.write(src, offset, len);
    }

    @Override
    protected void onData(byte[] input, int offset, int len) {
      if (input != null) {
        data.write(input, offset, len);
      }
    }

    @Override
    protected void onFinal() {
      add(new Module(index, algorithm, encrypt, key, iv, aad.toByteArray(), data.toByteArray()));
      aad.reset();
      data.reset();
    }
  }
}
