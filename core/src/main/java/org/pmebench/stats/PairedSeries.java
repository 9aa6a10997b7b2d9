package org.pmebench.stats;

import org.pmebench.paired.PairedSlot;
import org.pmebench.paired.ResultCounter;
import org.pmebench.paired.SlotCounter;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.results.JmhResult;

/**
 * A paired result's counters, read by the schema's types ({@link SlotCounter}, {@link
 * ResultCounter}) as per-fork, per-iteration series; the one place the statistics turn a counter
 * into its name.
 */
final class PairedSeries {
  private final JmhResult r;

  PairedSeries(JmhResult r) {
    this.r = r;
  }

  boolean has(PairedSlot s, SlotCounter c) {
    return r.secondary.containsKey(c.of(s));
  }

  boolean has(ResultCounter c) {
    return r.secondary.containsKey(c.key);
  }

  /**
   * Per fork, per iteration: the sums of counter {@code c} of slot {@code s}; refused when the
   * result lacks them.
   */
  double[][] get(PairedSlot s, SlotCounter c) throws InvalidResultsException {
    return RoundSums.raw(r, c.of(s));
  }

  double[][] get(ResultCounter c) throws InvalidResultsException {
    return RoundSums.raw(r, c.key);
  }

  /** The sum over all forks and iterations; 0 when the result lacks the counter. */
  double total(PairedSlot s, SlotCounter c) {
    return RoundSums.sumIfPresent(r, c.of(s));
  }

  /** The same per round of {@code rounds}. */
  double perRound(PairedSlot s, SlotCounter c, long rounds) {
    return total(s, c) / rounds;
  }

  /** Whether the slot's counter is there and not 0 over the whole result. */
  boolean positive(PairedSlot s, SlotCounter c) throws InvalidResultsException {
    return has(s, c) && RoundSums.sum(get(s, c)) > 0;
  }

  /** Whether the result ran the slot (its wall-time sums are not 0). */
  boolean ran(PairedSlot s) throws InvalidResultsException {
    return positive(s, SlotCounter.WALL_NANOS);
  }

  /**
   * The interval of the slot's ratio over plaintext on one clock, from its summed ln ratios and
   * their squares.
   */
  PairedRatio.Estimate lnRatio(
      double confidence, double[][] rounds, PairedSlot s, SlotCounter ln, SlotCounter squares)
      throws InvalidResultsException {
    return RoundSums.estimate(confidence, rounds, get(s, ln), get(s, squares));
  }
}
