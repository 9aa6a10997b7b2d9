package org.pmebench.crypto.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The sizes a fork checks: the boundaries up to 1 MiB, or up to 8 KiB where the launcher says so,
 * and the run's.
 */
class CheckSizesTest {
  @AfterEach
  void unset() {
    System.clearProperty(CheckSizes.LARGEST_BOUNDARY_PROPERTY);
  }

  @Test
  void theBoundariesGoUpTo1MiBAndEveryRunSizeIsChecked() {
    List<Integer> sizes = CheckSizes.forRun(Collections.singleton(3 << 20));
    assertTrue(
        sizes.containsAll(
            Arrays.asList(0, 33, 7680, 8192 + 16, (1 << 20) - 16, (1 << 20) + 16, 3 << 20)),
        sizes.toString());
    assertEquals(3 << 20, (int) sizes.get(sizes.size() - 1));
    assertEquals(
        (1 << 20) + 16,
        (int) sizes.get(sizes.size() - 2),
        "nothing above 1 MiB + 16 but the run's");
  }

  @Test
  void aSmokeForkStopsTheBoundariesAt8KiBAndStillChecksTheRunsSizes() {
    System.setProperty(
        CheckSizes.LARGEST_BOUNDARY_PROPERTY, Integer.toString(CheckSizes.SMOKE_LARGEST_BOUNDARY));
    List<Integer> sizes = CheckSizes.forRun(Arrays.asList(1024, 65536));
    assertTrue(
        sizes.containsAll(Arrays.asList(0, 33, 511, 513, 7680, 8192 - 16, 8192 + 16, 1024, 65536)),
        sizes.toString());
    assertFalse(sizes.contains(16384), sizes.toString());
    assertEquals(Arrays.asList(8192 + 16, 65536), sizes.subList(sizes.size() - 2, sizes.size()));
  }

  @Test
  void aBoundaryThatIsNoPowerOfTwoInRangeIsRefused() {
    for (String bad : new String[] {"256", "3000", "2097152"}) {
      System.setProperty(CheckSizes.LARGEST_BOUNDARY_PROPERTY, bad);
      IllegalArgumentException e =
          assertThrows(
              IllegalArgumentException.class,
              () -> CheckSizes.forRun(Collections.<Integer>emptySet()));
      assertTrue(e.getMessage().contains("a power of two from 512 to 1048576"), e.getMessage());
    }
  }
}
