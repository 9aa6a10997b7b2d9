package org.pmebench.paired;

import java.util.function.LongSupplier;
import org.pmebench.crypto.check.CheckReport;
import org.pmebench.crypto.check.WrongCipherOutput;

/**
 * The checks of a paired fork's answers at the end of its iterations, untimed: when its rounds read
 * files, their values against the plaintext file's ({@link PairedRounds#verifyReads}) after the
 * fork's last measured iteration, and before it whenever {@link #VERIFY_EVERY_SECONDS} of measured
 * iterations have passed since the last check; then, once, after the first measured iteration (when
 * its compiled code is in), the provider at the module sizes the fork's files produced ({@link
 * ModuleSizes#check}). The reads are not checked in the warm-up: a check runs code the rounds do
 * not, and its compilation (hundreds of methods, on the JIT's threads) would land in the first
 * measured iterations.
 */
public final class AnswerChecks {
  /**
   * How often, at most, the reads are checked before the fork's last measured iteration: each check
   * reads every encrypted file once more, which on a large file is a round's work per file.
   */
  public static final int VERIFY_EVERY_SECONDS = 30;

  private final ModuleSizes moduleSizes;
  private final LongSupplier nanoTime;
  private long lastVerified;
  private int measuredSeen;
  private boolean checkedAfterWarmUp;

  AnswerChecks(ModuleSizes moduleSizes) {
    this(moduleSizes, System::nanoTime);
  }

  AnswerChecks(ModuleSizes moduleSizes, LongSupplier nanoTime) {
    this.moduleSizes = moduleSizes;
    this.nanoTime = nanoTime;
    this.lastVerified = nanoTime.getAsLong();
  }

  /**
   * The end of an iteration: {@code measuredIterations} is how many measured iterations the fork
   * runs. The cipher check's line goes to the fork's output ({@link CheckReport}); a wrong answer
   * or a wrong read throws and fails the configuration.
   */
  public void afterIteration(
      PairedRounds rounds,
      boolean reads,
      String provider,
      boolean measuredIteration,
      int measuredIterations) {
    if (measuredIteration) {
      measuredSeen++;
    } else {
      // The 30 s count from the first measured iteration (see the class).
      lastVerified = nanoTime.getAsLong();
    }
    if (reads
        && verifyNow(
            measuredIteration && measuredSeen == measuredIterations,
            nanoTime.getAsLong() - lastVerified)) {
      rounds.verifyReads();
      lastVerified = nanoTime.getAsLong();
    }
    String said = checkOnce(provider, measuredIteration);
    if (said != null) {
      CheckReport.print(said);
    }
  }

  /**
   * After a measured iteration, the reads are checked if it was the last, and before it at most
   * every 30 s of measured iterations.
   */
  static boolean verifyNow(boolean lastMeasured, long nanosSinceLastCheck) {
    return lastMeasured || nanosSinceLastCheck >= VERIFY_EVERY_SECONDS * 1_000_000_000L;
  }

  /**
   * What the cipher check after warm-up checked, the first time it is called for a measured
   * iteration; else null.
   */
  String checkOnce(String provider, boolean measuredIteration) {
    if (checkedAfterWarmUp || !measuredIteration) {
      return null;
    }
    checkedAfterWarmUp = true;
    try {
      return moduleSizes.check(provider);
    } catch (WrongCipherOutput e) {
      throw new IllegalStateException(
          "cipher check after warm-up, at this fork's module sizes: " + e.getMessage(), e);
    }
  }
}
