import java.nio.file.*;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.*;
import org.apache.parquet.hadoop.example.*;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.schema.MessageType;
import org.pmebench.workload.*;

/** Rewrites a file with or without dictionaries (same schema, rows, codec uncompressed, V1, 1 MiB pages). */
public class NoDict {
  public static void main(String[] a) throws Exception {
    boolean dict = Boolean.parseBoolean(a[2]);
    org.apache.parquet.io.InputFile in = new InMemoryInputFile(Files.readAllBytes(Paths.get(a[0])));
    MessageType schema; try (ParquetFileReader r = ParquetFileReader.open(in)) { schema = r.getFooter().getFileMetaData().getSchema(); }
    InMemoryOutputFile out = new InMemoryOutputFile();
    try (ParquetWriter<Group> w = ExampleParquetWriter.builder(out).withConf(StandardFiles.configuration()).withType(schema)
        .withCompressionCodec(CompressionCodecName.UNCOMPRESSED).withDictionaryEncoding(dict).withValidation(false).build();
         ParquetReader<Group> r = StandardFiles.reader(in, null, StandardFiles.configuration())) {
      for (Group g = r.read(); g != null; g = r.read()) w.write(g);
    }
    Files.write(Paths.get(a[1]), out.toByteArray());
  }
}
