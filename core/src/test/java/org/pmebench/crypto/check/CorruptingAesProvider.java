package org.pmebench.crypto.check;

import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.util.concurrent.atomic.AtomicLong;
import javax.crypto.Cipher;
import javax.crypto.CipherSpi;
import javax.crypto.NoSuchPaddingException;

/**
 * A deliberately wrong provider: SunJCE's AES, except that a {@code doFinal} of exactly {@code
 * pmebench.test.corruptSize} bytes (system property, default 1024) encrypts with its first output
 * byte flipped, and with {@code pmebench.test.acceptForgeries=true} a GCM decryption never fails
 * its tag, and with {@code pmebench.test.corruptUpdates=true} an encryption in updates of fewer
 * than 16 bytes goes wrong. With {@code pmebench.test.corruptDecrypts=true} the size's decryption
 * is wrong instead of its encryption, with {@code pmebench.test.corruptOffset=K} the output byte
 * flipped is the K-th (from the end when negative), and with {@code
 * pmebench.test.acceptForgeriesOver=N} only a GCM ciphertext of over N bytes is taken
 * unauthenticated. What the cipher check must catch. With {@code
 * pmebench.test.corruptParquetCtrDecryptsAfter=N} it turns wrong in the middle of a fork and only
 * as parquet calls it: after parquet's N-th AES/CTR decryption of over 1 KiB in one {@code
 * doFinal}, each such decryption's last byte is flipped (GCM-CTR's page data, which no tag guards;
 * in a dictionary page, one value changes without an error). What the checks of the reads must
 * catch, and the cipher check cannot. With {@code pmebench.test.corruptUnlistedSizes=true} it
 * encrypts wrongly every size over 1 KiB that is not in the check's list ({@link
 * CheckSizes#forRun}): wrong only at sizes PME uses, as JDK-8371864 was at some payload sizes. What
 * the check after warm-up, at the run's module sizes, must catch.
 */
public final class CorruptingAesProvider extends Provider {
  private static final long serialVersionUID = 1L;
  public static final String NAME = "pmebench-test-corrupting";

  public CorruptingAesProvider() {
    super(NAME, 1.0, "pme-bench test device: SunJCE's AES with one size corrupted");
    for (final String t : new String[] {"AES/GCM/NoPadding", "AES/CTR/NoPadding"}) {
      putService(
          new Service(this, "Cipher", t, Corrupting.class.getName(), null, null) {
            @Override
            public Object newInstance(Object parameter) throws NoSuchAlgorithmException {
              try {
                return new Corrupting(Cipher.getInstance(t, "SunJCE"), t.contains("GCM"));
              } catch (GeneralSecurityException e) {
                throw new NoSuchAlgorithmException(t, e);
              }
            }
          });
    }
  }

  static final class Corrupting extends CipherSpi {
    private static final AtomicLong PARQUET_CTR_DECRYPTS = new AtomicLong();

    /** Parquet's decryptor is calling (not the cipher check, which calls the cipher itself). */
    private static boolean calledByParquet() {
      for (StackTraceElement e : new Throwable().getStackTrace()) {
        if (e.getClassName().startsWith("org.apache.parquet.crypto.")) {
          return true;
        }
      }
      return false;
    }

    private final Cipher real;
    private final boolean gcm;
    private int mode;

    Corrupting(Cipher real, boolean gcm) {
      this.real = real;
      this.gcm = gcm;
    }

    private static int corruptSize() {
      return Integer.getInteger("pmebench.test.corruptSize", 1024);
    }

    /**
     * A size over the published vectors' that the check before warm-up does not try, when asked to
     * corrupt those.
     */
    private static boolean unlisted(int len) {
      return len > 1024
          && Boolean.getBoolean("pmebench.test.corruptUnlistedSizes")
          && !CheckSizes.forRun(java.util.Collections.<Integer>emptySet()).contains(len);
    }

    @Override
    protected void engineSetMode(String m) throws NoSuchAlgorithmException {}

    @Override
    protected void engineSetPadding(String p) throws NoSuchPaddingException {}

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
    protected void engineInit(int opmode, Key key, SecureRandom random) throws InvalidKeyException {
      mode = opmode;
      real.init(opmode, key, random);
    }

    @Override
    protected void engineInit(
        int opmode, Key key, AlgorithmParameterSpec params, SecureRandom random)
        throws InvalidKeyException, InvalidAlgorithmParameterException {
      mode = opmode;
      real.init(opmode, key, params, random);
    }

    @Override
    protected void engineInit(int opmode, Key key, AlgorithmParameters params, SecureRandom random)
        throws InvalidKeyException, InvalidAlgorithmParameterException {
      mode = opmode;
      real.init(opmode, key, params, random);
    }

    @Override
    protected void engineUpdateAAD(byte[] src, int offset, int len) {
      real.updateAAD(src, offset, len);
    }

    @Override
    protected byte[] engineUpdate(byte[] input, int offset, int len) {
      return real.update(input, offset, len);
    }

    @Override
    protected int engineUpdate(byte[] input, int offset, int len, byte[] output, int outputOffset)
        throws javax.crypto.ShortBufferException {
      int n = real.update(input, offset, len, output, outputOffset);
      if (n > 0
          && len < 16
          && mode == Cipher.ENCRYPT_MODE
          && Boolean.getBoolean("pmebench.test.corruptUpdates")) {
        output[outputOffset] ^= 1; // wrong only when streamed in short updates, as JDK-8292158
      }
      return n;
    }

    @Override
    protected byte[] engineDoFinal(byte[] input, int offset, int len)
        throws javax.crypto.IllegalBlockSizeException, javax.crypto.BadPaddingException {
      byte[] out = new byte[real.getOutputSize(len)];
      try {
        int n = engineDoFinal(input, offset, len, out, 0);
        return java.util.Arrays.copyOf(out, n);
      } catch (javax.crypto.ShortBufferException e) {
        throw new IllegalStateException(e);
      }
    }

    @Override
    protected int engineDoFinal(byte[] input, int offset, int len, byte[] output, int outputOffset)
        throws javax.crypto.ShortBufferException,
            javax.crypto.IllegalBlockSizeException,
            javax.crypto.BadPaddingException {
      int n;
      try {
        n = real.doFinal(input, offset, len, output, outputOffset);
      } catch (javax.crypto.AEADBadTagException e) {
        if (!gcm
            || mode != Cipher.DECRYPT_MODE
            || !(Boolean.getBoolean("pmebench.test.acceptForgeries")
                || len
                    > Integer.getInteger("pmebench.test.acceptForgeriesOver", Integer.MAX_VALUE))) {
          throw e;
        }
        n = Math.max(0, len - 16);
      }
      int corrupted =
          Boolean.getBoolean("pmebench.test.corruptDecrypts")
              ? Cipher.DECRYPT_MODE
              : Cipher.ENCRYPT_MODE;
      int plaintext = mode == Cipher.ENCRYPT_MODE ? len : n;
      if (mode == corrupted && n > 0 && (plaintext == corruptSize() || unlisted(plaintext))) {
        int at = Integer.getInteger("pmebench.test.corruptOffset", 0);
        output[outputOffset + (at < 0 ? n + at : at)] ^= 1;
      }
      if (!gcm
          && mode == Cipher.DECRYPT_MODE
          && n > 1024
          && calledByParquet()
          && PARQUET_CTR_DECRYPTS.incrementAndGet()
              > Long.getLong("pmebench.test.corruptParquetCtrDecryptsAfter", Long.MAX_VALUE)) {
        output[outputOffset + n - 1] ^= 1;
      }
      return n;
    }
  }
}
