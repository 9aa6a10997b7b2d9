package org.pmebench.paired;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.function.ToLongFunction;

/**
 * The JVM's garbage collections so far, summed over its collectors: how many, and the milliseconds
 * they took as the collectors report them; and the bytes the calling thread has allocated, which is
 * what the collections are made of. Read around each variant of a round, outside its clock reads,
 * so a collection that falls in a variant's time is charged to it: when encryption makes
 * collections, that is part of its cost, and a collection that lands on one variant by chance shows
 * as such instead of as noise. The allocated bytes say, per file and exactly, whether encryption
 * allocates more (a new array per encrypted or decrypted module); the JVM's own threads' CPU time
 * says what collecting them (and compiling) cost on threads other than the caller's.
 */
public interface GcCounter {
  long collections();

  long millis();

  /** Bytes the calling thread has allocated so far; {@link #UNKNOWN} where this JVM cannot tell. */
  default long allocatedBytes() {
    return UNKNOWN;
  }

  /**
   * CPU nanoseconds the JVM's own threads (collectors, JIT compilers, the VM thread) have used so
   * far, with their JIT compilers' and collection pauses' parts ({@link JvmThreadsClock#read});
   * {@link #UNKNOWN} where this JVM cannot tell.
   */
  default void jvmThreadsCpuNanos(long[] into) {
    JvmThreadsClock.NONE.read(into);
  }

  long UNKNOWN = -1;

  GcCounter NONE =
      new GcCounter() {
        @Override
        public long collections() {
          return 0;
        }

        @Override
        public long millis() {
          return 0;
        }
      };

  static GcCounter system() {
    final List<GarbageCollectorMXBean> beans = ManagementFactory.getGarbageCollectorMXBeans();
    final com.sun.management.ThreadMXBean threads = allocationCounting();
    final JvmThreadsClock jvmThreads = JvmThreadsClock.system();
    return new GcCounter() {
      @Override
      public void jvmThreadsCpuNanos(long[] into) {
        jvmThreads.read(into);
      }

      @Override
      public long allocatedBytes() {
        return threads == null
            ? UNKNOWN
            : threads.getThreadAllocatedBytes(Thread.currentThread().getId());
      }

      @Override
      public long collections() {
        return sum(GarbageCollectorMXBean::getCollectionCount);
      }

      @Override
      public long millis() {
        return sum(GarbageCollectorMXBean::getCollectionTime);
      }

      /** A counter summed over the collectors; one that cannot tell (-1) adds nothing. */
      private long sum(ToLongFunction<GarbageCollectorMXBean> counter) {
        long sum = 0;
        for (GarbageCollectorMXBean b : beans) {
          sum += Math.max(0, counter.applyAsLong(b));
        }
        return sum;
      }
    };
  }

  /** HotSpot's per-thread allocation counter, switched on; null where the JVM has none. */
  static com.sun.management.ThreadMXBean allocationCounting() {
    java.lang.management.ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    if (!(threads instanceof com.sun.management.ThreadMXBean)) {
      return null;
    }
    com.sun.management.ThreadMXBean hotSpot = (com.sun.management.ThreadMXBean) threads;
    if (!hotSpot.isThreadAllocatedMemorySupported()) {
      return null;
    }
    if (!hotSpot.isThreadAllocatedMemoryEnabled()) {
      hotSpot.setThreadAllocatedMemoryEnabled(true);
    }
    return hotSpot.isThreadAllocatedMemoryEnabled() ? hotSpot : null;
  }
}
