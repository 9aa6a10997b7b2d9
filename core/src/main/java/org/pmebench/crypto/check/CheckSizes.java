package org.pmebench.crypto.check;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.TreeSet;

/**
 * The plaintext sizes the cross-check encrypts: the sizes the run measures, and the ones AES bugs
 * of the JIT's intrinsics needed — every size below two blocks, 16·2^k and 1 and 16 bytes either
 * side up to 1 MiB (the 512 B to 8 KiB boundaries of JDK-8371864, 7680 and 8192 of JDK-8283022
 * among them; up to 8 KiB in a run that measures nothing).
 */
public final class CheckSizes {
  /** The largest boundary size; larger sizes are checked where the run measures them. */
  static final int LARGEST_BOUNDARY = 1 << 20;

  /**
   * The largest boundary of a run that measures nothing (the smoke profile): the boundaries the JDK
   * bugs above needed, 8 KiB and below. Beyond them the check's bytes, not its count of calls, make
   * its cost.
   */
  public static final int SMOKE_LARGEST_BOUNDARY = 8192;

  /**
   * The JVM property that lowers {@link #LARGEST_BOUNDARY} in a fork (the launcher sets it for
   * smoke runs).
   */
  public static final String LARGEST_BOUNDARY_PROPERTY = "pmebench.cipherCheck.largestBoundary";

  /**
   * The largest random input checked in memory (three copies, 48 MiB, beside a fork's own buffers,
   * which the run sizes the heap for); a larger measured size is checked on the benchmark's own
   * buffers ({@link MeasuredAnswer}).
   */
  public static final int LARGEST_RANDOM = 16 << 20;

  /**
   * Up to here every size is also encrypted in updates of 1 to 15 bytes (JDK-8292158's trigger).
   */
  static final int LARGEST_IN_PARTS = 8192 + 16;

  private CheckSizes() {}

  public static List<Integer> forRun(Collection<Integer> runSizes) {
    TreeSet<Integer> sizes = new TreeSet<Integer>(runSizes);
    for (int s = 0; s < 33; s++) {
      sizes.add(s);
    }
    for (int s = 32; s <= largestBoundary(); s *= 2) {
      for (int d : new int[] {-16, -1, 0, 1, 16}) {
        sizes.add(s + d);
      }
    }
    sizes.add(7680);
    return Collections.unmodifiableList(new ArrayList<Integer>(sizes));
  }

  /**
   * This JVM's largest boundary: {@link #LARGEST_BOUNDARY}, or a smaller power of two the launcher
   * set (at least 512).
   */
  static int largestBoundary() {
    Integer set = Integer.getInteger(LARGEST_BOUNDARY_PROPERTY);
    if (set == null) {
      return LARGEST_BOUNDARY;
    }
    if (set < 512 || set > LARGEST_BOUNDARY || Integer.bitCount(set) != 1) {
      throw new IllegalArgumentException(
          LARGEST_BOUNDARY_PROPERTY
              + "="
              + set
              + ": a power of two from 512 to "
              + LARGEST_BOUNDARY);
    }
    return set;
  }

  /**
   * The update sizes one plaintext of {@code size} bytes is cut into, for each way of cutting it.
   */
  static List<int[]> partsFor(int size) {
    List<int[]> ways = new ArrayList<int[]>();
    if (size < 2 || size > LARGEST_IN_PARTS) {
      return ways;
    }
    // 1, 2, ..., 15, 1, 2, ...: every partial-block state, one after another.
    int[] small = new int[size];
    int n = 0;
    for (int done = 0, next = 1; done < size; next = next % 15 + 1) {
      small[n++] = next;
      done += next;
    }
    ways.add(java.util.Arrays.copyOf(small, n));
    // A short update, then the rest in one: the shape of JDK-8292158's reproducer.
    ways.add(new int[] {Math.min(size - 1, 7)});
    // All but the last byte, then one byte.
    ways.add(new int[] {size - 1});
    return ways;
  }
}
