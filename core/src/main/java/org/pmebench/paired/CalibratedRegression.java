package org.pmebench.paired;

import java.util.Locale;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.crypto.SlowedAesProvider;

/**
 * A regression of a chosen size, made on purpose to show what the gate detects: with the fork's
 * system property {@value #PROPERTY} = f (e.g. 0.10), every encrypted variant is made slower by f
 * of its own time, inside the AES cipher calls ({@link SlowedAesProvider}), so the encrypted /
 * plaintext ratio grows by the factor 1 + f. The wait per byte is calibrated from the variant's own
 * recent rounds: an exponential average of its time without the wait, over the bytes its cipher
 * calls handle per round. Reachable only through that property, which only {@code run
 * --calibrated-regression} and tests set; results carry it in their variant.
 */
public final class CalibratedRegression implements RoundHook {
  public static final String PROPERTY = "pmebench.calibratedRegression";

  /** Weight of the newest round in the running average; a few warm-up rounds settle it. */
  static final double SMOOTHING = 0.2;

  private final double fraction;
  private final double[] unslowedNanos = new double[EncryptionMode.values().length];
  private final double[] bytesPerRound = new double[EncryptionMode.values().length];

  CalibratedRegression(double fraction) {
    if (!(fraction > 0 && fraction <= 10)) {
      throw new IllegalArgumentException(
          PROPERTY + "=" + fraction + ": use a fraction above 0 and at most 10");
    }
    this.fraction = fraction;
  }

  /**
   * The hook the fork's system properties ask for: none, or an installed and verified regression.
   */
  public static RoundHook fromSystemProperties() {
    String value = System.getProperty(PROPERTY, "").trim();
    if (value.isEmpty()) {
      return RoundHook.NONE;
    }
    double fraction;
    try {
      fraction = Double.parseDouble(value);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(PROPERTY + "=" + value + " is not a number (0.10 = 10%)");
    }
    CalibratedRegression regression = new CalibratedRegression(fraction);
    SlowedAesProvider.install();
    if (!SlowedAesProvider.servesPme()) {
      throw new IllegalStateException(
          "calibrated regression: "
              + SlowedAesProvider.NAME
              + " is installed but "
              + "Cipher.getInstance does not return it for "
              + SlowedAesProvider.TRANSFORMATIONS
              + " (does this JDK verify provider signatures?)");
    }
    System.err.printf(
        Locale.ROOT,
        "pme-bench: calibrated regression installed: every encrypted variant %.1f%% "
            + "slower inside its AES calls (a test device: these results do not measure PME)%n",
        100 * fraction);
    return regression;
  }

  @Override
  public void before(EncryptionMode mode) {
    int m = mode.ordinal();
    SlowedAesProvider.resetCounters();
    SlowedAesProvider.setNanosPerByte(
        bytesPerRound[m] > 0 ? fraction * unslowedNanos[m] / bytesPerRound[m] : 0);
  }

  @Override
  public void after(EncryptionMode mode, long wallNanos) {
    int m = mode.ordinal();
    long bytes = SlowedAesProvider.bytes();
    double unslowed = Math.max(0, wallNanos - SlowedAesProvider.waitedNanos());
    SlowedAesProvider.setNanosPerByte(0);
    if (bytes == 0) {
      return;
    }
    unslowedNanos[m] =
        unslowedNanos[m] == 0
            ? unslowed
            : (1 - SMOOTHING) * unslowedNanos[m] + SMOOTHING * unslowed;
    bytesPerRound[m] = bytes;
  }

  /** The wait per byte the next round of {@code mode} gets (for tests). */
  double nanosPerByte(EncryptionMode mode) {
    int m = mode.ordinal();
    return bytesPerRound[m] > 0 ? fraction * unslowedNanos[m] / bytesPerRound[m] : 0;
  }
}
