// The citations files' layout, plaintext vs 2-of-19 encrypted (GCM), column by column: encodings,
// pages' sizes and value counts, dictionary page. Same rows, same writer settings (R1) as the
// columns family. Run: java -cp target/benchmarks.jar CompareLayouts.java  (from the repository)
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import org.apache.parquet.column.page.DictionaryPage;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.column.page.PageReader;
import org.apache.parquet.column.page.DataPageV1;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.column.ColumnDescriptor;
import org.apache.parquet.HadoopReadOptions;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.crypto.ExplicitKeys;
import org.pmebench.citations.*;
import org.pmebench.workload.FileStore;
import org.pmebench.workload.StandardFiles;
import org.pmebench.workload.StandardWorkload;

public class CompareLayouts {
  public static void main(String[] args) throws Exception {
    CitationSchema schema = CitationSchema.classic();
    ExplicitKeys keys = new ExplicitKeys(42);
    StringWriter csv = new StringWriter();
    new CitationGenerator(42, CitationColumn.CLASSIC).write(csv, 20000);
    List<Group> rows;
    try (CitationCsvReader r = CitationCsvReader.open(new StringReader(csv.toString()), false)) {
      rows = r.readAll();
    }
    for (EncryptedColumns set : new EncryptedColumns[] {EncryptedColumns.NONE, EncryptedColumns.SENSITIVE}) {
      FileStore store = FileStore.create(FileStore.MEMORY);
      EncryptionMode mode = set == EncryptedColumns.NONE ? EncryptionMode.PLAINTEXT : EncryptionMode.AES_GCM_V1;
      CitationFiles.write(rows, store.output(), schema.schema, StandardWorkload.byId("R1", 'R'),
          keys.encrypt(mode, set.paths(schema)), StandardFiles.configuration());
      FileDecryptionProperties dec = mode.encrypted() ? keys.decryptAll(schema.schema) : null;
      System.out.println("== " + set + " " + store.length() + " bytes");
      try (ParquetFileReader reader = ParquetFileReader.open(store.input(),
          HadoopReadOptions.builder(StandardFiles.configuration()).withDecryption(dec).build())) {
        for (BlockMetaData b : reader.getFooter().getBlocks()) {
          System.out.println("row group rows=" + b.getRowCount());
          for (ColumnChunkMetaData c : b.getColumns()) {
            System.out.println("  " + c.getPath() + " " + c.getCodec() + " enc=" + c.getEncodings() + " size=" + c.getTotalSize()
                + " dictOff=" + c.getDictionaryPageOffset() + " values=" + c.getValueCount());
          }
        }
        PageReadStore pages;
        while ((pages = reader.readNextRowGroup()) != null) {
          for (ColumnDescriptor d : reader.getFileMetaData().getSchema().getColumns()) {
            PageReader pr = pages.getPageReader(d);
            DictionaryPage dp = pr.readDictionaryPage();
            StringBuilder s = new StringBuilder("  pages " + String.join(".", d.getPath()) + ": dict="
                + (dp == null ? "none" : dp.getDictionarySize() + " entries " + dp.getBytes().size() + " B " + dp.getEncoding()));
            DataPageV1 p;
            while ((p = (DataPageV1) pr.readPage()) != null) {
              s.append(" | ").append(p.getValueCount()).append(" v ").append(p.getBytes().size()).append(" B ")
                  .append(p.getValueEncoding()).append(" ").append(p.getBytes().toByteBuffer().getClass().getSimpleName());
            }
            System.out.println(s);
          }
        }
      }
    }
  }
}
