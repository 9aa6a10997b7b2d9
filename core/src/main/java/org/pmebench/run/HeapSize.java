package org.pmebench.run;

import org.pmebench.paired.LiveHeap;

/**
 * The fixed heap (-Xms = -Xmx, so the heap never resizes while measuring) a cipher fork needs:
 * every thread holds two chunk-sized buffers, and Bouncy Castle's GCM decrypt buffers a third.
 */
public final class HeapSize {
  public static final long GIB = 1L << 30;
  static final long MIB = 1L << 20;
  static final long MINIMUM = 2 * GIB;

  private HeapSize() {}

  public static long forChunks(long chunkBytes, int threads, boolean withBouncyCastle) {
    int buffersPerThread = withBouncyCastle ? 3 : 2;
    return atLeast((long) threads * buffersPerThread * (chunkBytes + 16) + 512L * (1 << 20));
  }

  /**
   * Heap for a fork that holds {@code rows} pre-built rows and a file of them in memory: a budget
   * of 4,000 bytes a row (rows of a few hundred bytes, CSV text, the writer's buffered row group,
   * the file) plus 1 GiB, so GC stays out of the way.
   */
  public static long forRows(int rows) {
    return forRows(rows, 1);
  }

  /**
   * The same with {@code files} files of those rows held at once (a paired read holds one per
   * variant).
   */
  public static long forRows(int rows, int files) {
    return atLeast(rows * (4000L + 1200L * (files - 1)) + GIB);
  }

  /** {@code needed} rounded up to whole GiB, and never below the 2 GiB minimum. */
  public static long atLeast(long needed) {
    long gib = (Math.max(needed, MINIMUM) + GIB - 1) / GIB;
    return gib * GIB;
  }

  /**
   * Throws IllegalArgumentException when the heap would not fit in 80% of the machine's memory,
   * ending with {@code advice} ("use fewer --rows").
   */
  public static void checkFits(long heapBytes, long physicalBytes, String what, String advice) {
    if (physicalBytes > 0 && heapBytes > physicalBytes / 10 * 8) {
      throw new IllegalArgumentException(
          what
              + " needs a "
              + heapBytes / GIB
              + " GiB heap, but this machine has "
              + physicalBytes / GIB
              + " GiB of memory; "
              + advice);
    }
  }

  public static String[] jvmArgs(long heapBytes) {
    String size = heapBytes / GIB + "g";
    return new String[] {"-Xms" + size, "-Xmx" + size};
  }

  /**
   * The heap of a file fork, with its young generation fixed at 6/10 of it: the most G1 grows it to
   * (G1MaxNewSizePercent). Left to adapt, G1 grows the young generation while measuring into heap
   * pages never touched before, and the kernel zeroes each on first touch in the thread that
   * allocates: bursts of 10,000-90,000 page faults (up to 0.2 s of system time a second) landing on
   * whichever variant runs, the largest source of a paired write's round-to-round noise here. A
   * fixed young generation is used once over during warm-up and then reused (docs/precision.md).
   */
  public static String[] fileJvmArgs(long heapBytes) {
    String[] heap = jvmArgs(heapBytes);
    return new String[] {heap[0], heap[1], "-Xmn" + youngBytes(heapBytes) / MIB + "m"};
  }

  /**
   * The heap of a file fork measured as a consumer would run it (LiveHeap.CONSUMER): G1, named, and
   * only a maximum, the file fork's plus the live set, so that G1 sizes the heap and its young
   * generation itself. G1 is set, not assumed: JDK 8 defaults to the parallel collector, and any
   * JDK picks the serial one on a machine it does not deem server-class (fewer than 2 CPUs or 2
   * GB).
   */
  public static String[] consumerJvmArgs(long heapBytes) {
    long max = atLeast(heapBytes + LiveHeap.LIVE_MEGABYTES * MIB);
    return new String[] {"-XX:+UseG1GC", "-Xmx" + max / GIB + "g"};
  }

  /** 6/10 of the heap, in whole MiB. */
  static long youngBytes(long heapBytes) {
    return heapBytes * 6 / 10 / MIB * MIB;
  }
}
