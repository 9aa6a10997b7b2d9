import java.util.*;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.column.ParquetProperties.WriterVersion;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.*;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.example.GroupReadSupport;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.parquet.hadoop.util.HadoopOutputFile;
import org.apache.parquet.schema.MessageType;
import org.apache.hadoop.fs.Path;

/** IN OUT PARQUET_1_0|PARQUET_2_0 CODEC: IN's records written again with that page version and codec, every other
 *  setting as the suite's standard writer has it (dictionaries on, 1 MiB pages, one row group). */
public class Rewrite {
  public static void main(String[] a) throws Exception {
    Configuration conf = new Configuration();
    MessageType schema; List<Group> rows = new ArrayList<>();
    try (ParquetFileReader r = ParquetFileReader.open(HadoopInputFile.fromPath(new Path(a[0]), conf))) { schema = r.getFooter().getFileMetaData().getSchema(); }
    try (ParquetReader<Group> r = ParquetReader.builder(new GroupReadSupport(), new Path(a[0])).withConf(conf).build()) { Group g; while ((g = r.read()) != null) rows.add(g); }
    try (ParquetWriter<Group> w = ExampleParquetWriter.builder(HadoopOutputFile.fromPath(new Path(a[1]), conf)).withConf(conf).withType(schema)
        .withWriteMode(ParquetFileWriter.Mode.OVERWRITE).withWriterVersion(WriterVersion.valueOf(a[2])).withCompressionCodec(CompressionCodecName.valueOf(a[3]))
        .withRowGroupSize(512L << 20).withPageSize(1 << 20).withDictionaryEncoding(true).withValidation(false).build()) {
      for (Group g : rows) w.write(g);
    }
  }
}
