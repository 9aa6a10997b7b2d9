package org.pmebench.jvm;

import java.util.ArrayList;
import java.util.List;

/**
 * Arguments a JDK version needs for the benchmark forks to run unchanged on it. Kept short on
 * purpose: every flag here is part of what was measured and is recorded with the results.
 *
 * <p>What needs none, and why: the forks never touch Hadoop's {@code FileSystem} or {@code
 * UserGroupInformation} (Parquet files go through the suite's own InputFile/OutputFile), because on
 * JDK 24 and later UGI fails with "getSubject is not supported" and no flag brings it back ({@code
 * -Djava.security.manager=allow} only helps up to JDK 23). Nothing needs {@code --add-opens}
 * (checked on 11, 17, 21 and 25); one package is exported for a clock.
 */
public final class JvmNeeds {
  /** First JDK with modules, whose internal packages need exporting. */
  static final int MODULES = 9;

  /**
   * HotSpot's per-thread clocks of its own threads (GC, JIT), which paired rounds read beside the
   * benchmark thread's (org.pmebench.paired.JvmThreadsClock); without the export those rows have no
   * process CPU time.
   */
  static final String JVM_THREADS_CLOCK =
      "--add-exports=java.management/sun.management=ALL-UNNAMED";

  /** First JDK with {@code --sun-misc-unsafe-memory-access} (JEP 471). */
  static final int UNSAFE_MEMORY_ACCESS_OPTION = 23;

  private JvmNeeds() {}

  public static List<String> jvmArgs(int major) {
    List<String> args = new ArrayList<String>();
    if (major >= MODULES) {
      args.add(JVM_THREADS_CLOCK);
    }
    if (major >= UNSAFE_MEMORY_ACCESS_OPTION) {
      // JMH (and Parquet's and Hadoop's libraries) use sun.misc.Unsafe memory access; JDK 24 warns
      // on the first use and JEP 498 makes later JDKs refuse it unless allowed.
      args.add("--sun-misc-unsafe-memory-access=allow");
    }
    return args;
  }
}
