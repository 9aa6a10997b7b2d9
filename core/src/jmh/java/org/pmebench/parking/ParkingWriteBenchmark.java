package org.pmebench.parking;

import java.io.IOException;
import java.util.List;
import org.apache.parquet.example.data.Group;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.pmebench.citations.CitationFiles;
import org.pmebench.citations.MalformedRecordException;
import org.pmebench.workload.StandardWorkload;

/**
 * W1, W5, W6 over parking citations: one whole file written. {@code source=csv} parses the CSV
 * (held in memory) record by record and writes each row, as the blog did; {@code source=records}
 * writes rows parsed in setup, so the Parquet share of the cost shows on its own.
 */
public class ParkingWriteBenchmark extends ParkingBenchmark {
  @Param({"W1", "W5", "W6"})
  public String spec;

  @Param({"none", "sensitive", "all"})
  public String columns;

  @Param({"csv", "records"})
  public String source;

  private StandardWorkload workload;
  private String text;
  private List<Group> parsed;
  private long encryptedBytes;

  @Override
  protected String columns() {
    return columns;
  }

  @Setup(Level.Trial)
  public void setUp() throws IOException {
    prepare();
    workload = StandardWorkload.byId(spec, 'W');
    text = csvText();
    if (!"records".equals(source) && !"csv".equals(source)) {
      throw new IllegalArgumentException("unknown source '" + source + "'; allowed: csv, records");
    }
    List<Group> rows = parse(text);
    // One untimed write tells how many bytes the encrypted columns take in such a file.
    CitationFiles.write(
        rows, store.output(), schema.schema, workload, encryptionProperties(), conf);
    encryptedBytes = encryptedColumnBytes(store.input());
    parsed = "records".equals(source) ? rows : null;
  }

  @Benchmark
  public long writeFile(ColumnBytes bytes) throws IOException, MalformedRecordException {
    if (parsed != null) {
      CitationFiles.write(
          parsed, store.output(), schema.schema, workload, encryptionProperties(), conf);
    } else {
      CitationFiles.writeFromCsv(
          text, store.output(), schema.schema, workload, encryptionProperties(), conf);
    }
    long size = store.length();
    bytes.fileBytes += size;
    bytes.encryptedColumnBytes += encryptedBytes;
    return size;
  }
}
