package org.pmebench.paired;

/**
 * The counters of a result that belong to no slot: how many rounds each iteration of a paired
 * result ran, the marks of the result kinds that pair otherwise (JVMs started in pairs, a JMH
 * group's two threads), and the byte rates of the unpaired benchmarks. With {@link SlotCounter},
 * the whole schema of the counters the statistics read.
 */
public enum ResultCounter {
  /** Rounds per iteration: every paired result has it. */
  ROUNDS("rounds"),
  /**
   * A paired fork's quiet warm-up ({@link QuietWarmup}): its milliseconds, in every iteration; 0
   * where the fork had none.
   */
  WARMUP_MILLIS("warmupMillis"),
  /** ... and 1 where it ended with the JIT quiet, 0 where its bound ended it. */
  WARMUP_QUIET("warmupQuiet"),
  /**
   * Marks a result whose iterations each pair two separately started JVMs (their spread is the
   * JVMs').
   */
  APPLICATION_PAIRS("applicationPairs"),
  /**
   * A duet result's two threads, timed at the same time: the plaintext file's and the encrypted
   * file's.
   */
  DUET_PLAINTEXT("plaintext"),
  DUET_ENCRYPTED("encrypted"),
  /**
   * An unpaired benchmark's file bytes per unit of time (its MB/s), {@code ColumnBytes} and the
   * standard benchmarks' counters.
   */
  FILE_BYTES("fileBytes"),
  /**
   * The encrypted columns' bytes per unit of time of the unpaired parking benchmarks (their share
   * of the file).
   */
  ENCRYPTED_COLUMN_BYTES("encryptedColumnBytes");

  /** The counter's name in JMH's JSON. */
  public final String key;

  ResultCounter(String key) {
    this.key = key;
  }
}
