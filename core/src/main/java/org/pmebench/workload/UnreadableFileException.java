package org.pmebench.workload;

import java.io.IOException;

/** The file is not Parquet, is cut short, or its footer cannot be read: the message says which. */
public final class UnreadableFileException extends IOException {
  private static final long serialVersionUID = 1L;

  public UnreadableFileException(String message) {
    super(message);
  }
}
