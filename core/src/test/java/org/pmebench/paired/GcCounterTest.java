package org.pmebench.paired;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The allocation counter of this JVM counts what the calling thread allocates. */
class GcCounterTest {
  private static volatile byte[] kept;

  @Test
  void countsTheBytesThisThreadAllocates() {
    GcCounter gc = GcCounter.system();
    long before = gc.allocatedBytes();
    assertNotEquals(GcCounter.UNKNOWN, before, "HotSpot counts allocations per thread");
    kept = new byte[8 << 20];
    long allocated = gc.allocatedBytes() - before;
    assertTrue(
        allocated >= 8 << 20 && allocated < 9 << 20, allocated + " bytes for an 8 MiB array");
    assertTrue(gc.collections() >= 0 && gc.millis() >= 0);
  }
}
