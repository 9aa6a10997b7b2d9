import java.lang.management.*;
import java.nio.ByteBuffer;
import java.util.*;
import org.apache.parquet.bytes.*;
import org.apache.parquet.column.values.rle.*;

/** COLUMNS ROWS SECONDS [records]: parquet's RLE/bit-packing decoder over COLUMNS streams of ROWS dictionary ids (10 bits), row by
 *  row as a record reader does, each id looked up in its column's int[1000] dictionary. The streams are (a) slices of
 *  one buffer, pages back to back with a 4 KB gap each (as a plaintext chunk), or (b) arrays of their own, allocated
 *  one after the other with a copy beside each (as decrypted pages). With "records", an Object[] a row and an int[1] a
 *  value are allocated as records are (run as Micro2.java, this loop's second branch alone). Thread CPU per pass,
 *  alternating. */
public class Micro {
  public static void main(String[] a) throws Exception {
    int cols = Integer.parseInt(a[0]), rows = Integer.parseInt(a[1]); double seconds = Double.parseDouble(a[2]);
    boolean records = a.length > 3 && a[3].equals("records");
    Random r = new Random(1);
    byte[][] pages = new byte[cols][]; int[][] dict = new int[cols][1000];
    for (int c = 0; c < cols; c++) {
      RunLengthBitPackingHybridEncoder e = new RunLengthBitPackingHybridEncoder(10, 64 * 1024, 1 << 20, new HeapByteBufferAllocator());
      for (int i = 0; i < rows; i++) e.writeInt(r.nextInt(1000));
      pages[c] = e.toBytes().toByteArray();
      for (int i = 0; i < 1000; i++) dict[c][i] = r.nextInt();
    }
    int total = 0; for (byte[] p : pages) total += p.length + 4096;
    byte[] one = new byte[total]; int[] off = new int[cols]; int o = 0;
    for (int c = 0; c < cols; c++) { o += 4096; off[c] = o; System.arraycopy(pages[c], 0, one, o, pages[c].length); o += pages[c].length; }
    ThreadMXBean t = ManagementFactory.getThreadMXBean();
    double[] sum = new double[2]; long[] n = new long[2]; long sink = 0;
    long start = System.nanoTime(), warm = start + (long) (seconds * 0.4e9), end = start + (long) (seconds * 1e9);
    Object[] keep = new Object[2 * cols];
    while (System.nanoTime() < end) {
      for (int v = 0; v < 2; v++) {
        RunLengthBitPackingHybridDecoder[] d = new RunLengthBitPackingHybridDecoder[cols];
        for (int c = 0; c < cols; c++) {
          ByteBuffer b;
          if (v == 0) { b = ByteBuffer.wrap(one, off[c], pages[c].length).slice(); }
          else { byte[] copy = Arrays.copyOf(pages[c], pages[c].length + 16); keep[2 * c] = copy; byte[] plain = Arrays.copyOf(copy, pages[c].length); keep[2 * c + 1] = plain; b = ByteBuffer.wrap(plain); }
          d[c] = new RunLengthBitPackingHybridDecoder(10, ByteBufferInputStream.wrap(b));
        }
        long c0 = t.getCurrentThreadCpuTime();
        if (!records) {
          for (int i = 0; i < rows; i++) for (int c = 0; c < cols; c++) sink += dict[c][d[c].readInt()];
        } else {
          Object[] last = null;
          for (int i = 0; i < rows; i++) { Object[] row = new Object[cols]; for (int c = 0; c < cols; c++) row[c] = new int[] {dict[c][d[c].readInt()]}; last = row; }
          sink += ((int[]) last[0])[0];
        }
        long c1 = t.getCurrentThreadCpuTime();
        if (System.nanoTime() > warm) { sum[v] += c1 - c0; n[v]++; }
      }
    }
    System.out.printf("%d columns x %d rows: one buffer %.3f ms, arrays per page %.3f ms (%d passes) %d%n", cols, rows, sum[0] / n[0] / 1e6, sum[1] / n[1] / 1e6, n[0], sink & 1);
  }
}
