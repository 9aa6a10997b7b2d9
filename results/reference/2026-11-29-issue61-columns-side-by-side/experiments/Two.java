import java.nio.file.Files; import java.nio.file.Paths;
import java.util.*;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.io.InputFile;
import org.pmebench.crypto.*;
import org.pmebench.paired.*;
import org.pmebench.userfiles.LayoutCopy;
import org.pmebench.workload.*;

/** ForkLike over several files in one JVM: each round reads every file's paired round, the files in a random order
 *  (as estimate's calibration reads its tables). Prints each file's extra. */
public class Two {
  public static void main(String[] a) throws Exception {
    double seconds = Double.parseDouble(a[0]);
    List<PairedRounds> all = new ArrayList<>(); List<PairedFiles> pf = new ArrayList<>();
    for (int f = 1; f < a.length; f++) {
      InputFile src = new InMemoryInputFile(Files.readAllBytes(Paths.get(a[f])));
      MessageType schema; try (ParquetFileReader r = ParquetFileReader.open(src)) { schema = r.getFooter().getFileMetaData().getSchema(); }
      ExplicitKeys keys = new ExplicitKeys(1);
      PairedFiles files = new PairedFiles("memory");
      for (EncryptionMode m : new EncryptionMode[]{EncryptionMode.PLAINTEXT, EncryptionMode.AES_GCM_V1, EncryptionMode.AES_GCM_CTR_V1}) {
        org.pmebench.workload.FileStore store = files.newStore(); LayoutCopy.copy(src, store.output(), keys.encryptAll(m, schema));
        InputFile in = store.input();
        files.add(new Variant(m, sink -> StandardFiles.readAll(in, m.encrypted() ? keys.decryptAll(schema) : null, StandardFiles.configuration(), sink), store.length(), 0));
      }
      org.pmebench.workload.FileStore c = files.newStore(); LayoutCopy.copy(src, c.output(), null); InputFile cin = c.input();
      files.add(Variant.control(sink -> StandardFiles.readAll(cin, null, StandardFiles.configuration(), sink), c.length()));
      all.add(files.rounds()); pf.add(files);
    }
    org.openjdk.jmh.infra.Blackhole hole = new org.openjdk.jmh.infra.Blackhole("Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.");
    RoundTotals[] totals = new RoundTotals[all.size()];
    for (int i = 0; i < totals.length; i++) totals[i] = new RoundTotals();
    List<Integer> order = new ArrayList<>(); for (int i = 0; i < all.size(); i++) order.add(i);
    Random rnd = new Random(7);
    long start = System.nanoTime(), warm = start + (long)(seconds*0.6e9), end = start + (long)(seconds*1e9);
    boolean timing = false;
    while (System.nanoTime() < end) {
      if (!timing && System.nanoTime() > warm) { timing = true; for (RoundTotals t : totals) t.reset(); }
      Collections.shuffle(order, rnd);
      for (int i : order) all.get(i).run(hole::consume, totals[i]);
    }
    for (int i = 0; i < all.size(); i++) {
      all.get(i).verifyReads();
      RoundTotals t = totals[i]; double p = t.cpuNanos(PairedSlot.PLAINTEXT); long n = t.rounds();
      System.out.printf("%s (of %d files) rounds=%d per round, ms: plain=%.2f controlExtra=%.3f gcmExtra=%.3f ctrExtra=%.3f%n", a[i + 1], all.size(), n,
        p / n / 1e6, (t.cpuNanos(PairedSlot.CONTROL) - p) / n / 1e6, (t.cpuNanos(PairedSlot.GCM) - p) / n / 1e6, (t.cpuNanos(PairedSlot.GCM_CTR) - p) / n / 1e6);
    }
  }
}
