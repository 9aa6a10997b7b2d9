package org.pmebench.crypto.check;

/**
 * How a JVM reports a cipher check it ran: one line on its standard output, {@value #PREFIX} then
 * when and what was checked (the seed and the time included). A JMH fork's output reaches the run,
 * which records these lines with the fork's result file in run.json; a Spark application's goes to
 * the run's jmh.log.
 */
public final class CheckReport {
  public static final String PREFIX = "pmebench: cipher check ";

  private CheckReport() {}

  /**
   * Prints {@code said}, which starts with "cipher check " and says when, e.g. "cipher check before
   * warm-up: …".
   */
  public static void print(String said) {
    System.out.println("pmebench: " + said);
    System.out.flush();
  }
}
