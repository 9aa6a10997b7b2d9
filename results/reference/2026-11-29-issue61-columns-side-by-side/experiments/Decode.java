import java.lang.management.*;
import java.nio.file.*;
import java.util.*;
import org.apache.parquet.ParquetReadOptions;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.convert.GroupRecordConverter;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.io.*;
import org.apache.parquet.schema.MessageType;
import org.pmebench.crypto.*;
import org.pmebench.userfiles.LayoutCopy;
import org.pmebench.workload.*;

/** FILE SECONDS JUNK_KB: one JVM; each round reads the file's plaintext copy, its GCM copy, and the plaintext copy with
 *  JUNK_KB of fresh arrays (columns x 2 arrays, written) allocated after the row group is read and before the record
 *  reader is made, in a random order; the thread CPU of (a) the record reader's making (pages decrypted there) and
 *  (b) the record loop alone, per variant, after 40% warm-up. */
public class Decode {
  static Object sink;
  public static void main(String[] a) throws Exception {
    byte[] src = Files.readAllBytes(Paths.get(a[0])); double seconds = Double.parseDouble(a[1]); int junkKb = Integer.parseInt(a[2]);
    InputFile in0 = new InMemoryInputFile(src);
    MessageType schema; try (ParquetFileReader r = ParquetFileReader.open(in0)) { schema = r.getFooter().getFileMetaData().getSchema(); }
    ExplicitKeys keys = new ExplicitKeys(1);
    InMemoryOutputFile p = new InMemoryOutputFile(); LayoutCopy.copy(in0, p, null);
    InMemoryOutputFile g = new InMemoryOutputFile(); LayoutCopy.copy(in0, g, keys.encryptAll(EncryptionMode.AES_GCM_V1, schema));
    InputFile[] files = {new InMemoryInputFile(p.toByteArray()), new InMemoryInputFile(g.toByteArray()), new InMemoryInputFile(p.toByteArray())};
    ParquetReadOptions[] opts = {ParquetReadOptions.builder().build(),
        ParquetReadOptions.builder().withDecryption(keys.decryptAll(schema)).build(), ParquetReadOptions.builder().build()};
    String[] names = {"plain", "gcm", "plain+junk"};
    int cols = schema.getColumns().size(); int junkEach = junkKb * 1024 / (2 * cols);
    ThreadMXBean t = ManagementFactory.getThreadMXBean();
    double[][] sum = new double[3][2]; long[] n = new long[3];
    List<Integer> order = new ArrayList<>(Arrays.asList(0, 1, 2)); Random rnd = new Random(3);
    long start = System.nanoTime(), warm = start + (long) (seconds * 0.4e9), end = start + (long) (seconds * 1e9);
    MessageColumnIO io = new ColumnIOFactory().getColumnIO(schema);
    while (System.nanoTime() < end) {
      boolean timing = System.nanoTime() > warm;
      Collections.shuffle(order, rnd);
      for (int v : order) {
        try (ParquetFileReader reader = new ParquetFileReader(files[v], opts[v])) {
          PageReadStore pages = reader.readNextRowGroup();
          byte[][] junk = null;
          if (v == 2 && junkEach > 0) { junk = new byte[2 * cols][]; for (int i = 0; i < junk.length; i++) { junk[i] = new byte[junkEach]; Arrays.fill(junk[i], (byte) i); } }
          long c0 = t.getCurrentThreadCpuTime();
          RecordReader<Group> rr = io.getRecordReader(pages, new GroupRecordConverter(schema));
          long c1 = t.getCurrentThreadCpuTime();
          long rows = pages.getRowCount(); Object last = null;
          for (long i = 0; i < rows; i++) last = rr.read();
          long c2 = t.getCurrentThreadCpuTime();
          sink = last; if (junk != null) sink = junk;
          if (timing) { sum[v][0] += c1 - c0; sum[v][1] += c2 - c1; n[v]++; }
        }
      }
    }
    for (int v = 0; v < 3; v++) System.out.printf("%s %s rounds=%d make=%.3f ms records=%.3f ms%n", a[0], names[v], n[v], sum[v][0] / n[v] / 1e6, sum[v][1] / n[v] / 1e6);
  }
}
