import java.nio.file.Paths;
import java.util.*;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.column.ParquetProperties.WriterVersion;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.hadoop.*;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.hadoop.util.HadoopOutputFile;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.schema.*;

/** A plaintext table like estimate's calibration tables (ReadPathCalibration): COLUMNS required columns of
 *  int64, double, 24-byte binary, int32 in turn, ROWS random rows, ROWS_A_PAGE, uncompressed, no dictionary, V1. */
public class CalTable {
  public static void main(String[] a) throws Exception {
    int columns = Integer.parseInt(a[1]), count = Integer.parseInt(a[2]), pageRows = Integer.parseInt(a[3]);
    String[] types = a.length > 6 ? a[6].split(",") : new String[] {"int64", "double", "binary", "int32"};
    StringBuilder s = new StringBuilder("message calibration {");
    for (int c = 0; c < columns; c++) s.append(" required ").append(types[c % types.length].replace("flba", "fixed_len_byte_array(16)").replace("fewint", "int32")).append(" c").append(c).append(';');
    MessageType schema = MessageTypeParser.parseMessageType(s.append(" }").toString());
    Random random = new Random(42);
    SimpleGroupFactory f = new SimpleGroupFactory(schema);
    Configuration conf = new Configuration();
    try (ParquetWriter<Group> w = ExampleParquetWriter.builder(HadoopOutputFile.fromPath(new org.apache.hadoop.fs.Path(a[0]), conf))
        .withConf(conf).withType(schema).withWriteMode(ParquetFileWriter.Mode.OVERWRITE).withWriterVersion(WriterVersion.valueOf(System.getProperty("wv", "PARQUET_1_0")))
        .withCompressionCodec(CompressionCodecName.valueOf(a.length > 4 ? a[4] : "UNCOMPRESSED")).withDictionaryEncoding(a.length > 5 && a[5].equals("dict")).withPageRowCountLimit(pageRows)
        .withValidation(false).build()) {
      for (int i = 0; i < count; i++) {
        Group row = f.newGroup();
        for (int c = 0; c < columns; c++) {
          switch (types[c % types.length]) {
            case "int64": row.append("c" + c, random.nextLong()); break;
            case "double": row.append("c" + c, random.nextDouble()); break;
            case "float": row.append("c" + c, random.nextFloat()); break;
            case "boolean": row.append("c" + c, random.nextBoolean()); break;
            case "binary": { byte[] b = new byte[24]; random.nextBytes(b); row.append("c" + c, Binary.fromConstantByteArray(b)); break; }
            case "flba": { byte[] b = new byte[16]; random.nextBytes(b); row.append("c" + c, Binary.fromConstantByteArray(b)); break; }
            case "int96": { byte[] b = new byte[12]; random.nextBytes(b); row.append("c" + c, Binary.fromConstantByteArray(b)); break; }
            case "fewint": row.append("c" + c, random.nextInt(2)); break;
            default: row.append("c" + c, random.nextInt(1000));
          }
        }
        w.write(row);
      }
    }
  }
}
