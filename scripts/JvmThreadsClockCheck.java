import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import org.pmebench.paired.JvmThreadsClock;

/**
 * Checks the clock paired rounds call the process's CPU time: this thread's CPU time plus the JVM's
 * own threads' (JvmThreadsClock) against the JDK's process clock (10 ms ticks on Linux), over three
 * 10 s windows of allocation beside 3 million live objects, so that collectors and marking run.
 *
 *   java --add-exports=java.management/sun.management=ALL-UNNAMED -Xmx1g \
 *       -cp target/benchmarks.jar scripts/JvmThreadsClockCheck.java
 */
public class JvmThreadsClockCheck {
  public static void main(String[] args) {
    com.sun.management.OperatingSystemMXBean os =
        (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    ThreadMXBean thread = ManagementFactory.getThreadMXBean();
    JvmThreadsClock jvm = JvmThreadsClock.system();
    long[] before = new long[JvmThreadsClock.PARTS];
    long[] after = new long[JvmThreadsClock.PARTS];
    jvm.read(before);
    if (before[0] == JvmThreadsClock.UNKNOWN) {
      System.err.println("this JVM does not give its threads' clocks (JDK 9+: --add-exports as above)");
      System.exit(2);
    }
    List<long[]> live = new ArrayList<>();
    for (int i = 0; i < 3_000_000; i++) {
      live.add(new long[4]);
    }
    Object[] ring = new Object[100_000];
    long made = 0;
    for (int window = 0; window < 3; window++) {
      jvm.read(before);
      long thread0 = thread.getCurrentThreadCpuTime();
      long process0 = os.getProcessCpuTime();
      long end = System.nanoTime() + 10_000_000_000L;
      while (System.nanoTime() < end) {
        for (int i = 0; i < 10_000; i++) {
          ring[(int) (made++ % ring.length)] = new byte[64 + (i & 255)];
        }
      }
      long process = os.getProcessCpuTime() - process0;
      long own = thread.getCurrentThreadCpuTime() - thread0;
      jvm.read(after);
      long others = after[JvmThreadsClock.ALL] - before[JvmThreadsClock.ALL];
      System.out.printf("thread %.0f ms + JVM threads %.0f ms (JIT %.0f, pauses %.0f) = %.0f ms; process clock %.0f ms"
          + " (%.1f%%)%n", own / 1e6, others / 1e6, (after[JvmThreadsClock.JIT] - before[JvmThreadsClock.JIT]) / 1e6,
          (after[JvmThreadsClock.GC_PAUSES] - before[JvmThreadsClock.GC_PAUSES]) / 1e6, (own + others) / 1e6,
          process / 1e6, 100.0 * (own + others) / process);
    }
    System.out.println(live.size() + ring.length > 0 ? "" : "-");
  }
}
