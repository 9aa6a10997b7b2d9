package org.pmebench.spark;

import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;

/** The whole process's CPU time: in an embedded run, the driver's and the executors' threads. */
final class ProcessCpu {
  private ProcessCpu() {}

  /** Nanoseconds, or -1 where the JVM does not say. */
  static long nanos() {
    OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
    return os instanceof com.sun.management.OperatingSystemMXBean
        ? ((com.sun.management.OperatingSystemMXBean) os).getProcessCpuTime()
        : -1;
  }
}
