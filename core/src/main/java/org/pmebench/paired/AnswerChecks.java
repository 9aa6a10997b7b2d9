package org.pmebench.paired;

import org.pmebench.crypto.check.CheckReport;
import org.pmebench.crypto.check.WrongCipherOutput;

/**
 * The checks of a paired fork's answers at the end of its iterations, untimed: when its rounds read
 * files, their values against the plaintext file's ({@link PairedRounds#verifyReads}) after the
 * fork's last measured iteration, and before it whenever {@link #VERIFY_EVERY_SECONDS} have passed
 * since the last check (or since setup); then, once, after the first measured iteration (when its
 * compiled code is in), the provider at the module sizes the fork's files produced ({@link
 * ModuleSizes#check}).
 */
public final class AnswerChecks {
  /**
   * How often, at most, the reads are checked before the fork's last measured iteration: each check
   * reads every encrypted file once more, which on a large file is a round's work per file.
   */
  public static final int VERIFY_EVERY_SECONDS = 30;

  private final ModuleSizes moduleSizes;
  private long lastVerified = System.nanoTime();
  private int measuredSeen;
  private boolean checkedAfterWarmUp;

  AnswerChecks(ModuleSizes moduleSizes) {
    this.moduleSizes = moduleSizes;
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
    }
    if (reads
        && verifyNow(
            measuredIteration && measuredSeen == measuredIterations,
            System.nanoTime() - lastVerified)) {
      rounds.verifyReads();
      lastVerified = System.nanoTime();
    }
    String said = checkOnce(provider, measuredIteration);
    if (said != null) {
      CheckReport.print(said);
    }
  }

  /**
   * The reads are checked after the last measured iteration, and before it at most every 30 s of
   * the fork.
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
