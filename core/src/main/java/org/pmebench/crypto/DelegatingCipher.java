package org.pmebench.crypto;

import java.nio.ByteBuffer;
import java.security.AlgorithmParameters;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.Security;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.CipherSpi;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.NoSuchPaddingException;
import javax.crypto.ShortBufferException;

/**
 * The base of the suite's test-device providers ({@link SlowedAesProvider}, {@link
 * ModuleRecorder}): a cipher that hands every call to the real one, from the provider that would
 * have served the transformation without the device, and lets a subclass see each init, AAD and
 * data call.
 */
abstract class DelegatingCipher extends CipherSpi {
  /** Every device provider's name starts with this; none is ever a delegate. */
  static final String DEVICE_PREFIX = "pmebench-";

  protected final Cipher real;

  DelegatingCipher(Cipher real) {
    this.real = real;
  }

  /**
   * After the real cipher took the key and parameters ({@code params} null when given otherwise).
   */
  protected void onInit(int opmode, Key key, AlgorithmParameterSpec params) {}

  /** Before AAD goes to the real cipher. */
  protected void onAad(byte[] src, int offset, int len) {}

  /** Before data (update or doFinal) goes to the real cipher. */
  protected abstract void onData(byte[] input, int offset, int len);

  protected void onData(ByteBuffer input) {
    byte[] copy = new byte[input.remaining()];
    input.duplicate().get(copy);
    onData(copy, 0, copy.length);
  }

  /** After a doFinal returned. */
  protected void onFinal() {}

  /**
   * The provider each transformation is delegated to, found once: PME creates ciphers per column
   * and module.
   */
  private static final Map<String, Provider> DELEGATES = new ConcurrentHashMap<String, Provider>();

  /**
   * The real cipher, from the first other provider that can serve the transformation (SunJCE serves
   * AES/CTR/NoPadding through its "AES" service with modes, not under the full name). The search
   * throws and catches an exception per provider that can't, which costs microseconds: it runs once
   * per transformation, so that the device adds its busy wait and almost nothing else.
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
      if (p.getName().startsWith(DEVICE_PREFIX)) {
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
    throw new NoSuchAlgorithmException(
        "no provider but the suite's test devices offers " + transformation);
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
    onInit(opmode, key, null);
  }

  @Override
  protected void engineInit(int opmode, Key key, AlgorithmParameterSpec params, SecureRandom random)
      throws InvalidKeyException, InvalidAlgorithmParameterException {
    real.init(opmode, key, params, random);
    onInit(opmode, key, params);
  }

  @Override
  protected void engineInit(int opmode, Key key, AlgorithmParameters params, SecureRandom random)
      throws InvalidKeyException, InvalidAlgorithmParameterException {
    real.init(opmode, key, params, random);
    onInit(opmode, key, null);
  }

  @Override
  protected void engineUpdateAAD(byte[] src, int offset, int len) {
    onAad(src, offset, len);
    real.updateAAD(src, offset, len);
  }

  @Override
  protected void engineUpdateAAD(ByteBuffer src) {
    byte[] copy = new byte[src.remaining()];
    src.duplicate().get(copy);
    onAad(copy, 0, copy.length);
    real.updateAAD(src);
  }

  @Override
  protected byte[] engineUpdate(byte[] input, int offset, int len) {
    onData(input, offset, len);
    return real.update(input, offset, len);
  }

  @Override
  protected int engineUpdate(byte[] input, int offset, int len, byte[] output, int outputOffset)
      throws ShortBufferException {
    onData(input, offset, len);
    return real.update(input, offset, len, output, outputOffset);
  }

  @Override
  protected int engineUpdate(ByteBuffer input, ByteBuffer output) throws ShortBufferException {
    onData(input);
    return real.update(input, output);
  }

  @Override
  protected byte[] engineDoFinal(byte[] input, int offset, int len)
      throws IllegalBlockSizeException, BadPaddingException {
    onData(input, offset, len);
    byte[] out = real.doFinal(input, offset, len);
    onFinal();
    return out;
  }

  @Override
  protected int engineDoFinal(byte[] input, int offset, int len, byte[] output, int outputOffset)
      throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
    onData(input, offset, len);
    int n = real.doFinal(input, offset, len, output, outputOffset);
    onFinal();
    return n;
  }

  @Override
  protected int engineDoFinal(ByteBuffer input, ByteBuffer output)
      throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
    onData(input);
    int n = real.doFinal(input, output);
    onFinal();
    return n;
  }
}
