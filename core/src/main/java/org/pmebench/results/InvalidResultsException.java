package org.pmebench.results;

/** A results file that is missing, empty, truncated or not what it claims to be. */
public final class InvalidResultsException extends Exception {
  private static final long serialVersionUID = 1L;

  public InvalidResultsException(String message) {
    super(message);
  }
}
