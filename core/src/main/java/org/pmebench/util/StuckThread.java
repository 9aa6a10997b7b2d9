package org.pmebench.util;

/**
 * Ends a thread stuck in a loop that never checks for interruption (parquet-java 1.13.1 can spin
 * forever on a changed page header, docs/findings.md): Thread.stop, the only way, where the JVM
 * still has it (up to Java 19); later JVMs leave the daemon thread spinning until the process ends.
 */
public final class StuckThread {
  private StuckThread() {}

  /** True when the thread was told to stop. */
  @SuppressWarnings("deprecation")
  public static boolean stop(Thread thread) {
    try {
      thread.stop();
      return true;
    } catch (UnsupportedOperationException | SecurityException e) {
      return false;
    }
  }
}
