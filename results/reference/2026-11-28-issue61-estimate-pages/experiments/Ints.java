import java.nio.file.*;
import java.util.Random;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.hadoop.*;
import org.apache.parquet.hadoop.example.*;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.schema.*;
import org.pmebench.workload.*;

/** ROWS rows of 4 random int32 columns (or 4 binary of LEN bytes), uncompressed, no dictionary, V1, 1 MiB pages. */
public class Ints {
  public static void main(String[] a) throws Exception {
    int rows = Integer.parseInt(a[1]); int len = Integer.parseInt(a[2]);
    String type = len == 0 ? "int32" : "binary";
    MessageType schema = MessageTypeParser.parseMessageType("message t { required " + type + " a; required " + type + " b; required " + type + " c; required " + type + " d; }");
    SimpleGroupFactory f = new SimpleGroupFactory(schema); Random r = new Random(1);
    InMemoryOutputFile out = new InMemoryOutputFile();
    try (ParquetWriter<Group> w = ExampleParquetWriter.builder(out).withConf(StandardFiles.configuration()).withType(schema)
        .withCompressionCodec(CompressionCodecName.UNCOMPRESSED).withDictionaryEncoding(false).withValidation(false).build()) {
      for (int i = 0; i < rows; i++) { Group g = f.newGroup();
        for (String c : new String[]{"a","b","c","d"}) { if (len == 0) g.append(c, r.nextInt()); else { byte[] v = new byte[len]; r.nextBytes(v); g.append(c, org.apache.parquet.io.api.Binary.fromConstantByteArray(v)); } }
        w.write(g); }
    }
    Files.write(Paths.get(a[0]), out.toByteArray());
  }
}
