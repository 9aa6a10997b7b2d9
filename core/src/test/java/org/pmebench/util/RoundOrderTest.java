package org.pmebench.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RoundOrderTest {
  /**
   * Two variants, a candidate build and its base: over a run's first rounds each goes first often
   * (new Random(round) put the same one first in rounds 1 to 12).
   */
  @Test
  void twoVariantsTakeBothOrdersInTheFirstRounds() {
    List<String> two = Arrays.asList("base", "candidate");
    Map<String, Integer> first = new HashMap<String, Integer>();
    for (int round = 1; round <= 12; round++) {
      first.merge(RoundOrder.of(two, round).get(0), 1, Integer::sum);
    }
    assertTrue(first.getOrDefault("base", 0) >= 3, first.toString());
    assertTrue(first.getOrDefault("candidate", 0) >= 3, first.toString());
    assertTrue(
        !RoundOrder.of(two, 1).equals(RoundOrder.of(two, 2))
            || !RoundOrder.of(two, 2).equals(RoundOrder.of(two, 3)),
        "the order changes within the first three rounds");
  }

  @Test
  void aRoundIsEveryVariantOnceAndTheSameRoundTheSameOrder() {
    List<String> three = Arrays.asList("a", "b", "c");
    for (int round = 1; round <= 20; round++) {
      List<String> order = RoundOrder.of(three, round);
      assertEquals(new HashSet<String>(three), new HashSet<String>(order), order.toString());
      assertEquals(3, order.size());
      assertEquals(order, RoundOrder.of(three, round), "a resumed run replays it");
    }
    assertEquals(Arrays.asList("a"), RoundOrder.of(Arrays.asList("a"), 7));
  }
}
