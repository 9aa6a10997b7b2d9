import java.lang.management.*;
import java.nio.file.*;
import java.util.*;
import java.util.function.Consumer;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.io.InputFile;
import org.pmebench.crypto.*;
import org.pmebench.userfiles.LayoutCopy;
import org.pmebench.workload.*;

public class ReadExtra {
  static long h;
  public static void main(String[] a) throws Exception {
    String sinkKind = a[1]; double seconds = Double.parseDouble(a[2]);
    InputFile src = new InMemoryInputFile(Files.readAllBytes(Paths.get(a[0])));
    MessageType schema; try (ParquetFileReader r = ParquetFileReader.open(src)) { schema = r.getFooter().getFileMetaData().getSchema(); }
    ExplicitKeys keys = new ExplicitKeys(1);
    EncryptionMode[] modes = {EncryptionMode.PLAINTEXT, EncryptionMode.AES_GCM_V1, EncryptionMode.AES_GCM_CTR_V1};
    InputFile[] files = new InputFile[3];
    for (int m = 0; m < 3; m++) { InMemoryOutputFile out = new InMemoryOutputFile(); LayoutCopy.copy(src, out, keys.encryptAll(modes[m], schema)); files[m] = new InMemoryInputFile(out.toByteArray()); }
    Consumer<Object> sink;
    if (sinkKind.equals("none")) sink = x -> {};
    else if (sinkKind.equals("hash")) sink = x -> h += System.identityHashCode(x);
    else { org.openjdk.jmh.infra.Blackhole bh = new org.openjdk.jmh.infra.Blackhole("Today's password is swordfish. I understand instantiating Blackholes directly is dangerous."); sink = bh::consume; }
    ThreadMXBean t = ManagementFactory.getThreadMXBean();
    Random rnd = new Random(3);
    List<Integer> order = new ArrayList<>(Arrays.asList(0,1,2));
    double[] sum = new double[3]; int n = 0;
    long end = System.nanoTime() + (long)(seconds*1e9), warm = System.nanoTime() + (long)(seconds*1e9/2);
    boolean timing = false;
    while (System.nanoTime() < end) {
      if (!timing && System.nanoTime() > warm) { timing = true; Arrays.fill(sum, 0); n = 0; }
      Collections.shuffle(order, rnd);
      long[] c = new long[3];
      for (int m : order) { long s = t.getCurrentThreadCpuTime(); StandardFiles.readAll(files[m], m == 0 ? null : keys.decryptAll(schema), StandardFiles.configuration(), sink); c[m] = t.getCurrentThreadCpuTime() - s; }
      for (int m = 0; m < 3; m++) sum[m] += c[m]; n++;
    }
    System.out.printf("%s sink=%s rounds=%d plain=%.2f ms gcmExtra=%.3f ctrExtra=%.3f%n", a[0], sinkKind, n, sum[0]/n/1e6, (sum[1]-sum[0])/n/1e6, (sum[2]-sum[0])/n/1e6);
  }
}
