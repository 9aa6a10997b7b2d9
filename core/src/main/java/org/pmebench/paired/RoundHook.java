package org.pmebench.paired;

import org.pmebench.crypto.EncryptionMode;

/** Called around each timed variant of a round, outside the timed region's clock reads. */
public interface RoundHook {
  void before(EncryptionMode mode);

  /** {@code wallNanos}: what the clock measured for this variant just now. */
  void after(EncryptionMode mode, long wallNanos);

  RoundHook NONE =
      new RoundHook() {
        @Override
        public void before(EncryptionMode mode) {}

        @Override
        public void after(EncryptionMode mode, long wallNanos) {}
      };
}
