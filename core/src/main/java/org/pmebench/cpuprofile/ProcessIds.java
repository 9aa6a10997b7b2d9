package org.pmebench.cpuprofile;

import java.lang.management.ManagementFactory;

/** This JVM's process id on Java 8 too (ProcessHandle is Java 9+). */
final class ProcessIds {
  private ProcessIds() {}

  static String current() {
    String name = ManagementFactory.getRuntimeMXBean().getName();
    int at = name.indexOf('@');
    return at > 0 ? name.substring(0, at) : name;
  }
}
