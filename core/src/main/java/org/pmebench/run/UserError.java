package org.pmebench.run;

/** Something the user can fix (bad option value, unwritable directory): printed as one line. */
public final class UserError extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public UserError(String message) {
    super(message);
  }
}
