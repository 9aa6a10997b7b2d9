package org.pmebench.run;

import java.util.Locale;

/**
 * How an encryption overhead is measured. {@link #INTERLEAVED} is the default: every variant of a
 * workload in one fork, round after round in a shuffled order, the ratio taken per round. {@link
 * #SEPARATE} runs each mode in its own fork and divides their means (what the suite did before;
 * kept to compare the two). {@link #DUET} runs plaintext and one encrypted file at the same time on
 * two threads of one fork and pairs them per iteration (standard workloads only; an experiment, see
 * docs/method.md).
 */
public enum Pairing {
  INTERLEAVED,
  SEPARATE,
  DUET;

  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static Pairing byId(String id) {
    for (Pairing p : values()) {
      if (p.id().equals(id)) {
        return p;
      }
    }
    throw new IllegalArgumentException(
        "unknown pairing '" + id + "'; allowed: interleaved, separate, duet");
  }
}
