package org.pmebench.paired;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.List;

/**
 * The JVM's garbage collections so far, summed over its collectors: how many, and the milliseconds
 * they took as the collectors report them. Read around each variant of a round, outside its clock
 * reads, so a collection that falls in a variant's time is charged to it: when encryption makes
 * collections, that is part of its cost, and a collection that lands on one variant by chance
 * shows as such instead of as noise.
 */
public interface GcCounter {
  long collections();

  long millis();

  GcCounter NONE = new GcCounter() {
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
    return new GcCounter() {
      @Override
      public long collections() {
        long n = 0;
        for (GarbageCollectorMXBean b : beans) {
          n += Math.max(0, b.getCollectionCount());
        }
        return n;
      }

      @Override
      public long millis() {
        long ms = 0;
        for (GarbageCollectorMXBean b : beans) {
          ms += Math.max(0, b.getCollectionTime());
        }
        return ms;
      }
    };
  }
}
