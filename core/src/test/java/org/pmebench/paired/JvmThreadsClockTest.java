package org.pmebench.paired;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class JvmThreadsClockTest {
  @Test
  void theJvmsThreadsClocksOnlyGoForwardAndTheJitIsPartOfThem() {
    long[] before = new long[JvmThreadsClock.PARTS];
    long[] after = new long[JvmThreadsClock.PARTS];
    JvmThreadsClock clock = JvmThreadsClock.system();
    clock.read(before);
    byte[][] garbage = new byte[64][];
    for (int i = 0; i < 200_000; i++) {
      garbage[i % 64] = new byte[1024];
    }
    // A collection for certain: its pause runs in the collector's threads (or the VM thread), which
    // must show.
    System.gc();
    clock.read(after);
    // The build gives the test JVM the export the benchmark forks get (core/pom.xml, JvmNeeds).
    assertTrue(
        before[0] != JvmThreadsClock.UNKNOWN, "HotSpot's clocks of its own threads are readable");
    // Forward, not merely not back: a clock stuck at 0, or one that reads the wrong threads, fails
    // here.
    assertTrue(
        after[JvmThreadsClock.ALL] > before[JvmThreadsClock.ALL],
        "all threads: " + before[0] + " then " + after[0]);
    assertTrue(
        after[JvmThreadsClock.GC_PAUSES] > before[JvmThreadsClock.GC_PAUSES],
        "the collection's pause: "
            + before[JvmThreadsClock.GC_PAUSES]
            + " then "
            + after[JvmThreadsClock.GC_PAUSES]);
    assertTrue(after[1] >= before[1], "JIT: " + before[1] + " then " + after[1]);
    assertTrue(
        after[JvmThreadsClock.JIT] + after[JvmThreadsClock.GC_PAUSES] <= after[JvmThreadsClock.ALL],
        "the JIT's and the pauses' parts are parts of the whole");
    assertTrue(garbage[0].length == 1024);
  }

  @Test
  void withoutTheClocksBothAreUnknown() {
    long[] into = {5, 5, 5};
    JvmThreadsClock.NONE.read(into);
    for (long part : into) {
      assertEquals(JvmThreadsClock.UNKNOWN, part);
    }
  }

  @Test
  void pauseThreadsAreTheCollectorsWorkersAndTheVmThreadOnJdk8AndLater() {
    for (String pause :
        new String[] {
          "GC Thread#0",
          "GC Thread#1",
          "VM Thread",
          "GC task thread#0 (ParallelGC)",
          "Gang worker#0 (Parallel GC Threads)"
        }) {
      assertTrue(JvmThreadsClock.pauseThread(pause), pause);
    }
    for (String other :
        new String[] {
          "G1 Refine#0",
          "G1 Conc#0",
          "G1 Main Marker",
          "G1 Service",
          "C2 CompilerThread0",
          "VM Periodic Task Thread"
        }) {
      assertTrue(!JvmThreadsClock.pauseThread(other), other);
    }
  }
}
