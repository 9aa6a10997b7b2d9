package org.pmebench.publish;

/**
 * A published number or answer the manifest cannot render as written: what and why, in one line.
 */
public final class PublishException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  PublishException(String message) {
    super(message);
  }
}
