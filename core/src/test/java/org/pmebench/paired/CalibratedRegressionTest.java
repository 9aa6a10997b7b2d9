package org.pmebench.paired;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.Security;
import java.util.List;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.apache.parquet.example.data.Group;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.crypto.ExplicitKeys;
import org.pmebench.crypto.SlowedAesProvider;
import org.pmebench.workload.FileStore;
import org.pmebench.workload.StandardFiles;
import org.pmebench.workload.StandardRows;
import org.pmebench.workload.StandardWorkload;

/**
 * The test device that makes PME's encrypted path slower by a chosen amount, and how it is reached.
 */
class CalibratedRegressionTest {
  private static final SecretKeySpec KEY = new SecretKeySpec(new byte[16], "AES");

  @AfterEach
  void uninstall() {
    Security.removeProvider(SlowedAesProvider.NAME);
    System.clearProperty(CalibratedRegression.PROPERTY);
    SlowedAesProvider.setNanosPerByte(0);
  }

  @Test
  void withoutItsSystemPropertyNothingIsInstalled() {
    assertSame(RoundHook.NONE, CalibratedRegression.fromSystemProperties());
    assertNull(Security.getProvider(SlowedAesProvider.NAME));
    assertTrue(!SlowedAesProvider.servesPme());
  }

  @Test
  void withItPmeCiphersComeFromTheSlowedProviderAndStillEncryptExactlyAsBefore() throws Exception {
    byte[] data = new byte[100_000];
    byte[] iv = new byte[12];
    Cipher real = Cipher.getInstance("AES/GCM/NoPadding", "SunJCE");
    real.init(Cipher.ENCRYPT_MODE, KEY, new GCMParameterSpec(128, iv));
    real.updateAAD(new byte[] {1, 2});
    byte[] expected = real.doFinal(data);
    Cipher ctrReal = Cipher.getInstance("AES/CTR/NoPadding", "SunJCE");
    ctrReal.init(Cipher.ENCRYPT_MODE, KEY, new IvParameterSpec(new byte[16]));
    byte[] expectedCtr = ctrReal.doFinal(data);

    System.setProperty(CalibratedRegression.PROPERTY, "0.10");
    RoundHook hook = CalibratedRegression.fromSystemProperties();
    assertTrue(hook instanceof CalibratedRegression);
    assertTrue(
        SlowedAesProvider.servesPme(),
        "Cipher.getInstance, as parquet calls it, returns the slowed ciphers");

    Cipher slowed = Cipher.getInstance("AES/GCM/NoPadding");
    assertEquals(SlowedAesProvider.NAME, slowed.getProvider().getName());
    slowed.init(Cipher.ENCRYPT_MODE, KEY, new GCMParameterSpec(128, iv));
    slowed.updateAAD(new byte[] {1, 2});
    byte[] out = new byte[slowed.getOutputSize(data.length)];
    slowed.doFinal(data, 0, data.length, out, 0);
    assertArrayEquals(expected, out);
    Cipher ctr = Cipher.getInstance("AES/CTR/NoPadding");
    ctr.init(Cipher.ENCRYPT_MODE, KEY, new IvParameterSpec(new byte[16]));
    assertArrayEquals(expectedCtr, ctr.doFinal(data));
    slowed.init(Cipher.DECRYPT_MODE, KEY, new GCMParameterSpec(128, iv));
    slowed.updateAAD(new byte[] {1, 2});
    assertArrayEquals(data, slowed.doFinal(out));
  }

  @Test
  void eachEncryptedVariantWaitsItsFractionOfItsOwnTimeSpreadOverTheBytesItsCiphersHandle()
      throws Exception {
    SlowedAesProvider.install();
    CalibratedRegression regression = new CalibratedRegression(0.10);
    FileStore store = FileStore.create("memory");
    List<Group> rows = StandardRows.generate(500, 42);
    ExplicitKeys keys = new ExplicitKeys(42);

    regression.before(EncryptionMode.AES_GCM_V1);
    assertEquals(0, SlowedAesProvider.bytes());
    StandardFiles.write(
        rows,
        store.output(),
        StandardWorkload.byId("W1", 'W'),
        keys.encryptAll(EncryptionMode.AES_GCM_V1, StandardRows.SCHEMA),
        StandardFiles.configuration());
    long bytes = SlowedAesProvider.bytes();
    assertTrue(
        bytes > store.length() / 2,
        "PME's page encryption went through the slowed provider: "
            + bytes
            + " bytes of a "
            + store.length()
            + "-byte file");
    assertEquals(0, SlowedAesProvider.waitedNanos() / 1_000_000, "the first round only measures");
    regression.after(EncryptionMode.AES_GCM_V1, 40_000_000);
    // 10% of the 40 ms the round took (nothing waited), over the bytes its ciphers handled.
    assertEquals(
        0.10 * 40_000_000 / bytes, regression.nanosPerByte(EncryptionMode.AES_GCM_V1), 1e-9);

    regression.before(EncryptionMode.AES_GCM_V1);
    StandardFiles.write(
        rows,
        store.output(),
        StandardWorkload.byId("W1", 'W'),
        keys.encryptAll(EncryptionMode.AES_GCM_V1, StandardRows.SCHEMA),
        StandardFiles.configuration());
    assertTrue(
        SlowedAesProvider.waitedNanos() >= 0.99 * 4_000_000,
        "the second round waits about 10% of 40 ms: " + SlowedAesProvider.waitedNanos());
    long waited = SlowedAesProvider.waitedNanos();
    regression.after(EncryptionMode.AES_GCM_V1, 40_000_000 + waited);
    assertEquals(
        0.10 * 40_000_000 / bytes,
        regression.nanosPerByte(EncryptionMode.AES_GCM_V1),
        1e-9,
        "the wait is taken out of the time it calibrates on");
    assertEquals(
        0,
        regression.nanosPerByte(EncryptionMode.AES_GCM_CTR_V1),
        0,
        "each mode calibrates on its own");
    store.close();
  }

  @Test
  void aBadFractionIsRefused() {
    System.setProperty(CalibratedRegression.PROPERTY, "ten");
    assertThrows(IllegalArgumentException.class, CalibratedRegression::fromSystemProperties);
    assertThrows(IllegalArgumentException.class, () -> new CalibratedRegression(0));
  }
}
