import java.nio.file.Files; import java.nio.file.Paths;
import java.util.*;
import org.apache.parquet.hadoop.*;
import org.apache.parquet.hadoop.example.*;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.io.InputFile;
import org.pmebench.crypto.*;
import org.pmebench.paired.*;
import org.pmebench.userfiles.LayoutCopy;
import org.pmebench.workload.*;

/** ForkLike, with the copies written either page for page (LayoutCopy, as the files family does) or by
 *  parquet-java's own writer from the file's rows (as the calibration's tables are): a[1] "layout" or "writer". */
public class Writer {
  public static void main(String[] a) throws Exception {
    boolean writer = a[1].contains("writer");
    double seconds = Double.parseDouble(a[2]);
    InputFile src = new InMemoryInputFile(Files.readAllBytes(Paths.get(a[0])));
    MessageType schema; CompressionCodecName codec;
    try (ParquetFileReader r = ParquetFileReader.open(src)) {
      schema = r.getFooter().getFileMetaData().getSchema();
      codec = r.getFooter().getBlocks().get(0).getColumns().get(0).getCodec();
    }
    List<Group> rows = new ArrayList<>();
    try (ParquetReader<Group> r = new ParquetReader.Builder<Group>(src) { protected org.apache.parquet.hadoop.api.ReadSupport<Group> getReadSupport() { return new GroupReadSupport(); } }.build()) {
      for (Group g; (g = r.read()) != null; ) rows.add(g);
    }
    ExplicitKeys keys = new ExplicitKeys(1);
    PairedFiles files = new PairedFiles("memory");
    EncryptionMode[] modes = {EncryptionMode.PLAINTEXT, EncryptionMode.AES_GCM_V1, EncryptionMode.AES_GCM_CTR_V1, EncryptionMode.PLAINTEXT};
    for (int i = 0; i < modes.length; i++) {
      EncryptionMode m = modes[i];
      FileStore store = files.newStore();
      if (writer) {
        try (ParquetWriter<Group> w = ExampleParquetWriter.builder(store.output()).withConf(StandardFiles.configuration()).withType(schema)
            .withWriteMode(ParquetFileWriter.Mode.OVERWRITE).withCompressionCodec(codec).withValidation(false).withDictionaryEncoding(!a[1].contains("nodict")).withPageRowCountLimit(20000).withWriterVersion(org.apache.parquet.column.ParquetProperties.WriterVersion.PARQUET_1_0)
            .withEncryption(keys.encryptAll(m, schema)).build()) {
          for (Group g : rows) w.write(g);
        }
      } else {
        LayoutCopy.copy(src, store.output(), keys.encryptAll(m, schema));
      }
      InputFile in = store.input();
      if (a.length > 3 && i < 3) { try (org.apache.parquet.io.SeekableInputStream st = in.newStream()) { byte[] b = new byte[(int) in.getLength()]; st.readFully(b); Files.write(Paths.get(a[3] + "-" + m + ".parquet"), b); } }
      final org.apache.parquet.crypto.FileDecryptionProperties fixed = m.encrypted() ? keys.decryptAll(schema) : null; final boolean once = a[1].contains("once");
      TimedOperation op = sink -> StandardFiles.readAll(in, once ? fixed : (m.encrypted() ? keys.decryptAll(schema) : null), StandardFiles.configuration(), sink);
      files.add(i == 3 ? Variant.control(op, store.length()) : new Variant(m, op, store.length(), 0));
    }
    PairedRounds rounds = files.rounds();
    org.openjdk.jmh.infra.Blackhole hole = new org.openjdk.jmh.infra.Blackhole("Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.");
    RoundTotals totals = new RoundTotals();
    long start = System.nanoTime(), warm = start + (long)(seconds*0.6e9), end = start + (long)(seconds*1e9);
    boolean timing = false;
    while (System.nanoTime() < end) {
      if (!timing && System.nanoTime() > warm) { timing = true; totals.reset(); }
      rounds.run(hole::consume, totals);
    }
    rounds.verifyReads();
    double p = totals.cpuNanos(PairedSlot.PLAINTEXT);
    long n = totals.rounds();
    System.out.printf("%s %s codec=%s rows=%d rounds=%d per round, ms: plain=%.2f gcmExtra=%.3f ctrExtra=%.3f%n", a[0], a[1], codec, rows.size(), n,
      p / n / 1e6, (totals.cpuNanos(PairedSlot.GCM) - p) / n / 1e6, (totals.cpuNanos(PairedSlot.GCM_CTR) - p) / n / 1e6);
  }
}
