package org.pmebench.paired;

import org.pmebench.crypto.EncryptionMode;

/**
 * A variant threw during a round. The whole configuration fails with it: a ratio from rounds that
 * lack a variant would not be paired any more.
 */
public final class VariantFailedException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  public final EncryptionMode mode;
  public final long round;

  VariantFailedException(Variant variant, long round, String order, Throwable cause) {
    super(
        "variant "
            + variant
            + " failed in round "
            + round
            + " of this fork (warm-up rounds included; order of "
            + "the round: "
            + order
            + "): "
            + cause,
        cause);
    this.mode = variant.mode;
    this.round = round;
  }

  /**
   * The variant threw in the untimed read that checks its values after a round ({@link
   * PairedRounds#verifyReads}).
   */
  VariantFailedException(Variant variant, long round, Throwable cause) {
    super(
        "variant "
            + variant
            + " failed in the check of its values after round "
            + round
            + " of this fork: "
            + cause,
        cause);
    this.mode = variant.mode;
    this.round = round;
  }
}
