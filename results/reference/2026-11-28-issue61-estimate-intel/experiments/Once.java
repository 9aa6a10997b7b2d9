import java.nio.file.*;
import java.util.*;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.io.InputFile;
import org.pmebench.crypto.*;
import org.pmebench.paired.*;
import org.pmebench.userfiles.LayoutCopy;
import org.pmebench.workload.InMemoryInputFile;
import org.pmebench.workload.StandardFiles;
import org.pmebench.workload.FileStore;

public class Once {
  public static void main(String[] a) throws Exception {
    boolean verify = a[1].contains("verify"), models = a[1].contains("models"), bh = a[1].contains("bh");
    double seconds = Double.parseDouble(a[2]);
    InputFile src = new InMemoryInputFile(Files.readAllBytes(Paths.get(a[0])));
    MessageType schema; try (ParquetFileReader r = ParquetFileReader.open(src)) { schema = r.getFooter().getFileMetaData().getSchema(); }
    ExplicitKeys keys = new ExplicitKeys(1);
    PairedFiles files = new PairedFiles("memory");
    List<Variant> vs = new ArrayList<>();
    for (EncryptionMode m : new EncryptionMode[]{EncryptionMode.PLAINTEXT, EncryptionMode.AES_GCM_V1, EncryptionMode.AES_GCM_CTR_V1}) {
      FileStore store = files.newStore(); LayoutCopy.copy(src, store.output(), keys.encryptAll(m, schema));
      InputFile in = store.input();
      final org.apache.parquet.crypto.FileDecryptionProperties fixed = m.encrypted() ? keys.decryptAll(schema) : null; final boolean once = a[1].contains("once"); Variant v = new Variant(m, sink -> StandardFiles.readAll(in, once ? fixed : (m.encrypted() ? keys.decryptAll(schema) : null), StandardFiles.configuration(), sink), store.length(), 0);
      if (models) files.add(v); else vs.add(v);
    }
    FileStore c = files.newStore(); LayoutCopy.copy(src, c.output(), null); InputFile cin = c.input();
    Variant control = Variant.control(sink -> StandardFiles.readAll(cin, null, StandardFiles.configuration(), sink), c.length());
    if (models) files.add(control); else vs.add(control);
    PairedRounds rounds = models ? files.rounds() : PairedRounds.forFork(vs);
    org.openjdk.jmh.infra.Blackhole hole = new org.openjdk.jmh.infra.Blackhole("Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.");
    java.util.function.Consumer<Object> sink = bh ? hole::consume : x -> {};
    RoundTotals totals = new RoundTotals();
    long start = System.nanoTime(), warm = start + (long)(seconds*0.6e9), end = start + (long)(seconds*1e9), nextCheck = start;
    boolean timing = false;
    while (System.nanoTime() < end) {
      if (!timing && System.nanoTime() > warm) { timing = true; totals.reset(); }
      rounds.run(sink, totals);
      if (verify && System.nanoTime() > nextCheck) { rounds.verifyReads(); nextCheck = System.nanoTime() + 1_000_000_000L; }
    }
    double p = totals.cpuNanos(PairedSlot.PLAINTEXT);
    long n = totals.rounds();
    System.out.printf("%s %s rounds=%d per round, ms: plain=%.2f gcmExtra=%.3f ctrExtra=%.3f%n", a[0], a[1], n,
      p / n / 1e6, (totals.cpuNanos(PairedSlot.GCM) - p) / n / 1e6, (totals.cpuNanos(PairedSlot.GCM_CTR) - p) / n / 1e6);
  }
}
