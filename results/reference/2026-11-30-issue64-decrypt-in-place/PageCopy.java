import java.lang.management.*;
public class PageCopy {
  public static void main(String[] a) {
    int pages = Integer.parseInt(a[0]); int size = Integer.parseInt(a[1]);
    byte[][] src = new byte[pages][size];
    for (byte[] s : src) new java.util.Random(1).nextBytes(s);
    ThreadMXBean t = ManagementFactory.getThreadMXBean();
    long sink = 0; double best = 1e18; double sum = 0; int n = 0;
    for (int r = 0; r < 4000; r++) {
      long c0 = t.getCurrentThreadCpuTime();
      for (int rep = 0; rep < 10; rep++)
        for (byte[] s : src) { byte[] d = new byte[s.length]; System.arraycopy(s, 0, d, 0, s.length); sink += d[rep]; }
      double us = (t.getCurrentThreadCpuTime() - c0) / 10 / 1000.0;
      if (r >= 1000) { sum += us; n++; best = Math.min(best, us); }
    }
    System.out.printf("%d pages x %d B: %.1f us per file (mean of %d), best %.1f  [%d]%n", pages, size, sum / n, n, best, sink & 1);
  }
}
