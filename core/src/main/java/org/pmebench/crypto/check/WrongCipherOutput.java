package org.pmebench.crypto.check;

/**
 * A cipher that computed a wrong answer (or refused a right one): the configuration it was to be
 * measured in fails with this, never with a throughput. The message names implementation,
 * construction, JVM, variant, size and what went wrong.
 */
public final class WrongCipherOutput extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private WrongCipherOutput(String message) {
    super(message);
  }

  /**
   * "IMPLEMENTATION TRANSFORMATION on JVM: WHAT", the one form every finding of the check takes.
   */
  static WrongCipherOutput of(
      String implementation, org.pmebench.crypto.AesAlgorithm algorithm, String what) {
    return new WrongCipherOutput(
        implementation
            + " "
            + algorithm.transformation()
            + " on "
            + JvmDescription.current()
            + ": "
            + what);
  }
}
