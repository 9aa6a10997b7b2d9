package org.pmebench.citations;

/**
 * One CSV record that cannot become a row: wrong field count, unparsable value, missing required
 * field.
 */
public final class MalformedRecordException extends Exception {
  private static final long serialVersionUID = 1L;

  public MalformedRecordException(String message) {
    super(message);
  }
}
