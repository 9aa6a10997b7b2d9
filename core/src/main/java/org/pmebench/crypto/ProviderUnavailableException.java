package org.pmebench.crypto;

/** A known provider that cannot run here (its native library did not load, or the JVM lacks it). */
public final class ProviderUnavailableException extends IllegalStateException {
  private static final long serialVersionUID = 1L;

  public ProviderUnavailableException(String provider, String reason) {
    super(provider + " is not available here: " + reason);
  }
}
