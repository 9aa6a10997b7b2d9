package org.pmebench.paired;

import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.Map;

/**
 * CPU time of the JVM's own threads (garbage collector workers and concurrent threads, JIT
 * compilers, the VM thread), summed, in nanoseconds: the work a Java thread makes on threads other
 * than itself. Added to that thread's CPU time it is the process's CPU time but for the other Java
 * threads (JMH's, which sleep while a benchmark runs). The JDK's process clock ({@code
 * OperatingSystemMXBean.getProcessCpuTime}) counts in 10 ms ticks on Linux, too coarse for one
 * file; HotSpot's per-thread clocks resolve nanoseconds and cost about 7 us to read here. HotSpot
 * gives them through its internal management bean, which JDK 9 and later export only with {@code
 * --add-exports java.management/sun.management=ALL-UNNAMED} (JvmNeeds adds it to every fork).
 */
public interface JvmThreadsClock {
  /** Where {@link #read} puts the sum over all the JVM's internal threads. */
  int ALL = 0;

  /** ... the part of its JIT compiler threads ("C2 CompilerThread0", the code cache sweeper). */
  int JIT = 1;

  /**
   * ... the part of its collection pauses: the collectors' parallel workers ("GC Thread#0"; JDK 8:
   * "GC task thread#0", "Gang worker#0 (Parallel GC Threads)") and the VM thread, which runs every
   * pause. A young collection starts when an allocation finds the young generation full, so this
   * part grows with what is allocated. The rest is concurrent work (G1's refinement of cards that
   * reference stores dirty, marking, its service thread), which grows with reference stores into
   * old objects and with the live set, not with bytes allocated.
   */
  int GC_PAUSES = 2;

  /** The length of the array {@link #read} fills. */
  int PARTS = 3;

  /**
   * Fills {@code into} ({@link #PARTS} long) as {@link #ALL}, {@link #JIT} and {@link #GC_PAUSES}
   * say; {@link #UNKNOWN} where this JVM does not say.
   */
  void read(long[] into);

  long UNKNOWN = -1;

  JvmThreadsClock NONE = into -> Arrays.fill(into, 0, PARTS, UNKNOWN);

  /**
   * HotSpot's internal threads' clocks; {@link #NONE} where the JVM has none or does not export
   * them.
   */
  static JvmThreadsClock system() {
    final Object bean;
    final Method times;
    try {
      bean =
          Class.forName("sun.management.ManagementFactoryHelper")
              .getMethod("getHotspotThreadMBean")
              .invoke(null);
      times =
          Class.forName("sun.management.HotspotThreadMBean").getMethod("getInternalThreadCpuTimes");
      times.invoke(bean);
    } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
      return NONE;
    }
    return into -> {
      try {
        long all = 0;
        long jit = 0;
        long pauses = 0;
        for (Map.Entry<?, ?> t : ((Map<?, ?>) times.invoke(bean)).entrySet()) {
          long nanos = Math.max(0, ((Number) t.getValue()).longValue());
          String name = String.valueOf(t.getKey());
          all += nanos;
          jit += name.contains("CompilerThread") || name.startsWith("Sweeper") ? nanos : 0;
          pauses += pauseThread(name) ? nanos : 0;
        }
        into[ALL] = all;
        into[JIT] = jit;
        into[GC_PAUSES] = pauses;
      } catch (ReflectiveOperationException | RuntimeException e) {
        NONE.read(into);
      }
    };
  }

  /** Whether HotSpot's thread {@code name} works in collection pauses ({@link #GC_PAUSES}). */
  static boolean pauseThread(String name) {
    return name.startsWith("GC Thread")
        || name.startsWith("GC task thread")
        || name.contains("Parallel GC Threads")
        || name.equals("VM Thread");
  }
}
