package org.pmebench.crypto;

import java.security.GeneralSecurityException;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.security.Security;
import java.util.Arrays;
import java.util.List;
import javax.crypto.Cipher;

/**
 * A test device, not a crypto provider to use: serves {@code AES/GCM/NoPadding} and {@code
 * AES/CTR/NoPadding} (the two transformations PME asks for) by delegating every call to the
 * provider that would have served it, after busy-waiting {@link #nanosPerByte} for each byte of
 * data. Installed first in the JVM's list, it makes PME's encrypted path slower by a chosen amount
 * exactly where a real regression of the cipher would sit, so the gate's sensitivity can be shown
 * on real runs. Only {@code CalibratedRegression} installs it, and only when a fork was started
 * with its system property (the {@code run --calibrated-regression} option or a test).
 */
public final class SlowedAesProvider extends Provider {
  private static final long serialVersionUID = 1L;
  public static final String NAME = DelegatingCipher.DEVICE_PREFIX + "slowed-aes";
  public static final List<String> TRANSFORMATIONS =
      Arrays.asList("AES/GCM/NoPadding", "AES/CTR/NoPadding");

  /** Busy-wait per byte of data (AAD not counted); 0 = no slowdown. */
  private static volatile double nanosPerByte;

  /**
   * Bytes passed through since the last {@link #resetCounters}, and the nanoseconds spent waiting.
   */
  private static long bytes;

  private static long waitedNanos;

  public SlowedAesProvider() {
    super(
        NAME,
        1.0,
        "pme-bench test device: AES ciphers slowed by a busy wait per byte, delegating to the real ones");
    for (final String transformation : TRANSFORMATIONS) {
      putService(
          new Service(this, "Cipher", transformation, SlowedCipher.class.getName(), null, null) {
            @Override
            public Object newInstance(Object parameter) throws NoSuchAlgorithmException {
              return new SlowedCipher(DelegatingCipher.delegate(transformation));
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
  static final class SlowedCipher extends DelegatingCipher {
    SlowedCipher(Cipher real) {
      super(real);
    }

    @Override
    protected void onData(byte[] input, int offset, int len) {
      slowDown(len);
    }

    @Override
    protected void onData(java.nio.ByteBuffer input) {
      slowDown(input.remaining());
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
