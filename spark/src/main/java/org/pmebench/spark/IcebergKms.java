package org.pmebench.spark;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.iceberg.encryption.KeyManagementClient;
import org.apache.parquet.crypto.keytools.KeyToolkit;
import org.pmebench.crypto.kms.InMemoryKms;
import org.pmebench.crypto.kms.MasterKeyList;

/**
 * The suite's in-memory KMS as Iceberg's {@code encryption.kms-impl}: master keys from the catalog
 * property {@value #KEY_LIST} (the suite's key list format), keys wrapped locally with AES-GCM
 * under the master key and its id as AAD, as {@code InMemoryKms} does for parquet's key tools.
 * Every call is counted (this JVM's calls: the driver's and, embedded, the executors'), and {@value
 * #DELAY_MICROS} adds a remote KMS's round trip to each.
 */
public final class IcebergKms implements KeyManagementClient {
  private static final long serialVersionUID = 1L;

  /** The catalog property with the master keys (recorded by its key ids only). */
  public static final String KEY_LIST = "pmebench.key-list";

  /** The catalog property with each call's added latency in microseconds. */
  public static final String DELAY_MICROS = "pmebench.kms.delay.micros";

  private static final AtomicLong WRAPS = new AtomicLong();
  private static final AtomicLong UNWRAPS = new AtomicLong();

  /** Kept as text: the client travels to executors inside Iceberg's file IO, serialized. */
  private String keyList;

  private transient MasterKeyList keys;
  private long delayNanos;

  @Override
  public void initialize(Map<String, String> properties) {
    String list = properties.get(KEY_LIST);
    if (list == null) {
      throw new IllegalArgumentException("no master keys: set the catalog property " + KEY_LIST);
    }
    keyList = list;
    keys = MasterKeyList.parse(list);
    String delay = properties.get(DELAY_MICROS);
    delayNanos = delay == null ? 0 : TimeUnit.MICROSECONDS.toNanos(Long.parseLong(delay.trim()));
  }

  @Override
  public ByteBuffer wrapKey(ByteBuffer key, String wrappingKeyId) {
    WRAPS.incrementAndGet();
    InMemoryKms.roundTrip(delayNanos);
    String wrapped =
        KeyToolkit.encryptKeyLocally(
            bytes(key), masterKey(wrappingKeyId), InMemoryKms.aad(wrappingKeyId));
    return ByteBuffer.wrap(wrapped.getBytes(StandardCharsets.US_ASCII));
  }

  @Override
  public ByteBuffer unwrapKey(ByteBuffer wrappedKey, String wrappingKeyId) {
    UNWRAPS.incrementAndGet();
    InMemoryKms.roundTrip(delayNanos);
    String text = new String(bytes(wrappedKey), StandardCharsets.US_ASCII);
    return ByteBuffer.wrap(
        KeyToolkit.decryptKeyLocally(
            text, masterKey(wrappingKeyId), InMemoryKms.aad(wrappingKeyId)));
  }

  private static byte[] bytes(ByteBuffer b) {
    ByteBuffer d = b.duplicate();
    byte[] out = new byte[d.remaining()];
    d.get(out);
    return out;
  }

  private byte[] masterKey(String id) {
    if (keys == null) {
      keys = MasterKeyList.parse(keyList);
    }
    byte[] key = keys.key(id);
    if (key == null) {
      throw new IllegalArgumentException(
          "master key '" + id + "' is not in the catalog's " + KEY_LIST);
    }
    return key;
  }

  /** Wrap calls made in this JVM so far. */
  public static long wraps() {
    return WRAPS.get();
  }

  /** Unwrap calls made in this JVM so far. */
  public static long unwraps() {
    return UNWRAPS.get();
  }
}
