package org.pmebench.paired;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class LiveHeapTest {
  @Test
  void theLiveSetIsHalfBlocksAndHalfSmallObjects() {
    List<Object> set = LiveHeap.liveSet(8L << 20);
    long blocks = set.stream().filter(o -> o instanceof byte[]).count();
    long objects =
        set.stream()
            .filter(o -> o instanceof Object[])
            .mapToLong(
                o -> {
                  long n = 0;
                  for (Object x : (Object[]) o) {
                    n += x == null ? 0 : 1;
                  }
                  return n;
                })
            .sum();
    assertEquals(64, blocks, "4 MiB in 64 KiB blocks");
    assertEquals((4L << 20) / 48, objects, "4 MiB in 48-byte objects");
  }

  @Test
  void anUnknownHeapIsRefusedWithTheValuesAllowed() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> LiveHeap.hold("big"));
    assertEquals("heap=big: use fixed or consumer", e.getMessage());
  }
}
