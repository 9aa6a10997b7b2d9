package org.pmebench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CipherFingerprintTest {
  @Test
  void bothCiphersAreMeasuredAndLabelledWithTheJvm() {
    CipherFingerprint f = CipherFingerprint.measure(0.02);
    assertTrue(f.gcmMegabytesPerSecond > 0 && f.ctrMegabytesPerSecond > 0, f.describe());
    assertEquals(System.getProperty("java.version"), f.java);
    assertTrue(f.seconds > 0, f.describe());
  }

  @Test
  void theLabelNamesProviderChunkBothSpeedsAndJava() {
    assertEquals(
        "SunJCE 64 KiB encrypt: GCM 2650 MB/s, CTR 6581 MB/s (Java 17.0.15)",
        CipherFingerprint.label(2650.2, 6580.6, "17.0.15"));
  }
}
