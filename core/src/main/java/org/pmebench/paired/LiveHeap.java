package org.pmebench.paired;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The heap a file fork measures in. {@value #FIXED}: the suite's own, a fixed heap whose young
 * generation is large enough that collections almost never fall in a measured round (HeapSize).
 * {@value #CONSUMER}: what a real consumer of Parquet files looks like, for instance a Spark
 * executor holding cached blocks: G1 left to its ergonomics (no fixed initial or young size) and
 * {@value #LIVE_MEGABYTES} MB kept alive for the whole fork, half as 64 KiB arrays (serialized
 * blocks), half as small objects (deserialized rows), which every marking cycle has to trace.
 * There, encryption's extra garbage costs collections, and the process's CPU time shows it.
 */
public final class LiveHeap {
  /** The JMH parameter of the file benchmarks; its default value is left out of result keys. */
  public static final String PARAM = "heap";

  public static final String FIXED = "fixed";
  public static final String CONSUMER = "consumer";
  public static final List<String> VALUES =
      Collections.unmodifiableList(Arrays.asList(FIXED, CONSUMER));
  public static final int LIVE_MEGABYTES = 384;
  private static final int BLOCK_BYTES = 64 * 1024;

  /** A small object: a long[4], a 16-byte header and four longs. */
  private static final int SMALL_OBJECT_BYTES = 48;

  /** What the fork keeps alive; static so that nothing but the fork's end frees it. */
  private static volatile List<Object> held;

  private LiveHeap() {}

  /**
   * Keeps the live set of {@code heap} alive from now on (nothing for {@value #FIXED}); bad values
   * throw.
   */
  public static void hold(String heap) {
    if (!VALUES.contains(heap)) {
      throw new IllegalArgumentException(
          PARAM + "=" + heap + ": use " + String.join(" or ", VALUES));
    }
    if (CONSUMER.equals(heap) && held == null) {
      held = liveSet(LIVE_MEGABYTES * 1024L * 1024L);
    }
  }

  /**
   * About {@code bytes} of reachable objects, half in 64 KiB arrays and half in 48-byte objects.
   */
  static List<Object> liveSet(long bytes) {
    List<Object> set = new ArrayList<Object>();
    for (long b = 0; b < bytes / 2; b += BLOCK_BYTES) {
      byte[] block = new byte[BLOCK_BYTES];
      block[(int) (b / BLOCK_BYTES % BLOCK_BYTES)] = 1;
      set.add(block);
    }
    long objects = bytes / 2 / SMALL_OBJECT_BYTES;
    Object[] chunk = null;
    for (long i = 0; i < objects; i++) {
      if (i % 1024 == 0) {
        chunk = new Object[1024];
        set.add(chunk);
      }
      long[] row = new long[4];
      row[0] = i;
      chunk[(int) (i % 1024)] = row;
    }
    return set;
  }
}
