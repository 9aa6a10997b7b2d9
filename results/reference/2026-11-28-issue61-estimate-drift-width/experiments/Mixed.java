import java.nio.file.*;
import java.util.Random;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.hadoop.*;
import org.apache.parquet.hadoop.example.*;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.schema.*;
import org.pmebench.workload.*;

/** ROWS rows of int32, int64, double and 8-byte binary random columns (TYPES picks: i,l,d,b per column), uncompressed, no dictionary, V1, 1 MiB pages. */
public class Mixed {
  public static void main(String[] a) throws Exception {
    int rows = Integer.parseInt(a[1]); String types = a[2]; boolean opt = a.length > 3 && a[3].contains("opt"); boolean snappy = a.length > 3 && a[3].contains("snappy");
    StringBuilder s = new StringBuilder("message t {");
    for (int i = 0; i < types.length(); i++) {
      char t = types.charAt(i);
      s.append(opt ? " optional " : " required ").append(t == 'i' ? "int32" : t == 'l' ? "int64" : t == 'd' ? "double" : "binary").append(" c").append(i).append(";");
    }
    MessageType schema = MessageTypeParser.parseMessageType(s.append(" }").toString());
    SimpleGroupFactory f = new SimpleGroupFactory(schema); Random r = new Random(1);
    InMemoryOutputFile out = new InMemoryOutputFile();
    try (ParquetWriter<Group> w = ExampleParquetWriter.builder(out).withConf(StandardFiles.configuration()).withType(schema)
        .withCompressionCodec(snappy ? CompressionCodecName.SNAPPY : CompressionCodecName.UNCOMPRESSED).withDictionaryEncoding(false).withValidation(false).build()) {
      for (int k = 0; k < rows; k++) { Group g = f.newGroup();
        for (int i = 0; i < types.length(); i++) { char t = types.charAt(i); String c = "c" + i; if (opt && r.nextInt(10) == 0) continue;
          if (t == 'i') g.append(c, r.nextInt()); else if (t == 'l') g.append(c, r.nextLong()); else if (t == 'd') g.append(c, r.nextDouble());
          else { byte[] v = new byte[8]; r.nextBytes(v); g.append(c, org.apache.parquet.io.api.Binary.fromConstantByteArray(v)); } }
        w.write(g); }
    }
    Files.write(Paths.get(a[0]), out.toByteArray());
  }
}
