package org.pmebench.paired;

import java.lang.reflect.Method;
import java.util.Map;

/**
 * CPU time of the JVM's own threads (garbage collector workers and concurrent threads, JIT
 * compilers, the VM thread), summed, in nanoseconds: the work a Java thread makes on threads other
 * than itself. Added to that thread's CPU time it is the process's CPU time but for the other Java
 * threads (JMH's, which sleep while a benchmark runs). The JDK's process clock
 * ({@code OperatingSystemMXBean.getProcessCpuTime}) counts in 10 ms ticks on Linux, too coarse for
 * one file; HotSpot's per-thread clocks resolve nanoseconds and cost about 7 us to read here.
 * HotSpot gives them through its internal management bean, which JDK 9 and later export only with
 * {@code --add-exports java.management/sun.management=ALL-UNNAMED} (JvmNeeds adds it to every fork).
 */
public interface JvmThreadsClock {
  /**
   * Into {@code into[0]} the sum over all the JVM's internal threads, into {@code into[1]} the part
   * of its JIT compiler threads (named "... CompilerThread..." or the code cache sweeper); both
   * {@link #UNKNOWN} where this JVM does not say.
   */
  void read(long[] into);

  long UNKNOWN = -1;

  JvmThreadsClock NONE = into -> {
    into[0] = UNKNOWN;
    into[1] = UNKNOWN;
  };

  /** HotSpot's internal threads' clocks; {@link #NONE} where the JVM has none or does not export them. */
  static JvmThreadsClock system() {
    final Object bean;
    final Method times;
    try {
      bean = Class.forName("sun.management.ManagementFactoryHelper").getMethod("getHotspotThreadMBean").invoke(null);
      times = Class.forName("sun.management.HotspotThreadMBean").getMethod("getInternalThreadCpuTimes");
      times.invoke(bean);
    } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
      return NONE;
    }
    return into -> {
      try {
        long all = 0;
        long jit = 0;
        for (Map.Entry<?, ?> t : ((Map<?, ?>) times.invoke(bean)).entrySet()) {
          long nanos = Math.max(0, ((Number) t.getValue()).longValue());
          String name = String.valueOf(t.getKey());
          all += nanos;
          jit += name.contains("CompilerThread") || name.startsWith("Sweeper") ? nanos : 0;
        }
        into[0] = all;
        into[1] = jit;
      } catch (ReflectiveOperationException | RuntimeException e) {
        NONE.read(into);
      }
    };
  }
}
