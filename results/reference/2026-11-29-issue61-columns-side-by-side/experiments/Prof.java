import java.nio.file.*;
import java.util.*;
import one.profiler.AsyncProfiler;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.io.InputFile;
import org.pmebench.crypto.*;
import org.pmebench.userfiles.LayoutCopy;
import org.pmebench.workload.*;

/** FILE SECONDS OUTDIR: one JVM reads FILE's plaintext and GCM copies (LayoutCopy), alternating phases of SECONDS/6;
 *  after a warm-up, async-profiler (itimer, 1 ms... 200 us) samples each phase into OUTDIR/{plain,gcm}-N.collapsed; prints reads per phase. */
public class Prof {
  public static void main(String[] a) throws Exception {
    InputFile src = new InMemoryInputFile(Files.readAllBytes(Paths.get(a[0])));
    double seconds = Double.parseDouble(a[1]); String out = a[2];
    MessageType schema; try (ParquetFileReader r = ParquetFileReader.open(src)) { schema = r.getFooter().getFileMetaData().getSchema(); }
    ExplicitKeys keys = new ExplicitKeys(1);
    InMemoryOutputFile po = new InMemoryOutputFile(); LayoutCopy.copy(src, po, null);
    InMemoryOutputFile go = new InMemoryOutputFile(); LayoutCopy.copy(src, go, keys.encryptAll(EncryptionMode.AES_GCM_V1, schema));
    InputFile[] in = {new InMemoryInputFile(po.toByteArray()), new InMemoryInputFile(go.toByteArray())};
    org.apache.parquet.crypto.FileDecryptionProperties[] dec = {null, keys.decryptAll(schema)};
    String[] name = {"plain", "gcm"};
    org.openjdk.jmh.infra.Blackhole hole = new org.openjdk.jmh.infra.Blackhole("Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.");
    long end = System.nanoTime() + (long) (seconds * 0.4e9);
    while (System.nanoTime() < end) for (int v = 0; v < 2; v++) StandardFiles.readAll(in[v], dec[v], StandardFiles.configuration(), hole::consume);
    AsyncProfiler p = AsyncProfiler.getInstance();
    for (int phase = 0; phase < 6; phase++) {
      int v = phase % 2; long n = 0;
      p.execute("start,event=" + System.getProperty("ev","cpu") + ",interval=" + System.getProperty("iv","100us") + "");
      end = System.nanoTime() + (long) (seconds * 0.1e9);
      while (System.nanoTime() < end) { StandardFiles.readAll(in[v], dec[v], StandardFiles.configuration(), hole::consume); n++; }
      p.execute("stop,file=" + out + "/" + name[v] + "-" + phase + ".collapsed,collapsed");
      System.out.println(name[v] + " " + phase + " reads=" + n);
    }
  }
}
