package org.pmebench.paired;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import org.junit.jupiter.api.Test;

class JvmThreadsClockTest {
  @Test
  void theJvmsThreadsClocksOnlyGoForwardAndTheJitIsPartOfThem() {
    long[] before = new long[2];
    long[] after = new long[2];
    JvmThreadsClock clock = JvmThreadsClock.system();
    clock.read(before);
    byte[][] garbage = new byte[64][];
    for (int i = 0; i < 200_000; i++) {
      garbage[i % 64] = new byte[1024];
    }
    clock.read(after);
    // The build gives the test JVM the export the benchmark forks get (core/pom.xml, JvmNeeds).
    assertTrue(before[0] != JvmThreadsClock.UNKNOWN, "HotSpot's clocks of its own threads are readable");
    assertTrue(after[0] >= before[0], "all threads: " + before[0] + " then " + after[0]);
    assertTrue(after[1] >= before[1], "JIT: " + before[1] + " then " + after[1]);
    assertTrue(after[1] <= after[0], "the JIT's part is at most the whole");
    assertTrue(garbage[0].length == 1024);
  }

  @Test
  void withoutTheClocksBothAreUnknown() {
    long[] into = {5, 5};
    JvmThreadsClock.NONE.read(into);
    assertEquals(JvmThreadsClock.UNKNOWN, into[0]);
    assertEquals(JvmThreadsClock.UNKNOWN, into[1]);
  }
}
