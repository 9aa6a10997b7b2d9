package org.pmebench.util;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;

/**
 * The order in which the variants of a round take their turn: shuffled anew each round, drawn from
 * the round's number so that a resumed run replays it. The round's number is mixed first ({@link
 * SplittableRandom}): {@code new Random(round)} for rounds 1, 2, 3... starts with nearly the same
 * bits, and for two variants it gave one order in every round.
 */
public final class RoundOrder {
  private RoundOrder() {}

  /** {@code variants} in the order they run in round {@code round}. */
  public static <T> List<T> of(Collection<T> variants, int round) {
    List<T> order = new ArrayList<T>(variants);
    if (order.size() > 1) {
      Collections.shuffle(order, new Random(new SplittableRandom(round).nextLong()));
    }
    return order;
  }
}
