package org.pmebench.family.peers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pmebench.util.RoundOrder;

/** Builds of one implementation measured in one step, taking turns process by process. */
class PeerGroupsTest {
  @Test
  void theBuildsOfAnImplementationShareAStepInTheOrderTheyCame() {
    PeerMatrix m = new PeerMatrix();
    m.peers =
        Arrays.asList(
            "pyarrow",
            "duckdb",
            "arrow-go",
            "pyarrow@19.0.1",
            "arrow-go@local-x-1",
            "duckdb-mbedtls");
    assertEquals(
        Arrays.asList(
            Arrays.asList("pyarrow", "pyarrow@19.0.1"),
            Arrays.asList("duckdb"),
            Arrays.asList("arrow-go", "arrow-go@local-x-1"),
            Arrays.asList("duckdb-mbedtls")),
        m.byImplementation());
    m.peers = Arrays.asList("pyarrow@19.0.1");
    assertEquals(
        Arrays.asList(Arrays.asList("pyarrow@19.0.1")),
        m.byImplementation(),
        "another build without the pinned one: a step of its own");
  }

  @Test
  void eachRoundRunsEveryBuildOnceInAnOrderDrawnFromTheRound() {
    List<String> builds = Arrays.asList("pyarrow", "pyarrow@19.0.1", "pyarrow@20.0.0");
    Set<String> firsts = new HashSet<String>();
    for (int round = 1; round <= 12; round++) {
      List<String> order = RoundOrder.of(builds, round);
      assertEquals(new HashSet<String>(builds), new HashSet<String>(order), order.toString());
      assertEquals(3, order.size());
      assertEquals(order, RoundOrder.of(builds, round), "the same round, the same order");
      firsts.add(order.get(0));
    }
    assertEquals(new HashSet<String>(builds), firsts, "each build goes first in some round");
    assertEquals(Arrays.asList("pyarrow"), RoundOrder.of(Arrays.asList("pyarrow"), 3), "one build");
    assertTrue(RoundOrder.of(Arrays.<String>asList(), 1).isEmpty());
  }
}
