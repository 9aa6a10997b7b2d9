package org.pmebench.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class HeapSizeTest {
  private static final long GIB = HeapSize.GIB;

  @Test
  void defaultSizesGetTheTwoGibMinimum() {
    assertEquals(2 * GIB, HeapSize.forChunks(16 << 20, 8, true));
    assertArrayEquals(new String[] {"-Xms2g", "-Xmx2g"}, HeapSize.jvmArgs(2 * GIB));
  }

  @Test
  void fileForksFixTheirYoungGenerationAtSixTenthsOfTheHeap() {
    assertArrayEquals(
        new String[] {"-Xms2g", "-Xmx2g", "-Xmn1228m"}, HeapSize.fileJvmArgs(2 * GIB));
    assertArrayEquals(
        new String[] {"-Xms5g", "-Xmx5g", "-Xmn3072m"}, HeapSize.fileJvmArgs(5 * GIB));
  }

  @Test
  void theConsumersHeapIsG1OnEveryJdkWithOnlyAMaximumOfTheForksHeapAndTheLiveSet() {
    assertArrayEquals(new String[] {"-XX:+UseG1GC", "-Xmx3g"}, HeapSize.consumerJvmArgs(2 * GIB));
  }

  @Test
  void largeChunksGrowTheHeapWithThreadsAndBuffers() {
    assertEquals(17 * GIB, HeapSize.forChunks(GIB, 8, false));
    assertEquals(25 * GIB, HeapSize.forChunks(GIB, 8, true));
    assertEquals(4 * GIB, HeapSize.forChunks(GIB, 1, true));
  }

  @Test
  void refusesAHeapLargerThanMostOfTheMachine() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                HeapSize.checkFits(
                    25 * GIB,
                    24 * GIB,
                    "chunk size 1GiB with 8 threads",
                    "use fewer threads or smaller chunk sizes"));
    assertTrue(
        e.getMessage().startsWith("chunk size 1GiB with 8 threads needs a 25 GiB heap"),
        e.getMessage());
    HeapSize.checkFits(17 * GIB, 24 * GIB, "fits", "-");
  }
}
