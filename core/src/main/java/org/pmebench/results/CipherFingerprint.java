package org.pmebench.results;

import java.security.GeneralSecurityException;
import java.util.Locale;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * A label measured on the machine: SunJCE's AES-GCM and AES-CTR encryption of 64 KiB chunks in the
 * JVM running pmebench, a fraction of a second each. It tells apart processors whose model name is
 * the same (the committed "AMD EPYC" runs: CTR 6.6, 18 and 47 GB/s), but it does not decide whether
 * two runs share a machine: one processor's GCM speed moved 3.6-5.1 GB/s over twenty runs as its
 * neighbours came and went. {@link MachineInfo#id} decides.
 */
public final class CipherFingerprint {
  static final int CHUNK = 64 * 1024;
  static final int WARM_UP_CHUNK = 256;

  public final double gcmMegabytesPerSecond;
  public final double ctrMegabytesPerSecond;

  /** The JVM that measured it, e.g. "17.0.15". */
  public final String java;

  public final double seconds;

  private CipherFingerprint(double gcm, double ctr, double seconds) {
    this.gcmMegabytesPerSecond = gcm;
    this.ctrMegabytesPerSecond = ctr;
    this.java = System.getProperty("java.version");
    this.seconds = seconds;
  }

  /** Measures both ciphers for {@code secondsEach} (half warm-up, half timed). */
  public static CipherFingerprint measure(double secondsEach) {
    long start = System.nanoTime();
    try {
      double gcm = megabytesPerSecond("AES/GCM/NoPadding", secondsEach);
      double ctr = megabytesPerSecond("AES/CTR/NoPadding", secondsEach);
      return new CipherFingerprint(gcm, ctr, (System.nanoTime() - start) / 1e9);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("SunJCE's AES cannot encrypt here: " + e, e);
    }
  }

  /** SunJCE's AES-GCM alone, timed as {@link #measure} times it: the host's speed now, in MB/s. */
  public static double gcmMegabytesPerSecond(double seconds) {
    try {
      return megabytesPerSecond("AES/GCM/NoPadding", seconds);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("SunJCE's AES cannot encrypt here: " + e, e);
    }
  }

  private static double megabytesPerSecond(String transformation, double seconds)
      throws GeneralSecurityException {
    Cipher cipher = Cipher.getInstance(transformation, "SunJCE");
    SecretKeySpec key = new SecretKeySpec(new byte[16], "AES");
    byte[] in = new byte[CHUNK];
    byte[] out = new byte[CHUNK + 16];
    byte[] iv = new byte[transformation.contains("GCM") ? 12 : 16];
    long half = (long) (seconds / 2 * 1e9);
    long warmEnd = System.nanoTime() + half;
    long counter = 0;
    // Warmed on 256-byte chunks: on 64 KiB ones JDK 17's C2 takes seconds to compile GCM's loops
    // with their
    // intrinsics (the cipher family's jitWarmupChunk): 0.15 s of 64 KiB calls measured 45 MB/s, not
    // 3 GB/s.
    while (System.nanoTime() < warmEnd) {
      encrypt(cipher, key, iv, ++counter, in, out, WARM_UP_CHUNK);
    }
    long bytes = 0;
    long begin = System.nanoTime();
    long now = begin;
    while (now - begin < half) {
      encrypt(cipher, key, iv, ++counter, in, out, CHUNK);
      bytes += CHUNK;
      now = System.nanoTime();
    }
    if (out[0] == 42 && out[1] == 42 && out[2] == 42) {
      // Keeps the output live; a 1-in-2^24 chance costs nothing.
      Thread.yield();
    }
    return bytes / 1e6 / ((now - begin) / 1e9);
  }

  /** A fresh IV per call, as PME's modules have: GCM refuses to encrypt twice under one. */
  private static void encrypt(
      Cipher cipher, SecretKeySpec key, byte[] iv, long counter, byte[] in, byte[] out, int length)
      throws GeneralSecurityException {
    for (int i = 0; i < 8; i++) {
      iv[i] = (byte) (counter >>> (8 * i));
    }
    if (iv.length == 12) {
      cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
    } else {
      cipher.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(iv));
    }
    cipher.doFinal(in, 0, length, out, 0);
  }

  /** E.g. "SunJCE 64 KiB encrypt: GCM 2650 MB/s, CTR 6580 MB/s (Java 17.0.15)". */
  public String describe() {
    return label(gcmMegabytesPerSecond, ctrMegabytesPerSecond, java);
  }

  public static String label(double gcm, double ctr, String java) {
    return String.format(
        Locale.ROOT,
        "SunJCE 64 KiB encrypt: GCM %.0f MB/s, CTR %.0f MB/s (Java %s)",
        gcm,
        ctr,
        java);
  }
}
