package org.pmebench.crypto;

import java.nio.ByteBuffer;
import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.Security;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.CipherSpi;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.NoSuchPaddingException;
import javax.crypto.ShortBufferException;

/**
 * A test device, not a crypto provider to use: serves {@code AES/GCM/NoPadding} and
 * {@code AES/CTR/NoPadding} (the two transformations PME asks for) by delegating every call to the
 * provider that would have served it, after busy-waiting {@link #nanosPerByte} for each byte of
 * data. Installed first in the JVM's list, it makes PME's encrypted path slower by a chosen amount
 * exactly where a real regression of the cipher would sit, so the gate's sensitivity can be shown
 * on real runs. Only {@code CalibratedRegression} installs it, and only when a fork was started
 * with its system property (the {@code run --calibrated-regression} option or a test).
 */
public final class SlowedAesProvider extends Provider {
  private static final long serialVersionUID = 1L;
  public static final String NAME = "pmebench-slowed-aes";
  public static final List<String> TRANSFORMATIONS = Arrays.asList("AES/GCM/NoPadding", "AES/CTR/NoPadding");

  /** Busy-wait per byte of data (AAD not counted); 0 = no slowdown. */
  private static volatile double nanosPerByte;
  /** Bytes passed through since the last {@link #resetCounters}, and the nanoseconds spent waiting. */
  private static long bytes;
  private static long waitedNanos;

  public SlowedAesProvider() {
    super(NAME, 1.0, "pme-bench test device: AES ciphers slowed by a busy wait per byte, delegating to the real ones");
    for (final String transformation : TRANSFORMATIONS) {
      putService(new Service(this, "Cipher", transformation, SlowedCipher.class.getName(), null, null) {
        @Override
        public Object newInstance(Object parameter) throws NoSuchAlgorithmException {
          return new SlowedCipher(delegate(transformation));
        }
      });
    }
  }

  /** Installs the provider first in the JVM's list (once) and returns it. */
  public static synchronized SlowedAesProvider install() {
    Provider existing = Security.getProvider(NAME);
    if (existing instanceof SlowedAesProvider) {
      return (SlowedAesProvider) existing;
    }
    SlowedAesProvider p = new SlowedAesProvider();
    Security.insertProviderAt(p, 1);
    return p;
  }

  public static void setNanosPerByte(double value) {
    nanosPerByte = value;
  }

  public static synchronized void resetCounters() {
    bytes = 0;
    waitedNanos = 0;
  }

  public static synchronized long bytes() {
    return bytes;
  }

  public static synchronized long waitedNanos() {
    return waitedNanos;
  }

  /** The provider each transformation is delegated to, found once: PME creates ciphers per column and module. */
  private static final Map<String, Provider> DELEGATES = new ConcurrentHashMap<String, Provider>();

  /**
   * The real cipher, from the first other provider that can serve the transformation (SunJCE
   * serves AES/CTR/NoPadding through its "AES" service with modes, not under the full name). The
   * search throws and catches an exception per provider that can't, which costs microseconds: it
   * runs once per transformation, so that the device adds its busy wait and almost nothing else.
   */
  static Cipher delegate(String transformation) throws NoSuchAlgorithmException {
    Provider known = DELEGATES.get(transformation);
    if (known != null) {
      try {
        return Cipher.getInstance(transformation, known);
      } catch (NoSuchPaddingException e) {
        throw new NoSuchAlgorithmException(transformation + " from " + known.getName(), e);
      }
    }
    for (Provider p : Security.getProviders()) {
      if (NAME.equals(p.getName())) {
        continue;
      }
      try {
        Cipher c = Cipher.getInstance(transformation, p);
        DELEGATES.put(transformation, p);
        return c;
      } catch (NoSuchAlgorithmException | NoSuchPaddingException e) {
        // not this one
      }
    }
    throw new NoSuchAlgorithmException("no provider but " + NAME + " offers " + transformation);
  }

  static void slowDown(int length) {
    long wait = (long) (nanosPerByte * length);
    long waited = 0;
    if (wait > 0) {
      long start = System.nanoTime();
      while ((waited = System.nanoTime() - start) < wait) {
        // busy: a regression costs CPU time as well as wall time
      }
    }
    synchronized (SlowedAesProvider.class) {
      bytes += length;
      waitedNanos += waited;
    }
  }

  /** Every data call waits, then goes to the real cipher. */
  static final class SlowedCipher extends CipherSpi {
    private final Cipher real;

    SlowedCipher(Cipher real) {
      this.real = real;
    }

    @Override
    protected void engineSetMode(String mode) throws NoSuchAlgorithmException {
      throw new NoSuchAlgorithmException("only full transformations are served");
    }

    @Override
    protected void engineSetPadding(String padding) throws NoSuchPaddingException {
      throw new NoSuchPaddingException("only full transformations are served");
    }

    @Override
    protected int engineGetBlockSize() {
      return real.getBlockSize();
    }

    @Override
    protected int engineGetOutputSize(int inputLen) {
      return real.getOutputSize(inputLen);
    }

    @Override
    protected byte[] engineGetIV() {
      return real.getIV();
    }

    @Override
    protected AlgorithmParameters engineGetParameters() {
      return real.getParameters();
    }

    @Override
    protected int engineGetKeySize(Key key) throws InvalidKeyException {
      byte[] encoded = key.getEncoded();
      if (encoded == null) {
        throw new InvalidKeyException("key has no encoding");
      }
      return encoded.length * 8;
    }

    @Override
    protected void engineInit(int opmode, Key key, SecureRandom random) throws InvalidKeyException {
      real.init(opmode, key, random);
    }

    @Override
    protected void engineInit(int opmode, Key key, AlgorithmParameterSpec params, SecureRandom random)
        throws InvalidKeyException, InvalidAlgorithmParameterException {
      real.init(opmode, key, params, random);
    }

    @Override
    protected void engineInit(int opmode, Key key, AlgorithmParameters params, SecureRandom random)
        throws InvalidKeyException, InvalidAlgorithmParameterException {
      real.init(opmode, key, params, random);
    }

    @Override
    protected void engineUpdateAAD(byte[] src, int offset, int len) {
      real.updateAAD(src, offset, len);
    }

    @Override
    protected void engineUpdateAAD(ByteBuffer src) {
      real.updateAAD(src);
    }

    @Override
    protected byte[] engineUpdate(byte[] input, int offset, int len) {
      slowDown(len);
      return real.update(input, offset, len);
    }

    @Override
    protected int engineUpdate(byte[] input, int offset, int len, byte[] output, int outputOffset)
        throws ShortBufferException {
      slowDown(len);
      return real.update(input, offset, len, output, outputOffset);
    }

    @Override
    protected int engineUpdate(ByteBuffer input, ByteBuffer output) throws ShortBufferException {
      slowDown(input.remaining());
      return real.update(input, output);
    }

    @Override
    protected byte[] engineDoFinal(byte[] input, int offset, int len)
        throws IllegalBlockSizeException, BadPaddingException {
      slowDown(len);
      return real.doFinal(input, offset, len);
    }

    @Override
    protected int engineDoFinal(byte[] input, int offset, int len, byte[] output, int outputOffset)
        throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
      slowDown(len);
      return real.doFinal(input, offset, len, output, outputOffset);
    }

    @Override
    protected int engineDoFinal(ByteBuffer input, ByteBuffer output)
        throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
      slowDown(input.remaining());
      return real.doFinal(input, output);
    }
  }

  /** Whether PME's transformations now come from this provider, as parquet obtains them. */
  public static boolean servesPme() {
    try {
      for (String t : TRANSFORMATIONS) {
        if (!NAME.equals(Cipher.getInstance(t).getProvider().getName())) {
          return false;
        }
      }
      return true;
    } catch (GeneralSecurityException e) {
      return false;
    }
  }
}
