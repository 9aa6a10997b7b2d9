package org.pmebench.workload;

/**
 * One clear line for why an encrypted file could not be read, from parquet-hadoop's exception
 * chain: a missing key, a wrong key, a changed file, or the KMS refusing. Cryptography cannot tell
 * a wrong key from a changed file (both fail the GCM tag), so those messages name both.
 */
public final class ReadFailures {
  private ReadFailures() {}

  /** Why the footer (and with it the whole file) could not be read. */
  public static String footer(Throwable e) {
    Throwable tag = find(e, "TagVerificationException");
    if (tag != null) {
      if (fromKeyTools(tag)) {
        return "the KMS cannot unwrap the footer key: the master key in the key list is not the one the file "
            + "was written with (GCM tag check failed)";
      }
      if (String.valueOf(tag.getMessage()).contains("Signature mismatch")) {
        return "the plaintext footer's signature does not verify: wrong footer key, or the footer was changed";
      }
      return "the footer does not decrypt: wrong footer key, or the footer was changed (GCM tag check failed)";
    }
    return common(e, "the footer");
  }

  /** Why column {@code column} could not be read. */
  public static String column(String column, Throwable e) {
    Throwable tag = find(e, "TagVerificationException");
    if (tag != null) {
      if (fromKeyTools(tag)) {
        return "the KMS cannot unwrap the key of column "
            + column
            + ": the master key in the key list is not the "
            + "one the file was written with (GCM tag check failed)";
      }
      return "integrity check failed in column "
          + column
          + ": wrong column key, or the column's data was changed "
          + "(GCM tag check failed)";
    }
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (String.valueOf(t.getMessage()).contains("encrypted with NULL column key")) {
        return "no key for column "
            + column
            + ": it is encrypted with its own key (give --column-key "
            + column
            + "=HEX, or a --key-list with its master key)";
      }
    }
    return common(e, "column " + column);
  }

  private static String common(Throwable e, String what) {
    Throwable denied = innermost(e, "KeyAccessDeniedException");
    if (denied != null) {
      return "the KMS refused a key for " + what + ": " + denied.getMessage();
    }
    for (Throwable t = e; t != null; t = t.getCause()) {
      String m = String.valueOf(t.getMessage());
      if (m.contains("encrypted footer. No keys available")
          || m.contains("needs the footer key")
          || m.contains("No footer key")) {
        return "the footer is encrypted: give the keys (--key-list, --footer-key or --key-seed)";
      }
      if (m.contains("AAD prefix") || m.contains("AAD Prefix")) {
        return "AAD prefix: " + m + " (see --aad-prefix)";
      }
      if (m.contains("External key material not found")) {
        return m + " (the key material file must stay next to the Parquet file)";
      }
    }
    return what + " could not be read: " + rootMessage(e);
  }

  /** The innermost exception, as "Type: message". */
  public static String rootMessage(Throwable e) {
    Throwable root = e;
    while (root.getCause() != null) {
      root = root.getCause();
    }
    return root.getClass().getSimpleName() + ": " + root.getMessage();
  }

  private static Throwable find(Throwable e, String simpleName) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t.getClass().getSimpleName().equals(simpleName)) {
        return t;
      }
    }
    return null;
  }

  /** The deepest match: parquet wraps the KMS's own exception in one of the same type. */
  private static Throwable innermost(Throwable e, String simpleName) {
    Throwable found = null;
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t.getClass().getSimpleName().equals(simpleName)) {
        found = t;
      }
    }
    return found;
  }

  /** A tag failure while unwrapping a key (parquet's key tools), not while decrypting the file. */
  private static boolean fromKeyTools(Throwable tag) {
    for (StackTraceElement frame : tag.getStackTrace()) {
      if (frame.getClassName().startsWith("org.apache.parquet.crypto.keytools.")) {
        return true;
      }
    }
    return false;
  }
}
