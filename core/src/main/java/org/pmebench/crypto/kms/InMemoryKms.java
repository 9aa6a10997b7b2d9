package org.pmebench.crypto.kms;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.crypto.KeyAccessDeniedException;
import org.apache.parquet.crypto.keytools.KeyToolkit;
import org.apache.parquet.crypto.keytools.KmsClient;

/**
 * A KMS that keeps its master keys in memory ({@value MasterKeyList#PROPERTY}) and wraps data keys
 * locally the way parquet's key tools do: AES-GCM under the master key, with the master key id as
 * AAD, base64 encoded ({@link KeyToolkit#encryptKeyLocally}). Files written through it are standard
 * PME files that parquet-java's and Arrow's in-memory test KMS read with the same key list.
 *
 * <p>{@value #DELAY_PROPERTY} adds a round trip to every wrap and unwrap, to model a remote KMS.
 * The call counters let tests and benchmarks check how many KMS calls a file costs.
 */
public final class InMemoryKms implements KmsClient {
  public static final String DELAY_PROPERTY = "pmebench.kms.delay.micros";

  private static final AtomicLong WRAPS = new AtomicLong();
  private static final AtomicLong UNWRAPS = new AtomicLong();

  private MasterKeyList keys;
  private long delayNanos;

  @Override
  public void initialize(
      Configuration conf, String kmsInstanceID, String kmsInstanceURL, String accessToken) {
    String list = conf.getTrimmed(MasterKeyList.PROPERTY);
    if (list == null) {
      throw new KeyAccessDeniedException(
          "no master keys: set "
              + MasterKeyList.PROPERTY
              + " to keyId:base64Key, keyId2:base64Key2, ...");
    }
    try {
      keys = MasterKeyList.parse(list);
    } catch (IllegalArgumentException e) {
      throw new KeyAccessDeniedException(MasterKeyList.PROPERTY + ": " + e.getMessage());
    }
    delayNanos = TimeUnit.MICROSECONDS.toNanos(conf.getLong(DELAY_PROPERTY, 0));
  }

  @Override
  public String wrapKey(byte[] keyBytes, String masterKeyIdentifier) {
    WRAPS.incrementAndGet();
    roundTrip();
    return KeyToolkit.encryptKeyLocally(
        keyBytes, masterKey(masterKeyIdentifier), aad(masterKeyIdentifier));
  }

  @Override
  public byte[] unwrapKey(String wrappedKey, String masterKeyIdentifier) {
    UNWRAPS.incrementAndGet();
    roundTrip();
    return KeyToolkit.decryptKeyLocally(
        wrappedKey, masterKey(masterKeyIdentifier), aad(masterKeyIdentifier));
  }

  private byte[] masterKey(String id) {
    byte[] key = keys.key(id);
    if (key == null) {
      throw new KeyAccessDeniedException(
          "master key '" + id + "' is not in " + MasterKeyList.PROPERTY);
    }
    return key;
  }

  /**
   * The AAD of a key wrapped under {@code masterKeyId}: the id itself (as parquet's key tools do).
   */
  public static byte[] aad(String masterKeyId) {
    return masterKeyId.getBytes(StandardCharsets.UTF_8);
  }

  private void roundTrip() {
    roundTrip(delayNanos);
  }

  /**
   * A remote KMS's round trip of {@code delayNanos}: sleeping, not spinning (it costs wall time,
   * not this CPU).
   */
  public static void roundTrip(long delayNanos) {
    if (delayNanos > 0) {
      long end = System.nanoTime() + delayNanos;
      for (long left = delayNanos; left > 0; left = end - System.nanoTime()) {
        LockSupport.parkNanos(left);
      }
    }
  }

  /** KMS wrap calls made in this JVM so far. */
  public static long wraps() {
    return WRAPS.get();
  }

  /** KMS unwrap calls made in this JVM so far. */
  public static long unwraps() {
    return UNWRAPS.get();
  }
}
