package org.pmebench.crypto.check;

/**
 * A cipher that computed a wrong answer (or refused a right one): the configuration it was to be
 * measured in fails with this, never with a throughput. The message names implementation,
 * construction, JVM, variant, size and what went wrong.
 */
public final class WrongCipherOutput extends RuntimeException {
  private static final long serialVersionUID = 1L;

  WrongCipherOutput(String message) {
    super(message);
  }
}
