package org.pmebench.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.pmebench.family.spark.StreamCounter;

/**
 * The stream benchmark writes exactly the counters the spark family's StreamCosts reads, by name.
 */
class SparkStreamCountersSchemaTest {
  @Test
  void theBenchmarksCountersAreTheFamilysStreamCounters() {
    Set<String> written = new TreeSet<String>();
    for (Method m : SparkStreamCounters.class.getDeclaredMethods()) {
      if (Modifier.isPublic(m.getModifiers())
          && m.getParameterCount() == 0
          && m.getReturnType() != void.class) {
        written.add(m.getName());
      }
    }
    Set<String> read = new TreeSet<String>();
    for (StreamCounter c : StreamCounter.values()) {
      read.add(c.key);
    }
    assertEquals(read, written);
  }
}
