package org.pmebench.paired;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * Wall-clock time and the calling thread's CPU time, in nanoseconds. CPU time leaves out time the
 * host steals from this thread (another tenant on the core); it also leaves out work done on other
 * threads for it, such as garbage collection and JIT compilation.
 */
public interface ThreadClock {
  long wallNanos();

  /** CPU time of the calling thread; {@link #UNKNOWN} when this JVM cannot measure it. */
  long cpuNanos();

  long UNKNOWN = -1;

  /** System.nanoTime() and ThreadMXBean's current-thread CPU time. */
  static ThreadClock system() {
    final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    boolean cpu = threads.isCurrentThreadCpuTimeSupported();
    if (cpu && !threads.isThreadCpuTimeEnabled()) {
      threads.setThreadCpuTimeEnabled(true);
    }
    final boolean measured = cpu && threads.isThreadCpuTimeEnabled();
    return new ThreadClock() {
      @Override
      public long wallNanos() {
        return System.nanoTime();
      }

      @Override
      public long cpuNanos() {
        return measured ? threads.getCurrentThreadCpuTime() : UNKNOWN;
      }
    };
  }
}
